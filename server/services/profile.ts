import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { apiDateToIso, isoToApiDate } from "@/lib/dates";
import type {
  NoticePeriod,
  ScreeningAnswers,
  updateProfileDetailsSchema,
  updateProfileExtraSchema,
  updateProfileSchema,
} from "@/lib/contracts/profile";
import type { AppDeps } from "../deps";
import { profileDetails, profileExtra, users } from "../db/schema";
import type { AuthContext } from "../core/auth-context";
import { badRequest, notFound } from "../core/errors";
import { fieldError } from "@/lib/http/envelope";

function toProfile(user: typeof users.$inferSelect, auth: AuthContext) {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    first_name: user.firstName,
    last_name: user.lastName,
    country: user.country,
    country_code: user.phoneCountryCode,
    phone_number: user.phoneNumber,
    is_admin: user.isAdmin,
    registration_completed: user.registrationCompletedAt !== null,
    impersonated_by: auth.impersonatorId,
    created_at: user.createdAt.toISOString(),
  };
}

export async function getProfile(deps: AppDeps, auth: AuthContext) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user) throw notFound("Account");
  return toProfile(user, auth);
}

export async function updateProfile(deps: AppDeps, auth: AuthContext, input: z.output<typeof updateProfileSchema>) {
  const [user] = await deps.db
    .update(users)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      country: input.country,
      // The schema only lets the pair through together; null clears both.
      phoneCountryCode: input.phone_number === null ? null : input.country_code,
      phoneNumber: input.phone_number,
      updatedAt: deps.now(),
    })
    .where(eq(users.id, auth.userId))
    .returning();
  if (!user) throw notFound("Account");
  return toProfile(user, auth);
}

function toDetails(row: typeof profileDetails.$inferSelect | undefined) {
  return {
    work_authorization: row?.workAuthorization ?? [],
    requires_sponsorship: row?.requiresSponsorship ?? null,
    notice_period: (row?.noticePeriod ?? null) as NoticePeriod | null,
    available_from: row?.availableFrom ? isoToApiDate(row.availableFrom) : null,
    salary_expectation: row?.salaryExpectation ?? null,
    links: row?.links ?? {},
  };
}

function storedDate(apiDate: string | null | undefined) {
  if (apiDate == null) return apiDate;
  const iso = apiDateToIso(apiDate);
  if (!iso) throw badRequest("Some fields are invalid.", { available_from: fieldError("date_invalid") });
  return iso;
}

export async function getProfileDetails(deps: AppDeps, userId: string) {
  const [row] = await deps.db.select().from(profileDetails).where(eq(profileDetails.userId, userId));
  return toDetails(row);
}

/** Creates the row on first save; fields left out keep their value (undefined is skipped by Drizzle). */
export async function updateProfileDetails(deps: AppDeps, userId: string, input: z.output<typeof updateProfileDetailsSchema>) {
  const changes = {
    workAuthorization: input.work_authorization,
    requiresSponsorship: input.requires_sponsorship,
    noticePeriod: input.notice_period,
    availableFrom: storedDate(input.available_from),
    salaryExpectation: input.salary_expectation,
    links: input.links,
    updatedAt: deps.now(),
  };
  const [row] = await deps.db
    .insert(profileDetails)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: profileDetails.userId, set: changes })
    .returning();
  return toDetails(row);
}

const NO_SCREENING_ANSWERS: ScreeningAnswers = {
  years_of_experience: null,
  highest_education: null,
  willing_to_relocate: null,
  drivers_license: null,
  languages: [],
  custom: [],
};

function toExtra(row: typeof profileExtra.$inferSelect | undefined) {
  return { screening_answers: { ...NO_SCREENING_ANSWERS, ...(row?.screeningAnswers as Partial<ScreeningAnswers> | undefined) } };
}

export async function getProfileExtra(deps: AppDeps, userId: string) {
  const [row] = await deps.db.select().from(profileExtra).where(eq(profileExtra.userId, userId));
  return toExtra(row);
}

/** Merges the answers sent into the stored ones in one statement, so concurrent saves of different answers both stick. */
export async function updateProfileExtra(deps: AppDeps, userId: string, input: z.output<typeof updateProfileExtraSchema>) {
  const [row] = await deps.db
    .insert(profileExtra)
    .values({ userId, screeningAnswers: input.screening_answers, updatedAt: deps.now() })
    .onConflictDoUpdate({
      target: profileExtra.userId,
      set: { screeningAnswers: sql`${profileExtra.screeningAnswers} || excluded.screening_answers`, updatedAt: deps.now() },
    })
    .returning();
  return toExtra(row);
}
