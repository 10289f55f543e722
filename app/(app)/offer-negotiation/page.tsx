import { AssistantGroupPage } from "@/components/assistants/group-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("offerNegotiation");

export default function OfferNegotiationPage() {
  return <AssistantGroupPage group="offer-negotiation" />;
}
