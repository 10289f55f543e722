import { pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("offerNegotiation");

export default function OfferNegotiationPage() {
  return <PageIntro page="offerNegotiation" />;
}
