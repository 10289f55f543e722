"use client";

import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { formatFileSize } from "@/components/copilot/chips";
import { useCvUpload } from "@/components/copilot/use-cv-upload";
import { FormAlert } from "@/components/entry/form-alert";
import { describeError, fieldMessage } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { ErrorMessage } from "@/components/ui/field";
import { createCvDocument, cvDocumentKeys } from "@/lib/api/cv-documents";
import { ApiError } from "@/lib/api/request";
import { useResumes } from "@/lib/api/resumes";
import { createCvDocumentSchema, CV_DOCUMENT_NAME_MAX, type CvDocumentSource } from "@/lib/contracts/cv-document";
import { issueProblem, encodeFieldError } from "@/lib/contracts/errors";
import { CV_ACCEPT, MAX_CV_BYTES } from "@/lib/contracts/resume-values";
import { useSWRConfig } from "@/lib/swr/hooks";
import { TextInput } from "./text-input";
import { fileStem, readJsonResumeFile, type JsonResumeFile } from "./json-file";
import { editHref } from "./routes";
import { keepStartNotes } from "./start-notes";

const SOURCE_ICONS: Record<CvDocumentSource, string> = {
  resume: "M5 2h6.6L16 6.4V17a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm6 1.5V7h3.5L11 3.5ZM7 10a1 1 0 1 0 0 2h6a1 1 0 1 0 0-2H7Zm0 3.5a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H7Z",
  json_resume: "M7.3 4.3a1 1 0 0 1 0 1.4L3.4 9.6l3.9 3.9a1 1 0 1 1-1.4 1.4L1.3 10.3a1 1 0 0 1 0-1.4l4.6-4.6a1 1 0 0 1 1.4 0Zm5.4 0a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4l-4.6 4.6a1 1 0 1 1-1.4-1.4l3.9-3.9-3.9-3.9a1 1 0 0 1 0-1.4Z",
  empty: "M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z",
};

type StartErrors = { name?: string; resume?: string; file?: string };

/** The request's field problems where the form shows them. */
function startFieldErrors(fields: Record<string, string>): StartErrors {
  const errors: StartErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    if (path === "name") errors.name ??= message;
    else if (path.startsWith("source.resume_id")) errors.resume ??= message;
    else if (path.startsWith("source")) errors.file ??= message;
  }
  return errors;
}

/** An uploaded CV to start from: one of those uploaded, or a new upload. */
function ResumeChoice({ value, onChange, error }: { value: string; onChange: (id: string, fileName: string) => void; error?: string }) {
  const t = useTranslations("CvBuilder.start");
  const uploads = useTranslations("CopilotEditor.cv");
  const format = useFormatter();
  const locale = useLocale();
  const id = useId();
  const { data, error: loadError } = useResumes();
  const { input, upload, uploading, failedFile, problemText } = useCvUpload((resume) => onChange(resume.id, resume.file_name));
  const resumes = data?.data.items ?? [];

  return (
    <div className="flex flex-col gap-3">
      {resumes.length > 0 ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-gray-800">{t("pickResume")}</legend>
          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
          {resumes.map((resume) => (
            <label
              key={resume.id}
              className={clsx(
                "flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                value === resume.id ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600" : "border-gray-200 hover:border-brand-500",
              )}
            >
              <input type="radio" name={`${id}-resume`} checked={value === resume.id} onChange={() => onChange(resume.id, resume.file_name)} className="size-4 shrink-0 accent-brand-600" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-gray-900">{resume.file_name}</span>
                <span className="block text-xs text-gray-600">
                  {formatFileSize(resume.size_bytes, locale)} · {t("uploadedOn", { date: format.dateTime(new Date(resume.created_at), { dateStyle: "medium" }) })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : data === undefined && !loadError ? (
        <p role="status" className="text-sm text-gray-600">
          {t("loadingResumes")}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-700">{t("noResumes")}</p>
          <ErrorMessage>{error}</ErrorMessage>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {uploading ? (
          <p role="status" className="text-sm font-medium text-gray-800">
            {uploads("uploading", { file: uploading })}
          </p>
        ) : (
          <label className="relative inline-flex cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
            {resumes.length > 0 ? t("uploadAnother") : t("upload")}
            <input
              ref={input}
              type="file"
              accept={CV_ACCEPT}
              aria-describedby={`${id}-rules`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
              className="sr-only"
            />
          </label>
        )}
        <p id={`${id}-rules`} className="text-xs text-gray-500">
          {uploads("rules", { max: formatFileSize(MAX_CV_BYTES, locale) })}
        </p>
      </div>
      {failedFile ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{uploads("uploadFailed", { file: failedFile })}</p>
          <p className="mt-0.5">{problemText}</p>
        </div>
      ) : null}
    </div>
  );
}

/** A JSON Resume file to import, read in the browser first so a file that is not one is said at once. */
function JsonChoice({ file, onChange, error }: { file: { name: string; read: JsonResumeFile } | null; onChange: (file: { name: string; read: JsonResumeFile } | null) => void; error?: string }) {
  const t = useTranslations("CvBuilder.start");
  const id = useId();
  const problem = file && !file.read.ok ? t(`jsonProblems.${file.read.problem}`) : error;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-file`} className="text-sm font-medium text-gray-800">
        {t("jsonFile")}
      </label>
      <ErrorMessage id={`${id}-error`}>{problem}</ErrorMessage>
      <input
        id={`${id}-file`}
        type="file"
        accept=".json,application/json"
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ")}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          onChange(chosen ? { name: chosen.name, read: await readJsonResumeFile(chosen) } : null);
        }}
        className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-gray-900 hover:file:bg-gray-50"
      />
      <p id={`${id}-hint`} className="text-xs text-gray-500">
        {t("jsonHint")}
      </p>
    </div>
  );
}

/**
 * "Start a new CV": from an uploaded CV (the builder fills every section from it), from a JSON
 * Resume file, or empty; named, created, then opened in the editor with what to check.
 */
export function StartPanel({ atLimit }: { atLimit: boolean }) {
  const t = useTranslations("CvBuilder.start");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const [source, setSource] = useState<CvDocumentSource>("resume");
  const [picked, setPicked] = useState<{ id: string; fileName: string } | null>(null);
  // The latest upload is chosen until the user picks another.
  const latestUpload = useResumes().data?.data.items[0];
  const resume = picked ?? (latestUpload ? { id: latestUpload.id, fileName: latestUpload.file_name } : null);
  const [file, setFile] = useState<{ name: string; read: JsonResumeFile } | null>(null);
  const [typedName, setTypedName] = useState<string | null>(null);
  const [errors, setErrors] = useState<StartErrors>({});
  const [banner, setBanner] = useState<React.ReactNode>(null);
  const [busy, setBusy] = useState(false);

  const suggestedName =
    source === "resume" && resume ? fileStem(resume.fileName) : source === "json_resume" && file?.read.ok ? file.read.name : t("defaultName");
  const name = typedName ?? suggestedName.slice(0, CV_DOCUMENT_NAME_MAX);

  const body = () => {
    if (source === "resume") return { name, source: { kind: "resume" as const, resume_id: resume?.id } };
    if (source === "json_resume") return { name, source: { kind: "json_resume" as const, document: file?.read.ok ? file.read.document : undefined } };
    return { name, source: { kind: "empty" as const } };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const request = body();
    const checked = createCvDocumentSchema.safeParse(request);
    if (!checked.success) {
      const fields = Object.fromEntries(
        checked.error.issues.map((issue) => {
          const problem = issueProblem(issue);
          const path = issue.path.join(".");
          // Nothing chosen yet: say what to choose rather than what the request lacks.
          const message = path === "source.resume_id" ? encodeFieldError("cv_required") : path === "source.document" ? encodeFieldError("cv_json_required") : encodeFieldError(problem.code, problem.params);
          return [path, message];
        }),
      );
      setErrors(startFieldErrors(fields));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await createCvDocument(checked.data);
      keepStartNotes(data.id, { notes: data.notes, dropped: data.dropped_fields });
      await mutate(cvDocumentKeys.one(data.id), { data }, { revalidate: false });
      void mutate(cvDocumentKeys.list);
      router.push(editHref(data.id));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === "cv_document_limit") return setBanner(t("limitReached"));
      if (error instanceof ApiError && error.code === "document_too_large") return setBanner(t("tooLarge"));
      const view = describeError(error, ["name", "source"]);
      const fields = startFieldErrors(Object.fromEntries(Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {}).map(([key, problem]) => [key, fieldMessage(problem)])));
      setErrors(fields);
      setBanner(view.banner ? bannerText(view.banner) : Object.keys(fields).length > 0 ? null : bannerText({ key: "generic" }));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-gray-900">
          {t("title")}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t("description")}</p>
      </div>
      {atLimit ? (
        <FormAlert tone="info">{t("atLimit")}</FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 rounded-2xl border border-gray-200 p-4 mobile:p-6">
          {banner ? <FormAlert>{banner}</FormAlert> : null}
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800">{t("from")}</legend>
            <div className="grid gap-2 mobile:grid-cols-3">
              {(["resume", "json_resume", "empty"] as const).map((option) => (
                <label
                  key={option}
                  className={clsx(
                    "flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                    source === option ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600" : "border-gray-200 hover:border-brand-500",
                  )}
                >
                  <input
                    type="radio"
                    name={`${headingId}-source`}
                    value={option}
                    checked={source === option}
                    onChange={() => {
                      setSource(option);
                      setErrors({});
                    }}
                    className="mt-1 size-4 shrink-0 accent-brand-600"
                  />
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5 text-sm font-semibold text-gray-900">
                      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4 text-brand-600">
                        <path d={SOURCE_ICONS[option]} />
                      </svg>
                      {t(`sources.${option}.title`)}
                    </span>
                    <span className="mt-0.5 block text-xs text-gray-600">{t(`sources.${option}.text`)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {source === "resume" ? (
            <ResumeChoice value={resume?.id ?? ""} onChange={(id, fileName) => setPicked({ id, fileName })} error={fieldError(errors.resume)} />
          ) : source === "json_resume" ? (
            <JsonChoice file={file} onChange={setFile} error={fieldError(errors.file)} />
          ) : null}
          <TextInput label={t("name")} hint={t("nameHint")} value={name} onChange={setTypedName} error={errors.name} className="max-w-md" />
          <Button type="submit" className="self-start" disabled={busy || (source === "json_resume" && file !== null && !file.read.ok)}>
            {busy ? (source === "resume" ? t("filling") : t("creating")) : t("create")}
          </Button>
        </form>
      )}
    </section>
  );
}
