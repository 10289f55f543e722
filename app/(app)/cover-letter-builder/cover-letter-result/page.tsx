import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { SWRConfig } from "swr";
import { LetterResult } from "@/components/cover-letters/letter-result";
import { BUILDER_HREF } from "@/components/cover-letters/links";
import { BackLink, PageIntro } from "@/components/shell/page-header";
import { assistantKeys } from "@/lib/api/assistant";
import { coverLetterKeys } from "@/lib/api/cover-letters";
import type { Data } from "@/lib/api/data";
import { serverFallback, serverGet } from "@/lib/backend/server";
import type { CoverLetter } from "@/lib/contracts/cover-letter";
import { ClientMessages } from "@/lib/i18n/client-messages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const idOf = async ({ searchParams }: Props) => {
  const { id } = await searchParams;
  return (Array.isArray(id) ? id[0] : id)?.trim() || null;
};

/** The letter, read once per request for both the title and the page; null when it is not the user's (or not there). */
const readLetter = cache(async (id: string) => {
  const { status, body } = await serverGet<Data<CoverLetter>>(coverLetterKeys.letter(id));
  // 400: not even the shape of an id.
  return { missing: status === 404 || status === 400, body };
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  const id = await idOf(props);
  const missing = !id || (await readLetter(id)).missing;
  const t = await getTranslations();
  return { title: missing ? t("CoverLetters.notFound.title") : t("Pages.coverLetterResult.title") };
}

/**
 * A letter's page (?id=<letter id>), read on the server so it paints at once. Without an id, or
 * for one that is not the user's letter, the letter's own "not found".
 */
export default async function CoverLetterResultPage(props: Props) {
  const id = await idOf(props);
  if (!id) notFound();
  const [{ missing, body }, engine] = await Promise.all([readLetter(id), serverFallback([assistantKeys.engine])]);
  if (missing) notFound();
  return (
    <ClientMessages namespaces={["Assistants.engine", "CoverLetters.claims", "CoverLetters.copy", "CoverLetters.download", "CoverLetters.editor", "CoverLetters.facts", "CoverLetters.list", "CoverLetters.notFound", "CoverLetters.origin", "CoverLetters.result", "Errors"]}>
      <SWRConfig value={{ fallback: { ...engine, ...(body ? { [coverLetterKeys.letter(id)]: body } : {}) } }}>
        <BackLink href={BUILDER_HREF} page="coverLetterBuilder" />
        <PageIntro page="coverLetterResult" />
        <LetterResult id={id} />
      </SWRConfig>
    </ClientMessages>
  );
}
