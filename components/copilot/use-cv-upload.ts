"use client";

import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useSWRConfig } from "@/lib/swr/hooks";
import { resumeKeys, uploadResume } from "@/lib/api/resumes";
import type { Resume } from "@/lib/contracts/resume";
import { MAX_CV_BYTES } from "@/lib/contracts/resume-values";
import { formatFileSize } from "./chips";
import { checkCvFile, describeUploadError, type UploadProblem } from "./cv-file";

/**
 * Uploading a CV from a file input or a drop: the file being sent, the problem with the last one
 * in the user's words, and the input to clear. `onUploaded` hears of the stored CV once the list
 * of CVs knows it.
 */
export function useCvUpload(onUploaded: (resume: Resume) => void | Promise<void>) {
  const t = useTranslations("CopilotEditor.cv");
  const locale = useLocale();
  const { mutate } = useSWRConfig();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ file: string; problem: UploadProblem } | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    const refused = checkCvFile(file);
    if (refused) return setProblem({ file: file.name, problem: refused });
    setUploading(file.name);
    try {
      const { data: resume } = await uploadResume(file);
      await mutate(resumeKeys.one(resume.id), { data: resume }, { revalidate: false });
      await mutate(resumeKeys.list);
      await onUploaded(resume);
    } catch (caught) {
      setProblem({ file: file.name, problem: describeUploadError(caught) });
    } finally {
      setUploading(null);
      if (input.current) input.current.value = "";
    }
  };

  const problemText = problem
    ? "raw" in problem.problem
      ? problem.problem.raw
      : t(`uploadErrors.${problem.problem.key}`, { max: formatFileSize(MAX_CV_BYTES, locale) })
    : null;
  return { input, upload, uploading, failedFile: problem?.file ?? null, problemText };
}
