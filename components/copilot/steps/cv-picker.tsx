"use client";

import { clsx } from "clsx";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useId, useState, type DragEvent } from "react";
import { useSWRConfig } from "swr";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorMessage } from "@/components/ui/field";
import { useCvDocuments } from "@/lib/api/cv-documents";
import { deleteResume, resumeKeys, useResumes } from "@/lib/api/resumes";
import type { Resume, ResumeSummary } from "@/lib/contracts/resume";
import { CV_ACCEPT, MAX_CV_BYTES } from "@/lib/contracts/resume-values";
import { formatFileSize } from "../chips";
import { useCvUpload } from "../use-cv-upload";
import { BuiltCvGroup } from "./built-cv-group";
import { builtCvState, builtCvsToOffer } from "./built-cvs";
import { CvFactsEditor, type SavePendingFacts } from "./cv-facts-editor";

function FileIcon({ type }: { type?: string }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "flex size-10 shrink-0 items-center justify-center rounded-lg text-[10px] font-bold uppercase tracking-wide",
        type === "docx" ? "bg-sky-50 text-sky-700 ring-1 ring-sky-200" : "bg-rose-50 text-rose-700 ring-1 ring-rose-200",
      )}
    >
      {type ?? "cv"}
    </span>
  );
}

/**
 * Step 4's CV: upload one (drop or pick a PDF or DOCX), choose among the user's CVs, or make one
 * from a CV built in the CV builder. `onUploaded` hears about a new CV (uploaded or made) so the
 * form can reuse what was found in it; the chosen CV's facts can be corrected below the list
 * (`onSavePendingFacts`: see CvFactsEditor).
 */
export function CvPicker({
  value,
  onChange,
  error,
  onUploaded,
  onSavePendingFacts,
}: {
  value: string;
  onChange: (id: string) => void;
  error?: string;
  onUploaded?: (resume: Resume) => void;
  onSavePendingFacts?: (save: SavePendingFacts | null) => void;
}) {
  const t = useTranslations("CopilotEditor.cv");
  const format = useFormatter();
  const locale = useLocale();
  const id = useId();
  const { mutate } = useSWRConfig();
  const { data } = useResumes();
  const resumes = data?.data.items ?? [];
  const built = useCvDocuments();
  const documents = built.data?.data.items;
  const [dragging, setDragging] = useState(false);
  const [removing, setRemoving] = useState<ResumeSummary | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);

  // The list is fetched again before the new CV is chosen, so it is there to be shown checked.
  const choose = async (resume: Resume) => {
    await mutate(resumeKeys.one(resume.id), { data: resume }, { revalidate: false });
    await mutate(resumeKeys.list);
    onChange(resume.id);
    onUploaded?.(resume);
  };

  const { input: inputRef, upload, uploading, failedFile, problemText } = useCvUpload((resume) => {
    onChange(resume.id);
    onUploaded?.(resume);
  });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const remove = async (resume: ResumeSummary) => {
    setRemoveFailed(false);
    try {
      await deleteResume(resume.id);
      if (value === resume.id) onChange("");
      await mutate(resumeKeys.list);
      setRemoving(null);
    } catch {
      setRemoveFailed(true);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ErrorMessage>{error}</ErrorMessage>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over the area's own children is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        className={clsx(
          "flex items-center rounded-2xl border-2 border-dashed px-6 text-center transition-colors",
          // Smaller once there are CVs to choose from: uploading is then the second choice.
          resumes.length > 0 ? "flex-row flex-wrap justify-center gap-x-3 gap-y-2 py-4" : "flex-col gap-3 py-8",
          dragging ? "border-brand-500 bg-brand-50" : error ? "border-red-300 bg-red-50/40" : "border-gray-300 bg-gray-50/60",
        )}
      >
        <span
          aria-hidden
          className={clsx(
            "flex items-center justify-center rounded-full bg-white text-brand-600 shadow-sm ring-1 ring-gray-200",
            resumes.length > 0 ? "size-9" : "size-12",
          )}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-6">
            <path d="M10 2a1 1 0 0 1 .7.3l3.5 3.5a1 1 0 0 1-1.4 1.4L11 5.4V12a1 1 0 1 1-2 0V5.4L7.2 7.2a1 1 0 0 1-1.4-1.4l3.5-3.5A1 1 0 0 1 10 2ZM4 13a1 1 0 0 1 1 1v1h10v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
          </svg>
        </span>
        {uploading ? (
          <p role="status" className="text-sm font-medium text-gray-800">
            {t("uploading", { file: uploading })}
          </p>
        ) : (
          <>
            <p className="text-sm text-gray-700">{t("dropHere")}</p>
            <label className="relative inline-flex cursor-pointer items-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
              {t("chooseFile")}
              <input
                ref={inputRef}
                id={`${id}-file`}
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
          </>
        )}
        <p id={`${id}-rules`} className={clsx("text-xs text-gray-500", resumes.length > 0 && "w-full")}>
          {t("rules", { max: formatFileSize(MAX_CV_BYTES, locale) })}
        </p>
      </div>
      {failedFile ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-semibold">{t("uploadFailed", { file: failedFile })}</p>
          <p className="mt-0.5">{problemText}</p>
        </div>
      ) : null}

      {resumes.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-gray-800">{t("yourCvs")}</legend>
          {resumes.map((resume) => {
            const checked = value === resume.id;
            const builtState = builtCvState(resume, documents);
            return (
              <div
                key={resume.id}
                className={clsx(
                  "flex items-center gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  checked ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600" : "border-gray-200 hover:border-brand-500",
                )}
              >
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                  <input
                    type="radio"
                    name={`${id}-resume`}
                    value={resume.id}
                    checked={checked}
                    onChange={() => onChange(resume.id)}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <FileIcon type={resume.type} />
                  <span className="min-w-0">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="truncate text-sm font-semibold text-gray-900">{resume.file_name}</span>
                      {builtState ? (
                        <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-inset ring-brand-200">
                          {t("builtBadge")}
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-xs text-gray-500">
                      {formatFileSize(resume.size_bytes, locale)} ·{" "}
                      {t(builtState ? "addedOn" : "uploadedOn", { date: format.dateTime(new Date(resume.created_at), { dateStyle: "medium" }) })}
                    </span>
                    {builtState?.newer ? <span className="block text-xs text-amber-800">{t("builtNewer")}</span> : null}
                  </span>
                </label>
                <button
                  type="button"
                  onClick={() => {
                    setRemoveFailed(false);
                    setRemoving(resume);
                  }}
                  className="rounded-md px-2 py-1 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t("remove")}
                  <span className="sr-only"> {resume.file_name}</span>
                </button>
              </div>
            );
          })}
        </fieldset>
      ) : null}

      <BuiltCvGroup
        // Until the CVs are listed, it cannot be told which built CVs are among them.
        documents={data ? documents : undefined}
        offered={builtCvsToOffer(documents ?? [], resumes)}
        loadFailed={Boolean(built.error)}
        onRetry={() => void built.mutate()}
        onPublished={choose}
      />

      {value ? <CvFactsEditor id={value} onSavePending={onSavePendingFacts} /> : null}

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("removeTitle")}
        description={removing ? t("removeDescription", { file: removing.file_name }) : undefined}
        closeLabel={t("close")}
      >
        {removeFailed ? <p role="alert" className="mb-4 text-sm text-red-700">{t("removeFailed")}</p> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" onClick={() => removing && void remove(removing)}>
            {t("confirmRemove")}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
