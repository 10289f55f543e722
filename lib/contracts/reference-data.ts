import { z } from "zod";
import { localeSchema } from "./common";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** The mobile-code picker loads every country (about 245) in one call. */
export const MAX_MOBILE_CODES_PAGE_SIZE = 300;

const limitSchema = (max: number) =>
  z.coerce
    .number({ error: `Use a whole number from 1 to ${max}.` })
    .int({ error: `Use a whole number from 1 to ${max}.` })
    .min(1, { error: `Use a whole number from 1 to ${max}.` })
    .max(max, { error: `Use a whole number from 1 to ${max}.` })
    .default(DEFAULT_PAGE_SIZE);

const searchSchema = z
  .string({ error: "Enter text to search for." })
  .trim()
  .max(100, { error: "Use at most 100 characters." })
  .optional();

const cursorSchema = z
  .string({ error: "Use the next_cursor of the previous page." })
  .max(512, { error: "Use the next_cursor of the previous page." })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Use the next_cursor of the previous page." })
  .optional();

const referenceQuery = (maxLimit: number) => ({
  q: searchSchema,
  locale: localeSchema.default("en"),
  cursor: cursorSchema,
  limit: limitSchema(maxLimit),
});

export const mobileCodesQuerySchema = z.strictObject(referenceQuery(MAX_MOBILE_CODES_PAGE_SIZE));

export const locationTypes = ["country", "city"] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationsQuerySchema = z.strictObject({
  ...referenceQuery(MAX_PAGE_SIZE),
  type: z.enum(locationTypes, { error: `Choose one of: ${locationTypes.join(", ")}.` }).optional(),
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
