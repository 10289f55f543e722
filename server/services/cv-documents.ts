import { and, count, desc, eq, lte } from "drizzle-orm";
import {
  type AtsCheckResult,
  type CreateCvDocumentInput,
  type CreatedCvDocument,
  CV_DOCUMENT_BYTES_MAX,
  CV_DOCUMENTS_PER_USER_MAX,
  CV_VERSIONS_KEPT,
  type CvDocument,
  type CvDocumentListItem,
  type CvDocumentSummary,
  type CvDocumentVersion,
  type DroppedField,
  type JsonResume,
  type PrefillNote,
  type StandardJsonResume,
  type UpdateCvDocumentInput,
} from "@/lib/contracts/cv-document";
import { fieldError } from "@/lib/http/envelope";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { AppDeps } from "../deps";
import { fileStem } from "../storage/file-name";
import { cvDocuments, cvDocumentVersions, resumes, users, userSettings } from "../db/schema";
import { findOwned, isUuid } from "../db/toolkit";
import { ApiError, badRequest, conflict, notFound, tooManyRequests } from "../core/errors";
import { hit, type RateLimitRule } from "../core/rate-limit";
import { atsCheck } from "../cv-builder/ats-check";
import { canonicalJson, defaultMeta, importJsonResume, toStandardJsonResume, withOurMeta } from "../cv-builder/json-resume";
import { cvLanguage } from "../cv-builder/language";
import { prefillFromCv } from "../cv-builder/prefill";
import { renderDocx, renderPdf } from "../cv-builder/render";
import { publicResume, type PublicResume, saveBuiltResume } from "./resumes";

type DocumentRow = typeof cvDocuments.$inferSelect;
type ResumeRow = typeof resumes.$inferSelect;
type Database = AppDeps["db"];

export function publicSummary(row: DocumentRow): CvDocumentSummary {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    resume_id: row.resumeId,
    version: row.version,
    tailored_for: row.tailoredFor ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const publicDocument = (row: DocumentRow): CvDocument => ({ ...publicSummary(row), document: row.document });

const owned = (userId: string, id: string) => and(eq(cvDocuments.id, id), eq(cvDocuments.userId, userId));

export async function findOwn(deps: AppDeps, userId: string, id: string): Promise<DocumentRow> {
  const row = await findOwned(deps.db, cvDocuments, userId, id);
  if (!row) throw notFound("CV document");
  return row;
}

/** The document row locked for this transaction: saves and restores of one document happen one at a time. */
async function lockOwn(tx: Database, userId: string, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw notFound("CV document");
  const [row] = await tx.select().from(cvDocuments).where(owned(userId, id)).for("update");
  if (!row) throw notFound("CV document");
  return row;
}

/** Every document stays small enough that 50 versions of it are cheap to keep. */
export function checkSize(document: JsonResume) {
  const bytes = Buffer.byteLength(JSON.stringify(document), "utf8");
  if (bytes > CV_DOCUMENT_BYTES_MAX) {
    throw new ApiError(413, "document_too_large", `A CV can be at most ${CV_DOCUMENT_BYTES_MAX / 1024} KB as JSON; this one is ${Math.ceil(bytes / 1024)} KB. Shorten it.`);
  }
}

/** The user's language and country: the notes' language, the document's paper. */
async function userContext(deps: AppDeps, userId: string): Promise<{ locale: Locale; country: string | null }> {
  const [[settings], [user]] = await Promise.all([
    deps.db.select({ locale: userSettings.locale }).from(userSettings).where(eq(userSettings.userId, userId)),
    deps.db.select({ country: users.country }).from(users).where(eq(users.id, userId)),
  ]);
  return { locale: isLocale(settings?.locale) ? settings.locale : "en", country: user?.country ?? null };
}

const textOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(textOf) : value && typeof value === "object" ? Object.values(value).flatMap(textOf) : [];

type Start = { document: JsonResume; resumeId: string | null; dropped: DroppedField[]; notes: PrefillNote[] };

async function startingDocument(deps: AppDeps, userId: string, source: CreateCvDocumentInput["source"]): Promise<Start> {
  const { locale, country } = await userContext(deps, userId);
  if (source.kind === "resume") {
    const resume = await findOwned(deps.db, resumes, userId, source.resume_id);
    if (!resume) throw badRequest("Some fields are invalid.", { "source.resume_id": fieldError("cv_required") });
    const { document, notes } = prefillFromCv(resume.text, { now: deps.now(), locale, country });
    return { document, resumeId: resume.id, dropped: [], notes };
  }
  if (source.kind === "json_resume") {
    const { document: file, dropped } = importJsonResume(source.document);
    // The template writes its headings in the language the CV is written in.
    const meta = defaultMeta({ locale: cvLanguage(textOf(file).join("\n"), locale), country });
    return { document: withOurMeta(file, meta), resumeId: null, dropped, notes: [] };
  }
  return { document: { basics: {}, meta: defaultMeta({ locale, country }) }, resumeId: null, dropped: [], notes: [] };
}

/**
 * A new document, version 1: filled from one of the user's uploaded CVs, imported from a JSON
 * Resume file (what the standard does not define is dropped and listed), or empty.
 */
export async function createCvDocument(deps: AppDeps, userId: string, input: CreateCvDocumentInput): Promise<CreatedCvDocument> {
  const start = await startingDocument(deps, userId, input.source);
  const row = await insertCvDocument(deps, userId, { name: input.name, document: start.document, source: input.source.kind, resumeId: start.resumeId });
  return { ...publicDocument(row), dropped_fields: start.dropped, notes: start.notes };
}

/** 409 cv_document_limit when the user keeps as many documents as allowed. */
export async function checkRoomForDocument(db: Database, userId: string) {
  const [existing] = await db.select({ n: count() }).from(cvDocuments).where(eq(cvDocuments.userId, userId));
  if ((existing?.n ?? 0) >= CV_DOCUMENTS_PER_USER_MAX) {
    throw conflict(`You can keep up to ${CV_DOCUMENTS_PER_USER_MAX} CVs in the builder. Delete one you no longer use, then create this one again.`, "cv_document_limit");
  }
}

export type NewCvDocument = Pick<typeof cvDocuments.$inferInsert, "name" | "document" | "source" | "resumeId" | "tailoredFor">;

/**
 * Stores a new document of the user at version 1, within the documents a user may keep
 * (409 cv_document_limit past them) and the size a document may have (413).
 */
export async function insertCvDocument(deps: AppDeps, userId: string, values: NewCvDocument): Promise<DocumentRow> {
  checkSize(values.document);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Serialises a user's creations, so two at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await checkRoomForDocument(tx, userId);
    const [created] = await tx.insert(cvDocuments).values({ ...values, userId, version: 1, createdAt: now, updatedAt: now }).returning();
    await tx.insert(cvDocumentVersions).values({ documentId: created!.id, userId, version: 1, document: values.document, createdAt: now });
    return created!;
  });
}

/**
 * The user's documents, the last changed first; without their content (see GET /cv-documents/{id}),
 * with the template and language a list shows.
 */
export async function listCvDocuments(deps: AppDeps, userId: string): Promise<{ items: CvDocumentListItem[] }> {
  const rows = await deps.db
    .select()
    .from(cvDocuments)
    .where(eq(cvDocuments.userId, userId))
    .orderBy(desc(cvDocuments.updatedAt), desc(cvDocuments.id));
  return { items: rows.map((row) => ({ ...publicSummary(row), template: row.document.meta.template, locale: row.document.meta.locale })) };
}

export async function getCvDocument(deps: AppDeps, userId: string, id: string): Promise<CvDocument> {
  return publicDocument(await findOwn(deps, userId, id));
}

/** Writes `document` as the next version and forgets the versions past the ones kept. */
async function saveVersion(tx: Database, row: DocumentRow, document: JsonResume, now: Date, name = row.name): Promise<DocumentRow> {
  const version = row.version + 1;
  const [updated] = await tx.update(cvDocuments).set({ document, name, version, updatedAt: now }).where(eq(cvDocuments.id, row.id)).returning();
  await tx.insert(cvDocumentVersions).values({ documentId: row.id, userId: row.userId, version, document, createdAt: now });
  await tx.delete(cvDocumentVersions).where(and(eq(cvDocumentVersions.documentId, row.id), lte(cvDocumentVersions.version, version - CV_VERSIONS_KEPT)));
  return updated!;
}

/**
 * Saves the editor's document as a new version of the one it loaded. Another tab or device that
 * saved in between made `expected_version` old: 409 version_conflict, nothing written, so neither
 * tab overwrites the other unseen. A document equal to the current one (autosave with no change)
 * writes nothing and answers the current version.
 */
export async function updateCvDocument(deps: AppDeps, userId: string, id: string, input: UpdateCvDocumentInput): Promise<CvDocument> {
  checkSize(input.document);
  return deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (row.version !== input.expected_version) {
      throw conflict(
        `This CV was saved elsewhere since it was opened here: it is at version ${row.version}, not ${input.expected_version}. Reload it, then make the change again.`,
        "version_conflict",
      );
    }
    const name = input.name ?? row.name;
    if (name === row.name && canonicalJson(input.document) === canonicalJson(row.document)) return publicDocument(row);
    return publicDocument(await saveVersion(tx, row, input.document, deps.now(), name));
  });
}

/** The versions kept (at most 50), the newest first. */
export async function listVersions(deps: AppDeps, userId: string, id: string): Promise<{ items: CvDocumentVersion[] }> {
  const row = await findOwn(deps, userId, id);
  const rows = await deps.db
    .select({ version: cvDocumentVersions.version, createdAt: cvDocumentVersions.createdAt })
    .from(cvDocumentVersions)
    .where(eq(cvDocumentVersions.documentId, row.id))
    .orderBy(desc(cvDocumentVersions.version));
  return { items: rows.map((version) => ({ version: version.version, created_at: version.createdAt.toISOString() })) };
}

async function findVersion(db: Database, documentId: string, version: number) {
  const [row] = await db
    .select()
    .from(cvDocumentVersions)
    .where(and(eq(cvDocumentVersions.documentId, documentId), eq(cvDocumentVersions.version, version)));
  if (!row) throw notFound(`Version ${version}`);
  return row;
}

/** One kept version's document, to look at before restoring it. */
export async function getVersion(deps: AppDeps, userId: string, id: string, version: number) {
  const row = await findOwn(deps, userId, id);
  const kept = await findVersion(deps.db, row.id, version);
  return { version: kept.version, created_at: kept.createdAt.toISOString(), document: kept.document };
}

/** Undo: a kept version's document becomes the newest version; the versions in between stay. */
export async function restoreVersion(deps: AppDeps, userId: string, id: string, version: number): Promise<CvDocument> {
  return deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (version === row.version) return publicDocument(row);
    const kept = await findVersion(tx, row.id, version);
    return publicDocument(await saveVersion(tx, row, kept.document, deps.now()));
  });
}

/** A file name from the document's name. */
const documentFileStem = (name: string) => fileStem(name, "cv");

/** The document as a standard JSON Resume file, named after the document. */
export async function exportJsonResume(deps: AppDeps, userId: string, id: string): Promise<{ fileName: string; resume: StandardJsonResume }> {
  const row = await findOwn(deps, userId, id);
  return { fileName: `${documentFileStem(row.name)}.json`, resume: toStandardJsonResume(row.document) };
}

/**
 * Renders take a few hundred milliseconds of CPU each (the ATS check two): plenty for a person
 * downloading and checking as they edit, and a script in a loop stops here.
 */
export const CV_RENDER_LIMIT: RateLimitRule = { limit: 60, windowMs: 10 * 60 * 1000 };

async function countRender(deps: AppDeps, userId: string) {
  const limited = await hit(deps, `cv-render:${userId}`, CV_RENDER_LIMIT);
  if (limited.count > CV_RENDER_LIMIT.limit) throw tooManyRequests(limited.retryAfterSeconds);
}

export type CvFileFormat = "pdf" | "docx";

/** The document's current version as a PDF or Word file in its template, named after the document. */
export async function renderCvDocument(deps: AppDeps, userId: string, id: string, format: CvFileFormat): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await findOwn(deps, userId, id);
  await countRender(deps, userId);
  const bytes = format === "pdf" ? await renderPdf(row.document) : await renderDocx(row.document);
  return { fileName: `${documentFileStem(row.name)}.${format}`, bytes };
}

/** The ATS round trip on the document's current version; the advice in the user's language. */
export async function checkCvDocumentForAts(deps: AppDeps, userId: string, id: string): Promise<AtsCheckResult> {
  const row = await findOwn(deps, userId, id);
  await countRender(deps, userId);
  const { locale } = await userContext(deps, userId);
  return atsCheck(row.document, { locale, now: deps.now() });
}

/** The document's current version as the PDF its template draws, kept as the user's CV made from it. */
async function keepAsResume(deps: AppDeps, row: DocumentRow) {
  // A plain Uint8Array: the PDF reader refuses a Buffer.
  const bytes = new Uint8Array(await renderPdf(row.document));
  return saveBuiltResume(deps, row.userId, { documentId: row.id, version: row.version, fileName: `${documentFileStem(row.name)}.pdf`, bytes });
}

/**
 * The document as one of the user's CVs, for a copilot to send: its current version's PDF, read and
 * analysed as an upload is. The first time a new CV (201; within the uploads' limit of CVs, else 409
 * resume_limit); afterwards the same CV made again from the current version (200).
 */
export async function saveCvDocumentAsResume(deps: AppDeps, userId: string, id: string): Promise<{ resume: PublicResume; created: boolean }> {
  const row = await findOwn(deps, userId, id);
  await countRender(deps, userId);
  try {
    const { row: resume, created } = await keepAsResume(deps, row);
    return { resume: publicResume(resume), created };
  } catch (error) {
    // The upload's words for this ("a scan") would mislead: the builder drew it, nearly empty.
    if (error instanceof ApiError && error.code === "no_text") {
      throw new ApiError(422, "cv_document_empty", "This CV has too little text to send with applications. Fill in your name, experience and skills, then try again.");
    }
    throw error;
  }
}

/**
 * The CV as it should be sent: a CV made from a builder document whose saved version is newer than
 * its file is made again first (same CV, new file and facts); any other CV as it is. The apply
 * engine calls this before sending, through its service ports.
 */
export async function latestBuiltResume(deps: AppDeps, resume: ResumeRow): Promise<ResumeRow> {
  if (!resume.cvDocumentId) return resume;
  const [document] = await deps.db
    .select()
    .from(cvDocuments)
    .where(and(eq(cvDocuments.id, resume.cvDocumentId), eq(cvDocuments.userId, resume.userId)));
  if (!document || document.version <= (resume.cvDocumentVersion ?? 0)) return resume;
  return (await keepAsResume(deps, document)).row;
}

export async function deleteCvDocument(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("CV document");
  const [row] = await deps.db.delete(cvDocuments).where(owned(userId, id)).returning({ id: cvDocuments.id });
  if (!row) throw notFound("CV document");
  return { ok: true as const };
}
