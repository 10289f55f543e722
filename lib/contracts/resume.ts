import { z } from "zod";
import { listCopilotsQuerySchema } from "./copilot";
import { withCode } from "./errors";

/** CV uploads: PDF or Word (.docx), told apart by their content, up to 5 MB each. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const MAX_RESUMES_PER_USER = 20;
export const CV_MIME_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;
export type CvFileType = keyof typeof CV_MIME_TYPES;
/** For `<input type="file" accept>`: a hint to the picker only, the server sniffs the content. */
export const CV_ACCEPT = [".pdf", ".docx", ...Object.values(CV_MIME_TYPES)].join(",");

/** The multipart body of an upload: exactly one file, in the field `file`. */
export const uploadResumeSchema = z.strictObject({
  file: z.file(withCode("cv_file_required")),
});

/** GET /resumes: newest first, paged by cursor like every list. */
export const listResumesQuerySchema = listCopilotsQuerySchema;

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const resumeIdParamsSchema = z.strictObject({ id: z.string() });
