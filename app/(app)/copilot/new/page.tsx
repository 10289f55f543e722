import { NewCopilotEditor } from "@/components/copilot/new-editor";
import { BackLink, pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("copilotNew");

/** A new copilot's step 1: the copilot is created when that step is saved, not before. */
export default function NewCopilotPage() {
  return (
    <ClientMessages namespaces={["CopilotEditor", "Errors", "Pages.copilotNew", "Pages.copilotSteps"]}>
      <BackLink href="/copilot" page="copilot" />
      <NewCopilotEditor />
    </ClientMessages>
  );
}
