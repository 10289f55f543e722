"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { encodeFieldError } from "@/lib/contracts/errors";
import { useSetupErrorText } from "./field-errors";
import type { SetupFormProps } from "../types";

export const FIELD_MIN = 2;
export const FIELD_MAX = 120;

/** The fresh_grad setup: `{ field }` when one is typed, `{}` to work from the CV and the copilots' searches. */
export function freshGradSetup(field: string): { setup: { field?: string }; problem: string | null } {
  const text = field.trim();
  if (!text) return { setup: {}, problem: null };
  if (text.length < FIELD_MIN) return { setup: {}, problem: encodeFieldError("too_short", { min: FIELD_MIN }) };
  if (text.length > FIELD_MAX) return { setup: {}, problem: encodeFieldError("too_long", { max: FIELD_MAX }) };
  return { setup: { field: text }, problem: null };
}

/** The graduate's field of study or wished area, optional → the fresh_grad setup. */
export function FreshGradForm({ busy, fieldErrors, onStart }: SetupFormProps) {
  const t = useTranslations("AssistantsAdvisors.freshGradForm");
  const common = useTranslations("AssistantsAdvisors.common");
  const fieldError = useFieldError();
  const serverError = useSetupErrorText();
  const hydrated = useHydrated();
  const [field, setField] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sentField, setSentField] = useState<string | null>(null);
  const error = fieldError(problem) ?? (field === sentField ? serverError(fieldErrors.field) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = freshGradSetup(field);
    setProblem(result.problem);
    if (result.problem) return;
    setSentField(field);
    onStart(result.setup);
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("field")}
        hint={t("fieldHint")}
        placeholder={t("fieldPlaceholder")}
        value={field}
        maxLength={FIELD_MAX}
        onChange={(event) => {
          setField(event.target.value);
          if (problem) setProblem(freshGradSetup(event.target.value).problem);
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
