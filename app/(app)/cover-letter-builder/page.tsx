import { SWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import { CoverLetterBuilder } from "@/components/cover-letters/letter-builder";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { applicationKeys } from "@/lib/api/applications";
import { coverLetterKeys, lettersKey } from "@/lib/api/cover-letters";
import { resumeKeys } from "@/lib/api/resumes";
import { serverFallback } from "@/lib/backend/server";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("coverLetterBuilder");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The builder, painted with data: this month's letters, whether a CV is on file, the first page of letters. */
export default async function CoverLetterBuilderPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const application = first((await searchParams).application);
  // ?application=<id> chooses one of the user's applications (the tracker links here); anything else is ignored.
  const initialApplicationId = UUID.test(application) ? application.toLowerCase() : null;
  const firstPage = coverLetterKeys.page(null);
  const fetched = await serverFallback([
    coverLetterKeys.usage,
    resumeKeys.list,
    firstPage,
    ...(initialApplicationId ? [applicationKeys.detail(initialApplicationId)] : []),
  ]);
  const { [firstPage]: letters, ...fallback } = fetched;
  if (letters) fallback[unstable_serialize(lettersKey())] = [letters];
  return (
    <ClientMessages namespaces={["CoverLetters.builder", "CoverLetters.limit", "CoverLetters.list", "CoverLetters.origin", "CoverLetters.usage", "Errors", "Stages.stage"]}>
      <SWRConfig value={{ fallback }}>
        <PageIntro page="coverLetterBuilder" />
        <CoverLetterBuilder initialApplicationId={initialApplicationId} />
      </SWRConfig>
    </ClientMessages>
  );
}
