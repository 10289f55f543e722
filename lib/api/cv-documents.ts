import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type {
  AtsCheckResult,
  createCvDocumentSchema,
  CreatedCvDocument,
  CvDocument,
  CvDocumentListItem,
  CvDocumentVersion,
  JsonResume,
  StandardJsonResume,
  UpdateCvDocumentInput,
} from "@/lib/contracts/cv-document";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Resume } from "@/lib/contracts/resume";
import type { Data } from "./data";
import type { FileAnswer } from "./request";

const CV_DOCUMENTS_PATH = "/cv-documents";

/** SWR keys, plain paths: a server page prefetches them with serverFallback. */
export const cvDocumentKeys = {
  list: CV_DOCUMENTS_PATH,
  one: (id: string) => `${CV_DOCUMENTS_PATH}/${encodeURIComponent(id)}`,
  versions: (id: string) => `${CV_DOCUMENTS_PATH}/${encodeURIComponent(id)}/versions`,
  version: (id: string, version: number) => `${CV_DOCUMENTS_PATH}/${encodeURIComponent(id)}/versions/${version}`,
} as const;

/** The files a document downloads as. */
export const CV_FILE_FORMATS = ["pdf", "docx", "json-resume"] as const;
export type CvFileFormat = (typeof CV_FILE_FORMATS)[number];

/** Where a document's file is, under the API base: GET with the session's token. */
export const cvDocumentFilePath = (id: string, format: CvFileFormat) => `${cvDocumentKeys.one(id)}/${format}`;

export type CvDocumentVersionContent = CvDocumentVersion & { document: JsonResume };

export const useCvDocuments = (config?: SWRConfiguration) => useSWR<Data<{ items: CvDocumentListItem[] }>>(cvDocumentKeys.list, config);

/** With `id` null nothing is fetched. */
export const useCvDocument = (id: string | null, config?: SWRConfiguration) => useSWR<Data<CvDocument>>(id ? cvDocumentKeys.one(id) : null, config);

export const useCvDocumentVersions = (id: string | null, config?: SWRConfiguration) =>
  useSWR<Data<{ items: CvDocumentVersion[] }>>(id ? cvDocumentKeys.versions(id) : null, config);

export const useCvDocumentVersion = (id: string, version: number | null, config?: SWRConfiguration) =>
  useSWR<Data<CvDocumentVersionContent>>(version === null ? null : cvDocumentKeys.version(id, version), config);

/** Starts a document from an uploaded CV, a JSON Resume file or nothing; the answer says what the start could not place. */
export const createCvDocument = (input: z.input<typeof createCvDocumentSchema>) =>
  apiRequest<Data<CreatedCvDocument>>("POST", CV_DOCUMENTS_PATH, { body: input });

/** Saves the whole document as the version after `expected_version`; 409 version_conflict when another save came first. */
export const saveCvDocument = (id: string, input: UpdateCvDocumentInput) => apiRequest<Data<CvDocument>>("PUT", cvDocumentKeys.one(id), { body: input });

/** An earlier version becomes the newest (undo). */
export const restoreCvDocumentVersion = (id: string, version: number) =>
  apiRequest<Data<CvDocument>>("POST", `${cvDocumentKeys.one(id)}/restore`, { body: { version } });

/** Renders the current version as PDF and DOCX and reads both back as applicant tracking systems do. */
export const checkCvDocumentForAts = (id: string) => apiRequest<Data<AtsCheckResult>>("POST", `${cvDocumentKeys.one(id)}/ats-check`);

export const deleteCvDocument = (id: string) => apiRequest("DELETE", cvDocumentKeys.one(id));

/** The document as a standard JSON Resume file (without the builder's layout settings). */
export const exportJsonResume = (id: string) => apiRequest<StandardJsonResume>("GET", cvDocumentFilePath(id, "json-resume"));

/** A document's file with the name the server gives it, fetched with the session's token (a plain link could not send it). */
export const downloadCvDocumentFile = (id: string, format: CvFileFormat, signal?: AbortSignal) =>
  apiRequest<FileAnswer>("GET", cvDocumentFilePath(id, format), { responseType: "file", signal });

/**
 * A copy of a document: its JSON Resume export imported as a new document, then given the
 * original's layout (template, paper, language, section order), which the export leaves out.
 */
export async function duplicateCvDocument(id: string, name: string): Promise<CvDocument> {
  const [{ data: original }, file] = await Promise.all([apiRequest<Data<CvDocument>>("GET", cvDocumentKeys.one(id)), exportJsonResume(id)]);
  const { data: copy } = await createCvDocument({ name, source: { kind: "json_resume", document: file } });
  const { template, paper, locale, section_order } = original.document.meta;
  const meta = { ...copy.document.meta, template, paper, locale, section_order };
  if (JSON.stringify(meta) === JSON.stringify(copy.document.meta)) return copy;
  const { data } = await saveCvDocument(copy.id, { document: { ...copy.document, meta }, expected_version: copy.version });
  return data;
}

/** The document's PDF kept as one of the user's CVs, for copilots and applications; called again, it is made anew from the latest version. */
export const publishCvDocument = (id: string) => apiRequest<Data<Resume>>("POST", `${cvDocumentKeys.one(id)}/resume`);
