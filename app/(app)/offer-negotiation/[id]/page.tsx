import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";

export const generateMetadata = pageMetadata("offerNegotiationItem");

export default function OfferNegotiationItemPage() {
  return (
    <>
      <BackLink href="/offer-negotiation" page="offerNegotiation" />
      <PageIntro page="offerNegotiationItem" />
    </>
  );
}
