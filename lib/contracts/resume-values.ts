// CV upload and fact limits, apart from the schemas (zod) so the pickers and editors render without loading it.

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
/** What a user may correct in the facts read from a CV, and how much of it. */
export const MAX_CV_SKILLS = 100;
export const MAX_CV_SKILL_LENGTH = 60;
export const MAX_CV_TITLES = 20;
export const MAX_CV_TITLE_LENGTH = 120;
export const MAX_CV_YEARS = 60;
