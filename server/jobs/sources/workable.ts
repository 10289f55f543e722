import { z } from "zod";
import { companyFromBoard, expectArray, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const WORKABLE_URL = "https://apply.workable.com";

/** A job of the careers widget, GET /api/v1/widget/accounts/{account}?details=true. */
const WorkableJob = z.looseObject({
  shortcode: z.string(),
  title: z.string(),
  code: z.string().nullish(),
  employment_type: z.string().nullish(),
  telecommuting: z.boolean().nullish(),
  department: z.string().nullish(),
  url: z.string().nullish(),
  shortlink: z.string().nullish(),
  application_url: z.string().nullish(),
  // "yyyy-MM-dd", no time.
  published_on: z.string().nullish(),
  created_at: z.string().nullish(),
  country: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  experience: z.string().nullish(),
  locations: z.array(z.looseObject({ country: z.string().nullish(), countryCode: z.string().nullish(), city: z.string().nullish(), region: z.string().nullish(), hidden: z.boolean().nullish() })).nullish(),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  benefits: z.string().nullish(),
});

const Account = z.looseObject({ name: z.string().nullish(), jobs: z.unknown() });

export function createWorkableConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("workable", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? WORKABLE_URL);
  return {
    source: "workable",
    board,
    baseUrl,
    async fetchJobs() {
      const account = Account.parse(await options.http.getJson(`${baseUrl}/api/v1/widget/accounts/${encodeURIComponent(board)}?details=true`, { source: "workable" }));
      const jobs = expectArray("workable", account.jobs, "jobs");
      return mapPostings("workable", board, jobs, WorkableJob, (job) => {
        const visible = (job.locations ?? []).filter((location) => !location.hidden);
        return {
          source: "workable",
          board,
          externalId: job.shortcode,
          company: account.name ?? options.companyName ?? companyFromBoard(board),
          title: job.title,
          descriptionHtml: [job.description, job.requirements && `<h3>Requirements</h3>${job.requirements}`, job.benefits && `<h3>Benefits</h3>${job.benefits}`].filter(Boolean).join("\n"),
          location: [job.city, job.state, job.country].filter(Boolean).join(", ") || (job.telecommuting ? "Remote" : ""),
          otherLocations: visible.map((location) => [location.city, location.region, location.country].filter(Boolean).join(", ")),
          countryHints: visible.map((location) => location.countryCode),
          remoteType: job.telecommuting ? "remote" : null,
          employmentLabels: [job.employment_type],
          levelHints: [job.experience],
          salaryFromDescription: true,
          applyUrl: job.application_url ?? job.url ?? job.shortlink,
          // created_at is when the job was opened, never later than publication: a fair stand-in, not an update date.
          postedAt: job.published_on ?? job.created_at,
        };
      });
    },
  };
}
