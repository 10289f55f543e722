import { z } from "zod";
import { cursorSchema, localeSchema, oneOf, pageLimitSchema } from "./common";
import { withCode } from "./errors";

import { DEFAULT_PAGE_SIZE, MAX_MOBILE_CODES_PAGE_SIZE, MAX_PAGE_SIZE } from "./reference-limits";

export { DEFAULT_PAGE_SIZE, MAX_MOBILE_CODES_PAGE_SIZE, MAX_PAGE_SIZE };


const searchSchema = z
  .string(withCode("search_required"))
  .trim()
  .max(100, withCode("too_long", { max: 100 }))
  .optional();

const referenceQuery = (maxLimit: number) => ({
  q: searchSchema,
  locale: localeSchema.default("en"),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(maxLimit).default(DEFAULT_PAGE_SIZE),
});

export const mobileCodesQuerySchema = z.strictObject(referenceQuery(MAX_MOBILE_CODES_PAGE_SIZE));

export const locationTypes = ["country", "city"] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationsQuerySchema = z.strictObject({
  ...referenceQuery(MAX_PAGE_SIZE),
  type: z.enum(locationTypes, oneOf(locationTypes)).optional(),
});

export const jobTitlesQuerySchema = z.strictObject(referenceQuery(MAX_PAGE_SIZE));

/** Brand names are not translated; `locale` is accepted so every reference list takes the same parameters. */
export const brandsQuerySchema = z.strictObject(referenceQuery(MAX_PAGE_SIZE));

export type MobileCodesQuery = z.output<typeof mobileCodesQuerySchema>;
export type LocationsQuery = z.output<typeof locationsQuerySchema>;
export type JobTitlesQuery = z.output<typeof jobTitlesQuerySchema>;
export type BrandsQuery = z.output<typeof brandsQuerySchema>;

// Responses

export const mobileCodeSchema = z.object({
  code: z.string().meta({ example: "GB", description: "ISO 3166-1 alpha-2 country code (the flag to show)" }),
  name: z.string().meta({ example: "United Kingdom" }),
  mobile_code: z.string().meta({ example: "+44" }),
});

export const locationSchema = z.object({
  id: z.string().meta({ example: "city:2867714", description: "`country:<ISO code>` or `city:<GeoNames id>`" }),
  type: z.enum(locationTypes),
  name: z.string().meta({ example: "München" }),
  country_code: z.string().meta({ example: "DE" }),
  country_name: z.string().meta({ example: "Deutschland" }),
  population: z.number().int().optional().meta({ description: "Cities only" }),
  lat: z.number().optional().meta({ description: "Cities only" }),
  lon: z.number().optional().meta({ description: "Cities only" }),
});

export const jobTitleSchema = z.object({
  id: z.string().meta({ example: "software-engineer" }),
  name: z.string().meta({ example: "Software Engineer" }),
});

export const brandSchema = z.object({
  id: z.uuid(),
  name: z.string().meta({ example: "Stripe" }),
  website: z.string().nullable().meta({ example: "https://stripe.com" }),
});

export type MobileCode = z.infer<typeof mobileCodeSchema>;
export type ReferenceLocation = z.infer<typeof locationSchema>;
export type JobTitle = z.infer<typeof jobTitleSchema>;
export type Brand = z.infer<typeof brandSchema>;
