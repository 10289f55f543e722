import { z } from "zod";
import { expectArray, mapPostings, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const ARBEITNOW_URL = "https://www.arbeitnow.com";
const MAX_PAGES = 10;

/** A job of GET /api/job-board-api?page=N. */
const ArbeitnowJob = z.looseObject({
  slug: z.string(),
  company_name: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  remote: z.boolean().nullish(),
  url: z.string(),
  tags: z.array(z.string()).nullish(),
  job_types: z.array(z.string()).nullish(),
  location: z.string().nullish(),
  // Unix seconds.
  created_at: z.union([z.number(), z.string()]).nullish(),
});

const Page = z.looseObject({ data: z.unknown(), links: z.looseObject({ next: z.string().nullish() }).nullish() });

/**
 * links.next is an absolute URL on the real host: keep its path and query, on our base URL, so a
 * local server paginates too and a response can never send us to another host.
 */
function nextPageUrl(baseUrl: string, next: string | null | undefined): string | null {
  if (!next) return null;
  try {
    const url = new URL(next, `${baseUrl}/`);
    return `${baseUrl}${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

export function createArbeitnowConnector(options: ConnectorOptions): Connector {
  const baseUrl = trimSlash(options.baseUrl ?? ARBEITNOW_URL);
  return {
    source: "arbeitnow",
    board: null,
    baseUrl,
    async fetchJobs() {
      const jobs: unknown[] = [];
      const warnings: string[] = [];
      const seen = new Set<string>();
      let url: string | null = `${baseUrl}/api/job-board-api`;
      for (let page = 0; url && page < MAX_PAGES; page++) {
        seen.add(url);
        const body = Page.parse(await options.http.getJson(url, { source: "arbeitnow" }));
        const batch = expectArray("arbeitnow", body.data, "data");
        jobs.push(...batch);
        const next = nextPageUrl(baseUrl, body.links?.next);
        url = batch.length && next && !seen.has(next) ? next : null;
        if (url && page === MAX_PAGES - 1) warnings.push(`arbeitnow: stopped after ${MAX_PAGES} pages`);
      }
      const result = mapPostings("arbeitnow", null, jobs, ArbeitnowJob, (job) => ({
        source: "arbeitnow",
        board: null,
        externalId: job.slug,
        company: job.company_name,
        title: job.title,
        descriptionHtml: job.description,
        location: job.location,
        remoteType: job.remote ? "remote" : null,
        employmentLabels: job.job_types ?? [],
        levelHints: job.job_types ?? [],
        salaryFromDescription: true,
        applyUrl: job.url,
        postedAt: job.created_at,
        tags: job.tags,
      }));
      return { jobs: result.jobs, warnings: [...warnings, ...result.warnings] };
    },
  };
}
