import { notFound } from "next/navigation";
import { SWRConfig } from "swr";
import { LetterResult } from "@/components/cover-letters/letter-result";
import { BUILDER_HREF } from "@/components/cover-letters/links";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { assistantKeys } from "@/lib/api/assistant";
import { coverLetterKeys } from "@/lib/api/cover-letters";
import { serverFallback, serverGet } from "@/lib/backend/server";

export const generateMetadata = pageMetadata("coverLetterResult");

/**
 * A letter's page (?id=<letter id>), read on the server so it paints at once. Without an id, or
 * for one that is not the user's letter, the letter's own "not found".
 */
export default async function CoverLetterResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id: param } = await searchParams;
  const id = (Array.isArray(param) ? param[0] : param)?.trim();
  if (!id) notFound();
  const key = coverLetterKeys.letter(id);
  const [{ status, body }, engine] = await Promise.all([serverGet(key), serverFallback([assistantKeys.engine])]);
  // 400: not even the shape of an id.
  if (status === 404 || status === 400) notFound();
  return (
    <SWRConfig value={{ fallback: { ...engine, ...(body ? { [key]: body } : {}) } }}>
      <BackLink href={BUILDER_HREF} page="coverLetterBuilder" />
      <PageIntro page="coverLetterResult" />
      <LetterResult id={id} />
    </SWRConfig>
  );
}
