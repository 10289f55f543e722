import { AssistantThreadPage } from "@/components/assistants/thread-page";
import { pageMetadata } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("offerNegotiationItem");

export default async function OfferNegotiationThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AssistantThreadPage group="offer-negotiation" id={id} />;
}
