import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SWRConfig } from "swr";
import { CvResult } from "@/components/cv-builder/result";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { buttonClasses } from "@/components/ui/button";
import { cvDocumentKeys } from "@/lib/api/cv-documents";
import type { Data } from "@/lib/api/data";
import { serverGet } from "@/lib/backend/server";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("cvBuilderResult");

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** /cv-builder/result?id=…: the finished CV with its downloads and the ATS check; without an id, the way to the list. */
export default async function CvBuilderResultPage({ searchParams }: Props) {
  const { id } = await searchParams;
  if (typeof id !== "string" || !id) {
    const t = await getTranslations("CvBuilder.result");
    return (
      <>
        <BackLink href="/cv-builder" page="cvBuilder" />
        <PageIntro page="cvBuilderResult" />
        <div className="mt-6 rounded-2xl border border-gray-200 p-6">
          <p className="text-sm text-gray-700">{t("noDocument")}</p>
          <Link href="/cv-builder" className={buttonClasses("primary", "mt-4")}>
            {t("chooseDocument")}
          </Link>
        </div>
      </>
    );
  }
  const { status, body } = await serverGet<Data<CvDocument>>(cvDocumentKeys.one(id));
  if (status === 404) notFound();
  const fallback = body ? { [cvDocumentKeys.one(id)]: body } : {};
  return (
    <ClientMessages namespaces={["CvBuilder.ats", "CvBuilder.design.papers", "CvBuilder.list.templates", "CvBuilder.result", "Errors"]}>
      <BackLink href="/cv-builder" page="cvBuilder" />
      <SWRConfig value={{ fallback }}>
        <PageIntro page="cvBuilderResult" />
        <CvResult id={id} />
      </SWRConfig>
    </ClientMessages>
  );
}
