import { locales } from "@/lib/i18n/locales";
import { cursorPageOf } from "@/lib/contracts/page";
import {
  brandSchema,
  brandsQuerySchema,
  jobTitleSchema,
  jobTitlesQuerySchema,
  locationSchema,
  locationsQuerySchema,
  MAX_MOBILE_CODES_PAGE_SIZE,
  mobileCodeSchema,
  mobileCodesQuerySchema,
} from "@/lib/contracts/reference-data";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import { listBrands } from "../services/brands";
import { listJobTitles, listLocations, listMobileCodes } from "../services/reference-data";

// The contract's schemas under their OpenAPI names.
const mobileCode = component(mobileCodeSchema, "MobileCode");
const location = component(locationSchema, "Location");
const jobTitle = component(jobTitleSchema, "JobTitle");
const brand = component(brandSchema, "Brand");

const tag = "Reference data";
const common = `Names in \`locale\` (${locales.join(", ")}; default en). \`q\` ignores case and accents. Paginated by \`cursor\` and \`limit\` (1–100, default 20).`;

export const dataRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/data/mobile-codes", tag, auth: true, query: mobileCodesQuerySchema,
      response: dataOf(cursorPageOf(mobileCode)), errors: [400],
      summary: "Countries with their calling codes, for the phone input",
      description: `Every country with its calling code, sorted by name. \`q\` matches the name (in \`locale\` or English), the ISO code or the calling code's digits; best matches first. Names in \`locale\` (${locales.join(", ")}; default en). Paginated by \`cursor\` and \`limit\` (1–${MAX_MOBILE_CODES_PAGE_SIZE}, default 20): \`limit=${MAX_MOBILE_CODES_PAGE_SIZE}\` returns the whole list in one call.`,
    }),
    (c) => c.json({ data: listMobileCodes(c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/data/locations", tag, auth: true, query: locationsQuerySchema,
      response: dataOf(cursorPageOf(location)), errors: [400],
      summary: "Countries and cities",
      description: `Countries and the world's 5,000 largest cities (plus every capital). Without \`q\`: countries by name, then cities by population. \`q\` matches city and country names, prefixes first, then by population; a city also matches by its country's name, after the cities matching by their own, and "city, country" narrows to one country. \`type\` keeps countries or cities only. ${common}`,
    }),
    (c) => c.json({ data: listLocations(c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/data/job-titles", tag, auth: true, query: jobTitlesQuerySchema,
      response: dataOf(cursorPageOf(jobTitle)), errors: [400],
      summary: "Job titles",
      description: `Over 1,000 job titles across every field, sorted by name. \`q\` matches a title in any of the seven languages: prefixes first, and matches in \`locale\` or English before matches in other languages. ${common}`,
    }),
    (c) => c.json({ data: listJobTitles(c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/data/brands", tag, auth: true, query: brandsQuerySchema,
      response: dataOf(cursorPageOf(brand)), errors: [400],
      summary: "Companies",
      description:
        "Employers known from job postings, sorted by name. `q` matches any part of the name, ignoring case. `locale` is accepted and ignored (brand names are not translated). Paginated by `cursor` and `limit` (1–100, default 20).",
    }),
    async (c) => c.json({ data: await listBrands(c.var.deps, c.req.valid("query")) }),
  );
