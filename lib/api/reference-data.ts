import type { SWRConfiguration } from "swr";
import type { Page } from "@/lib/contracts/page";
import type { MobileCode, ReferenceLocation } from "@/lib/contracts/reference-data";
import { MAX_MOBILE_CODES_PAGE_SIZE } from "@/lib/contracts/reference-limits";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** The reference lists a picker can search. */
export type SuggestionPath = "/data/job-titles" | "/data/locations" | "/data/brands";
/** An entry of any of them (a JobTitle, a Brand or a ReferenceLocation): an id and a name, and where, for a location. */
export type Suggestion = Pick<ReferenceLocation, "id" | "name"> & Partial<ReferenceLocation>;

/** Every country with its calling code, names in `locale`, in one call. */
export const useMobileCodeList = (locale: string, config?: SWRConfiguration) =>
  useSWR<Data<Page<MobileCode>>>(["/data/mobile-codes", { limit: MAX_MOBILE_CODES_PAGE_SIZE, locale }], config);

/** Up to `limit` entries of a reference list matching `q`; nothing is fetched without a path or a query. */
export const useSuggestionList = (
  path: SuggestionPath | null,
  query: { q: string; locale: string; limit: number } & Record<string, string | number>,
  config?: SWRConfiguration,
) => useSWR<Data<Page<Suggestion>>>(path && query.q ? [path, query] : null, config);
