"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { SelectChevron } from "@/components/forms/select-chevron";
import { Button } from "@/components/ui/button";
import { compactFieldClasses, ErrorMessage, Field, fieldDescribedBy, fieldErrorId } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { applicationKeys } from "@/lib/api/applications";
import type { Data } from "@/lib/api/data";
import type { Application } from "@/lib/contracts/applications";
import { encodeFieldError, type FieldErrorCode } from "@/lib/contracts/errors";
import type { Page } from "@/lib/contracts/page";
import { useSWR } from "@/lib/swr/hooks";
import type { SetupFieldError, SetupFormProps } from "../types";
import {
  INTERVIEW_TYPES,
  JOB_SOURCES,
  POSTING_MAX,
  POSTING_MIN,
  QUESTIONS_DEFAULT,
  QUESTIONS_MAX,
  QUESTIONS_MIN,
  SENIORITIES,
  TITLE_MAX,
  TITLE_MIN,
  type InterviewSetup,
  type InterviewType,
  type JobSource,
  type Seniority,
} from "./types";

/** The applications the select offers: the most an API page gives, newest first. */
export const APPLICATION_CHOICES = 100;
export const applicationChoicesKey = [applicationKeys.list, { sort: "posted", limit: APPLICATION_CHOICES }] as const;

export type InterviewDraft = {
  source: JobSource;
  applicationId: string;
  title: string;
  seniority: Seniority | "";
  text: string;
  interviewType: InterviewType;
  questions: number;
};

export const INITIAL_DRAFT: InterviewDraft = {
  source: "title",
  applicationId: "",
  title: "",
  seniority: "",
  text: "",
  interviewType: "behavioural",
  questions: QUESTIONS_DEFAULT,
};

type Problem = { code: FieldErrorCode; params?: Record<string, number> };

/**
 * The setup the form's draft stands for, or the problems of its fields (keyed as the API keys
 * them), checked with the same limits as the server so most mistakes show before sending.
 */
export function interviewSetupOf(draft: InterviewDraft): { setup: InterviewSetup } | { problems: Record<string, Problem> } {
  const problems: Record<string, Problem> = {};
  let job: InterviewSetup["job"] | null = null;
  if (draft.source === "application") {
    if (!draft.applicationId) problems["job.application_id"] = { code: "required" };
    else job = { source: "application", application_id: draft.applicationId };
  } else if (draft.source === "title") {
    const title = draft.title.trim();
    if (!title) problems["job.title"] = { code: "job_title_required" };
    else if (title.length < TITLE_MIN) problems["job.title"] = { code: "too_short", params: { min: TITLE_MIN } };
    else if (title.length > TITLE_MAX) problems["job.title"] = { code: "too_long", params: { max: TITLE_MAX } };
    else job = { source: "title", title, ...(draft.seniority ? { seniority: draft.seniority } : {}) };
  } else {
    const text = draft.text.trim();
    if (!text) problems["job.text"] = { code: "text_required" };
    else if (text.length < POSTING_MIN) problems["job.text"] = { code: "too_short", params: { min: POSTING_MIN } };
    else if (text.length > POSTING_MAX) problems["job.text"] = { code: "too_long", params: { max: POSTING_MAX } };
    else job = { source: "text", text };
  }
  if (!job) return { problems };
  const questions = Math.min(QUESTIONS_MAX, Math.max(QUESTIONS_MIN, Math.round(draft.questions)));
  return { setup: { job, interview_type: draft.interviewType, questions } };
}

/** "Data Analyst · Acme GmbH", newest application first. */
export function applicationChoices(items: readonly Application[]) {
  return [...items]
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
    .map((item) => ({ id: item.id, label: [item.job.title, item.job.company].filter(Boolean).join(" · ") }));
}

/** A choice among cards: a native radio, its name, and a line that says what it means. */
function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  description,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: string;
  description?: string;
}) {
  const id = useId();
  return (
    <div
      className={clsx(
        "flex gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
        checked ? "border-brand-600 bg-brand-50" : "border-gray-200 bg-white hover:bg-gray-50",
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-semibold text-gray-900">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-sm text-gray-600">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  error,
  hint,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Field controlId={id} label={label} error={error} hint={hint}>
      <div className="relative flex items-center">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, hint)}
          className={clsx(compactFieldClasses, "appearance-none pr-9 disabled:bg-gray-50", error && "border-red-500")}
        >
          {children}
        </select>
        <span className="pointer-events-none absolute right-3">
          <SelectChevron />
        </span>
      </div>
    </Field>
  );
}

/**
 * The interview's setup: the job (one of the user's applications, a job title with its level, or
 * a pasted posting), the kind of interview and how many questions.
 */
export function InterviewSetupForm({ busy, fieldErrors, onStart }: SetupFormProps) {
  const t = useTranslations("Assistants.interview.setup");
  const fieldError = useFieldError();
  const id = useId();
  const [draft, setDraft] = useState<InterviewDraft>(INITIAL_DRAFT);
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const applications = useSWR<Data<Page<Application>>>(applicationChoicesKey, { revalidateOnFocus: false });
  const choices = useMemo(() => applicationChoices(applications.data?.data.items ?? []), [applications.data]);

  const change = (changes: Partial<InterviewDraft>) => setDraft((current) => ({ ...current, ...changes }));

  /** The form's own check first, then what the server said; both as translated sentences. */
  const errorOf = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const own = problems[key];
      if (own) return fieldError(encodeFieldError(own.code, own.params));
      const server: SetupFieldError | undefined = fieldErrors[key];
      if (server) return fieldError(encodeFieldError(server.code as FieldErrorCode, server.params));
    }
    return undefined;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = interviewSetupOf(draft);
    if ("problems" in result) {
      setProblems(result.problems);
      // The first field with a problem takes the focus, so its message is read.
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(id)} [aria-invalid="true"]`)?.focus());
      return;
    }
    setProblems({});
    onStart(result.setup as unknown as Record<string, unknown>);
  };

  const sourceError = errorOf("job", "job.source");
  const typeError = errorOf("interview_type");

  return (
    <form id={id} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2" aria-describedby={sourceError ? fieldErrorId(`${id}-source`) : undefined}>
        <legend className="mb-1 text-sm font-semibold text-gray-900">{t("source.legend")}</legend>
        <ErrorMessage id={fieldErrorId(`${id}-source`)}>{sourceError}</ErrorMessage>
        <div className="grid gap-2 mobile:grid-cols-3">
          {JOB_SOURCES.map((source) => (
            <RadioCard
              key={source}
              name={`${id}-source`}
              value={source}
              checked={draft.source === source}
              onChange={() => change({ source })}
              label={t(`source.${source}`)}
              description={t(`source.${source}Hint`)}
            />
          ))}
        </div>
      </fieldset>

      {draft.source === "application" ? (
        !applications.data && applications.error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t("applicationsFailed")}{" "}
            <button type="button" onClick={() => void applications.mutate()} className="font-semibold underline underline-offset-2">
              {t("retry")}
            </button>
          </p>
        ) : choices.length === 0 && applications.data ? (
          <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700">{t("noApplications")}</p>
        ) : (
          <Select
            label={t("application")}
            value={draft.applicationId}
            onChange={(applicationId) => change({ applicationId })}
            error={errorOf("job.application_id")}
            disabled={!applications.data}
          >
            <option value="">{applications.data ? t("applicationPlaceholder") : t("loadingApplications")}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.label}
              </option>
            ))}
          </Select>
        )
      ) : draft.source === "title" ? (
        <div className="grid gap-4 mobile:grid-cols-[2fr_1fr]">
          <Field controlId={`${id}-title`} label={t("title")} error={errorOf("job.title")} hint={t("titleHint")}>
            <input
              id={`${id}-title`}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              maxLength={TITLE_MAX}
              autoComplete="organization-title"
              aria-invalid={errorOf("job.title") ? true : undefined}
              aria-describedby={fieldDescribedBy(`${id}-title`, errorOf("job.title"), t("titleHint"))}
              className={clsx(compactFieldClasses, errorOf("job.title") && "border-red-500")}
            />
          </Field>
          <Select label={t("seniority")} value={draft.seniority} onChange={(value) => change({ seniority: value as Seniority | "" })} error={errorOf("job.seniority")}>
            <option value="">{t("seniorityAny")}</option>
            {SENIORITIES.map((level) => (
              <option key={level} value={level}>
                {t(`seniorities.${level}`)}
              </option>
            ))}
          </Select>
        </div>
      ) : (
        <TextAreaField
          label={t("posting")}
          hint={t("postingHint")}
          value={draft.text}
          onChange={(event) => change({ text: event.target.value })}
          maxLength={POSTING_MAX}
          rows={6}
          error={errorOf("job.text")}
        />
      )}

      <fieldset className="flex flex-col gap-2" aria-describedby={typeError ? fieldErrorId(`${id}-type`) : undefined}>
        <legend className="mb-1 text-sm font-semibold text-gray-900">{t("type.legend")}</legend>
        <ErrorMessage id={fieldErrorId(`${id}-type`)}>{typeError}</ErrorMessage>
        <div className="grid gap-2 mobile:grid-cols-2">
          {INTERVIEW_TYPES.map((type) => (
            <RadioCard
              key={type}
              name={`${id}-type`}
              value={type}
              checked={draft.interviewType === type}
              onChange={() => change({ interviewType: type })}
              label={t(`type.${type}`)}
              description={t(`type.${type}Hint`)}
            />
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-4 mobile:flex-row mobile:items-end mobile:justify-between">
        <div className="mobile:w-56">
          <Select label={t("questions")} value={String(draft.questions)} onChange={(value) => change({ questions: Number(value) })} error={errorOf("questions")}>
            {Array.from({ length: QUESTIONS_MAX - QUESTIONS_MIN + 1 }, (_, index) => QUESTIONS_MIN + index).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t("starting") : t("start")}
        </Button>
      </div>
    </form>
  );
}
