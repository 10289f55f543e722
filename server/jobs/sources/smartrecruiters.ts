import { z } from "zod";
import { escapeHtml } from "./normalize";
import type { RemoteType } from "./types";
import { expectArray, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";

export const SMARTRECRUITERS_URL = "https://api.smartrecruiters.com";
const PAGE_SIZE = 100;
const MAX_PAGES = 20;
/** Details cost one request each; past this many, postings keep their listing data only. */
const MAX_DETAILS = 300;

const Labelled = z.looseObject({ id: z.string().nullish(), label: z.string().nullish() });

/** A posting of GET /v1/companies/{company}/postings. */
const SmartRecruitersPosting = z.looseObject({
  id: z.string(),
  name: z.string(),
  refNumber: z.string().nullish(),
  company: z.looseObject({ identifier: z.string().nullish(), name: z.string().nullish() }).nullish(),
  releasedDate: z.string().nullish(),
  location: z
    .looseObject({
      city: z.string().nullish(),
      region: z.string().nullish(),
      // Lower-case ISO code ("de").
      country: z.string().nullish(),
      remote: z.boolean().nullish(),
      hybrid: z.boolean().nullish(),
      fullLocation: z.string().nullish(),
    })
    .nullish(),
  typeOfEmployment: Labelled.nullish(),
  experienceLevel: Labelled.nullish(),
  language: z.looseObject({ code: z.string().nullish() }).nullish(),
  ref: z.string().nullish(),
});

/** GET /v1/companies/{company}/postings/{id}: the same posting with its text and links. */
const SmartRecruitersDetail = z.looseObject({
  applyUrl: z.string().nullish(),
  postingUrl: z.string().nullish(),
  jobAd: z.looseObject({ sections: z.record(z.string(), z.looseObject({ title: z.string().nullish(), text: z.string().nullish() }).nullish()).nullish() }).nullish(),
});
type SmartRecruitersDetail = z.output<typeof SmartRecruitersDetail>;

const SECTION_ORDER = ["companyDescription", "jobDescription", "qualifications", "additionalInformation"];

function descriptionHtml(detail: SmartRecruitersDetail | undefined): string | null {
  const sections = detail?.jobAd?.sections;
  if (!sections) return null;
  const keys = [...SECTION_ORDER.filter((key) => key in sections), ...Object.keys(sections).filter((key) => !SECTION_ORDER.includes(key))];
  return keys
    .map((key) => sections[key])
    .filter((section) => section?.text?.trim())
    .map((section) => `${section!.title ? `<h3>${escapeHtml(section!.title)}</h3>` : ""}${section!.text}`)
    .join("\n");
}

function remoteType(location: z.output<typeof SmartRecruitersPosting>["location"]): RemoteType | null {
  if (location?.remote) return "remote";
  if (location?.hybrid) return "hybrid";
  // Both flags present and false: the posting is on site.
  return location && location.remote === false && location.hybrid === false ? "onsite" : null;
}

export function createSmartRecruitersConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("smartrecruiters", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? SMARTRECRUITERS_URL);
  const company = encodeURIComponent(board);
  return {
    source: "smartrecruiters",
    board,
    baseUrl,
    async fetchJobs() {
      const postings: unknown[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const body = (await options.http.getJson(`${baseUrl}/v1/companies/${company}/postings?offset=${postings.length}&limit=${PAGE_SIZE}`, { source: "smartrecruiters" })) as { content?: unknown; totalFound?: unknown };
        const batch = expectArray("smartrecruiters", body?.content, "content");
        postings.push(...batch);
        const total = typeof body.totalFound === "number" ? body.totalFound : 0;
        if (!batch.length || postings.length >= total) break;
      }

      // The listing has no text: fetch each posting's details. Built from baseUrl rather than `ref`, which names the real host.
      const warnings: string[] = [];
      const details = new Map<string, SmartRecruitersDetail>();
      const ids = postings.map((posting) => (posting as { id?: unknown })?.id).filter((id): id is string => typeof id === "string");
      for (const id of ids.slice(0, MAX_DETAILS)) {
        try {
          details.set(id, SmartRecruitersDetail.parse(await options.http.getJson(`${baseUrl}/v1/companies/${company}/postings/${encodeURIComponent(id)}`, { source: "smartrecruiters" })));
        } catch (error) {
          warnings.push(`smartrecruiters/${board}: no details for posting ${id}: ${(error as Error).message}`);
        }
      }
      if (ids.length > MAX_DETAILS) warnings.push(`smartrecruiters/${board}: ${ids.length - MAX_DETAILS} postings kept without their text (detail limit ${MAX_DETAILS})`);

      const result = mapPostings("smartrecruiters", board, postings, SmartRecruitersPosting, (posting) => {
        const detail = details.get(posting.id);
        const location = posting.location;
        return {
          source: "smartrecruiters",
          board,
          externalId: posting.id,
          company: posting.company?.name ?? options.companyName ?? board,
          title: posting.name,
          descriptionHtml: descriptionHtml(detail),
          location: location?.fullLocation ?? [location?.city, location?.region, location?.country?.toUpperCase()].filter(Boolean).join(", "),
          countryHints: [location?.country],
          remoteType: remoteType(location),
          employmentLabels: [posting.typeOfEmployment?.label, posting.typeOfEmployment?.id],
          levelHints: [posting.experienceLevel?.id, posting.experienceLevel?.label],
          salaryFromDescription: true,
          language: posting.language?.code,
          applyUrl: detail?.applyUrl ?? detail?.postingUrl ?? `https://jobs.smartrecruiters.com/${company}/${encodeURIComponent(posting.id)}`,
          postedAt: posting.releasedDate,
        };
      });
      return { jobs: result.jobs, warnings: [...warnings, ...result.warnings] };
    },
  };
}
