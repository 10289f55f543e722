import { ApiError } from "@/lib/api/request";
import type { CvDocumentListItem } from "@/lib/contracts/cv-document";
import type { ResumeSummary } from "@/lib/contracts/resume";

type MadeFrom = Pick<ResumeSummary, "cv_document_id" | "cv_document_version">;
type DocumentVersion = Pick<CvDocumentListItem, "id" | "version">;

/** The CV builder's documents not yet kept as one of the user's CVs, in the builder's order: choosing one makes its PDF. */
export function builtCvsToOffer<T extends Pick<CvDocumentListItem, "id">>(documents: readonly T[], resumes: readonly Pick<ResumeSummary, "cv_document_id">[]): T[] {
  const kept = new Set(resumes.map((resume) => resume.cv_document_id).filter(Boolean));
  return documents.filter((document) => !kept.has(document.id));
}

/**
 * What the list says of a CV: null for an upload (or a built CV whose document is gone), else
 * `newer` when its document was saved since the file was made, so the latest version is sent.
 */
export function builtCvState(resume: MadeFrom, documents: readonly DocumentVersion[] | undefined): { newer: boolean } | null {
  if (!resume.cv_document_id) return null;
  const document = documents?.find(({ id }) => id === resume.cv_document_id);
  return { newer: document !== undefined && document.version > (resume.cv_document_version ?? 0) };
}

export const PUBLISH_PROBLEMS = ["resume_limit", "cv_document_empty", "not_found", "rate_limited", "network", "generic"] as const;
export type PublishProblem = (typeof PUBLISH_PROBLEMS)[number];

/** Why a built CV could not become one of the user's CVs, as a message key. */
export function publishProblemOf(error: unknown): PublishProblem {
  if (!(error instanceof ApiError)) return "network";
  if (error.status === 429) return "rate_limited";
  if (error.status === 404) return "not_found";
  if (error.code === "resume_limit" || error.code === "cv_document_empty") return error.code;
  return "generic";
}

export type TailoringNotice = "upgrade" | "needsBuiltCv" | null;

/**
 * What the tailoring switch says under itself: the upgrade when the plan lacks tailoring; when
 * it is on with an uploaded CV, that only a CV from the builder can be tailored.
 */
export function tailoringNotice({ included, on, resume }: { included: boolean; on: boolean; resume: Pick<ResumeSummary, "cv_document_id"> | undefined }): TailoringNotice {
  if (!included) return "upgrade";
  if (on && resume && !resume.cv_document_id) return "needsBuiltCv";
  return null;
}
