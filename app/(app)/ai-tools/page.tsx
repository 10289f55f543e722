import { ToolCards } from "@/components/ai-tools/tool-cards";
import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("aiTools");

export default function AiToolsPage() {
  return (
    <>
      <PageIntro page="aiTools" />
      <ToolCards />
    </>
  );
}
