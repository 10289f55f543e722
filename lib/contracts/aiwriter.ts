import { z } from "zod";
import { withCode } from "./errors";
import { claimSchema } from "./assistant";

// The aiwriter: answers to an application form's questions, written from the user's own profile,
// CV and answer bank, and never more than those say.

export const AIWRITER_QUESTION_MAX = 1000;
export const AIWRITER_MAX_LENGTH_MIN = 50;
export const AIWRITER_MAX_LENGTH_MAX = 5000;

/** What an answer rests on: the answer bank, a profile field, or a fact or line of the CV. */
export const BASIS_KINDS = ["answer_bank", "profile", "cv_skill", "cv_achievement", "cv_title", "cv_years", "cv_education", "cv_language"] as const;

/** Why the user must answer: a question about their motives, no fact on file, an AI answer with unsupported claims, no AI messages left. */
export const NEEDS_USER_REASONS = ["motivation", "no_source", "unsupported_claims", "quota"] as const;

export const WRITER_ENGINES = ["offline", "llm"] as const;

/** Where the copilot's answer to a form's field comes from (the apply engine's sources, and the aiwriter's). */
export const ANSWER_SOURCES = ["profile", "cv", "copilot", "answer_bank", "declined", "consent", "aiwriter"] as const;

const questionSchema = z
  .string(withCode("question_required"))
  .trim()
  .min(1, withCode("question_required"))
  .max(AIWRITER_QUESTION_MAX, withCode("too_long", { max: AIWRITER_QUESTION_MAX }))
  .meta({ description: "The question as the employer's form asks it" });

const applicationIdSchema = z
  .uuid(withCode("application_id_invalid"))
  .meta({ description: "One of the user's applications: the answer is written for its job" });

const maxLengthRange = withCode("whole_number_range", { min: AIWRITER_MAX_LENGTH_MIN, max: AIWRITER_MAX_LENGTH_MAX });

/** POST /aiwriter */
export const aiwriterRequestSchema = z.strictObject({
  question: questionSchema,
  application_id: applicationIdSchema.optional(),
  max_length: z
    .number(maxLengthRange)
    .int(maxLengthRange)
    .min(AIWRITER_MAX_LENGTH_MIN, maxLengthRange)
    .max(AIWRITER_MAX_LENGTH_MAX, maxLengthRange)
    .optional()
    .meta({ description: "The form's limit in characters: the answer is cut at a sentence to fit" }),
});
export type AiwriterRequest = z.output<typeof aiwriterRequestSchema>;

/** POST /aiwriter/answer-preview */
export const aiwriterPreviewRequestSchema = z.strictObject({
  question: questionSchema,
  application_id: applicationIdSchema.optional(),
});
export type AiwriterPreviewRequest = z.output<typeof aiwriterPreviewRequestSchema>;

// Responses

export const basisSchema = z.object({
  kind: z.enum(BASIS_KINDS),
  ref: z.string().meta({
    description:
      "Which fact: the banked question, the profile field (salary_expectation, notice_period, work_authorization, highest_education, years_of_experience…), the skill, the CV line quoted, the title, the years, the language (in English)",
  }),
});
export type Basis = z.infer<typeof basisSchema>;


/** The month's AI messages, as the aiwriter reports them after an answer. */
export const aiwriterQuotaSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  resets_at: z.iso.datetime().meta({ description: "The first instant of next month, UTC" }),
});


const answeredSchema = z.object({
  status: z.literal("answered"),
  answer: z.string(),
  engine: z.enum(WRITER_ENGINES).meta({ description: "offline: written from templates and the user's facts; llm: written by the configured model and checked against them" }),
  basis: z.array(basisSchema).meta({ description: "The facts the answer rests on" }),
});

const needsUserSchema = z.object({
  status: z.literal("needs_user"),
  reason: z.enum(NEEDS_USER_REASONS),
  message: z.string().meta({ description: "What is missing and what the user can do, in the user's language" }),
  engine: z.enum(WRITER_ENGINES),
  claims: z.array(claimSchema).optional().meta({ description: "With unsupported_claims: what the model's answer named that nothing on file supports" }),
});

/** POST /aiwriter's answer. */
export const aiwriterResultSchema = z.discriminatedUnion("status", [
  answeredSchema.extend({ quota: aiwriterQuotaSchema }),
  needsUserSchema.extend({ quota: aiwriterQuotaSchema }),
]);
export type AiwriterResult = z.infer<typeof aiwriterResultSchema>;

/** POST /aiwriter/answer-preview's answer: what the copilot would put in the form today. */
export const aiwriterPreviewSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("answered"),
    answer: z.string(),
    source: z.enum(ANSWER_SOURCES).meta({ description: "As the application's prepared answers will name it: profile, cv, answer_bank, or aiwriter (written from the CV)" }),
    basis: z.array(basisSchema),
  }),
  z.object({
    status: z.literal("needs_user"),
    reason: z.enum(NEEDS_USER_REASONS),
    message: z.string(),
  }),
]);
export type AiwriterPreview = z.infer<typeof aiwriterPreviewSchema>;
