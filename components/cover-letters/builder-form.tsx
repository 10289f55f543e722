"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { describeError } from "@/components/forms/error-text";
import { SelectChevron } from "@/components/forms/select-chevron";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { compactFieldClasses, Field, fieldDescribedBy } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { createCoverLetter, isLetterQuotaExceeded } from "@/lib/api/cover-letters";
import { ApiError } from "@/lib/api/request";
import { useResumes } from "@/lib/api/resumes";
import { LETTER_COMPANY_MAX, LETTER_JOB_TEXT_MAX, LETTER_JOB_TITLE_MAX, LETTER_LENGTHS, LETTER_TONES, type WrittenCoverLetter } from "@/lib/contracts/cover-letter";
import { encodeFieldError } from "@/lib/contracts/errors";
import type { Locale } from "@/lib/i18n/locales";
import { ApplicationPicker } from "./application-picker";
import { BUILDER_FIELDS, BUILDER_SOURCES, createBodyOf, initialDraft, type BuilderDraft, type BuilderProblems } from "./builder-draft";
import { ChoiceCards } from "./choice-cards";
import { useLanguageChoices } from "./language-names";

/** The API's name of a draft's field, where they differ. */
const API_FIELD: Partial<Record<keyof BuilderDraft, string>> = { applicationId: "job.application_id", title: "job.title", company: "job.company", text: "job.text" };

/**
 * The builder's form: where the job comes from (one of the user's applications, or a pasted
 * posting), the tone, the language and the length. Checked before sending; the API's problems
 * show at their fields. `onWritten` gets the letter; `onLimit` the refusal when the month's
 * letters are used.
 */
export function BuilderForm({
  initialApplicationId,
  onWritten,
  onLimit,
}: {
  initialApplicationId: string | null;
  onWritten: (letter: WrittenCoverLetter) => void;
  onLimit: (error: ApiError) => void;
}) {
  const t = useTranslations("CoverLetters.builder");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const id = useId();
  const languageNames = useLanguageChoices();
  const [draft, setDraft] = useState<BuilderDraft>(() => initialDraft(initialApplicationId));
  const [problems, setProblems] = useState<BuilderProblems>({});
  const [banner, setBanner] = useState<React.ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const resumes = useResumes({ revalidateOnFocus: false });
  const noCv = resumes.data !== undefined && resumes.data.data.items.length === 0;

  const change = (changes: Partial<BuilderDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    // A field the user changes loses its message; the others keep theirs until the next check.
    setProblems((current) => {
      const touched = Object.keys(changes).map((key) => API_FIELD[key as keyof BuilderDraft] ?? key);
      return Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key)));
    });
  };
  const errorOf = (key: string) => fieldError(problems[key]);

  const focusFirstProblem = (found: BuilderProblems) => {
    const first = BUILDER_FIELDS.find((field) => found[field]);
    if (!first) return;
    // After the render that marks it invalid, so its message is read with it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(id)} [data-field="${first}"] :is(input, textarea, select)`)?.focus());
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const result = createBodyOf(draft);
    if ("problems" in result) {
      setProblems(result.problems);
      focusFirstProblem(result.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const { data } = await createCoverLetter(result.body);
      // The page moves on to the letter: the form stays busy until it does.
      onWritten(data);
    } catch (error) {
      setBusy(false);
      if (isLetterQuotaExceeded(error)) return onLimit(error);
      if (error instanceof ApiError && error.status === 404 && draft.source === "application") {
        const missing = { "job.application_id": encodeFieldError("application_missing") };
        setProblems(missing);
        focusFirstProblem(missing);
        return;
      }
      const view = describeError(error, ["job", "tone", "language", "length"]);
      setProblems(view.fields);
      focusFirstProblem(view.fields);
      setBanner(view.banner ? bannerText(view.banner) : Object.keys(view.fields).length > 0 ? t("checkFields") : null);
    }
  };

  const languageId = `${id}-language`;
  const languageError = errorOf("language");

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6" aria-busy={busy}>
      {banner ? <FormAlert>{banner}</FormAlert> : null}

      <ChoiceCards
        legend={t("source.legend")}
        name="source"
        columns={2}
        choices={BUILDER_SOURCES.map((source) => ({ value: source, label: t(`source.${source}`), description: t(`source.${source}Hint`) }))}
        value={draft.source}
        onChange={(source) => change({ source })}
      />

      {draft.source === "application" ? (
        <div data-field="job.application_id">
          <ApplicationPicker
            value={draft.applicationId}
            onChange={(applicationId) => change({ applicationId })}
            error={errorOf("job.application_id")}
            renderNone={() => (
              <div className="flex flex-col items-start gap-3 rounded-xl bg-gray-50 p-4 text-sm text-gray-700">
                <p>{t("application.none")}</p>
                <Button variant="secondary" onClick={() => change({ source: "text" })}>
                  {t("application.pasteInstead")}
                </Button>
              </div>
            )}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 mobile:grid-cols-2">
            <div data-field="job.title">
              <TextField
                label={t("posting.title")}
                value={draft.title}
                onChange={(event) => change({ title: event.target.value })}
                maxLength={LETTER_JOB_TITLE_MAX}
                autoComplete="off"
                error={errorOf("job.title")}
              />
            </div>
            <div data-field="job.company">
              <TextField
                label={t("posting.company")}
                value={draft.company}
                onChange={(event) => change({ company: event.target.value })}
                maxLength={LETTER_COMPANY_MAX}
                autoComplete="organization"
                error={errorOf("job.company")}
              />
            </div>
          </div>
          <div data-field="job.text">
            <TextAreaField
              label={t("posting.text")}
              hint={t("posting.textHint", { count: draft.text.length, max: LETTER_JOB_TEXT_MAX })}
              value={draft.text}
              onChange={(event) => change({ text: event.target.value })}
              maxLength={LETTER_JOB_TEXT_MAX}
              rows={8}
              error={errorOf("job.text")}
            />
          </div>
        </div>
      )}

      <div data-field="tone">
        <ChoiceCards
          legend={t("tone.legend")}
          name="tone"
          choices={LETTER_TONES.map((tone) => ({ value: tone, label: t(`tone.${tone}`), description: t(`tone.${tone}Hint`) }))}
          value={draft.tone}
          onChange={(tone) => change({ tone })}
          error={errorOf("tone")}
        />
      </div>

      <div data-field="length">
        <ChoiceCards
          legend={t("length.legend")}
          name="length"
          choices={LETTER_LENGTHS.map((length) => ({ value: length, label: t(`length.${length}`), description: t(`length.${length}Hint`) }))}
          value={draft.length}
          onChange={(length) => change({ length })}
          error={errorOf("length")}
        />
      </div>

      <div data-field="language" className="mobile:max-w-sm">
        <Field controlId={languageId} label={t("language.label")} error={languageError} hint={t("language.hint")}>
          <div className="relative flex items-center">
            <select
              id={languageId}
              value={draft.language}
              onChange={(event) => change({ language: event.target.value as Locale | "" })}
              aria-invalid={languageError ? true : undefined}
              aria-describedby={fieldDescribedBy(languageId, languageError, t("language.hint"))}
              className={clsx(compactFieldClasses, "appearance-none py-2.5 pr-9", languageError && "border-red-500")}
            >
              <option value="">{t("language.posting")}</option>
              {languageNames.map((language) => (
                <option key={language.value} value={language.value}>
                  {language.label}
                </option>
              ))}
            </select>
            <span className="pointer-events-none absolute right-3">
              <SelectChevron />
            </span>
          </div>
        </Field>
      </div>

      {noCv ? (
        <FormAlert tone="info">
          {t.rich("noCv", {
            link: (chunks) => (
              <Link href="/copilot" className="font-semibold underline underline-offset-2">
                {chunks}
              </Link>
            ),
          })}
        </FormAlert>
      ) : null}

      <div className="flex flex-col gap-3 border-t border-gray-100 pt-5 mobile:flex-row mobile:items-center mobile:justify-between">
        <p className="text-sm text-gray-600">{t("grounded")}</p>
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy ? t("writing") : t("write")}
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {busy ? t("writingStatus") : ""}
      </p>
    </form>
  );
}
