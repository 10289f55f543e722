import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("copilot");

export default function CopilotPage() {
  return <PageIntro page="copilot" />;
}
