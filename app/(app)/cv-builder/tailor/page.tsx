import { z } from "zod";
import { TailorView } from "@/components/cv-tailor/tailor-view";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("cvTailor");

const idParam = z.uuid().catch("");

export default async function CvTailorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id, application } = await searchParams;
  return (
    <ClientMessages namespaces={["CoverLetters.builder.application", "CvBuilder.sections", "CvTailor", "Errors", "Stages.stage"]}>
      <BackLink href="/cv-builder" page="cvBuilder" />
      <PageIntro page="cvTailor" />
      <div className="mt-8">
        <TailorView initialDocumentId={idParam.parse(id) || null} initialApplicationId={idParam.parse(application) || null} />
      </div>
    </ClientMessages>
  );
}
