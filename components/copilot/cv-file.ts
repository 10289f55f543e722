import { MAX_CV_BYTES } from "@/lib/contracts/resume-values";

export const UPLOAD_ERRORS = ["too_large", "unsupported_type", "unsupported_media_type", "empty_file", "encrypted", "corrupt", "no_text", "resume_limit"] as const;
export type UploadErrorKey = (typeof UPLOAD_ERRORS)[number];
export type UploadProblem = { key: UploadErrorKey | "network" | "generic" } | { raw: string };

const KNOWN_EXTENSION = /\.(pdf|docx)$/i;

/** A refusal we can tell before sending; the server still sniffs the content of what passes. */
export function checkCvFile(file: { name: string; size: number }): UploadProblem | null {
  if (file.size > MAX_CV_BYTES) return { key: "too_large" };
  if (file.size === 0) return { key: "empty_file" };
  if (!KNOWN_EXTENSION.test(file.name)) return { key: "unsupported_type" };
  return null;
}

/** What a failed upload says: a known refusal by its code, else the server's own words. */
export function describeUploadError(error: { status: number; code?: string; message: string } | unknown): UploadProblem {
  if (!error || typeof error !== "object" || typeof (error as { status?: unknown }).status !== "number") return { key: "network" };
  const { status, code, message } = error as { status: number; code?: string; message: string };
  if (status === 413) return { key: "too_large" };
  if (code && (UPLOAD_ERRORS as readonly string[]).includes(code)) return { key: code as UploadErrorKey };
  if (status >= 500) return { key: "generic" };
  return { raw: message };
}
