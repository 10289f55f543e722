import { z } from "zod";
import { salaryFromRange } from "./normalize";
import type { RemoteType } from "./types";
import { companyFromBoard, expectArray, mapPostings, requireBoard, trimSlash, type Connector, type ConnectorOptions } from "./connector";

/**
 * Each company has its own host. A base URL with "{board}" is filled in; one without (a local
 * server for every company) gets the board as its first path segment: {baseUrl}/{board}/api/offers/.
 */
export const RECRUITEE_URL = "https://{board}.recruitee.com";

const amount = z.union([z.number(), z.string()]).nullish();

/** An offer of GET /api/offers/. */
const RecruiteeOffer = z.looseObject({
  id: z.union([z.number(), z.string()]),
  slug: z.string().nullish(),
  title: z.string(),
  status: z.string().nullish(),
  description: z.string().nullish(),
  requirements: z.string().nullish(),
  location: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  country_code: z.string().nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  on_site: z.boolean().nullish(),
  careers_url: z.string().nullish(),
  careers_apply_url: z.string().nullish(),
  company_name: z.string().nullish(),
  // "2024-05-29 09:45:21 UTC"
  published_at: z.string().nullish(),
  created_at: z.string().nullish(),
  employment_type_code: z.string().nullish(),
  experience_code: z.string().nullish(),
  locations: z.array(z.looseObject({ city: z.string().nullish(), country: z.string().nullish(), country_code: z.string().nullish() })).nullish(),
  salary: z.looseObject({ min: amount, max: amount, currency: z.string().nullish(), period: z.string().nullish() }).nullish(),
});
type RecruiteeOffer = z.output<typeof RecruiteeOffer>;

function remoteType(offer: RecruiteeOffer): RemoteType | null {
  if (offer.remote) return "remote";
  if (offer.hybrid) return "hybrid";
  return offer.on_site ? "onsite" : null;
}

export function recruiteeOffersUrl(baseUrl: string, board: string): string {
  const base = trimSlash(baseUrl);
  return base.includes("{board}") ? `${base.replace("{board}", encodeURIComponent(board))}/api/offers/` : `${base}/${encodeURIComponent(board)}/api/offers/`;
}

export function createRecruiteeConnector(options: ConnectorOptions): Connector {
  const board = requireBoard("recruitee", options.board);
  const baseUrl = trimSlash(options.baseUrl ?? RECRUITEE_URL);
  return {
    source: "recruitee",
    board,
    baseUrl,
    async fetchJobs() {
      const body = (await options.http.getJson(recruiteeOffersUrl(baseUrl, board), { source: "recruitee" })) as { offers?: unknown };
      // Only published offers are postings; the status is absent on some accounts.
      const offers = expectArray("recruitee", body?.offers, "offers").filter((offer) => {
        const status = (offer as { status?: unknown })?.status;
        return status === undefined || status === null || status === "published";
      });
      return mapPostings("recruitee", board, offers, RecruiteeOffer, (offer) => ({
        source: "recruitee",
        board,
        externalId: offer.id,
        company: offer.company_name ?? options.companyName ?? companyFromBoard(board),
        title: offer.title,
        descriptionHtml: [offer.description, offer.requirements].filter(Boolean).join("\n"),
        location: offer.location ?? [offer.city, offer.country].filter(Boolean).join(", "),
        otherLocations: (offer.locations ?? []).map((location) => [location.city, location.country].filter(Boolean).join(", ")),
        countryHints: [offer.country_code, ...(offer.locations ?? []).map((location) => location.country_code)],
        remoteType: remoteType(offer),
        employmentLabels: [offer.employment_type_code],
        levelHints: [offer.experience_code],
        salary: offer.salary ? salaryFromRange(offer.salary.min, offer.salary.max, offer.salary.currency, offer.salary.period) : null,
        salaryFromDescription: !offer.salary?.currency,
        applyUrl: offer.careers_apply_url ?? offer.careers_url,
        postedAt: offer.published_at ?? offer.created_at,
      }));
    },
  };
}
