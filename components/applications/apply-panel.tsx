"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { DraftAnswer, draftNoteId } from "@/components/forms/draft-answer";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { ErrorMessage, fieldDescribedBy, fieldErrorId } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { answerQuestions, fetchProofFile } from "@/lib/api/applications";
import { useProfile, useProfileDetails } from "@/lib/api/profile";
import { type ApplicationDetail, type ApplicationProof, type PendingQuestion } from "@/lib/contracts/applications";
import { MAX_ANSWER_LENGTH } from "@/lib/contracts/application-values";

type Value = string | string[] | boolean;

const TEXT_INPUTS: Record<string, string> = { text: "text", email: "email", tel: "tel", url: "url", number: "number", date: "date" };

/** One question as the employer asks it, as a control of the matching kind. */
function QuestionField({
  question,
  applicationId,
  value,
  error,
  onChange,
}: {
  question: PendingQuestion;
  applicationId: string;
  value: Value | undefined;
  error?: string;
  onChange: (value: Value) => void;
}) {
  const t = useTranslations("ApplicationDetail.apply");
  const id = useId();
  const label = question.required ? question.label : t("optional", { label: question.label });
  const options = question.options ?? [];
  if (question.type === "file") {
    return (
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-medium">{question.label}</p>
        <p className="mt-1">{t("fileQuestion")}</p>
      </div>
    );
  }
  if (options.length > 0) {
    // Several answers for multiselects and checkbox groups, one for selects and radios.
    const multiple = question.type === "multiselect" || question.type === "checkbox";
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={error ? fieldErrorId(id) : undefined} className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">{label}</legend>
        {error ? <ErrorMessage id={fieldErrorId(id)}>{error}</ErrorMessage> : null}
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-gray-800">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={id}
              className={clsx("size-4 border-gray-300 text-brand-600 focus:ring-brand-500", multiple && "rounded")}
              checked={multiple ? chosen.includes(option.value) : value === option.value}
              onChange={(event) =>
                onChange(multiple ? (event.target.checked ? [...chosen, option.value] : chosen.filter((item) => item !== option.value)) : option.value)
              }
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  if (question.type === "checkbox") {
    return (
      <label className="flex items-start gap-2 text-sm text-gray-800">
        <input type="checkbox" className="mt-0.5 size-4 rounded border-gray-300 text-brand-600 focus:ring-brand-500" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
    );
  }
  const text = typeof value === "string" ? value : "";
  // A free-text question can be drafted from the CV: the note under it is read with the field.
  const draftable = question.type === "textarea" || question.type === "text";
  const describedBy = clsx(fieldDescribedBy(id, error, question.description), draftable && draftNoteId(id)) || undefined;
  const control =
    question.type === "textarea" ? (
      <TextAreaField id={id} aria-describedby={describedBy} label={label} error={error} rows={4} value={text} onChange={(event) => onChange(event.target.value)} hint={question.description} />
    ) : (
      <TextField
        id={id}
        aria-describedby={describedBy}
        label={label}
        error={error}
        type={TEXT_INPUTS[question.type] ?? "text"}
        value={text}
        onChange={(event) => onChange(event.target.value)}
        hint={question.description}
      />
    );
  if (!draftable) return control;
  return (
    <div className="flex flex-col gap-2">
      {control}
      <DraftAnswer fieldId={id} question={question.label} applicationId={applicationId} maxLength={MAX_ANSWER_LENGTH} value={text} onText={onChange} />
    </div>
  );
}

/** The questions only the user can answer, answered in place: the answers are remembered and the application goes out. */
function QuestionsForm({ detail, onChanged }: { detail: ApplicationDetail; onChanged: (detail: ApplicationDetail) => void }) {
  const t = useTranslations("ApplicationDetail.apply");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const questions = detail.apply.pending_questions;
  const [values, setValues] = useState<Record<string, Value>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      questions
        .filter((question) => question.required && question.type !== "file")
        .filter((question) => {
          const value = values[question.field_id];
          return value === undefined || value === "" || (Array.isArray(value) && value.length === 0);
        })
        .map((question) => [question.field_id, "answer_required"]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const answers = Object.entries(values)
      .filter(([, value]) => !(value === "" || (Array.isArray(value) && value.length === 0)))
      .map(([field_id, value]) => ({ field_id, value: typeof value === "string" ? value.trim() : value }));
    setBusy(true);
    setBanner(null);
    try {
      onChanged((await answerQuestions(detail.id, { answers })).data);
    } catch (error) {
      // The API names answers by position (answers.N.value) or by question: both land under the question.
      const view = describeError(error, ["answers", ...questions.map((question) => question.field_id)], (name) => {
        const position = /^answers\.(\d+)\./.exec(name);
        return position ? (answers[Number(position[1])]?.field_id ?? name) : name;
      });
      setErrors(view.fields);
      setBanner(view.banner);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy || undefined}>
      <p className="text-sm text-gray-700">{t("questionsIntro")}</p>
      {banner ? <FormAlert>{bannerText(banner)}</FormAlert> : null}
      {questions.map((question) => (
        <QuestionField
          key={question.field_id}
          question={question}
          applicationId={detail.id}
          value={values[question.field_id]}
          error={fieldError(errors[question.field_id])}
          onChange={(value) => setValues((current) => ({ ...current, [question.field_id]: value }))}
        />
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("sending") : t("answerAndSend")}
        </Button>
      </div>
    </form>
  );
}

/** An answer as text: yes/no for a checkbox, a list joined for several choices. */
function useShownValue() {
  const t = useTranslations("ApplicationDetail.apply");
  return (value: string | string[] | boolean) => (typeof value === "boolean" ? (value ? t("yes") : t("no")) : Array.isArray(value) ? value.join(", ") : value);
}

const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;

/** What was sent and what came back: the fields, the files with their fingerprints, the page after sending. */
function ProofView({ applicationId, proof }: { applicationId: string; proof: ApplicationProof }) {
  const t = useTranslations("ApplicationDetail.apply");
  const format = useFormatter();
  const [screenshot, setScreenshot] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => void (screenshot && URL.revokeObjectURL(screenshot)), [screenshot]);

  const showScreenshot = async () => {
    setFailed(false);
    try {
      setScreenshot(URL.createObjectURL(await fetchProofFile(applicationId, proof.id, "screenshot")));
    } catch {
      setFailed(true);
    }
  };
  const downloadPage = async () => {
    setFailed(false);
    try {
      const url = URL.createObjectURL(await fetchProofFile(applicationId, proof.id, "html"));
      const link = Object.assign(document.createElement("a"), { href: url, download: `confirmation-${proof.id}.html` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    }
  };

  const shown = useShownValue();
  return (
    <div className="rounded-xl border border-gray-200 p-4" data-testid="application-proof">
      <p className="text-sm font-semibold text-gray-900">
        {t(`outcome.${proof.outcome}`)} · {format.dateTime(new Date(proof.submitted_at), { dateStyle: "medium", timeStyle: "short" })}
      </p>
      <p className="mt-1 truncate text-xs text-gray-500" title={proof.url}>
        {t("sentTo", { url: proof.url })}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-2 text-sm mobile:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        {proof.fields.map((field) => (
          <div key={field.field_id} className="contents">
            <dt className="text-gray-500">{field.label}</dt>
            <dd className="break-words text-gray-900">{shown(field.value)}</dd>
          </div>
        ))}
      </dl>
      {proof.files.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-1 text-xs text-gray-600">
          {proof.files.map((file) => (
            <li key={`${file.role}-${file.sha256}`}>
              {t("file", { name: file.name, size: format.number(file.bytes / 1024, { maximumFractionDigits: 0 }), hash: shortHash(file.sha256) })}
            </li>
          ))}
        </ul>
      ) : null}
      {proof.response ? <p className="mt-3 text-xs text-gray-600">{t("response", { status: proof.response.status })}</p> : null}
      {proof.has_page ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {screenshot ? null : (
            <Button variant="secondary" onClick={() => void showScreenshot()}>
              {t("showScreenshot")}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void downloadPage()}>
            {t("downloadPage")}
          </Button>
        </div>
      ) : null}
      {failed ? <p className="mt-2 text-sm text-red-700">{t("fileFailed")}</p> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob from the API, not an optimisable asset */}
      {screenshot ? <img src={screenshot} alt={t("screenshotAlt")} className="mt-3 w-full rounded-lg border border-gray-200" /> : null}
    </div>
  );
}

type CopyRow = { key: string; label: string; value: string; file?: boolean };

/**
 * "+49 15123456789" from the profile's country and number. The numbering plans load only when there
 * is a number to show, so the tracker does not carry them on every visit.
 */
function useInternationalPhone(country: string | null | undefined, number: string | null | undefined): string | null {
  const [callingCode, setCallingCode] = useState<{ country: string; code: string | null } | null>(null);
  useEffect(() => {
    if (!country || !number) return;
    let current = true;
    void import("libphonenumber-js/min").then(({ getCountryCallingCode, isSupportedCountry }) => {
      if (current) setCallingCode({ country, code: isSupportedCountry(country) ? getCountryCallingCode(country) : null });
    });
    return () => {
      current = false;
    };
  }, [country, number]);
  return number && callingCode && callingCode.country === country && callingCode.code ? `+${callingCode.code} ${number}` : null;
}

/** The profile's contact details, for a form the copilot could not read (sign-in, unknown form). */
function useProfileRows(): CopyRow[] | null {
  const t = useTranslations("ApplicationDetail.apply.ready");
  const profile = useProfile().data?.data;
  const details = useProfileDetails().data?.data;
  const phone = useInternationalPhone(profile?.country_code, profile?.phone_number);
  if (!profile) return null;
  const rows: [string, string | null | undefined][] = [
    ["name", [profile.first_name, profile.last_name].filter(Boolean).join(" ")],
    ["email", profile.email],
    ["phone", phone],
    ["linkedin", details?.links.linkedin],
    ["github", details?.links.github],
    ["website", details?.links.portfolio ?? details?.links.website],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1])).map(([key, value]) => ({ key, label: t(key as "name"), value }));
}

/**
 * What to paste into a form the copilot may not send (CAPTCHA, sign-in, unknown form): the answers it
 * prepared for this very form when it could read it, the profile's details otherwise, and the letter.
 */
function ReadyToCopy({ apply }: { apply: ApplicationDetail["apply"] }) {
  const t = useTranslations("ApplicationDetail.apply.ready");
  const profileRows = useProfileRows();
  const [copied, setCopied] = useState<string | null>(null);
  const shown = useShownValue();
  const prepared: CopyRow[] = apply.prepared_answers.map((answer, index) => ({ key: `answer-${index}`, label: answer.label, value: shown(answer.value), file: answer.file }));
  const rows = prepared.length > 0 ? prepared : profileRows;
  if (!rows) return null;
  const letter: CopyRow[] = apply.cover_letter ? [{ key: "coverLetter", label: t("coverLetter"), value: apply.cover_letter }] : [];
  const copy = async (key: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(key);
    } catch {
      setCopied(null);
    }
  };
  return (
    <div className="mt-3" data-testid="ready-to-copy">
      <p className="text-sm font-medium text-amber-950">{prepared.length > 0 ? t("preparedTitle") : t("title")}</p>
      <dl className="mt-2 flex flex-col gap-2">
        {[...rows, ...letter].map((row) => (
          <div key={row.key} className="rounded-lg bg-white/70 px-3 py-2">
            <dt className="text-xs text-amber-800">{row.label}</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate text-sm text-gray-900" title={row.value}>
                {row.file ? t("attach", { name: row.value }) : row.key === "coverLetter" ? row.value.split("\n")[0] : row.value}
              </span>
              {row.file ? null : (
                <Button variant="secondary" className="shrink-0 px-3 py-1.5" onClick={() => void copy(row.key, row.value)} aria-label={t("copyLabel", { what: row.label })}>
                  {copied === row.key ? t("copied") : t("copy")}
                </Button>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const BLOCKED = ["captcha", "login", "unknown_form", "maybe_sent", "dry_run", "no_cv"] as const;
/** Reasons the user finishes the application in their own browser. */
const BY_HAND = new Set(["captcha", "login", "unknown_form"]);
const isBlocked = (reason: string | null): reason is (typeof BLOCKED)[number] => (BLOCKED as readonly (string | null)[]).includes(reason);

/** How sending goes: waiting, sending, the questions only the user can answer, what blocks it, the proof. */
export function ApplyPanel({ detail, onChanged }: { detail: ApplicationDetail; onChanged: (detail: ApplicationDetail) => void }) {
  const t = useTranslations("ApplicationDetail.apply");
  const { apply, stage } = detail;
  const questions = stage === "needs_you" && apply.blocked_reason === "questions" && apply.pending_questions.length > 0;
  const relevant = stage === "queued" || stage === "applying" || stage === "needs_you" || apply.proofs.length > 0 || apply.cover_letter;
  if (!relevant) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="apply-panel">
      {stage === "queued" ? <p className="text-sm text-gray-700">{t("queued")}</p> : null}
      {stage === "applying" ? (
        <p role="status" className="text-sm text-gray-700">
          {t("applying")}
        </p>
      ) : null}
      {questions ? (
        <div>
          <h4 className="mb-2 text-base font-semibold text-gray-900">{t("questionsTitle", { count: apply.pending_questions.length })}</h4>
          <QuestionsForm key={detail.id} detail={detail} onChanged={onChanged} />
        </div>
      ) : null}
      {stage === "needs_you" && isBlocked(apply.blocked_reason) ? (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">{t(`blocked.${apply.blocked_reason}.title`)}</p>
          <p className="mt-1">{t(`blocked.${apply.blocked_reason}.text`)}</p>
          {BY_HAND.has(apply.blocked_reason) ? <ReadyToCopy apply={apply} /> : null}
        </div>
      ) : null}
      {apply.proofs.map((proof) => (
        <ProofView key={proof.id} applicationId={detail.id} proof={proof} />
      ))}
      {apply.cover_letter ? (
        <details className="rounded-xl border border-gray-200 p-4 text-sm">
          <summary className="cursor-pointer font-medium text-gray-900">{t("coverLetter")}</summary>
          <p className="mt-3 whitespace-pre-line text-gray-700">{apply.cover_letter}</p>
        </details>
      ) : null}
    </div>
  );
}
