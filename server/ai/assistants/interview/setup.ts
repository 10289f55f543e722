import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { applications, jobs } from "../../../db/schema";
import { jobSkills } from "../../../jobs/match/score";
import type { UserSources } from "../../sources";
import { AssistantInputError, type TurnContext } from "../types";
import { INTERVIEW_TYPES } from "./bank";
import type { InterviewRole } from "./report";
import { SENIORITIES, displayTitle, roleFamily, roleSeniority } from "./role";

export const TITLE_MIN = 2;
export const TITLE_MAX = 120;
export const POSTING_MIN = 20;
export const POSTING_MAX = 20_000;
export const QUESTIONS_MIN = 3;
export const QUESTIONS_MAX = 10;
export const QUESTIONS_DEFAULT = 5;
/** Skills of the posting the state keeps: enough for three skill questions and the outlines. */
const ROLE_SKILLS_MAX = 12;

const jobSchema = z.discriminatedUnion("source", [
  z.strictObject({ source: z.literal("application"), application_id: z.uuid() }),
  z.strictObject({ source: z.literal("title"), title: z.string().trim().min(TITLE_MIN).max(TITLE_MAX), seniority: z.enum(SENIORITIES).optional() }),
  z.strictObject({ source: z.literal("text"), text: z.string().trim().min(POSTING_MIN).max(POSTING_MAX) }),
]);

export const interviewSetupSchema = z.strictObject({
  job: jobSchema,
  interview_type: z.enum(INTERVIEW_TYPES),
  questions: z.int().min(QUESTIONS_MIN).max(QUESTIONS_MAX).default(QUESTIONS_DEFAULT),
});

export type InterviewSetup = z.output<typeof interviewSetupSchema>;
export type InterviewJob = InterviewSetup["job"];

/** What the user may send besides an answer: ending the interview early. */
export const interviewInputSchema = z.strictObject({ action: z.literal("finish") });

/** A pasted posting's title: its first line with text, bullets and a "Job title:" label dropped. */
export function postingTitle(text: string): string {
  const first = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => /[\p{L}\p{N}]/u.test(line)) ?? "";
  return displayTitle(first.replace(/^[\s•·*\-–—#]+/u, "").replace(/^(?:job title|title|position|stelle|poste|puesto|posizione|vaga|cargo|functie|vacature)\s*:\s*/iu, ""));
}

/** The posting's skills, those the CV names too first: what the technical questions and outlines build on. */
function orderedSkills(skills: string[], sources: UserSources): string[] {
  const cv = new Set((sources.cv?.skills ?? []).map((skill) => skill.toLowerCase()));
  const unique = [...new Set(skills)];
  return [...unique.filter((skill) => cv.has(skill.toLowerCase())), ...unique.filter((skill) => !cv.has(skill.toLowerCase()))].slice(0, ROLE_SKILLS_MAX);
}

type Snapshot = { title?: unknown; company?: unknown; seniority?: unknown };
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/**
 * The role the interview is for. An application must be the user's own (else
 * `application_not_found`, as for one that does not exist): its job snapshot gives the title,
 * company and level as they were when it was matched, the job row the description.
 */
export async function resolveRole(job: InterviewJob, context: TurnContext): Promise<InterviewRole> {
  if (job.source === "title") {
    const title = displayTitle(job.title);
    return {
      title,
      company: null,
      family: roleFamily(title),
      seniority: roleSeniority(title, job.seniority),
      skills: orderedSkills(jobSkills({ title }), context.sources),
      posting: null,
    };
  }
  if (job.source === "text") {
    const title = postingTitle(job.text);
    return {
      title,
      company: null,
      family: roleFamily(title),
      seniority: roleSeniority(title),
      skills: orderedSkills(jobSkills({ title, descriptionText: job.text }), context.sources),
      posting: job.text,
    };
  }
  const [row] = await context.deps.db
    .select({ snapshot: applications.jobSnapshot, title: jobs.title, company: jobs.company, seniority: jobs.seniority, description: jobs.descriptionText })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, job.application_id), eq(applications.userId, context.userId)));
  if (!row) throw new AssistantInputError("application_not_found", "No application of yours has this id.");
  const snapshot = row.snapshot as Snapshot;
  const title = displayTitle(text(snapshot.title) ?? row.title);
  const description = row.description.slice(0, POSTING_MAX);
  return {
    title,
    company: text(snapshot.company) ?? text(row.company),
    family: roleFamily(title),
    seniority: roleSeniority(title, null, text(snapshot.seniority) ?? row.seniority),
    skills: orderedSkills(jobSkills({ title, descriptionText: description }), context.sources),
    posting: description || null,
  };
}
