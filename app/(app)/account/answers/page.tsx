import { SWRConfig } from "swr";
import { AnswerBank } from "@/components/account/answer-bank";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { answerBankKeys } from "@/lib/api/answer-bank";
import { serverFallback } from "@/lib/backend/server";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("answers");

export default async function AnswersPage() {
  // The first page of answers, so the list paints with data.
  const fallback = await serverFallback([answerBankKeys.list]);
  return (
    <ClientMessages namespaces={["AiWriter", "AnswerBank", "Errors"]}>
      <SWRConfig value={{ fallback }}>
        <BackLink href="/account" page="account" />
        <PageIntro page="answers" />
        <AnswerBank />
      </SWRConfig>
    </ClientMessages>
  );
}
