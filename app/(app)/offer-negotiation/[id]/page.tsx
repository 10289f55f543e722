import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { OfferCardKit } from "@/components/assistants/offer/card-kit";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("offerNegotiationItem");

export default async function OfferNegotiationThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <ClientMessages namespaces={["Assistants", "AssistantsOffer.analysis", "AssistantsOffer.copy", "AssistantsOffer.form", "AssistantsOffer.move", "Errors", "NotFound"]}>
      <OfferCardKit>
        <AssistantThreadPage group="offer-negotiation" id={id} />
      </OfferCardKit>
    </ClientMessages>
  );
}
