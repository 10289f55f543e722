import { z } from "zod";
import { salaryFromRange } from "./normalize";
import { expectArray, mapPostings, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const REMOTEOK_URL = "https://remoteok.com";

/** A job of GET /api, whose first element is a legal notice, not a job. */
const RemoteOkJob = z.looseObject({
  id: z.union([z.string(), z.number()]),
  slug: z.string().nullish(),
  // Unix seconds; `date` is the same instant as ISO 8601.
  epoch: z.union([z.number(), z.string()]).nullish(),
  date: z.string().nullish(),
  company: z.string(),
  position: z.string(),
  tags: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  location: z.string().nullish(),
  // USD a year; 0 when not stated.
  salary_min: z.number().nullish(),
  salary_max: z.number().nullish(),
  apply_url: z.string().nullish(),
  url: z.string().nullish(),
});

const isLegalNotice = (item: unknown) => !!item && typeof item === "object" && "legal" in item && !("position" in item);

export function createRemoteOkConnector(options: ConnectorOptions): Connector {
  const baseUrl = trimSlash(options.baseUrl ?? REMOTEOK_URL);
  return {
    source: "remoteok",
    board: null,
    baseUrl,
    async fetchJobs() {
      const items = expectArray("remoteok", await options.http.getJson(`${baseUrl}/api`, { source: "remoteok" }), "the response");
      const jobs = items.filter((item) => !isLegalNotice(item));
      return mapPostings("remoteok", null, jobs, RemoteOkJob, (job) => ({
        source: "remoteok",
        board: null,
        externalId: job.id,
        company: job.company,
        title: job.position,
        descriptionHtml: job.description,
        location: job.location?.trim() || "Remote",
        remoteType: "remote",
        eligibility: job.location,
        employmentLabels: job.tags ?? [],
        salary: salaryFromRange(job.salary_min || null, job.salary_max || null, "USD", "year"),
        salaryFromDescription: !job.salary_min && !job.salary_max,
        // Remote OK's API terms ask for a link back to the job on Remote OK.
        applyUrl: job.url ?? job.apply_url,
        postedAt: job.epoch ?? job.date,
        tags: job.tags,
      }));
    },
  };
}
