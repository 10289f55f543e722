import { eq } from "drizzle-orm";
import type { LetterJobInput } from "@/lib/contracts/cover-letter";
import type { AppDeps } from "../deps";
import { applications, jobs } from "../db/schema";
import { findOwned } from "../db/toolkit";
import { notFound } from "../core/errors";
import { detectLanguage } from "../jobs/sources/normalize";

/** A posting as the tools that write for one read it: its title, company and plain-text description. */
export type PostingJob = { title: string; company: string; description: string };

export type Posting = {
  job: PostingJob;
  /** The user's application it came from, if any. */
  applicationId: string | null;
  /** ISO 639-1, when known or detected. */
  language: string | null;
  /** The CV the application sends, if it names one. */
  resumeId: string | null;
};

/**
 * The posting a letter or a tailored CV is written for: the user's application's job (404 when the
 * application is not theirs), a job of the catalogue (404 when unknown), or the pasted text.
 */
export async function resolvePosting(deps: AppDeps, userId: string, source: LetterJobInput): Promise<Posting> {
  switch (source.source) {
    case "application": {
      const row = await findOwned(deps.db, applications, userId, source.application_id);
      if (!row) throw notFound("Application");
      const [posting] = await deps.db.select().from(jobs).where(eq(jobs.id, row.jobId));
      // The job as it was matched: the application stays readable when the posting changes.
      const snapshot = row.jobSnapshot as { title?: unknown; company?: unknown };
      return {
        job: {
          title: typeof snapshot.title === "string" ? snapshot.title : (posting?.title ?? ""),
          company: typeof snapshot.company === "string" ? snapshot.company : (posting?.company ?? ""),
          description: posting?.descriptionText ?? "",
        },
        applicationId: row.id,
        language: posting?.language ?? null,
        resumeId: row.resumeId,
      };
    }
    case "job": {
      const [posting] = await deps.db.select().from(jobs).where(eq(jobs.id, source.job_id));
      if (!posting) throw notFound("Job");
      return { job: { title: posting.title, company: posting.company, description: posting.descriptionText }, applicationId: null, language: posting.language, resumeId: null };
    }
    case "text":
      return { job: { title: source.title, company: source.company, description: source.text }, applicationId: null, language: detectLanguage(`${source.title}\n${source.text}`), resumeId: null };
  }
}
