import { SWRConfig } from "swr";
import { CvHome } from "@/components/cv-builder/cv-home";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";
import { cvDocumentKeys } from "@/lib/api/cv-documents";
import { resumeKeys } from "@/lib/api/resumes";
import { serverFallback } from "@/lib/backend/server";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("cvBuilder");

export default async function CvBuilderPage() {
  const fallback = await serverFallback([cvDocumentKeys.list, resumeKeys.list]);
  return (
    <ClientMessages namespaces={["CopilotEditor.cv", "CvBuilder.list", "CvBuilder.start", "Errors"]}>
      <SWRConfig value={{ fallback }}>
        <PageIntro page="cvBuilder" />
        <CvHome />
      </SWRConfig>
    </ClientMessages>
  );
}
