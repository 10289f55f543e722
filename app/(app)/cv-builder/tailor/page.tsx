import { z } from "zod";
import { TailorView } from "@/components/cv-tailor/tailor-view";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("cvTailor");

const idParam = z.uuid().catch("");

export default async function CvTailorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id, application } = await searchParams;
  return (
    <>
      <BackLink href="/cv-builder" page="cvBuilder" />
      <PageIntro page="cvTailor" />
      <div className="mt-8">
        <TailorView initialDocumentId={idParam.parse(id) || null} initialApplicationId={idParam.parse(application) || null} />
      </div>
    </>
  );
}
