import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CV_DOCUMENT_NAME_MAX } from "@/lib/contracts/cv-document";
import type { TailorCvInput, TailoredCv } from "@/lib/contracts/cv-tailor";
import type { AppDeps } from "../deps";
import { applicationEvents, applications, cvDocuments, type resumes } from "../db/schema";
import { applicationEventTime } from "../db/toolkit";
import type { TailoredFile } from "../jobs/ports";
import { requireFileStore } from "../storage/files";
import { renderPdf } from "../cv-builder/render";
import { tooManyRequests } from "../core/errors";
import { hit, type RateLimitRule } from "../core/rate-limit";
import { llmFromEnv, type LlmError } from "../ai/llm";
import { recordAiUsage } from "../ai/usage";
import { tailorCvWithLlm, type TailorJob } from "../cv-builder/tailor";
import { checkRoomForDocument, findOwn, insertCvDocument, publicSummary } from "./cv-documents";
import { resolvePosting } from "./postings";

/** A model's rewording of a CV for a posting: recorded for its tokens, counted by no quota. */
export const TAILOR_FEATURE = "cv_tailoring";

/**
 * Tailoring reads the whole CV against the posting and may call a model: plenty for a person
 * trying a CV against the postings they apply to, and a script in a loop stops here.
 */
export const CV_TAILOR_LIMIT: RateLimitRule = { limit: 30, windowMs: 10 * 60 * 1000 };

/** “Backend roles — Acme”, cut to the longest name a document may have. */
export function tailoredName(name: string, company: string): string {
  const full = `${name} — ${company}`;
  return full.length <= CV_DOCUMENT_NAME_MAX ? full : `${full.slice(0, CV_DOCUMENT_NAME_MAX - 1).trimEnd()}…`;
}

/**
 * The user's document tailored to a posting (their application's, a catalogue job's, or pasted),
 * with every change listed and the posting's skills the CV lacks reported, never written. With
 * `save`, the tailored document is kept as a new document that records what it was tailored for.
 */
export async function tailorCvDocument(deps: AppDeps, userId: string, id: string, input: TailorCvInput, signal?: AbortSignal): Promise<TailoredCv> {
  const row = await findOwn(deps, userId, id);
  const posting = await resolvePosting(deps, userId, input.job);
  // Before the work: a user at the limit learns it without waiting for a model.
  if (input.save) await checkRoomForDocument(deps.db, userId);
  const limited = await hit(deps, `cv-tailor:${userId}`, CV_TAILOR_LIMIT);
  if (limited.count > CV_TAILOR_LIMIT.limit) throw tooManyRequests(limited.retryAfterSeconds);

  const result = await tailorCvWithLlm(row.document, { ...posting.job, language: posting.language }, {
    llm: llmFromEnv(deps.env),
    signal,
    onLlmError: (error: LlmError) => deps.logger.warn({ err: error, kind: error.kind }, "CV tailoring: the LLM failed; the offline tailoring stands"),
  });
  if (result.usage) await recordAiUsage(deps, userId, { feature: TAILOR_FEATURE, ...result.usage });

  const job = { title: posting.job.title, company: posting.job.company };
  const saved = input.save
    ? publicSummary(
        await insertCvDocument(deps, userId, {
          name: input.name ?? tailoredName(row.name, job.company),
          document: result.document,
          source: row.source,
          resumeId: row.resumeId,
          tailoredFor: { document_id: row.id, version: row.version, ...job, application_id: posting.applicationId },
        }),
      )
    : null;
  return { document: result.document, changes: result.changes, keywords: result.keywords, engine: result.engine, claims: result.claims, job, saved };
}

type ApplicationRow = Pick<typeof applications.$inferSelect, "id" | "userId" | "tailoredCv">;
type ResumeRow = Pick<typeof resumes.$inferSelect, "userId" | "fileName" | "cvDocumentId">;

/** A PDF's name as the employer sees it: the CV's own, so nothing says it was tailored. */
const pdfName = (fileName: string) => `${fileName.replace(/\.[A-Za-z0-9]{1,5}$/, "")}.pdf`;

/**
 * Elite's per-job tailoring, as the copilot applies: the CV builder document behind the CV it
 * sends, tailored to the job and drawn as a PDF, kept on the application with its changes (a retry
 * sends the same file). Null, and the CV goes as it is, when the CV is an upload (nothing to
 * tailor from) or the posting changes nothing in it.
 */
export async function tailoredCvFor(deps: AppDeps, application: ApplicationRow, resume: ResumeRow, job: TailorJob): Promise<TailoredFile | null> {
  const files = requireFileStore(deps);
  if (application.tailoredCv) {
    const kept = await files.get(application.tailoredCv.storage_key);
    if (kept) return { name: application.tailoredCv.file_name, bytes: Buffer.from(kept), sha256: application.tailoredCv.sha256 };
  }
  if (!resume.cvDocumentId) return null;
  const [document] = await deps.db
    .select()
    .from(cvDocuments)
    .where(and(eq(cvDocuments.id, resume.cvDocumentId), eq(cvDocuments.userId, application.userId)));
  if (!document) return null;

  const result = await tailorCvWithLlm(document.document, job, {
    llm: llmFromEnv(deps.env),
    onLlmError: (error: LlmError) =>
      deps.logger.warn({ err: error, kind: error.kind, application_id: application.id }, "CV tailoring: the LLM failed while applying; the offline tailoring stands"),
  });
  if (result.usage) await recordAiUsage(deps, application.userId, { feature: `${TAILOR_FEATURE}:copilot`, ...result.usage });
  if (result.changes.length === 0) return null;

  const bytes = await renderPdf(result.document);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const storageKey = `${application.userId}/tailored-${application.id}.pdf`;
  await files.put(storageKey, bytes);
  const now = deps.now();
  const tailoredCv = {
    storage_key: storageKey,
    file_name: pdfName(resume.fileName),
    sha256,
    bytes: bytes.length,
    document_id: document.id,
    version: document.version,
    changes: result.changes,
    keywords: result.keywords,
    engine: result.engine,
    created_at: now.toISOString(),
  };
  await deps.db.update(applications).set({ tailoredCv, updatedAt: now }).where(eq(applications.id, application.id));
  await deps.db.insert(applicationEvents).values({
    applicationId: application.id,
    userId: application.userId,
    kind: "cv_tailored",
    detail: { changes: result.changes.length, matched: result.keywords.matched.length },
    createdAt: applicationEventTime(application.id, now),
  });
  return { name: tailoredCv.file_name, bytes, sha256 };
}
