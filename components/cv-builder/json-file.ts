import { MAX_JSON_BODY_BYTES } from "@/lib/http/body";

/** A JSON Resume file the API can take: it travels inside a JSON request, which is at most 1 MB. */
export const JSON_RESUME_FILE_MAX_BYTES = MAX_JSON_BODY_BYTES - 16 * 1024;

export type JsonFileProblem = "too_large" | "empty_file" | "not_json" | "not_resume";

export type JsonResumeFile = { ok: true; document: Record<string, unknown>; name: string } | { ok: false; problem: JsonFileProblem };

/** A file name without its extension: "jane-resume.json" → "jane-resume". */
export const fileStem = (fileName: string) => fileName.replace(/\.[^.]+$/, "").trim();

/**
 * A JSON Resume file read in the browser: an object (the API keeps the fields the standard
 * knows and lists the rest). `name` suggests what to call the new CV: the person's name in the
 * file, else the file's name.
 */
export function readJsonResume(text: string, fileName: string): JsonResumeFile {
  if (!text.trim()) return { ok: false, problem: "empty_file" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    return { ok: false, problem: "not_json" };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { ok: false, problem: "not_resume" };
  const document = parsed as Record<string, unknown>;
  const basics = document.basics as { name?: unknown } | undefined;
  const person = typeof basics?.name === "string" ? basics.name.trim() : "";
  return { ok: true, document, name: person || fileStem(fileName) };
}

/** Reads a chosen file, refusing one too large to send before reading it. */
export async function readJsonResumeFile(file: File): Promise<JsonResumeFile> {
  if (file.size > JSON_RESUME_FILE_MAX_BYTES) return { ok: false, problem: "too_large" };
  if (file.size === 0) return { ok: false, problem: "empty_file" };
  return readJsonResume(await file.text(), file.name);
}
