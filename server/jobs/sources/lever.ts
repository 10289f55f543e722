import { z } from "zod";
import { escapeHtml, salaryFromRange } from "./normalize";
import type { RemoteType } from "./types";
import { companyFromBoard, expectArray, withCompanyFromPostings, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";

/** EU-hosted accounts answer on https://api.eu.lever.co instead. */
export const LEVER_URL = "https://api.lever.co";
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** A posting of GET /v0/postings/{site}?mode=json. */
const LeverPosting = z.looseObject({
  id: z.string(),
  text: z.string(),
  categories: z
    .looseObject({
      location: z.string().nullish(),
      commitment: z.string().nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
      level: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
    })
    .nullish(),
  // ISO 3166-1 alpha-2, or null when Lever does not know.
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  // Milliseconds since the epoch.
  createdAt: z.number().nullish(),
  hostedUrl: z.string(),
  applyUrl: z.string().nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.looseObject({ text: z.string().nullish(), content: z.string().nullish() })).nullish(),
  additional: z.string().nullish(),
  salaryRange: z.looseObject({ currency: z.string().nullish(), interval: z.string().nullish(), min: z.number().nullish(), max: z.number().nullish() }).nullish(),
});
type LeverPosting = z.output<typeof LeverPosting>;

const WORKPLACE: Record<string, RemoteType> = { remote: "remote", hybrid: "hybrid", "on-site": "onsite", onsite: "onsite" };

/** Lever splits a posting into the description, titled lists of <li> items, and a closing part. */
function descriptionHtml(posting: LeverPosting): string {
  const lists = (posting.lists ?? []).map((list) => `<h3>${escapeHtml(list.text ?? "")}</h3><ul>${list.content ?? ""}</ul>`);
  return [posting.description ?? "", ...lists, posting.additional ?? ""].join("\n");
}

export function createLeverConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("lever", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? LEVER_URL);
  return {
    source: "lever",
    board,
    baseUrl,
    async fetchJobs() {
      const postings: unknown[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const url = `${baseUrl}/v0/postings/${encodeURIComponent(board)}?mode=json&skip=${page * PAGE_SIZE}&limit=${PAGE_SIZE}`;
        const batch = expectArray("lever", await options.http.getJson(url, { source: "lever" }), "the response");
        postings.push(...batch);
        if (batch.length < PAGE_SIZE) break;
      }
      const mapped = mapPostings("lever", board, postings, LeverPosting, (posting) => {
        const range = posting.salaryRange;
        return {
          source: "lever",
          board,
          externalId: posting.id,
          company: options.companyName ?? companyFromBoard(board),
          title: posting.text,
          descriptionHtml: (posting.description || posting.lists?.length) ? descriptionHtml(posting) : null,
          descriptionText: posting.descriptionPlain,
          location: posting.categories?.location,
          otherLocations: posting.categories?.allLocations ?? [],
          countryHints: [posting.country],
          remoteType: WORKPLACE[posting.workplaceType ?? ""] ?? null,
          employmentLabels: [posting.categories?.commitment],
          levelHints: [posting.categories?.level],
          salary: range ? salaryFromRange(range.min, range.max, range.currency, range.interval) : null,
          applyUrl: posting.applyUrl ?? posting.hostedUrl,
          postedAt: posting.createdAt,
        };
      });
      return withCompanyFromPostings(mapped, board, options.companyName);
    },
  };
}
