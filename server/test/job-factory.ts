import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";
import type { NormalizedJob } from "../jobs/sources/types";
import { offersNoSponsorship } from "../jobs/sources/normalize";
import { brandSlug } from "../jobs/ingest/brands";
import { companyKey } from "../jobs/ingest/identity";

export type JobInsert = typeof jobs.$inferInsert;
export type JobRow = typeof jobs.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * A job row with plausible defaults: a remote-worldwide frontend posting from yesterday. Pass
 * `postedDaysAgo` with the test clock's now to place it in time.
 */
export function jobValues(overrides: Partial<JobInsert> & { now?: Date; postedDaysAgo?: number } = {}): JobInsert {
  const { now = new Date(), postedDaysAgo = 1, ...fields } = overrides;
  const title = fields.title ?? "Frontend Engineer";
  const company = fields.company ?? "Acme";
  const description = fields.descriptionText ?? "We build our product with React and TypeScript.";
  return {
    source: "greenhouse",
    board: brandSlug(company),
    externalId: randomUUID(),
    company,
    companySlug: brandSlug(company),
    companyKey: companyKey(company),
    title,
    normalizedTitle: title.toLowerCase(),
    descriptionHtml: `<p>${description}</p>`,
    descriptionText: description,
    location: "Remote",
    countryCodes: [],
    remoteType: "remote",
    eligibleCountryCodes: null,
    applyUrl: `https://jobs.example.com/${randomUUID()}`,
    postedAt: new Date(now.getTime() - postedDaysAgo * DAY_MS),
    fingerprint: createHash("sha256").update(`${company}\n${title}\n${description}\n${randomUUID()}`).digest("hex"),
    ...fields,
  };
}

export async function insertJob(db: Database, overrides: Parameters<typeof jobValues>[0] = {}): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(jobValues(overrides)).returning();
  return row!;
}

export async function insertJobs(db: Database, list: Parameters<typeof jobValues>[0][]): Promise<JobRow[]> {
  if (list.length === 0) return [];
  return db.insert(jobs).values(list.map(jobValues)).returning();
}

/** A connector's output as the row ingestion would store (without its dedup, which is not tested here). */
export function valuesFromNormalized(job: NormalizedJob): JobInsert {
  return {
    source: job.source,
    board: job.board,
    externalId: job.externalId,
    company: job.company,
    companySlug: brandSlug(job.company),
    companyKey: companyKey(job.company),
    title: job.title,
    normalizedTitle: job.title.toLowerCase(),
    descriptionHtml: job.descriptionHtml,
    descriptionText: job.descriptionText,
    location: job.location,
    countryCodes: job.countryCodes,
    remoteType: job.remoteType,
    eligibleCountryCodes: job.eligibleCountryCodes,
    employmentType: job.employmentType,
    seniority: job.seniority,
    // Integer columns: hourly rates like 42.5 are rounded, as ingestion has to.
    salaryMin: job.salary?.min == null ? null : Math.round(job.salary.min),
    salaryMax: job.salary?.max == null ? null : Math.round(job.salary.max),
    salaryCurrency: job.salary?.currency ?? null,
    salaryPeriod: job.salary?.period ?? null,
    language: job.language,
    applyUrl: job.applyUrl,
    postedAt: job.postedAt,
    fingerprint: createHash("sha256").update(job.descriptionText).digest("hex"),
    noSponsorship: offersNoSponsorship(job.descriptionText),
  };
}
