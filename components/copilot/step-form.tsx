"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEventHandler, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from "react-hook-form";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/entry/form-alert";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button, buttonClasses } from "@/components/ui/button";
import { linkTag } from "@/components/ui/text-link";
import { ApiError } from "@/lib/api/request";
import { copilotKeys, createCopilot, NEW_COPILOT_PATH, saveCopilotStep } from "@/lib/api/copilots";
import { showStep, stepHref } from "./edit-steps";
import type { Copilot, CopilotStep, CopilotStepValues } from "@/lib/contracts/copilot";

/** What goes above a step's form when saving fails for a reason that belongs to no single field. */
export type StepProblem = { kind: "planLimit" | "incomplete" | "generic" } | { kind: "banner"; text: ErrorText };

/**
 * Saves one step (PUT /copilots/{id}/steps/N) and puts the answer into the caches. Without an id,
 * step 1 creates the copilot with it (POST /copilots), so no empty draft is ever left behind.
 */
export function useSaveStep(id: string | null) {
  const { mutate } = useSWRConfig();
  return async <S extends CopilotStep>(step: S, body: CopilotStepValues<S>): Promise<Copilot> => {
    const saved = id ? await saveCopilotStep(id, step, body) : await createCopilot({ jobs: body as CopilotStepValues<1> });
    await mutate(copilotKeys.one(saved.data.id), saved, { revalidate: false });
    void mutate(copilotKeys.list);
    return saved.data;
  };
}

/** The API names step 1's fields under `jobs.` when it creates the copilot with them. */
const withoutJobsPrefix = (field: string) => field.replace(/^jobs\./, "");

/**
 * The submit handler of a step that saves its form alone: saves step `step` with the form's values
 * (through `toBody`), then opens the next step. A failure goes under the form's `fields`, or into
 * `problem` for above the form.
 */
export function useStepSubmit<TInput extends FieldValues, TOutput extends FieldValues, S extends CopilotStep>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  {
    id,
    step,
    fields,
    toBody = (values) => values as unknown as CopilotStepValues<S>,
  }: { id: string | null; step: S; fields: readonly string[]; toBody?: (values: TOutput) => CopilotStepValues<S> },
) {
  const router = useRouter();
  const save = useSaveStep(id);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await save(step, toBody(values));
      // A copilot created by this save was on its step 1 already: the next step takes the focus.
      if (!id) showStep(saved.id, step);
      router.push(stepHref(saved.id, step + 1));
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, fields, id ? undefined : withoutJobsPrefix));
    }
  });
  return { onSubmit, problem };
}

/**
 * Puts a failed call's field messages under the form's own fields (`rename` maps the API's names
 * onto the form's) and says what is left for the banner.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
  rename: (field: string) => string = (field) => field,
): StepProblem | null {
  if (error instanceof ApiError && error.code === "plan_limit") return { kind: "planLimit" };
  if (error instanceof ApiError && error.code === "incomplete") return { kind: "incomplete" };
  const view = describeError(error, formFields, rename);
  Object.entries(view.fields).forEach(([name, message], index) => {
    setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  if (!view.banner) return null;
  return "key" in view.banner && view.banner.key === "generic" ? { kind: "generic" } : { kind: "banner", text: view.banner };
}

export function StepProblemAlert({ problem, id }: { problem: StepProblem | null; id: string | null }) {
  const t = useTranslations("CopilotEditor.problems");
  const bannerText = useBannerText();
  if (!problem) return null;
  return (
    <FormAlert className="mb-6">
      {problem.kind === "planLimit"
        ? t.rich("planLimit", { link: linkTag("/subscription", "inherit") })
        : problem.kind === "incomplete"
          ? t.rich("incomplete", { link: linkTag(id ? `/copilot/${encodeURIComponent(id)}/edit` : NEW_COPILOT_PATH, "inherit") })
          : problem.kind === "banner"
            ? bannerText(problem.text)
            : t(problem.kind)}
    </FormAlert>
  );
}

/** A step's form: the problem banner, the fields, and Back / Next (or the last step's own button). */
export function StepForm({
  id,
  step,
  onSubmit,
  submitting,
  problem,
  submitLabel,
  submittingLabel,
  children,
}: {
  id: string | null;
  step: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  problem: StepProblem | null;
  submitLabel?: string;
  submittingLabel?: string;
  children: ReactNode;
}) {
  const t = useTranslations("CopilotEditor");
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={submitting || undefined}>
      <StepProblemAlert problem={problem} id={id} />
      <div className="flex flex-col gap-10">{children}</div>
      <div className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-6">
        <Link href={id && step > 1 ? stepHref(id, step - 1) : "/copilot"} className={buttonClasses("secondary")}>
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M12.8 5.2a1 1 0 0 1 0 1.4L9.4 10l3.4 3.4a1 1 0 0 1-1.4 1.4L7.3 10.7a1 1 0 0 1 0-1.4l4.1-4.1a1 1 0 0 1 1.4 0Z" />
          </svg>
          {t("back")}
        </Link>
        <Button type="submit" disabled={submitting || !hydrated} className="min-w-32">
          {submitting ? (submittingLabel ?? t("saving")) : (submitLabel ?? t("next"))}
          {!submitting && !submitLabel ? (
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
            </svg>
          ) : null}
        </Button>
      </div>
    </form>
  );
}
