import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { COPILOT_STEPS, EditStepper, parseStep, stepHref } from "@/components/copilot/edit-steps";
import { BackLink } from "@/components/shell/page-header";
import { buttonClasses } from "@/components/ui/button";

type Props = { params: Promise<{ id: string; step: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const step = parseStep((await params).step);
  if (!step) notFound();
  const t = await getTranslations("Pages.copilotSteps");
  return { title: t("metaTitle", { step: t(`${COPILOT_STEPS[step - 1]!}.title`) }) };
}

export default async function CopilotEditStepPage({ params }: Props) {
  const { id, step: param } = await params;
  const step = parseStep(param);
  if (!step) notFound();
  const [t, pages] = await Promise.all([getTranslations("Pages.copilotSteps"), getTranslations("Pages.copilotEdit")]);
  const key = COPILOT_STEPS[step - 1]!;
  return (
    <>
      <BackLink href="/copilot" page="copilot" />
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{pages("title")}</h1>
      <EditStepper id={id} current={step} />
      <section aria-labelledby="step-title" className="mt-10 max-w-3xl">
        <p className="text-sm font-semibold text-brand-700">{t("progress", { current: step, total: COPILOT_STEPS.length })}</p>
        <h2 id="step-title" className="mt-1 text-xl font-semibold text-gray-900">
          {t(`${key}.title`)}
        </h2>
        <p className="mt-2 leading-relaxed text-gray-600">{t(`${key}.description`)}</p>
      </section>
      <div className="mt-10 flex flex-wrap justify-between gap-3 border-t border-gray-100 pt-6">
        {step > 1 ? (
          <Link href={stepHref(id, step - 1)} className={buttonClasses("secondary")}>
            {t("previous")}
          </Link>
        ) : (
          <span />
        )}
        {step < COPILOT_STEPS.length ? (
          <Link href={stepHref(id, step + 1)} className={buttonClasses("primary")}>
            {t("next")}
          </Link>
        ) : null}
      </div>
    </>
  );
}
