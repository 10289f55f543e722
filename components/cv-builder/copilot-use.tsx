"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { describeError } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button, buttonClasses } from "@/components/ui/button";
import { linkTag } from "@/components/ui/text-link";
import { publishCvDocument } from "@/lib/api/cv-documents";
import { resumeKeys, useResumes } from "@/lib/api/resumes";
import type { CvDocument } from "@/lib/contracts/cv-document";
import { tailorHref } from "./routes";

/**
 * Whether copilots can send this CV: once kept as one of the user's CVs (its PDF), a copilot's
 * step 4 offers it, and the copilot sends the latest saved version by itself.
 */
export function CopilotUse({ document }: { document: CvDocument }) {
  const t = useTranslations("CvBuilder.result.copilot");
  const bannerText = useBannerText();
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const resumes = useResumes();
  const kept = resumes.data?.data.items.find((resume) => resume.cv_document_id === document.id) ?? null;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<React.ReactNode>(null);

  const keep = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await publishCvDocument(document.id);
      await mutate(resumeKeys.list);
    } catch (error) {
      setProblem(bannerText(describeError(error).banner) ?? t("failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-5 mobile:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {t("title")}
        </h2>
        {kept ? (
          <p className="text-sm text-gray-700">{t.rich("kept", { link: linkTag("/copilot") })}</p>
        ) : (
          <>
            <p className="text-sm text-gray-600">{t("text")}</p>
            <div>
              <Button variant="secondary" onClick={() => void keep()} disabled={busy || resumes.isLoading}>
                {busy ? t("keeping") : t("keep")}
              </Button>
            </div>
          </>
        )}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <h2 className="text-base font-semibold text-gray-900">{t("tailorTitle")}</h2>
        {document.tailored_for ? (
          <p className="text-sm text-gray-700">{t("tailoredFor", { title: document.tailored_for.title, company: document.tailored_for.company })}</p>
        ) : (
          <p className="text-sm text-gray-600">{t("tailorText")}</p>
        )}
        <div>
          <Link href={tailorHref(document.id)} className={buttonClasses("secondary")}>
            {t("tailor")}
          </Link>
        </div>
      </div>
    </section>
  );
}
