"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { useSWRConfig } from "swr";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { Field, fieldDescribedBy } from "@/components/ui/field";
import { resumeKeys, updateCvFacts, useResume } from "@/lib/api/resumes";
import { usePreloadOnInteraction } from "@/components/forms/lazy-resolver";
import type { CvFacts, Resume } from "@/lib/contracts/resume";
import { MAX_CV_SKILLS, MAX_CV_TITLES, MAX_CV_YEARS } from "@/lib/contracts/resume-values";
import { ChipCombobox } from "../chip-combobox";
import { NumberInput } from "../fields";

// The check (and zod) arrives after the page, at its first interaction: it only runs when the facts are saved.
const loadFactsSchema = () => import("@/lib/contracts/resume").then((module) => module.updateCvFactsSchema);

const FIELDS = ["skills", "titles", "years_of_experience"] as const;
type FactField = (typeof FIELDS)[number];
type Draft = { skills: string[]; titles: string[]; years: string };

/** Saves the corrections not saved yet, if any; false when they could not be saved (the editor shows why). */
export type SavePendingFacts = () => Promise<boolean>;

const draftOf = (facts: Pick<CvFacts, "skills" | "titles" | "years_of_experience">): Draft => ({
  skills: facts.skills,
  titles: facts.titles,
  years: facts.years_of_experience === null ? "" : String(facts.years_of_experience),
});

/** An empty years box means "unknown". */
const yearsOf = (text: string) => (text.trim() === "" ? null : Number(text));
const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
const isDirty = (draft: Draft, facts: CvFacts) =>
  !sameList(draft.skills, facts.skills) || !sameList(draft.titles, facts.titles) || yearsOf(draft.years) !== facts.years_of_experience;

const bodyOf = (draft: Draft) => ({ skills: draft.skills, titles: draft.titles, years_of_experience: yearsOf(draft.years) });

/**
 * What was read from the chosen CV — job titles, years of experience, skills — for the user to
 * correct: the copilot matches jobs, and answers application forms, with what is saved here.
 * `onSavePending` hands the step a way to save corrections left unsaved when the user moves on.
 */
export function CvFactsEditor({ id, onSavePending }: { id: string; onSavePending?: (save: SavePendingFacts | null) => void }) {
  const t = useTranslations("CopilotEditor.cv");
  const { data, error } = useResume(id, { revalidateOnFocus: false });
  const resume = data?.data.id === id ? data.data : undefined;
  if (error && !resume) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
        {t("factsLoadFailed")}
      </p>
    );
  }
  if (!resume) {
    return (
      <div className="rounded-xl bg-gray-50 p-4" aria-live="polite">
        <h4 className="text-sm font-semibold text-gray-900">{t("detected")}</h4>
        <p className="mt-2 text-sm text-gray-500">{t("reading")}</p>
      </div>
    );
  }
  return <FactsForm key={resume.id} resume={resume} onSavePending={onSavePending} />;
}

function FactsForm({ resume, onSavePending }: { resume: Resume; onSavePending?: (save: SavePendingFacts | null) => void }) {
  const t = useTranslations("CopilotEditor.cv");
  const format = useFormatter();
  const errorText = useFieldError();
  const bannerText = useBannerText();
  const { mutate } = useSWRConfig();
  const id = useId();
  const yearsId = `${id}-years`;
  const [draft, setDraft] = useState<Draft>(() => draftOf(resume.facts));
  const [errors, setErrors] = useState<Partial<Record<FactField, string>>>({});
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const facts = resume.facts;
  const dirty = isDirty(draft, facts);
  const found = facts.extracted ?? facts;
  usePreloadOnInteraction(loadFactsSchema);

  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setSaved(false);
    setErrors((current) => {
      const rest = { ...current };
      if (next.skills) delete rest.skills;
      if (next.titles) delete rest.titles;
      if (next.years !== undefined) delete rest.years_of_experience;
      return rest;
    });
  };

  const save = async (): Promise<boolean> => {
    setBanner(null);
    const body = bodyOf(draft);
    let checked: ReturnType<Awaited<ReturnType<typeof loadFactsSchema>>["safeParse"]>;
    try {
      checked = (await loadFactsSchema()).safeParse(body);
    } catch (caught) {
      // The check's chunk did not arrive: the connection is the problem, say so.
      setBanner(describeError(caught).banner);
      return false;
    }
    if (!checked.success) {
      const fieldErrors: Partial<Record<FactField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field) fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return false;
    }
    setSaving(true);
    try {
      const answer = await updateCvFacts(resume.id, body);
      await mutate(resumeKeys.one(resume.id), answer, { revalidate: false });
      setDraft(draftOf(answer.data.facts));
      setErrors({});
      setSaved(true);
      return true;
    } catch (caught) {
      const view = describeError(caught, FIELDS);
      const fieldErrors: Partial<Record<FactField, string>> = {};
      for (const [name, message] of Object.entries(view.fields)) fieldErrors[name.split(".")[0] as FactField] ??= message;
      setErrors(fieldErrors);
      setBanner(view.banner);
      return false;
    } finally {
      setSaving(false);
    }
  };

  // The step's Next saves what is left unsaved here: it is handed one function, which reads the latest draft.
  const savePendingRef = useRef<SavePendingFacts>(() => Promise.resolve(true));
  useEffect(() => {
    savePendingRef.current = () => (dirty ? save() : Promise.resolve(true));
  });
  useEffect(() => {
    if (!onSavePending) return;
    onSavePending(() => savePendingRef.current());
    return () => onSavePending(null);
  }, [onSavePending]);

  const notices = [
    found.titles.length === 0 && draft.titles.length === 0 ? t("noTitles") : null,
    found.years_of_experience === null && draft.years.trim() === "" ? t("noYears") : null,
    found.skills.length === 0 && draft.skills.length === 0 ? t("noSkills") : null,
  ].filter((notice): notice is string => notice !== null);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-gray-50 p-4">
      <h4 id={`${id}-title`} className="text-sm font-semibold text-gray-900">
        {t("detected")}
      </h4>
      <p className="mt-1 text-sm text-gray-600">{t("factsHint")}</p>
      {notices.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {notices.map((notice) => (
            <li key={notice} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
              {notice}
            </li>
          ))}
        </ul>
      ) : null}
      {banner ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {bannerText(banner)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-5">
        <ChipCombobox
          label={t("titles")}
          hint={t("titlesHint")}
          placeholder={t("titlesPlaceholder")}
          error={errorText(errors.titles)}
          values={draft.titles}
          onChange={(titles) => change({ titles })}
          max={MAX_CV_TITLES}
          source={{ path: "/data/job-titles" }}
          freeText
        />
        <Field controlId={yearsId} label={t("experienceLabel")} error={errorText(errors.years_of_experience)} hint={t("experienceHint")}>
          <NumberInput
            id={yearsId}
            min={0}
            max={MAX_CV_YEARS}
            step="any"
            inputMode="decimal"
            value={draft.years}
            invalid={Boolean(errors.years_of_experience)}
            aria-describedby={fieldDescribedBy(yearsId, errorText(errors.years_of_experience), t("experienceHint"))}
            onChange={(event) => change({ years: event.target.value })}
            onKeyDown={(event) => {
              // Enter saves these facts; it must not send the step's form around them.
              if (event.key === "Enter") {
                event.preventDefault();
                void save();
              }
            }}
            className="w-28"
          />
        </Field>
        <ChipCombobox
          label={t("skills")}
          hint={t("skillsHint")}
          placeholder={t("skillsPlaceholder")}
          error={errorText(errors.skills)}
          values={draft.skills}
          onChange={(skills) => change({ skills })}
          max={MAX_CV_SKILLS}
          freeText
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? t("savingFacts") : t("saveFacts")}
        </Button>
        {facts.extracted ? (
          <Button variant="ghost" onClick={() => change(draftOf(facts.extracted!))} disabled={saving}>
            {t("restoreFacts")}
          </Button>
        ) : null}
        <p role="status" className="text-sm text-gray-600">
          {saving
            ? null
            : dirty
              ? t("unsavedFacts")
              : saved
                ? t("savedFacts")
                : facts.edited_at
                  ? t("editedOn", { date: format.dateTime(new Date(facts.edited_at), { dateStyle: "medium" }) })
                  : null}
        </p>
      </div>
    </section>
  );
}
