import { z } from "zod";
import { parseSalary } from "./normalize";
import { expectArray, mapPostings, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const REMOTIVE_URL = "https://remotive.com";

/** A job of GET /api/remote-jobs. Every job is remote; candidate_required_location says from where. */
const RemotiveJob = z.looseObject({
  id: z.union([z.number(), z.string()]),
  url: z.string(),
  title: z.string(),
  company_name: z.string(),
  category: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  job_type: z.string().nullish(),
  // ISO 8601 without a zone, in UTC.
  publication_date: z.string().nullish(),
  candidate_required_location: z.string().nullish(),
  salary: z.string().nullish(),
  description: z.string().nullish(),
});

export function createRemotiveConnector(options: ConnectorOptions): Connector {
  const baseUrl = trimSlash(options.baseUrl ?? REMOTIVE_URL);
  return {
    source: "remotive",
    board: null,
    baseUrl,
    async fetchJobs() {
      const body = (await options.http.getJson(`${baseUrl}/api/remote-jobs`, { source: "remotive" })) as { jobs?: unknown };
      const jobs = expectArray("remotive", body?.jobs, "jobs");
      return mapPostings("remotive", null, jobs, RemotiveJob, (job) => ({
        source: "remotive",
        board: null,
        externalId: job.id,
        company: job.company_name,
        title: job.title,
        descriptionHtml: job.description,
        location: job.candidate_required_location || "Remote",
        remoteType: "remote",
        eligibility: job.candidate_required_location,
        employmentLabels: [job.job_type],
        salary: parseSalary(job.salary),
        applyUrl: job.url,
        postedAt: job.publication_date,
        tags: job.tags,
      }));
    },
  };
}
