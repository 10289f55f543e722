import { sql } from "drizzle-orm";
// Relative, not "@/": drizzle-kit reads this file without the project's path aliases.
import type { ApplicationStage } from "../../lib/contracts/applications";
import type { LETTER_FACT_KINDS, LETTER_PARAGRAPH_KINDS } from "../../lib/contracts/cover-letter";
import type { CvTailoredFor, JsonResume } from "../../lib/contracts/cv-document";
import type { ApplicationTailoredCv } from "../../lib/contracts/cv-tailor";
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** ISO 3166-1 alpha-2 country the user lives in. */
    country: text("country"),
    /** ISO 3166-1 alpha-2 country whose calling code prefixes the phone number. */
    phoneCountryCode: text("phone_country_code"),
    phoneNumber: text("phone_number"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    registrationCompletedAt: timestamp("registration_completed_at", { withTimezone: true }),
    /** When the user accepted the terms of use and the privacy notice at sign-up. */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    /** The referral code used at sign-up, if any. */
    referredByCode: text("referred_by_code"),
    /** This user's own referral code, shared as /signup?ref=CODE; made on first use. */
    referralCode: text("referral_code"),
    /** The Stripe customer that pays for this user's subscriptions, once there is one. */
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email), uniqueIndex("users_referral_code_key").on(table.referralCode)],
);

/** Refresh tokens, stored hashed; one family per sign-in, rotated on every use (RFC 9700). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    familyExpiresAt: timestamp("family_expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash_key").on(table.tokenHash),
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

/** Single-use tokens mailed to the user: email verification and password reset. */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    /** For change_email: the new address, which replaces the old one only once it is confirmed. */
    newEmail: text("new_email"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("email_tokens_hash_key").on(table.tokenHash)],
);

/** Fixed-window counters shared by every instance (login throttling). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const impersonations = pgTable(
  "impersonations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("impersonations_admin_idx").on(table.adminId), index("impersonations_started_idx").on(table.startedAt)],
);

export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  locale: text("locale"),
  emailReportFrequency: text("email_report_frequency", { enum: ["off", "daily", "weekly"] })
    .notNull()
    .default("weekly"),
  notifyNewMatches: boolean("notify_new_matches").notNull().default(true),
  notifyApplicationUpdates: boolean("notify_application_updates").notNull().default(true),
  notifyProductNews: boolean("notify_product_news").notNull().default(false),
  /** When the periodic applications report was last mailed; the next one covers what came after. */
  lastReportSentAt: timestamp("last_report_sent_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type SalaryExpectation = { amount: number; currency: string; period: "year" | "month" | "hour" };
export type ProfileLinks = { linkedin?: string; github?: string; portfolio?: string; website?: string };

/** What application forms ask about work: authorisation, notice, salary, links. */
export const profileDetails = pgTable("profile_details", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  workAuthorization: jsonb("work_authorization").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  requiresSponsorship: boolean("requires_sponsorship"),
  noticePeriod: text("notice_period"),
  availableFrom: date("available_from", { mode: "string" }),
  salaryExpectation: jsonb("salary_expectation").$type<SalaryExpectation | null>(),
  links: jsonb("links").$type<ProfileLinks>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export type ScreeningAnswers = {
  years_of_experience?: number | null;
  highest_education?: string | null;
  willing_to_relocate?: boolean | null;
  drivers_license?: boolean | null;
  languages?: { code: string; level: string }[];
  custom?: { question: string; answer: string }[];
};

/** Default answers to screening questions, reused by every copilot. */
export const profileExtra = pgTable("profile_extra", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  screeningAnswers: jsonb("screening_answers").$type<ScreeningAnswers>().notNull().default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id", { enum: ["premium", "elite"] }).notNull(),
    period: text("period", { enum: ["weekly", "monthly", "quarterly"] }).notNull(),
    status: text("status", { enum: ["active", "ended"] }).notNull(),
    /** Cancelled by the user: stays active until currentPeriodEnd, then ends. */
    canceled: boolean("canceled").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    provider: text("provider", { enum: ["demo", "stripe"] }).notNull(),
    providerRef: text("provider_ref"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("subscriptions_user_idx").on(table.userId, table.createdAt)],
);

/** Companies for autocomplete; seeded from the shipped boards list and grown by ingested jobs. */
export const brands = pgTable(
  "brands",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    website: text("website"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("brands_slug_key").on(table.slug)],
);

/** Every mail sent to a user, for their mail log. */
export const emailLog = pgTable(
  "email_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: ["sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [index("email_log_user_idx").on(table.userId, table.createdAt)],
);

/** Support messages and cancellation reasons. */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cancellation", "support"] }).notNull(),
    /** The support page it came from, or the cancellation reason code. */
    topic: text("topic").notNull(),
    message: text("message"),
    /** Context sent with it, e.g. the cancelled subscription's id. */
    context: jsonb("context").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    /** The support inbox: open until an admin answers it. */
    status: text("status", { enum: ["open", "answered"] }).notNull().default("open"),
    /** The admin's answer, mailed to the user. */
    reply: text("reply"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Null once the admin's account is deleted: the answer stays. */
    answeredBy: uuid("answered_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  },
  (table) => [index("feedbacks_user_idx").on(table.userId, table.createdAt), index("feedbacks_status_idx").on(table.status, table.createdAt)],
);

/** A free period granted to a referrer when one of their invitees first subscribes. */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerId: uuid("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    inviteeId: uuid("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    days: integer("days").notNull(),
    /** Set once the free days were added to a subscription of the referrer. */
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One reward per invitee, however often they subscribe.
    uniqueIndex("referral_rewards_invitee_key").on(table.inviteeId),
    index("referral_rewards_referrer_idx").on(table.referrerId, table.createdAt),
  ],
);

/** Stripe webhook events already handled: a redelivered event changes nothing (idempotency by event id). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const schemaTables = {
  users,
  refreshTokens,
  emailTokens,
  rateLimits,
  impersonations,
  userSettings,
  profileDetails,
  profileExtra,
  subscriptions,
  brands,
  emailLog,
};

/** Uploaded CVs: the file is kept under DATA_DIR (or object storage); text and facts in the row. */
export const resumes = pgTable(
  "resumes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull(),
    text: text("text").notNull(),
    facts: jsonb("facts").$type<Record<string, unknown>>().notNull(),
    /** The CV builder's document this file was made from; null for an upload, or once the document is deleted. */
    cvDocumentId: uuid("cv_document_id").references((): AnyPgColumn => cvDocuments.id, { onDelete: "set null" }),
    /** The document's version the file shows: an older one than the document's is made again before it is sent. */
    cvDocumentVersion: integer("cv_document_version"),
    createdAt: createdAt(),
  },
  (table) => [index("resumes_user_idx").on(table.userId, table.createdAt), uniqueIndex("resumes_cv_document_key").on(table.cvDocumentId)],
);

export type CopilotCity = { id: string; name: string; country_code: string; lat: number; lon: number; radius_km: number };

/** One saved search with one CV, one filter set and one way of applying. */
export const copilots = pgTable(
  "copilots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: ["draft", "active", "paused"] }).notNull().default("draft"),
    mode: text("mode", { enum: ["auto_apply", "review_first"] }).notNull().default("review_first"),
    /** Steps 1–5 saved at least once; /edit opens the first one missing. */
    completedSteps: jsonb("completed_steps").$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    // Step 1: jobs
    jobTitles: jsonb("job_titles").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    seniorities: jsonb("seniorities").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    employmentTypes: jsonb("employment_types").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    strictness: text("strictness", { enum: ["high", "higher", "highest"] }).notNull().default("higher"),
    // Step 2: locations
    countries: jsonb("countries").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    cities: jsonb("cities").$type<CopilotCity[]>().notNull().default(sql`'[]'::jsonb`),
    workModes: jsonb("work_modes").$type<string[]>().notNull().default(sql`'["remote","hybrid","onsite"]'::jsonb`),
    // Step 3: filters
    includeKeywords: jsonb("include_keywords").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    excludeKeywords: jsonb("exclude_keywords").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    excludedCompanies: jsonb("excluded_companies").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    minSalary: integer("min_salary"),
    salaryCurrency: text("salary_currency"),
    maxJobAgeDays: integer("max_job_age_days").notNull().default(14),
    postingLanguages: jsonb("posting_languages").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    needsSponsorship: boolean("needs_sponsorship").notNull().default(false),
    companyCapCount: integer("company_cap_count").notNull().default(2),
    companyCapDays: integer("company_cap_days").notNull().default(60),
    // Step 4: CV
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    /** Tailor the CV to each job before sending it; honoured only while the plan includes CV tailoring. */
    tailorCv: boolean("tailor_cv").notNull().default(false),
    // Step 5: launch
    dailyLimit: integer("daily_limit").notNull().default(5),
    coverLetter: boolean("cover_letter").notNull().default(false),
    /** Fill every form and keep the proof, but send nothing. */
    dryRun: boolean("dry_run").notNull().default(false),
    launchedAt: timestamp("launched_at", { withTimezone: true }),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("copilots_user_idx").on(table.userId, table.createdAt), index("copilots_status_idx").on(table.status)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Postings from every source, shared by all users. One row per (source, external id); a posting
 * seen on several boards points at the first one through duplicate_of.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    board: text("board"),
    externalId: text("external_id").notNull(),
    company: text("company").notNull(),
    companySlug: text("company_slug").notNull(),
    /** The company as one identity across boards ("acmecloud" for "Acme Cloud"): duplicates, exclusions, caps. */
    companyKey: text("company_key").notNull().default(""),
    title: text("title").notNull(),
    normalizedTitle: text("normalized_title").notNull(),
    descriptionHtml: text("description_html").notNull(),
    descriptionText: text("description_text").notNull(),
    location: text("location").notNull(),
    countryCodes: jsonb("country_codes").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    remoteType: text("remote_type", { enum: ["remote", "hybrid", "onsite", "unknown"] }).notNull(),
    /** Where a remote candidate may live; null when worldwide or not stated. */
    eligibleCountryCodes: jsonb("eligible_country_codes").$type<string[] | null>(),
    employmentType: text("employment_type"),
    seniority: text("seniority"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryCurrency: text("salary_currency"),
    salaryPeriod: text("salary_period"),
    language: text("language"),
    /** Languages the posting requires of the candidate, read from its text (ISO 639-1). */
    requiredLanguages: jsonb("required_languages").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    applyUrl: text("apply_url").notNull(),
    /** The source's first-published date: never an "updated" date, never reset by a re-sync. */
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the posting vanished from its feed. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Hash of the normalised description text, to catch the same posting under another id. */
    fingerprint: text("fingerprint").notNull(),
    noSponsorship: boolean("no_sponsorship").notNull().default(false),
    /** SimHash of the description's word shingles, to recognise a reformatted copy; null for a short text. */
    simhash: bigint("simhash", { mode: "bigint" }),
    /** An aggregator's tags ("golang", "devops"…), searched with the text. */
    tags: text("tags").notNull().default(""),
    duplicateOf: uuid("duplicate_of"),
    repostOf: uuid("repost_of"),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(company, '') || ' ' || coalesce(tags, '') || ' ' || coalesce(description_text, ''))`,
    ),
  },
  (table) => [
    uniqueIndex("jobs_source_external_key").on(table.source, table.externalId),
    index("jobs_posted_idx").on(table.postedAt),
    index("jobs_company_key_title_idx").on(table.companyKey, table.normalizedTitle),
    index("jobs_duplicate_of_idx").on(table.duplicateOf).where(sql`${table.duplicateOf} is not null`),
    index("jobs_repost_of_idx").on(table.repostOf).where(sql`${table.repostOf} is not null`),
    index("jobs_fingerprint_idx").on(table.fingerprint),
    index("jobs_search_idx").using("gin", table.search),
  ],
);

/** One fetch of one source's board, for progress shown to users and for operations. */
export const ingestionRuns = pgTable(
  "ingestion_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    board: text("board"),
    status: text("status", { enum: ["running", "succeeded", "failed"] }).notNull(),
    fetched: integer("fetched").notNull().default(0),
    inserted: integer("inserted").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    closed: integer("closed").notNull().default(0),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("ingestion_runs_source_idx").on(table.source, table.startedAt)],
);

/**
 * The latest request for each board's sync. A queued sync serves every request made while it
 * waited, so it is skipped only when a run finished after the latest of them, not after its own.
 */
export const ingestionRequests = pgTable(
  "ingestion_requests",
  {
    source: text("source").notNull(),
    /** "" for an aggregator, which has no boards. */
    board: text("board").notNull().default(""),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.source, table.board] })],
);


export type MatchReason = { kind: string; text: string; weight?: number };

/** A job proposed to a user by one of their copilots, and everything that happened to it since. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    copilotId: uuid("copilot_id").references(() => copilots.id, { onDelete: "set null" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "restrict" }),
    stage: text("stage").$type<ApplicationStage>().notNull(),
    /** Why it left the pipeline (rejected, skipped, failed, withdrawn). */
    exitReason: text("exit_reason"),
    score: integer("score").notNull(),
    reasons: jsonb("reasons").$type<MatchReason[]>().notNull().default(sql`'[]'::jsonb`),
    /** The job as it was when matched: the application stays readable when the posting changes or closes. */
    jobSnapshot: jsonb("job_snapshot").$type<Record<string, unknown>>().notNull(),
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    notes: text("notes"),
    /** The ATS it is sent to, once the applier is known. */
    ats: text("ats"),
    /** Sending attempts so far; transient failures are retried up to a limit. */
    applyAttempts: integer("apply_attempts").notNull().default(0),
    /** A worker holds the application until then; a crashed worker's claim runs out. */
    applyClaimedUntil: timestamp("apply_claimed_until", { withTimezone: true }),
    /** Set just before the form is sent: a claim that runs out after it means "maybe sent", never "send again". */
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    /** Set the moment the ATS confirmed, before anything else is written. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** The questions the copilot could not answer truthfully, waiting for the user. */
    pendingQuestions: jsonb("pending_questions").$type<PendingQuestion[] | null>(),
    /** What blocks sending, in the applier's words: a CAPTCHA, a login, an unknown form. */
    blockedReason: text("blocked_reason"),
    coverLetter: text("cover_letter"),
    /** The CV tailored to this job and sent with it (Elite's per-job tailoring), its file in the file store. */
    tailoredCv: jsonb("tailored_cv").$type<(ApplicationTailoredCv & { storage_key: string }) | null>(),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // A user never gets the same job twice.
    uniqueIndex("applications_user_job_key").on(table.userId, table.jobId),
    index("applications_user_stage_idx").on(table.userId, table.stage, table.createdAt),
    index("applications_user_created_idx").on(table.userId, table.createdAt),
    // The lists' default order, best match first: a range scan for every page.
    index("applications_user_score_idx").on(table.userId, table.score.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("applications_user_stage_score_idx").on(table.userId, table.stage, table.score.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("applications_copilot_idx").on(table.copilotId, table.createdAt),
    // The apply worker's pick: queued applications, oldest first.
    index("applications_stage_changed_idx").on(table.stage, table.stageChangedAt),
  ],
);

/** A question of an application form that waits for the user's answer. */
export type PendingQuestion = {
  fieldId: string;
  label: string;
  type: string;
  required: boolean;
  options?: { value: string; label: string }[];
  description?: string;
};

/** The user's own answers to employers' questions, reused by every later application. */
export const answerBank = pgTable(
  "answer_bank",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The question folded (case, accents, punctuation, filler words), so its variants meet. */
    questionKey: text("question_key").notNull(),
    /** The question as an employer first asked it. */
    question: text("question").notNull(),
    answer: jsonb("answer").$type<string | string[] | boolean>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("answer_bank_user_question_key").on(table.userId, table.questionKey)],
);

/** What was sent for one application and what came back: kept as proof, shown and downloadable. */
export const applicationProofs = pgTable(
  "application_proofs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ats: text("ats").notNull(),
    url: text("url").notNull(),
    /** confirmed, filled (dry run), refused or unconfirmed */
    outcome: text("outcome").notNull(),
    fields: jsonb("fields").$type<{ fieldId: string; label: string; value: string | string[] | boolean }[]>().notNull(),
    files: jsonb("files").$type<{ role: string; name: string; sha256: string; bytes: number }[]>().notNull(),
    response: jsonb("response").$type<{ status: number; body: unknown } | null>(),
    /** File-store keys of the page after sending. */
    htmlKey: text("html_key"),
    screenshotKey: text("screenshot_key"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("application_proofs_application_idx").on(table.applicationId, table.createdAt)],
);

/** The timeline of one application. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fromStage: text("from_stage"),
    toStage: text("to_stage"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.createdAt)],
);

/**
 * What the live stream sends, per user, in order: the bigserial id is the SSE event id, so a
 * reconnecting client resumes after Last-Event-ID from any instance.
 */
export const userEvents = pgTable(
  "user_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("user_events_user_idx").on(table.userId, table.id)],
);

/** One AI call's tokens: the monthly "AI messages" of a plan count these rows. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What called the model: an assistant, the aiwriter, the cover letter builder. */
    feature: text("feature").notNull(),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull(),
    completionTokens: integer("completion_tokens").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("ai_usage_user_idx").on(table.userId, table.createdAt)],
);

/** A conversation with one of the named assistants (interview roleplay, offer negotiation, the career advisors). */
export const assistantThreads = pgTable(
  "assistant_threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assistantId: text("assistant_id", { enum: ["job_interview", "offer_negotiation", "fresh_grad", "personality_test", "career_switch"] }).notNull(),
    title: text("title").notNull(),
    /** What the thread started from (the job and interview type, the offer…), as the assistant validated it. */
    setup: jsonb("setup").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["active", "finished"] }).notNull().default("active"),
    /** Who answered when the thread began: the built-in coach, or the configured model. */
    engine: text("engine", { enum: ["offline", "llm"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("assistant_threads_user_idx").on(table.userId, table.updatedAt)],
);

/** One message of a thread; an assistant message keeps the engine's state after it, so a retry replays from the one before. */
export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => assistantThreads.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0, 1, 2… in the thread: the order to read it in, whatever the clock says. */
    position: integer("position").notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** The structured card under an assistant's text; `kind` names it. */
    data: jsonb("data").$type<Record<string, unknown> | null>(),
    /** The structured input a user message carried (questionnaire answers, an action). */
    input: jsonb("input").$type<unknown>(),
    /** The assistant's state after this message; null on user messages. */
    state: jsonb("state").$type<unknown>(),
    status: text("status", { enum: ["complete", "stopped", "failed"] }).notNull().default("complete"),
    engine: text("engine", { enum: ["offline", "llm"] }),
    /** An LLM answer's statements that nothing on file supports. */
    flags: jsonb("flags").$type<{ kind: string; value: string }[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("assistant_messages_thread_position_key").on(table.threadId, table.position)],
);

/** One paragraph of a cover letter: its text, the part it plays, the template wording it was last written with, its facts. */
export type CoverLetterParagraph = {
  text: string;
  kind: (typeof LETTER_PARAGRAPH_KINDS)[number];
  variant: number;
  facts: { kind: (typeof LETTER_FACT_KINDS)[number]; ref: string }[];
};

/** Cover letters: written in the builder, or by the copilot for an application (linked to it). */
export const coverLetters = pgTable(
  "cover_letters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The builder's letters count against the plan's letters per month; the copilot's are part of applying. */
    origin: text("origin", { enum: ["builder", "copilot"] }).notNull(),
    jobTitle: text("job_title").notNull(),
    company: text("company").notNull(),
    /** The posting the letter was written from, kept so a paragraph can be written again from it. */
    jobText: text("job_text").notNull(),
    tone: text("tone", { enum: ["formal", "warm", "concise"] }).notNull(),
    language: text("language", { enum: ["en", "de", "es", "fr", "it", "pt", "nl"] }).notNull(),
    length: text("length", { enum: ["short", "medium", "long"] }).notNull(),
    paragraphs: jsonb("paragraphs").$type<CoverLetterParagraph[]>().notNull(),
    /** Every fact the paragraphs rest on, once. */
    facts: jsonb("facts").$type<CoverLetterParagraph["facts"]>().notNull(),
    /** Who wrote it last: the offline engine or the configured model. */
    engine: text("engine", { enum: ["offline", "llm"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("cover_letters_user_idx").on(table.userId, table.createdAt), index("cover_letters_application_idx").on(table.applicationId)],
);

/** The CV builder's documents: JSON Resume with our layout settings; every save is a new version. */
export const cvDocuments = pgTable(
  "cv_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The current version's document, as validated by lib/contracts/cv-document.ts. */
    document: jsonb("document").$type<JsonResume>().notNull(),
    /** What the document started from: an uploaded CV, an imported JSON Resume file, or nothing. */
    source: text("source", { enum: ["resume", "json_resume", "empty"] }).notNull(),
    resumeId: uuid("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    /** The current version: 1 when created, one more at each save or restore. */
    version: integer("version").notNull().default(1),
    /** Set on a copy saved by tailoring: the document and version it came from, the posting it was tailored to. */
    tailoredFor: jsonb("tailored_for").$type<CvTailoredFor>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("cv_documents_user_idx").on(table.userId, table.updatedAt)],
);

/** The latest versions of each document (the current one included), for undo and restore. */
export const cvDocumentVersions = pgTable(
  "cv_document_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => cvDocuments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    document: jsonb("document").$type<JsonResume>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("cv_document_versions_document_version_key").on(table.documentId, table.version)],
);
