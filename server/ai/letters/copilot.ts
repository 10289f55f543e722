import { and, desc, eq, sql } from "drizzle-orm";
import { isLocale } from "@/lib/i18n/locales";
import type { AppDeps } from "../../deps";
import { coverLetters, resumes, users } from "../../db/schema";
import { llmFromEnv } from "../llm";
import { cvSourcesOf, loadUserSources, type UserSources } from "../sources";
import { recordAiUsage } from "../usage";
import { letterText, writeLetter } from ".";
import { paperFor } from "../../cv-builder/json-resume";
import { letterFileName, letterSender, renderLetterPdf } from "./render";
import { letterValues } from "./store";
import type { LetterJob } from "./types";

// The letter the copilot sends with an application. It is part of applying, not the builder's
// work, so it does not count against the plan's letters per month: the plan's daily applications
// already bound it. A model's call is still recorded, for its tokens, as "cover_letter:copilot".

export const COPILOT_LETTER_FEATURE = "cover_letter:copilot";

type Resume = Pick<typeof resumes.$inferSelect, "id" | "fileName" | "text" | "facts">;

/** The user's sources with the CV this application sends, which may not be the one the sources would pick. */
export function withResume(sources: UserSources, resume: Resume): UserSources {
  return { ...sources, cv: cvSourcesOf(resume) };
}

/** First and last name, as the letter is signed. */
export async function senderName(deps: Pick<AppDeps, "db">, userId: string): Promise<string | null> {
  const [user] = await deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return [user?.firstName, user?.lastName].filter(Boolean).join(" ").trim() || null;
}

/**
 * The letter the user wrote in the builder for this application (written from it, so linked to it):
 * the newest one, as the user last edited it. Null when there is none.
 */
export async function builderLetterFor(deps: Pick<AppDeps, "db">, application: { id: string; userId: string }): Promise<string | null> {
  const [written] = await deps.db
    .select({ paragraphs: coverLetters.paragraphs })
    .from(coverLetters)
    .where(and(eq(coverLetters.applicationId, application.id), eq(coverLetters.userId, application.userId), eq(coverLetters.origin, "builder")))
    .orderBy(desc(coverLetters.createdAt), desc(coverLetters.id))
    .limit(1);
  return written ? letterText(written.paragraphs.map((paragraph) => paragraph.text)) : null;
}

/**
 * The application's letter: the one already written for it (a retry sends the same letter), else a
 * new one in the formal tone and medium length, in the posting's language when it is one of the
 * seven and the user's otherwise, kept as a cover_letters row linked to the application.
 */
export async function applicationLetter(
  deps: AppDeps,
  application: { id: string; userId: string },
  job: LetterJob & { language: string | null },
  resume: Resume,
): Promise<string> {
  const [kept] = await deps.db
    .select({ paragraphs: coverLetters.paragraphs })
    .from(coverLetters)
    .where(and(eq(coverLetters.applicationId, application.id), eq(coverLetters.userId, application.userId), eq(coverLetters.origin, "copilot")))
    .orderBy(desc(coverLetters.createdAt))
    .limit(1);
  if (kept) return letterText(kept.paragraphs.map((paragraph) => paragraph.text));

  const [sources, name] = await Promise.all([loadUserSources(deps, application.userId), senderName(deps, application.userId)]);
  const input = {
    job: { title: job.title, company: job.company, description: job.description },
    sources: withResume(sources, resume),
    tone: "formal" as const,
    language: isLocale(job.language) ? job.language : sources.locale,
    length: "medium" as const,
    senderName: name,
    now: deps.now(),
  };
  const letter = await writeLetter(input, llmFromEnv(deps.env), undefined, (error) =>
    deps.logger.warn({ err: error, kind: error.kind, application_id: application.id }, "cover letter: the LLM failed while applying; the offline letter stands"),
  );
  if (letter.usage) await recordAiUsage(deps, application.userId, { feature: COPILOT_LETTER_FEATURE, ...letter.usage });
  await deps.db.insert(coverLetters).values(letterValues(application.userId, "copilot", application.id, input, letter, deps.now()));
  return letterText(letter.paragraphs);
}

/**
 * The letter sent with an application as the file a form's cover-letter upload takes: a PDF
 * business letter (sender lines from the profile, the company, today's date) in the language of the
 * letter kept for the application — the one the user wrote for it first, as it is sent.
 */
export async function applicationLetterPdf(
  deps: Pick<AppDeps, "db" | "now">,
  application: { id: string; userId: string },
  text: string,
  job: { title: string; company: string },
): Promise<{ name: string; bytes: Buffer }> {
  const [kept] = await deps.db
    .select({ language: coverLetters.language })
    .from(coverLetters)
    .where(and(eq(coverLetters.applicationId, application.id), eq(coverLetters.userId, application.userId)))
    .orderBy(sql`${coverLetters.origin} = 'builder' desc`, desc(coverLetters.createdAt))
    .limit(1);
  const language = kept?.language ?? "en";
  const sender = await letterSender(deps, application.userId, language);
  const bytes = await renderLetterPdf({
    language,
    paper: paperFor(sender.country),
    senderName: sender.name,
    contacts: sender.contacts,
    company: job.company,
    role: job.title,
    date: deps.now(),
    paragraphs: text.split(/\n{2,}/),
  });
  return { name: letterFileName(language, job.company, job.title, "pdf"), bytes };
}
