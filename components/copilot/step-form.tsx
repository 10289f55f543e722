"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/entry/form-alert";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button, buttonClasses } from "@/components/ui/button";
import { ApiError } from "@/lib/api/request";
import { copilotKeys, saveCopilotStep } from "@/lib/api/copilots";
import { stepHref } from "./edit-steps";
import type { Copilot, CopilotStep, CopilotStepValues } from "@/lib/contracts/copilot";

/** What goes above a step's form when saving fails for a reason that belongs to no single field. */
export type StepProblem =
  | { kind: "planLimit"; message: string }
  | { kind: "incomplete"; message: string }
  | { kind: "network" }
  | { kind: "generic" }
  | { kind: "checkFields" }
  | { kind: "raw"; message: string };

/** Saves one step (PUT /copilots/{id}/steps/N) and puts the answer into the caches. */
export function useSaveStep(id: string) {
  const { mutate } = useSWRConfig();
  return async <S extends CopilotStep>(step: S, body: CopilotStepValues<S>): Promise<Copilot> => {
    const saved = await saveCopilotStep(id, step, body);
    await mutate(copilotKeys.one(id), saved, { revalidate: false });
    void mutate(copilotKeys.list);
    return saved.data;
  };
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
  if (!(error instanceof ApiError)) return { kind: "network" };
  if (error.code === "plan_limit") return { kind: "planLimit", message: error.message };
  if (error.code === "incomplete") return { kind: "incomplete", message: error.message };
  const strays: string[] = [];
  let placed = 0;
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const name = rename(field);
    if (formFields.includes(name.split(".")[0]!)) {
      setError(name as Path<T>, { type: "server", message }, { shouldFocus: placed === 0 });
      placed += 1;
    } else strays.push(message);
  }
  if (strays.length > 0) return { kind: "raw", message: strays.join(" ") };
  if (placed > 0) return null;
  if (error.status >= 500) return { kind: "generic" };
  if (error.status === 400) return { kind: "checkFields" };
  return error.message ? { kind: "raw", message: error.message } : { kind: "generic" };
}

export function StepProblemAlert({ problem, id }: { problem: StepProblem | null; id: string }) {
  const t = useTranslations("CopilotEditor.problems");
  if (!problem) return null;
  const link = (href: string) =>
    function ProblemLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold underline underline-offset-2">
          {chunks}
        </Link>
      );
    };
  return (
    <FormAlert className="mb-6">
      {problem.kind === "planLimit"
        ? t.rich("planLimit", { link: link("/subscription") })
        : problem.kind === "incomplete"
          ? t.rich("incomplete", { link: link(`/copilot/${encodeURIComponent(id)}/edit`) })
          : problem.kind === "raw"
            ? problem.message
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
  id: string;
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
        <Link href={step > 1 ? stepHref(id, step - 1) : "/copilot"} className={buttonClasses("secondary")}>
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
