import { z } from "zod";
import { companyFromBoard, expectArray, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";
import type { RemoteType } from "./types";

export const GREENHOUSE_URL = "https://boards-api.greenhouse.io";

const named = z.looseObject({ name: z.string().nullish() });

/** A job of GET /v1/boards/{board}/jobs?content=true. */
const GreenhouseJob = z.looseObject({
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  absolute_url: z.string(),
  // The posting's first publication; updated_at changes on every edit and is never used.
  first_published: z.string().nullish(),
  updated_at: z.string().nullish(),
  company_name: z.string().nullish(),
  language: z.string().nullish(),
  location: named.nullish(),
  // HTML escaped as entities ("&lt;p&gt;…").
  content: z.string().nullish(),
  departments: z.array(named).nullish(),
  offices: z.array(z.looseObject({ name: z.string().nullish(), location: z.string().nullish() })).nullish(),
  metadata: z.array(z.looseObject({ name: z.string().nullish(), value: z.unknown() })).nullish(),
});
type GreenhouseJob = z.output<typeof GreenhouseJob>;

const metadataText = (job: GreenhouseJob, pattern: RegExp) =>
  (job.metadata ?? [])
    .filter((field) => field.name && pattern.test(field.name))
    .flatMap((field) => (Array.isArray(field.value) ? field.value : [field.value]))
    .filter((value): value is string => typeof value === "string");

function remoteFromMetadata(job: GreenhouseJob): RemoteType | null {
  const text = metadataText(job, /workplace|remote|location type|work model/i).join(" ").toLowerCase();
  return /hybrid/.test(text) ? "hybrid" : /remote/.test(text) ? "remote" : /on.?site|office/.test(text) ? "onsite" : null;
}

export function createGreenhouseConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("greenhouse", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? GREENHOUSE_URL);
  return {
    source: "greenhouse",
    board,
    baseUrl,
    async fetchJobs() {
      const body = (await options.http.getJson(`${baseUrl}/v1/boards/${encodeURIComponent(board)}/jobs?content=true`, { source: "greenhouse" })) as { jobs?: unknown };
      const jobs = expectArray("greenhouse", body?.jobs, "jobs");
      return mapPostings("greenhouse", board, jobs, GreenhouseJob, (job) => ({
        source: "greenhouse",
        board,
        externalId: job.id,
        company: job.company_name ?? options.companyName ?? companyFromBoard(board),
        title: job.title,
        descriptionHtml: job.content,
        location: job.location?.name,
        otherLocations: (job.offices ?? []).map((office) => office.location ?? office.name),
        remoteType: remoteFromMetadata(job),
        employmentLabels: metadataText(job, /employment|job type|contract|commitment/i),
        levelHints: metadataText(job, /level|seniority/i),
        salaryFromDescription: true,
        language: job.language,
        applyUrl: job.absolute_url,
        postedAt: job.first_published,
      }));
    },
  };
}
