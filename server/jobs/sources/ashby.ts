import { z } from "zod";
import { salaryFromRange, type Salary } from "./normalize";
import type { RemoteType } from "./types";
import { companyFromBoard, expectArray, withCompanyFromPostings, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const ASHBY_URL = "https://api.ashbyhq.com";

const PostalAddress = z.looseObject({
  postalAddress: z.looseObject({ addressLocality: z.string().nullish(), addressRegion: z.string().nullish(), addressCountry: z.string().nullish() }).nullish(),
});
const CompensationComponent = z.looseObject({
  compensationType: z.string().nullish(),
  interval: z.string().nullish(),
  currencyCode: z.string().nullish(),
  minValue: z.number().nullish(),
  maxValue: z.number().nullish(),
});

/** A job of GET /posting-api/job-board/{board}?includeCompensation=true. */
const AshbyJob = z.looseObject({
  id: z.string(),
  title: z.string(),
  location: z.string().nullish(),
  secondaryLocations: z.array(z.looseObject({ location: z.string().nullish(), address: PostalAddress.nullish() })).nullish(),
  department: z.string().nullish(),
  team: z.string().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: z.string().nullish(),
  employmentType: z.string().nullish(),
  isListed: z.boolean().nullish(),
  publishedAt: z.string().nullish(),
  jobUrl: z.string(),
  applyUrl: z.string().nullish(),
  descriptionHtml: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  // addressCountry is a country name here ("Germany"), not a code.
  address: PostalAddress.nullish(),
  compensation: z
    .looseObject({
      compensationTierSummary: z.string().nullish(),
      summaryComponents: z.array(CompensationComponent).nullish(),
    })
    .nullish(),
});
type AshbyJob = z.output<typeof AshbyJob>;

const WORKPLACE: Record<string, RemoteType> = { Remote: "remote", Hybrid: "hybrid", OnSite: "onsite" };

function salary(job: AshbyJob): Salary | null {
  const component = job.compensation?.summaryComponents?.find((part) => part.compensationType === "Salary");
  return component ? salaryFromRange(component.minValue, component.maxValue, component.currencyCode, component.interval) : null;
}

const addressText = (address: z.output<typeof PostalAddress> | null | undefined) =>
  [address?.postalAddress?.addressLocality, address?.postalAddress?.addressRegion, address?.postalAddress?.addressCountry].filter(Boolean).join(", ");

export function createAshbyConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("ashby", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? ASHBY_URL);
  return {
    source: "ashby",
    board,
    baseUrl,
    async fetchJobs() {
      const body = (await options.http.getJson(`${baseUrl}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`, { source: "ashby" })) as { jobs?: unknown };
      // Unlisted jobs are reachable by link only; the board does not advertise them.
      const jobs = expectArray("ashby", body?.jobs, "jobs").filter((job) => (job as { isListed?: unknown })?.isListed !== false);
      const mapped = mapPostings("ashby", board, jobs, AshbyJob, (job) => ({
        source: "ashby",
        board,
        externalId: job.id,
        company: options.companyName ?? companyFromBoard(board),
        title: job.title,
        descriptionHtml: job.descriptionHtml,
        descriptionText: job.descriptionPlain,
        location: [job.location, ...(job.secondaryLocations ?? []).map((secondary) => secondary.location)].filter(Boolean).join("; "),
        otherLocations: [addressText(job.address), ...(job.secondaryLocations ?? []).map((secondary) => addressText(secondary.address))],
        remoteType: WORKPLACE[job.workplaceType ?? ""] ?? (job.isRemote ? "remote" : null),
        employmentLabels: [job.employmentType],
        salary: salary(job),
        applyUrl: job.applyUrl ?? job.jobUrl,
        postedAt: job.publishedAt,
      }));
      return withCompanyFromPostings(mapped, board, options.companyName);
    },
  };
}
