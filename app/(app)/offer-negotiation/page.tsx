import { AssistantGroupPage } from "@/components/assistants/group-page";
import { OfferStartKit } from "@/components/assistants/offer/start-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("offerNegotiation");

export default function OfferNegotiationPage() {
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsAdvisors", "AssistantsOffer.form", "CopilotEditor.combobox", "Errors"]}>
      <OfferStartKit>
        <AssistantGroupPage group="offer-negotiation" />
      </OfferStartKit>
    </ClientMessages>
  );
}
