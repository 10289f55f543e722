"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useSWRConfig } from "swr";
import { ApplicationPicker } from "@/components/cover-letters/application-picker";
import { useFieldError } from "@/components/forms/use-error-text";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { applicationKeys, setApplicationCv } from "@/lib/api/applications";
import { cvDocumentKeys, publishCvDocument, useCvDocuments } from "@/lib/api/cv-documents";
import { tailorCvDocument } from "@/lib/api/cv-tailor";
import { ApiError } from "@/lib/api/request";
import { CV_DOCUMENT_NAME_MAX } from "@/lib/contracts/cv-document";
import type { LetterJobInput } from "@/lib/contracts/cover-letter";
import type { TailoredCv } from "@/lib/contracts/cv-tailor";
import { ChangeList } from "./change-list";

type Source = "application" | "text";
type Posting = { title: string; company: string; text: string };
type Saved = { id: string; name: string; usedFor: string | null; locked: boolean };

const DOCUMENT_ICON =
  "M5 2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7.4a2 2 0 0 0-.6-1.4l-3.4-3.4A2 2 0 0 0 11.6 2H5Zm2 9a1 1 0 1 0 0 2h6a1 1 0 1 0 0-2H7Zm0-3a1 1 0 0 0 0 2h3a1 1 0 1 0 0-2H7Z";

const EMPTY_POSTING: Posting = { title: "", company: "", text: "" };

/** What went wrong, as the page says it: a field's own words stay at the field. */
function problemOf(error: unknown): "limit" | "notFound" | "rateLimited" | "locked" | "failed" {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 404) return "notFound";
  if (error.status === 429) return "rateLimited";
  if (error.code === "application_cv_locked") return "locked";
  if (error.status === 409) return "limit";
  return "failed";
}

/** The posting's skills: those the CV names (now first) and those it does not (never written in). */
function Keywords({ result }: { result: TailoredCv }) {
  const t = useTranslations("CvTailor");
  const { matched, missing } = result.keywords;
  if (matched.length === 0 && missing.length === 0) return <p className="text-sm text-gray-600">{t("noKeywords")}</p>;
  const chips = (skills: string[], tone: "matched" | "missing") => (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li
          key={skill}
          className={clsx(
            "rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset",
            tone === "matched" ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-amber-50 text-amber-900 ring-amber-200",
          )}
        >
          {skill}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="grid gap-4 mobile:grid-cols-2">
      {matched.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-gray-800">{t("matched")}</p>
          {chips(matched, "matched")}
        </div>
      ) : null}
      {missing.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-gray-800">{t("missing")}</p>
          {chips(missing, "missing")}
          <p className="mt-2 text-xs text-gray-600">{t("missingHint")}</p>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Tailoring a built CV to a job: choose the CV and the posting, see every change (reordered,
 * reworded with the CV's own words, nothing added), then keep it as a new CV, and for an
 * application, send it with that application.
 */
export function TailorView({ initialDocumentId, initialApplicationId }: { initialDocumentId: string | null; initialApplicationId: string | null }) {
  const t = useTranslations("CvTailor");
  const fieldError = useFieldError();
  const id = useId();
  const { mutate } = useSWRConfig();
  const documents = useCvDocuments();
  const items = (documents.data?.data.items ?? []).filter((item) => !item.tailored_for);
  const [documentId, setDocumentId] = useState(initialDocumentId ?? "");
  const [source, setSource] = useState<Source>("application");
  const [applicationId, setApplicationId] = useState(initialApplicationId ?? "");
  const [posting, setPosting] = useState<Posting>(EMPTY_POSTING);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<"preview" | "save" | "use" | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const [result, setResult] = useState<TailoredCv | null>(null);
  const [name, setName] = useState("");
  const [saved, setSaved] = useState<Saved | null>(null);

  const chosenDocument = documentId || items[0]?.id || "";
  const job = (): LetterJobInput =>
    source === "application" ? { source: "application", application_id: applicationId } : { source: "text", ...posting };

  const fail = (error: unknown) => {
    setProblem(problemOf(error));
    if (error instanceof ApiError && error.fields) {
      setFields(Object.fromEntries(Object.entries(error.fields).map(([path, field]) => [path, field.message])));
    }
  };

  const preview = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFields({});
    if (!chosenDocument) return;
    setBusy("preview");
    try {
      const { data } = await tailorCvDocument(chosenDocument, { job: job() });
      setResult(data);
      const original = items.find((item) => item.id === chosenDocument)?.name ?? "";
      setName(`${original} — ${data.job.company}`.slice(0, CV_DOCUMENT_NAME_MAX));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const save = async (use: boolean) => {
    setProblem(null);
    setBusy(use ? "use" : "save");
    let kept: Saved | null = null;
    try {
      const { data } = await tailorCvDocument(chosenDocument, { job: job(), save: true, name: name.trim() || undefined });
      if (!data.saved) throw new Error("The tailored CV was not saved");
      kept = { id: data.saved.id, name: data.saved.name, usedFor: null, locked: false };
      await mutate(cvDocumentKeys.list);
      if (use && source === "application") {
        const { data: resume } = await publishCvDocument(data.saved.id);
        await setApplicationCv(applicationId, resume.id);
        kept.usedFor = data.job.company;
        await mutate(applicationKeys.detail(applicationId));
      }
      setSaved(kept);
    } catch (error) {
      // A CV saved before the application refused it stays saved: say both.
      if (kept) setSaved({ ...kept, locked: problemOf(error) === "locked" });
      if (!kept || problemOf(error) !== "locked") fail(error);
    } finally {
      setBusy(null);
    }
  };

  const restart = () => {
    setResult(null);
    setSaved(null);
    setProblem(null);
  };

  if (documents.isLoading) return <LoadingDots label={t("previewing")} />;
  if (documents.data && items.length === 0) {
    return (
      <EmptyState look="welcome" titleId={`${id}-empty`} icon={DOCUMENT_ICON} title={t("noCvsTitle")} text={t("noCvs")}>
        <Link href="/cv-builder" className={buttonClasses("primary")}>
          {t("buildOne")}
        </Link>
      </EmptyState>
    );
  }

  const alert = problem ? (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {t(`errors.${problem}`)}
    </p>
  ) : null;

  if (saved) {
    return (
      <section aria-labelledby={`${id}-saved`} className="flex flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-6">
        <h2 id={`${id}-saved`} className="text-lg font-semibold text-gray-900">
          {t("savedTitle")}
        </h2>
        <p role="status" className="text-sm text-gray-800">
          {t("saved", { name: saved.name })} {saved.usedFor ? t("usedFor", { company: saved.usedFor }) : null}
        </p>
        {saved.locked ? <p className="text-sm text-amber-900">{t("errors.locked")}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Link href={`/cv-builder/result?id=${encodeURIComponent(saved.id)}`} className={buttonClasses("primary")}>
            {t("openSaved")}
          </Link>
          {source === "application" && applicationId ? (
            <Link href={`/applications?id=${encodeURIComponent(applicationId)}`} className={buttonClasses("secondary")}>
              {t("backToApplication")}
            </Link>
          ) : null}
          <Button variant="ghost" onClick={restart}>
            {t("another")}
          </Button>
        </div>
      </section>
    );
  }

  if (result) {
    return (
      <div className="flex flex-col gap-6">
        <section aria-labelledby={`${id}-result`} className="flex flex-col gap-3">
          <h2 id={`${id}-result`} className="text-lg font-semibold text-gray-900">
            {t("resultTitle", { title: result.job.title, company: result.job.company })}
          </h2>
          <p className="text-sm text-gray-600">{result.engine === "llm" ? t("engineLlm") : t("engineOffline")}</p>
          {result.claims.length > 0 ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{t("claims", { claims: result.claims.join(", ") })}</p>
          ) : null}
        </section>
        <section aria-labelledby={`${id}-keywords`}>
          <h3 id={`${id}-keywords`} className="mb-2 text-base font-semibold text-gray-900">
            {t("keywordsTitle")}
          </h3>
          <Keywords result={result} />
        </section>
        <section aria-labelledby={`${id}-changes`}>
          <h3 id={`${id}-changes`} className="mb-3 text-base font-semibold text-gray-900">
            {t("changesTitle", { count: result.changes.length })}
          </h3>
          <ChangeList changes={result.changes} />
        </section>
        <div className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-gray-50/60 p-4">
          <TextField
            label={t("nameLabel")}
            value={name}
            maxLength={CV_DOCUMENT_NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            error={fieldError(fields.name)}
          />
          {alert}
          <div className="flex flex-wrap gap-3">
            {source === "application" ? (
              <Button onClick={() => void save(true)} disabled={busy !== null}>
                {busy === "use" ? t("saving") : t("saveAndUse")}
              </Button>
            ) : null}
            <Button variant={source === "application" ? "secondary" : "primary"} onClick={() => void save(false)} disabled={busy !== null}>
              {busy === "save" ? t("saving") : t("save")}
            </Button>
            <Button variant="ghost" onClick={restart} disabled={busy !== null}>
              {t("another")}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void preview(event)} noValidate className="flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-cv`} className="text-sm font-medium text-gray-800">
          {t("cvLabel")}
        </label>
        <select
          id={`${id}-cv`}
          value={chosenDocument}
          onChange={(event) => setDocumentId(event.target.value)}
          aria-describedby={`${id}-cv-hint`}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        >
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </select>
        <p id={`${id}-cv-hint`} className="text-xs text-gray-500">
          {t("cvHint")}
        </p>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-sm font-medium text-gray-800">{t("jobLegend")}</legend>
        <div className="flex flex-wrap gap-2">
          {(["application", "text"] as const).map((option) => (
            <label
              key={option}
              className={clsx(
                "inline-flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                source === option ? "border-brand-600 bg-brand-50/60 font-medium text-gray-900" : "border-gray-300 text-gray-700",
              )}
            >
              <input type="radio" name={`${id}-source`} value={option} checked={source === option} onChange={() => setSource(option)} className="accent-brand-600" />
              {option === "application" ? t("fromApplication") : t("fromText")}
            </label>
          ))}
        </div>
        {source === "application" ? (
          <ApplicationPicker
            value={applicationId}
            onChange={setApplicationId}
            error={fieldError(fields["job.application_id"])}
            renderNone={() => <p className="text-sm text-gray-600">{t("noApplications")}</p>}
          />
        ) : (
          <>
            <div className="grid gap-4 mobile:grid-cols-2">
              <TextField
                label={t("titleLabel")}
                value={posting.title}
                onChange={(event) => setPosting({ ...posting, title: event.target.value })}
                error={fieldError(fields["job.title"])}
              />
              <TextField
                label={t("companyLabel")}
                value={posting.company}
                onChange={(event) => setPosting({ ...posting, company: event.target.value })}
                error={fieldError(fields["job.company"])}
              />
            </div>
            <TextAreaField
              label={t("textLabel")}
              hint={t("textHint")}
              rows={8}
              value={posting.text}
              onChange={(event) => setPosting({ ...posting, text: event.target.value })}
              error={fieldError(fields["job.text"])}
            />
          </>
        )}
      </fieldset>
      {alert}
      <div>
        <Button type="submit" disabled={busy !== null || !chosenDocument || (source === "application" && !applicationId)}>
          {busy === "preview" ? t("previewing") : t("preview")}
        </Button>
      </div>
    </form>
  );
}
