import { CV_DOCUMENT_NAME_MAX } from "@/lib/contracts/cv-document";
import type { TailorCvInput, TailoredCv } from "@/lib/contracts/cv-tailor";
import type { AppDeps } from "../deps";
import { tooManyRequests } from "../core/errors";
import { hit, type RateLimitRule } from "../core/rate-limit";
import { llmFromEnv, type LlmError } from "../ai/llm";
import { recordAiUsage } from "../ai/usage";
import { tailorCvWithLlm } from "../cv-builder/tailor";
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
