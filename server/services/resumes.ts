import { createHash, randomUUID } from "node:crypto";
import { and, count, eq, getTableColumns } from "drizzle-orm";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  CV_MIME_TYPES,
  type CvFileType,
  type listResumesQuerySchema,
  MAX_CV_BYTES,
  MAX_RESUMES_PER_USER,
  type UpdateCvFactsInput,
} from "@/lib/contracts/resume";
import { analyzeCv, type CvErrorCode, type CvFacts, extractCv, isCvError } from "../cv";
import type { AppDeps } from "../deps";
import { resumes, users } from "../db/schema";
import { ApiError, conflict, notFound } from "../core/errors";
import { requireFileStore } from "../storage/files";
import { createdKeyset, findOwned, isUuid, keysetPage, type Page } from "../db/toolkit";

type ResumeRow = typeof resumes.$inferSelect;
type ResumeMeta = Omit<ResumeRow, "text" | "facts">;

const PREVIEW_CHARS = 1000;

/** Refusals a user can fix by choosing another file; the status says which kind. */
const CV_ERROR_STATUS: Record<CvErrorCode, ContentfulStatusCode> = {
  too_large: 413,
  unsupported_type: 415,
  empty_file: 422,
  encrypted: 422,
  corrupt: 422,
  no_text: 422,
};

const fileTypeOf = (mimeType: string): CvFileType => (mimeType === CV_MIME_TYPES.docx ? "docx" : "pdf");

function publicSummary(row: ResumeMeta) {
  const type = fileTypeOf(row.mimeType);
  return {
    id: row.id,
    file_name: row.fileName,
    type,
    mime_type: CV_MIME_TYPES[type],
    size_bytes: row.sizeBytes,
    cv_document_id: row.cvDocumentId,
    cv_document_version: row.cvDocumentVersion,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the analysis found, kept aside the first time the user corrects it. */
type ExtractedFacts = Pick<CvFacts, "skills" | "titles" | "yearsOfExperience">;

/**
 * The facts as stored: the analysis's CvFacts, whose skills, titles and years are the values in
 * effect. A user's correction overwrites those three in place, so every reader (the matcher, the
 * apply engine, the support pages) takes it without knowing corrections exist; what the analysis
 * had found moves to `extracted`, and `editedAt` says when.
 */
type StoredFacts = Partial<CvFacts> & { extracted?: ExtractedFacts; editedAt?: string };

/** The skills, titles and years the user set, when they corrected this CV's facts; null otherwise. */
export function correctedFacts(raw: Record<string, unknown>): ExtractedFacts | null {
  const facts = raw as StoredFacts;
  if (!facts.editedAt) return null;
  return { skills: facts.skills ?? [], titles: facts.titles ?? [], yearsOfExperience: facts.yearsOfExperience ?? null };
}

/** The stored facts in the API's snake_case; defaults cover rows written before a field existed. */
function publicFacts(raw: Record<string, unknown>) {
  const facts = raw as StoredFacts;
  return {
    skills: facts.skills ?? [],
    titles: facts.titles ?? [],
    years_of_experience: facts.yearsOfExperience ?? null,
    edited_at: facts.editedAt ?? null,
    extracted: facts.extracted
      ? { skills: facts.extracted.skills, titles: facts.extracted.titles, years_of_experience: facts.extracted.yearsOfExperience }
      : null,
    languages: facts.languages ?? [],
    emails: facts.emails ?? [],
    phones: facts.phones ?? [],
    links: facts.links ?? [],
    sections: facts.sections ?? [],
    word_count: facts.wordCount ?? 0,
    quantified_results: facts.quantifiedResults ?? 0,
  };
}

/** The start of the text, cut at a word boundary so the preview never ends mid-word. */
function preview(text: string): string {
  if (text.length <= PREVIEW_CHARS) return text;
  const cut = text.slice(0, PREVIEW_CHARS);
  const space = cut.search(/\s\S*$/);
  return `${(space > PREVIEW_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function publicResume(row: ResumeRow) {
  return {
    ...publicSummary(row),
    facts: publicFacts(row.facts),
    text_preview: preview(row.text),
    text_length: row.text.length,
  };
}

export type PublicResume = ReturnType<typeof publicResume>;
export type ResumeSummary = ReturnType<typeof publicSummary>;

const DOCUMENT_EXTENSION = /\.(?:pdf|docx?|docm|odt|rtf|txt|pages)$/i;

/**
 * The name kept for downloads: the user's own, without folders or control characters, ending in
 * the extension of the type found in the content ("cv.docx" holding a PDF becomes "cv.pdf").
 */
export function storedFileName(given: string, type: CvFileType): string {
  // Browsers send the bare name; a few old ones send the whole path.
  const base = given.split(/[\\/]/).at(-1) ?? "";
  const clean = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const stem = clean.replace(DOCUMENT_EXTENSION, "").trim().slice(0, 200).trim();
  return `${stem || "cv"}.${type}`;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    // Dashes and curly quotes have plain look-alikes; anything else outside ASCII becomes "_".
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]|["\\%;]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const owned = (userId: string, id: string) => and(eq(resumes.id, id), eq(resumes.userId, userId));

async function findOwn(deps: AppDeps, userId: string, id: string): Promise<ResumeRow> {
  const row = await findOwned(deps.db, resumes, userId, id);
  if (!row) throw notFound("CV");
  return row;
}

async function findSame(deps: AppDeps, userId: string, sha256: string): Promise<ResumeRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.sha256, sha256)))
    .limit(1);
  return row;
}

async function checkRoom(deps: AppDeps, userId: string) {
  const [row] = await deps.db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  if ((row?.n ?? 0) >= MAX_RESUMES_PER_USER) {
    throw conflict(
      `You can keep up to ${MAX_RESUMES_PER_USER} CVs. Delete one you no longer use, then upload this one again.`,
      "resume_limit",
    );
  }
}

async function readCv(bytes: Uint8Array) {
  try {
    return await extractCv(bytes, { maxBytes: MAX_CV_BYTES });
  } catch (error) {
    if (isCvError(error)) throw new ApiError(CV_ERROR_STATUS[error.code], error.code, error.message);
    throw error;
  }
}

/** The text and facts of a CV file, read exactly as an upload is: a file that cannot be read is refused with the upload's codes. */
async function readAndAnalyse(deps: AppDeps, bytes: Uint8Array) {
  const extracted = await readCv(bytes);
  return { extracted, facts: analyzeCv(extracted.text, { now: deps.now() }) };
}

export type UploadResult = { resume: PublicResume; created: boolean };

/**
 * Reads, stores and analyses one CV. The same bytes uploaded again give back the CV already
 * stored (created: false). A refused file leaves nothing behind: no row, no file.
 */
export async function uploadResume(
  deps: AppDeps,
  userId: string,
  upload: { bytes: Uint8Array; fileName: string },
): Promise<UploadResult> {
  const files = requireFileStore(deps);
  const sha256 = createHash("sha256").update(upload.bytes).digest("hex");
  // Cheap checks first, so a duplicate or a full account never waits for the parser.
  const known = await findSame(deps, userId, sha256);
  if (known) return { resume: publicResume(known), created: false };
  await checkRoom(deps, userId);

  const { extracted, facts } = await readAndAnalyse(deps, upload.bytes);
  const id = randomUUID();
  const storageKey = `${userId}/${id}.${extracted.type}`;
  // The file goes first: a row never points at a missing file, while a crash leaves at most an orphan file.
  await files.put(storageKey, upload.bytes);
  try {
    const result = await deps.db.transaction(async (tx): Promise<UploadResult> => {
      const locked = { ...deps, db: tx };
      // Serialises a user's uploads, so two at once cannot both pass the dedup and the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      const raced = await findSame(locked, userId, sha256);
      if (raced) return { resume: publicResume(raced), created: false };
      await checkRoom(locked, userId);
      const [row] = await tx
        .insert(resumes)
        .values({
          id,
          userId,
          fileName: storedFileName(upload.fileName, extracted.type),
          mimeType: CV_MIME_TYPES[extracted.type],
          sizeBytes: upload.bytes.length,
          sha256,
          storageKey,
          text: extracted.text,
          facts,
        })
        .returning();
      return { resume: publicResume(row!), created: true };
    });
    if (!result.created) await files.delete(storageKey);
    return result;
  } catch (error) {
    await files.delete(storageKey).catch((cleanup: unknown) => deps.logger.warn({ err: cleanup, storageKey }, "orphan CV file"));
    throw error;
  }
}

/**
 * The facts of a new file of the same CV: the analysis's, except the skills, titles and years the
 * user corrected, which stay theirs (with what the new analysis found kept aside, as a correction does).
 */
function refreshedFacts(stored: Record<string, unknown>, analysed: CvFacts): StoredFacts {
  const corrected = correctedFacts(stored);
  if (!corrected) return analysed;
  return {
    ...analysed,
    extracted: { skills: analysed.skills, titles: analysed.titles, yearsOfExperience: analysed.yearsOfExperience },
    ...corrected,
    editedAt: (stored as StoredFacts).editedAt,
  };
}

/** A PDF the CV builder made from one version of a document, and the name it is kept under. */
export type BuiltCvFile = { documentId: string; version: number; fileName: string; bytes: Uint8Array };

/**
 * Keeps a CV builder document's PDF as one of the user's CVs, read and analysed as an upload is: a
 * new CV the first time (within the uploads' limit of CVs), afterwards the same CV (same id, so the
 * copilots that send it keep it) with the new file, text and facts. A version older than the one
 * already stored changes nothing. The old file is deleted once the row points at the new one.
 */
export async function saveBuiltResume(deps: AppDeps, userId: string, file: BuiltCvFile): Promise<{ row: ResumeRow; created: boolean }> {
  const files = requireFileStore(deps);
  const { extracted, facts } = await readAndAnalyse(deps, file.bytes);
  const sha256 = createHash("sha256").update(file.bytes).digest("hex");
  const linked = and(eq(resumes.cvDocumentId, file.documentId), eq(resumes.userId, userId));
  const [known] = await deps.db.select({ id: resumes.id }).from(resumes).where(linked);
  const id = known?.id ?? randomUUID();
  // A key per version: the row never points at a file half replaced.
  const storageKey = `${userId}/${id}-v${file.version}-${randomUUID().slice(0, 8)}.pdf`;
  await files.put(storageKey, file.bytes);
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      // Serialises a user's new CVs, as uploads do, so two at once cannot both pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
      // Locked: a correction of its facts saved meanwhile is neither lost nor overwritten.
      const [current] = await tx.select().from(resumes).where(linked).for("update");
      const values = {
        fileName: file.fileName,
        mimeType: CV_MIME_TYPES.pdf,
        sizeBytes: file.bytes.length,
        sha256,
        storageKey,
        text: extracted.text,
        cvDocumentVersion: file.version,
      };
      if (current) {
        if ((current.cvDocumentVersion ?? 0) > file.version) return { row: current, created: false, unused: storageKey };
        const [row] = await tx
          .update(resumes)
          .set({ ...values, facts: refreshedFacts(current.facts, facts) })
          .where(eq(resumes.id, current.id))
          .returning();
        return { row: row!, created: false, unused: current.storageKey };
      }
      await checkRoom({ ...deps, db: tx }, userId);
      const [row] = await tx
        .insert(resumes)
        .values({ id, userId, ...values, facts, cvDocumentId: file.documentId, createdAt: deps.now() })
        .returning();
      return { row: row!, created: true, unused: null };
    });
    if (outcome.unused) {
      await files.delete(outcome.unused).catch((error: unknown) => deps.logger.warn({ err: error, storageKey: outcome.unused }, "orphan CV file"));
    }
    return { row: outcome.row, created: outcome.created };
  } catch (error) {
    await files.delete(storageKey).catch((cleanup: unknown) => deps.logger.warn({ err: cleanup, storageKey }, "orphan CV file"));
    throw error;
  }
}

const keyset = createdKeyset(resumes.createdAt, resumes.id);
// The list leaves out the text and facts, which can be large.
const { text: _text, facts: _facts, ...metaColumns } = getTableColumns(resumes);

/** The user's CVs, newest first, keyset-paged on (created_at, id). */
export async function listResumes(
  deps: AppDeps,
  userId: string,
  query: z.output<typeof listResumesQuerySchema>,
): Promise<Page<ResumeSummary>> {
  const rows = await deps.db
    .select({ row: metaColumns, key: keyset.key })
    .from(resumes)
    .where(and(eq(resumes.userId, userId), keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, ({ row }) => publicSummary(row), (last) => keyset.cursor(last.key, last.row.id));
}

export async function getResume(deps: AppDeps, userId: string, id: string) {
  return publicResume(await findOwn(deps, userId, id));
}

/**
 * The user's corrections of a CV's skills, titles or years: the fields sent replace those in effect,
 * here and wherever the CV is used from now on (the next matching round scores with them). A new
 * upload is another CV, read afresh.
 */
export async function updateFacts(deps: AppDeps, userId: string, id: string, input: UpdateCvFactsInput) {
  if (!isUuid(id)) throw notFound("CV");
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ facts: resumes.facts }).from(resumes).where(owned(userId, id)).for("update");
    if (!row) throw notFound("CV");
    const stored = row.facts as StoredFacts;
    const facts: StoredFacts = {
      ...stored,
      extracted: stored.extracted ?? { skills: stored.skills ?? [], titles: stored.titles ?? [], yearsOfExperience: stored.yearsOfExperience ?? null },
      ...(input.skills !== undefined ? { skills: input.skills } : {}),
      ...(input.titles !== undefined ? { titles: input.titles } : {}),
      ...(input.years_of_experience !== undefined ? { yearsOfExperience: input.years_of_experience } : {}),
      editedAt: deps.now().toISOString(),
    };
    const [updated] = await tx.update(resumes).set({ facts }).where(owned(userId, id)).returning();
    return publicResume(updated!);
  });
}

/** The original file as uploaded, with what a download needs. */
export async function downloadResume(deps: AppDeps, userId: string, id: string) {
  const row = await findOwn(deps, userId, id);
  const bytes = await requireFileStore(deps).get(row.storageKey);
  if (!bytes) {
    deps.logger.error({ resumeId: row.id, storageKey: row.storageKey }, "CV file missing from the store");
    throw notFound("CV file");
  }
  return { bytes, mimeType: row.mimeType, fileName: row.fileName };
}

/** Deletes the row, then the file; copilots using this CV lose it (resume_id becomes null). */
export async function deleteResume(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("CV");
  const [row] = await deps.db.delete(resumes).where(owned(userId, id)).returning({ storageKey: resumes.storageKey });
  if (!row) throw notFound("CV");
  // Row first: a failure here leaves an orphan file, never a CV whose file is gone.
  await requireFileStore(deps)
    .delete(row.storageKey)
    .catch((error: unknown) => deps.logger.warn({ err: error, storageKey: row.storageKey }, "orphan CV file"));
  return { ok: true as const };
}
