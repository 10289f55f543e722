import { notFound } from "next/navigation";
import { SWRConfig } from "swr";
import { CvEditorLoader } from "@/components/cv-builder/editor-loader";
import { BackLink, pageMetadata, PageIntro } from "@/components/shell/page-header";
import { cvDocumentKeys } from "@/lib/api/cv-documents";
import type { Data } from "@/lib/api/data";
import { serverGet } from "@/lib/backend/server";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("cvBuilderEdit");

type Props = { searchParams: Promise<{ id?: string | string[] }> };

/** /cv-builder/edit?id=…: the editor of one of the user's CVs, its document fetched with the page. */
export default async function CvBuilderEditPage({ searchParams }: Props) {
  const { id } = await searchParams;
  if (typeof id !== "string" || !id) notFound();
  const { status, body } = await serverGet<Data<CvDocument>>(cvDocumentKeys.one(id));
  if (status === 404) notFound();
  const fallback = body ? { [cvDocumentKeys.one(id)]: body } : {};
  return (
    <ClientMessages namespaces={["CvBuilder", "Errors"]}>
      <BackLink href="/cv-builder" page="cvBuilder" />
      <SWRConfig value={{ fallback }}>
        <PageIntro page="cvBuilderEdit" />
        <CvEditorLoader id={id} />
      </SWRConfig>
    </ClientMessages>
  );
}
