import {
  profileExtraSchema,
  profileSchema,
  savedProfileDetailsSchema,
  updateProfileDetailsSchema,
  updateProfileExtraSchema,
  updateProfileSchema,
} from "@/lib/contracts/profile";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as profile from "../services/profile";

const profileResponse = dataOf(profileSchema).openapi("Profile");
const detailsResponse = dataOf(savedProfileDetailsSchema).openapi("ProfileDetails");
const extraResponse = dataOf(profileExtraSchema).openapi("ProfileExtra");

const tag = "Profile";

export const profileRoutes = createRouter()
  .openapi(
    defineRoute({ method: "get", path: "/profile", tag, auth: true, response: profileResponse, summary: "The signed-in user's account" }),
    async (c) => c.json({ data: await profile.getProfile(c.var.deps, c.var.auth) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile", tag, auth: true, body: updateProfileSchema, response: profileResponse,
      summary: "Change name, country or phone",
      description:
        "Only the fields sent change. country_code and phone_number travel together; phone_number null removes both. The email cannot be changed here.",
    }),
    async (c) => c.json({ data: await profile.updateProfile(c.var.deps, c.var.auth, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/profile/details", tag, auth: true, response: detailsResponse,
      summary: "Work authorisation, notice period, salary expectation and links",
      description: "Empty values until the first save. available_from is dd-MM-yyyy.",
    }),
    async (c) => c.json({ data: await profile.getProfileDetails(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile/details", tag, auth: true, body: updateProfileDetailsSchema, response: detailsResponse,
      summary: "Change work details",
      description: "Only the fields sent change; a field sent replaces its whole value (links and salary_expectation included).",
    }),
    async (c) => c.json({ data: await profile.updateProfileDetails(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/profile/extra", tag, auth: true, response: extraResponse,
      summary: "Default answers to screening questions",
    }),
    async (c) => c.json({ data: await profile.getProfileExtra(c.var.deps, c.var.auth.userId) }),
  )
  .openapi(
    defineRoute({
      method: "patch", path: "/profile/extra", tag, auth: true, body: updateProfileExtraSchema, response: extraResponse,
      summary: "Change default screening answers",
      description: "The answers sent replace the stored ones; answers left out keep their value.",
    }),
    async (c) => c.json({ data: await profile.updateProfileExtra(c.var.deps, c.var.auth.userId, c.req.valid("json")) }),
  );
