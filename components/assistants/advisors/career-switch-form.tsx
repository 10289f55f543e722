"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { encodeFieldError } from "@/lib/contracts/errors";
import { useSetupErrorText } from "./field-errors";
import { JobTitleField } from "./job-title-field";
import type { SetupFormProps } from "../types";

export const TARGET_TITLE_MIN = 2;
export const TARGET_TITLE_MAX = 120;

/** The target title's problem as the forms carry it, or null when it may be sent. */
export function targetTitleProblem(title: string): string | null {
  const text = title.trim();
  if (!text) return encodeFieldError("job_title_required");
  if (text.length < TARGET_TITLE_MIN) return encodeFieldError("too_short", { min: TARGET_TITLE_MIN });
  if (text.length > TARGET_TITLE_MAX) return encodeFieldError("too_long", { max: TARGET_TITLE_MAX });
  return null;
}

/** The job the user wants to move into → the career_switch setup `{ target_title }`. */
export function CareerSwitchForm({ busy, fieldErrors, onStart }: SetupFormProps) {
  const t = useTranslations("AssistantsAdvisors.careerSwitchForm");
  const common = useTranslations("AssistantsAdvisors.common");
  const fieldError = useFieldError();
  const serverError = useSetupErrorText();
  const hydrated = useHydrated();
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // A server problem shows until the title it was about changes.
  const [sentTitle, setSentTitle] = useState<string | null>(null);
  const error = fieldError(problem) ?? (title === sentTitle ? serverError(fieldErrors.target_title) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = targetTitleProblem(title);
    setProblem(found);
    if (found) return;
    setSentTitle(title);
    onStart({ target_title: title.trim() });
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <JobTitleField
        label={`${t("targetTitle")} *`}
        hint={t("targetTitleHint")}
        placeholder={t("targetTitlePlaceholder")}
        value={title}
        onChange={(value) => {
          setTitle(value);
          if (problem) setProblem(targetTitleProblem(value));
        }}
        error={error}
        disabled={busy}
      />
      <div>
        <Button type="submit" disabled={busy || !hydrated}>
          {busy ? common("starting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
