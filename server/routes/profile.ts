import { z } from "@hono/zod-openapi";
import {
  NOTICE_PERIODS,
  profileLinksSchema,
  salaryExpectationSchema,
  screeningAnswersSchema,
  updateProfileDetailsSchema,
  updateProfileExtraSchema,
  updateProfileSchema,
} from "@/lib/contracts/profile";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as profile from "../services/profile";

const profileSchema = dataOf(
  z.object({
    id: z.uuid(),
    email: z.email(),
    email_verified: z.boolean(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    country: z.string().nullable().openapi({ description: "ISO 3166-1 alpha-2" }),
    country_code: z.string().nullable().openapi({ description: "ISO 3166-1 alpha-2 country of the phone number" }),
    phone_number: z.string().nullable().openapi({ description: "National number, digits only" }),
    is_admin: z.boolean(),
    registration_completed: z.boolean(),
    impersonated_by: z.uuid().nullable().openapi({ description: "The admin's id while an admin is signed in as this user" }),
    created_at: z.iso.datetime(),
  }),
).openapi("Profile");
const detailsSchema = dataOf(
  z.object({
    work_authorization: z.array(z.string()).openapi({ description: "ISO 3166-1 alpha-2 countries the user may work in" }),
    requires_sponsorship: z.boolean().nullable(),
    notice_period: z.enum(NOTICE_PERIODS).nullable(),
    available_from: z.string().nullable().openapi({ description: "dd-MM-yyyy", example: "01-04-2026" }),
    salary_expectation: salaryExpectationSchema.nullable(),
    links: profileLinksSchema,
  }),
).openapi("ProfileDetails");
const extraSchema = dataOf(z.object({ screening_answers: screeningAnswersSchema })).openapi("ProfileExtra");

const tag = "Profile";

export const profileRoutes = createRouter()
  .openapi(
    defineRoute({ method: "get", path: "/profile", tag, auth: true, response: profileSchema, summary: "The signed-in user's account" }),
    async (c) => c.json({ data: await profile.getProfile(c.var.deps, c.var.auth) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile", tag, auth: true, body: updateProfileSchema, response: profileSchema,
      summary: "Change name, country or phone",
      description:
        "Only the fields sent change. country_code and phone_number travel together; phone_number null removes both. The email cannot be changed here.",
    }),
    async (c) => c.json({ data: await profile.updateProfile(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/profile/details", tag, auth: true, response: detailsSchema,
      summary: "Work authorisation, notice period, salary expectation and links",
      description: "Empty values until the first save. available_from is dd-MM-yyyy.",
    }),
    async (c) => c.json({ data: await profile.getProfileDetails(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile/details", tag, auth: true, body: updateProfileDetailsSchema, response: detailsSchema,
      summary: "Change work details",
      description: "Only the fields sent change; a field sent replaces its whole value (links and salary_expectation included).",
    }),
    async (c) => c.json({ data: await profile.updateProfileDetails(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/profile/extra", tag, auth: true, response: extraSchema,
      summary: "Default answers to screening questions",
    }),
    async (c) => c.json({ data: await profile.getProfileExtra(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile/extra", tag, auth: true, body: updateProfileExtraSchema, response: extraSchema,
      summary: "Change default screening answers",
      description: "The answers sent replace the stored ones; answers left out keep their value.",
    }),
    async (c) => c.json({ data: await profile.updateProfileExtra(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  );
