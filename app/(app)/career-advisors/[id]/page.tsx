import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { AdvisorsCardKit } from "@/components/assistants/advisors/card-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("careerAdvisorsItem");

export default async function CareerAdvisorsThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsAdvisors", "Errors", "NotFound"]}>
      <AdvisorsCardKit>
        <AssistantThreadPage group="career-advisors" id={id} />
      </AdvisorsCardKit>
    </ClientMessages>
  );
}
