import { and, eq } from "drizzle-orm";
import type {
  CoverLetter,
  CoverLetterFileQuery,
  CoverLetterQuota,
  CreateCoverLetterInput,
  ListCoverLettersQuery,
  RegenerateParagraphInput,
  UpdateCoverLetterInput,
  WrittenCoverLetter,
} from "@/lib/contracts/cover-letter";
import { isLocale } from "@/lib/i18n/locales";
import { fieldError } from "@/lib/http/envelope";
import type { AppDeps } from "../deps";
import { applications, coverLetters, resumes, type CoverLetterParagraph } from "../db/schema";
import { createdKeyset, findOwned, isUuid, keysetPage, type Page } from "../db/toolkit";
import { ApiError, badRequest, notFound, tooManyRequests } from "../core/errors";
import { llmFromEnv, type LlmError } from "../ai/llm";
import { OFFLINE_MODEL } from "../ai/quota";
import { loadUserSources, type UserSources } from "../ai/sources";
import { aiUsageThisMonth, recordAiUsage, utcMonthOf } from "../ai/usage";
import { ParagraphNotRegenerable, regenerateParagraph, writeLetter, type Letter } from "../ai/letters";
import { senderName, withResume } from "../ai/letters/copilot";
import { uniqueFacts } from "../ai/letters/offline";
import { draftOf, inputOfRow, letterValues, storedParagraphs } from "../ai/letters/store";
import { getEntitlements } from "./billing";
import { resolvePosting } from "./postings";
import { letterFileName, letterSender, renderLetterDocx, renderLetterPdf, type LetterFile } from "../ai/letters/render";
import { paperFor } from "../cv-builder/json-resume";
import { hit } from "../core/rate-limit";
import { CV_RENDER_LIMIT, type CvFileFormat } from "./cv-documents";

type LetterRow = typeof coverLetters.$inferSelect;

/** One row per letter the builder writes, offline or not: what the plan's letters per month count, deleted letters included. */
export const LETTER_FEATURE = "cover_letter";
/** A model's new wording of one paragraph: recorded for its tokens, counted by no quota. */
export const PARAGRAPH_FEATURE = "cover_letter:paragraph";

export function publicLetter(row: LetterRow): CoverLetter {
  return {
    id: row.id,
    application_id: row.applicationId,
    origin: row.origin,
    job: { title: row.jobTitle, company: row.company, text: row.jobText },
    tone: row.tone,
    language: row.language,
    length: row.length,
    paragraphs: row.paragraphs.map((paragraph) => paragraph.text),
    paragraph_kinds: row.paragraphs.map((paragraph) => paragraph.kind),
    facts: row.facts,
    engine: row.engine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The plan's letters this UTC month: every letter the builder wrote, also those deleted since. */
export async function coverLetterQuota(deps: AppDeps, userId: string): Promise<CoverLetterQuota> {
  const now = deps.now();
  const [entitlements, usage] = await Promise.all([getEntitlements(deps, userId), aiUsageThisMonth(deps, userId, now)]);
  const limit = entitlements.limits.cover_letters_per_month;
  const used = usage.byFeature[LETTER_FEATURE] ?? 0;
  return { plan: { id: entitlements.plan.id, name: entitlements.plan.name }, limit, used, remaining: Math.max(0, limit - used), resets_at: utcMonthOf(now).end.toISOString() };
}

function quotaExceeded(quota: CoverLetterQuota, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((Date.parse(quota.resets_at) - now.getTime()) / 1000));
  return new ApiError(
    429,
    "cover_letter_quota_exceeded",
    `You have written all ${quota.limit} cover letters of your ${quota.plan.name} plan this month. They renew on ${quota.resets_at.slice(0, 10)}.`,
    undefined,
    { "Retry-After": String(seconds) },
  );
}

/** The user's sources, with the application's own CV when it names one: the letter speaks of the CV that is sent. */
async function sourcesFor(deps: AppDeps, userId: string, resumeId: string | null): Promise<UserSources> {
  const sources = await loadUserSources(deps, userId);
  if (!resumeId || sources.cv?.resumeId === resumeId) return sources;
  const [resume] = await deps.db.select().from(resumes).where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
  return resume ? withResume(sources, resume) : sources;
}

const warnLlm = (deps: AppDeps) => (error: LlmError) => deps.logger.warn({ err: error, kind: error.kind }, "cover letter: the LLM failed; the offline wording stands");

/**
 * Writes a letter for a posting and keeps it. Refused with 429 when the month's letters are used
 * up; otherwise one letter is counted, whoever wrote it (the model's tokens recorded with it).
 */
export async function generateCoverLetter(deps: AppDeps, userId: string, input: CreateCoverLetterInput, signal?: AbortSignal): Promise<WrittenCoverLetter> {
  const quota = await coverLetterQuota(deps, userId);
  if (quota.remaining <= 0) throw quotaExceeded(quota, deps.now());
  const posting = await resolvePosting(deps, userId, input.job);
  const [sources, name] = await Promise.all([sourcesFor(deps, userId, posting.resumeId), senderName(deps, userId)]);
  const letterInput = {
    job: posting.job,
    sources,
    tone: input.tone,
    language: input.language ?? (isLocale(posting.language) ? posting.language : sources.locale),
    length: input.length,
    senderName: name,
    now: deps.now(),
  };
  const letter = await writeLetter(letterInput, llmFromEnv(deps.env), signal, warnLlm(deps));
  const row = await deps.db.transaction(async (db) => {
    const [saved] = await db.insert(coverLetters).values(letterValues(userId, "builder", posting.applicationId, letterInput, letter, deps.now())).returning();
    await recordAiUsage({ ...deps, db }, userId, {
      feature: LETTER_FEATURE,
      model: letter.usage?.model ?? OFFLINE_MODEL,
      promptTokens: letter.usage?.promptTokens ?? 0,
      completionTokens: letter.usage?.completionTokens ?? 0,
    });
    return saved!;
  });
  return { ...publicLetter(row), claims: letter.claims };
}

const keyset = createdKeyset(coverLetters.createdAt, coverLetters.id);

/** The user's letters, newest first, keyset-paged on (created_at, id). */
export async function listCoverLetters(deps: AppDeps, userId: string, query: ListCoverLettersQuery): Promise<Page<CoverLetter>> {
  const rows = await deps.db
    .select({ row: coverLetters, key: keyset.key })
    .from(coverLetters)
    .where(and(eq(coverLetters.userId, userId), query.application_id ? eq(coverLetters.applicationId, query.application_id) : undefined, keyset.after(query.cursor)))
    .orderBy(...keyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, ({ row }) => publicLetter(row), (last) => keyset.cursor(last.key, last.row.id));
}

async function ownedLetter(deps: AppDeps, userId: string, id: string): Promise<LetterRow> {
  const row = await findOwned(deps.db, coverLetters, userId, id);
  if (!row) throw notFound("Cover letter");
  return row;
}

export const getCoverLetter = async (deps: AppDeps, userId: string, id: string): Promise<CoverLetter> => publicLetter(await ownedLetter(deps, userId, id));

/**
 * The paragraphs as the user edited them. Edited in place, each keeps its part (and can be written
 * again); when paragraphs were added or removed, only those left word for word keep theirs, and
 * the others are the user's own (`custom`).
 */
export function reconcileParagraphs(stored: CoverLetterParagraph[], texts: string[]): CoverLetterParagraph[] {
  if (texts.length === stored.length) return texts.map((text, index) => ({ ...stored[index]!, text }));
  const unmatched = [...stored];
  return texts.map((text) => {
    const at = unmatched.findIndex((paragraph) => paragraph.text === text);
    if (at === -1) return { text, kind: "custom", variant: 0, facts: [] };
    const [same] = unmatched.splice(at, 1);
    return { ...same!, text };
  });
}

export async function updateCoverLetter(deps: AppDeps, userId: string, id: string, input: UpdateCoverLetterInput): Promise<CoverLetter> {
  const row = await ownedLetter(deps, userId, id);
  const paragraphs = reconcileParagraphs(row.paragraphs, input.paragraphs);
  const [saved] = await deps.db
    .update(coverLetters)
    .set({ paragraphs, facts: uniqueFacts(paragraphs.flatMap((paragraph) => paragraph.facts)), updatedAt: deps.now() })
    .where(and(eq(coverLetters.id, row.id), eq(coverLetters.userId, userId)))
    .returning();
  if (!saved) throw notFound("Cover letter");
  return publicLetter(saved);
}

/**
 * Writes one body paragraph again: the next offline wording, or the model's when one is configured
 * and its wording holds up. Not counted against the month's letters; a model's call is recorded.
 */
export async function regenerateCoverLetterParagraph(deps: AppDeps, userId: string, id: string, input: RegenerateParagraphInput, signal?: AbortSignal): Promise<WrittenCoverLetter> {
  const row = await ownedLetter(deps, userId, id);
  if (input.paragraph >= row.paragraphs.length) {
    throw badRequest("Some fields are invalid.", { paragraph: fieldError("whole_number_range", { min: 0, max: row.paragraphs.length - 1 }) });
  }
  const [application] = row.applicationId ? await deps.db.select({ resumeId: applications.resumeId }).from(applications).where(eq(applications.id, row.applicationId)) : [];
  const [sources, name] = await Promise.all([sourcesFor(deps, userId, application?.resumeId ?? null), senderName(deps, userId)]);
  let letter: Letter;
  try {
    letter = await regenerateParagraph(draftOf(row), input.paragraph, { ...inputOfRow(row), sources, senderName: name, now: deps.now() }, llmFromEnv(deps.env), signal, warnLlm(deps));
  } catch (error) {
    if (error instanceof ParagraphNotRegenerable) throw new ApiError(409, "paragraph_not_regenerable", error.message);
    throw error;
  }
  if (letter.usage) await recordAiUsage(deps, userId, { feature: PARAGRAPH_FEATURE, ...letter.usage });
  const [saved] = await deps.db
    .update(coverLetters)
    .set({ paragraphs: storedParagraphs(letter), facts: letter.facts, engine: letter.engine, updatedAt: deps.now() })
    .where(and(eq(coverLetters.id, row.id), eq(coverLetters.userId, userId)))
    .returning();
  if (!saved) throw notFound("Cover letter");
  return { ...publicLetter(saved), claims: letter.claims };
}

/** A letter's file costs the CPU of a CV's: the same number in the same window, counted apart. */
export const LETTER_RENDER_LIMIT = CV_RENDER_LIMIT;

/**
 * The letter as a business letter in a PDF or Word file, as the user last saved it: the sender's
 * name and contact lines from the profile, the company, today's date in the letter's language, the
 * paragraphs. On the paper asked for, else the paper of the user's country. Named after the company
 * and the role.
 */
export async function renderCoverLetter(
  deps: AppDeps,
  userId: string,
  id: string,
  format: CvFileFormat,
  query: CoverLetterFileQuery = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await ownedLetter(deps, userId, id);
  const limited = await hit(deps, `letter-render:${userId}`, LETTER_RENDER_LIMIT);
  if (limited.count > LETTER_RENDER_LIMIT.limit) throw tooManyRequests(limited.retryAfterSeconds);
  const sender = await letterSender(deps, userId, row.language);
  const file: LetterFile = {
    language: row.language,
    paper: query.paper ?? paperFor(sender.country),
    senderName: sender.name,
    contacts: sender.contacts,
    company: row.company,
    role: row.jobTitle,
    date: deps.now(),
    paragraphs: row.paragraphs.map((paragraph) => paragraph.text),
  };
  const bytes = format === "pdf" ? await renderLetterPdf(file) : await renderLetterDocx(file);
  return { fileName: letterFileName(row.language, row.company, row.jobTitle, format), bytes };
}

export async function deleteCoverLetter(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw notFound("Cover letter");
  const [row] = await deps.db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  if (!row) throw notFound("Cover letter");
  return { ok: true as const };
}
