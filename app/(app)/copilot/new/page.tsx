import { NewCopilotEditor } from "@/components/copilot/editor";
import { BackLink, pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("copilotNew");

/** A new copilot's step 1: the copilot is created when that step is saved, not before. */
export default function NewCopilotPage() {
  return (
    <>
      <BackLink href="/copilot" page="copilot" />
      <NewCopilotEditor />
    </>
  );
}
