"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { DraftAnswer, draftNoteId } from "@/components/forms/draft-answer";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { compactFieldClasses, ErrorMessage, fieldDescribedBy, fieldErrorId } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { usePreloadOnInteraction } from "@/components/forms/lazy-resolver";
import type { AnswerValue } from "@/lib/contracts/answer-bank";
import { ANSWER_CHOICE_MAX, ANSWER_TEXT_MAX, QUESTION_MAX } from "@/lib/contracts/answer-bank-limits";
import { encodeFieldError, issueProblem } from "@/lib/contracts/errors";

// The API's schemas (and zod) arrive after the page, at its first interaction: they only check a submitted answer.
const loadAnswerSchemas = () => import("@/lib/contracts/answer-bank");

export type AnswerKind = "text" | "choices" | "yesNo";
export const ANSWER_KINDS: readonly AnswerKind[] = ["text", "choices", "yesNo"];

export const kindOf = (answer: AnswerValue): AnswerKind => (typeof answer === "boolean" ? "yesNo" : Array.isArray(answer) ? "choices" : "text");

type Drafts = { text: string; choices: string[]; yesNo: boolean | null };

const draftsOf = (answer: AnswerValue | undefined): Drafts => ({
  text: typeof answer === "string" ? answer : "",
  choices: Array.isArray(answer) ? answer : [],
  yesNo: typeof answer === "boolean" ? answer : null,
});

type Errors = { banner: ErrorText | null; fields: Record<string, string> };
const NO_ERRORS: Errors = { banner: null, fields: {} };

/** A list's problem belongs to the whole field: "answer.1" is shown under "answer". */
const topField = (path: string) => path.split(".")[0]!;

/**
 * Adds an answer (with its question and kind) or changes one in place (its kind stays: the forms
 * that asked it expect text, a list of choices or yes/no). Checked with the API's own schema
 * first; Escape cancels. `onSave` throws the API's error, which is shown here. A text answer can be
 * drafted from the CV, for the question typed (or, when editing, the saved one).
 */
export function AnswerForm({
  mode,
  initial,
  savedQuestion = "",
  onSave,
  onCancel,
}: {
  mode: "add" | "edit";
  initial?: AnswerValue;
  /** When editing: the question the answer is saved for. */
  savedQuestion?: string;
  onSave: (input: { question: string; answer: AnswerValue }) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useTranslations("AnswerBank");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const id = useId();
  const [question, setQuestion] = useState("");
  const [kind, setKind] = useState<AnswerKind>(initial === undefined ? "text" : kindOf(initial));
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(initial));
  const [pendingChoice, setPendingChoice] = useState("");
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const choiceInput = useRef<HTMLInputElement>(null);
  usePreloadOnInteraction(loadAnswerSchemas);

  const addChoice = () => {
    const choice = pendingChoice.trim();
    if (!choice) return;
    if (!drafts.choices.includes(choice)) setDrafts({ ...drafts, choices: [...drafts.choices, choice] });
    setPendingChoice("");
  };

  const removeChoice = (index: number) => {
    setDrafts({ ...drafts, choices: drafts.choices.filter((_, at) => at !== index) });
    choiceInput.current?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // A choice typed but not yet added is meant to be part of the answer.
    const typed = pendingChoice.trim();
    const choices = typed && !drafts.choices.includes(typed) ? [...drafts.choices, typed] : drafts.choices;
    const answer = kind === "text" ? drafts.text : kind === "choices" ? choices : drafts.yesNo;
    let schemas: Awaited<ReturnType<typeof loadAnswerSchemas>>;
    try {
      schemas = await loadAnswerSchemas();
    } catch (error) {
      // The schemas' chunk did not arrive: the connection is the problem, say so.
      setErrors(describeError(error));
      return;
    }
    const parsed = mode === "add" ? schemas.createAnswerSchema.safeParse({ question, answer }) : schemas.updateAnswerSchema.safeParse({ answer });
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = topField(issue.path.join(".") || "answer");
        const { code, params } = issueProblem(issue);
        fields[name] ??= encodeFieldError(code, params);
      }
      setErrors({ banner: null, fields });
      return;
    }
    setErrors(NO_ERRORS);
    setSaving(true);
    try {
      const input: { question?: string; answer: AnswerValue } = parsed.data;
      await onSave({ question: input.question ?? "", answer: input.answer });
    } catch (error) {
      setErrors(describeError(error, ["question", "answer"], topField));
    } finally {
      setSaving(false);
    }
  };

  const answerError = fieldError(errors.fields.answer);
  const answerId = `${id}-answer`;
  const setText = (text: string) => setDrafts((current) => ({ ...current, text }));

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
      className="flex flex-col gap-4"
    >
      {errors.banner ? <FormAlert>{bannerText(errors.banner)}</FormAlert> : null}
      {mode === "add" ? (
        <TextAreaField
          label={t("question")}
          hint={t("questionHint")}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          maxLength={QUESTION_MAX}
          rows={2}
          autoFocus
          error={fieldError(errors.fields.question)}
        />
      ) : null}
      {mode === "add" ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t("kind")}</legend>
          <div className="flex flex-wrap gap-2">
            {ANSWER_KINDS.map((option) => (
              <label
                key={option}
                className={clsx(
                  "cursor-pointer rounded-lg border px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  kind === option ? "border-brand-600 bg-brand-50 text-brand-700" : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50",
                )}
              >
                <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} className="sr-only" />
                {t(`kinds.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      {kind === "text" ? (
        <div className="flex flex-col gap-2">
          <TextAreaField
            id={answerId}
            aria-describedby={clsx(fieldDescribedBy(answerId, answerError), draftNoteId(answerId))}
            label={t("answer")}
            value={drafts.text}
            onChange={(event) => setText(event.target.value)}
            maxLength={ANSWER_TEXT_MAX}
            rows={3}
            autoFocus={mode === "edit"}
            error={answerError}
          />
          <DraftAnswer fieldId={answerId} question={mode === "add" ? question : savedQuestion} maxLength={ANSWER_TEXT_MAX} value={drafts.text} onText={setText} />
        </div>
      ) : kind === "choices" ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={answerError ? fieldErrorId(`${id}-choices`) : undefined}>
          <legend className="mb-1 text-sm font-medium text-gray-800">{t("choices")}</legend>
          <ErrorMessage id={fieldErrorId(`${id}-choices`)}>{answerError}</ErrorMessage>
          {drafts.choices.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {drafts.choices.map((choice, index) => (
                <li key={choice} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800 ring-1 ring-brand-100">
                  <span className="break-all">{choice}</span>
                  <button
                    type="button"
                    onClick={() => removeChoice(index)}
                    aria-label={t("removeChoice", { choice })}
                    className="rounded-full p-0.5 text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                      <path d="M6.3 6.3a1 1 0 0 1 1.4 0L10 8.6l2.3-2.3a1 1 0 1 1 1.4 1.4L11.4 10l2.3 2.3a1 1 0 0 1-1.4 1.4L10 11.4l-2.3 2.3a1 1 0 0 1-1.4-1.4L8.6 10 6.3 7.7a1 1 0 0 1 0-1.4Z" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex gap-2">
            <label htmlFor={`${id}-choice`} className="sr-only">
              {t("choiceInput")}
            </label>
            <input
              ref={choiceInput}
              id={`${id}-choice`}
              value={pendingChoice}
              onChange={(event) => setPendingChoice(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addChoice();
                }
              }}
              maxLength={ANSWER_CHOICE_MAX}
              placeholder={t("choiceInput")}
              autoFocus={mode === "edit"}
              className={compactFieldClasses}
            />
            <Button variant="secondary" onClick={addChoice} disabled={!pendingChoice.trim()}>
              {t("addChoice")}
            </Button>
          </div>
          <p className="text-xs text-gray-500">{t("choicesHint")}</p>
        </fieldset>
      ) : (
        <fieldset className="flex flex-col gap-2" aria-describedby={answerError ? fieldErrorId(`${id}-yes-no`) : undefined}>
          <legend className="mb-1 text-sm font-medium text-gray-800">{t("answer")}</legend>
          <ErrorMessage id={fieldErrorId(`${id}-yes-no`)}>{answerError}</ErrorMessage>
          <div className="flex gap-2">
            {([true, false] as const).map((value, index) => (
              <label
                key={String(value)}
                className={clsx(
                  "cursor-pointer rounded-lg border px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  drafts.yesNo === value ? "border-brand-600 bg-brand-50 text-brand-700" : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-yes-no`}
                  checked={drafts.yesNo === value}
                  onChange={() => setDrafts({ ...drafts, yesNo: value })}
                  autoFocus={mode === "edit" && (drafts.yesNo === null ? index === 0 : drafts.yesNo === value)}
                  className="sr-only"
                />
                {value ? t("yes") : t("no")}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
