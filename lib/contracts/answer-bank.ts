import { z } from "zod";
import { cursorSchema, pageLimitSchema } from "./common";
import {
  ANSWER_CHOICE_MAX,
  ANSWER_CHOICES_MAX,
  ANSWER_PAGE_MAX,
  ANSWER_PAGE_SIZE,
  ANSWER_SEARCH_MAX,
  ANSWER_TEXT_MAX,
  QUESTION_MAX,
} from "./answer-bank-limits";
import { withCode } from "./errors";

// The answer bank: what the user answered to questions the copilot could not answer from the
// profile or CV, kept under the question folded to its meaning and reused on every later form.

export { ANSWER_CHOICE_MAX, ANSWER_CHOICES_MAX, ANSWER_PAGE_MAX, ANSWER_PAGE_SIZE, ANSWER_SEARCH_MAX, ANSWER_TEXT_MAX, QUESTION_MAX };

/** A written answer, a list of chosen options, or yes/no. */
export const answerValueSchema = z.union(
  [
    z.string().trim().min(1, withCode("answer_required")).max(ANSWER_TEXT_MAX, withCode("too_long", { max: ANSWER_TEXT_MAX })),
    z
      .array(
        z
          .string(withCode("answer_required"))
          .trim()
          .min(1, withCode("answer_required"))
          .max(ANSWER_CHOICE_MAX, withCode("too_long", { max: ANSWER_CHOICE_MAX })),
      )
      .min(1, withCode("answer_required"))
      // A refinement, not .max(): zod's own length check stops the union at its generic error.
      .refine((choices) => choices.length <= ANSWER_CHOICES_MAX, withCode("too_many", { max: ANSWER_CHOICES_MAX })),
    z.boolean(),
  ],
  withCode("answer_required"),
);
export type AnswerValue = z.output<typeof answerValueSchema>;

const questionSchema = z
  .string(withCode("question_required"))
  .trim()
  .min(1, withCode("question_required"))
  .max(QUESTION_MAX, withCode("too_long", { max: QUESTION_MAX }));

/** POST /answer-bank: an answer given before any form asks. */
export const createAnswerSchema = z.strictObject({
  question: questionSchema.meta({ description: "The question as an employer would ask it" }),
  answer: answerValueSchema.meta({ description: "Text (at most 5,000 characters), a list of 1 to 50 choices, or true/false" }),
});
export type CreateAnswerInput = z.output<typeof createAnswerSchema>;

/** PATCH /answer-bank/{id}: the answer only; the question is the key the forms meet it by. */
export const updateAnswerSchema = z.strictObject({
  answer: answerValueSchema.meta({ description: "Text (at most 5,000 characters), a list of 1 to 50 choices, or true/false" }),
});
export type UpdateAnswerInput = z.output<typeof updateAnswerSchema>;

/** GET /answer-bank: newest first, by cursor, optionally narrowed to questions with every word of `q`. */
export const listAnswersQuerySchema = z.strictObject({
  q: z
    .string(withCode("search_required"))
    .trim()
    .max(ANSWER_SEARCH_MAX, withCode("too_long", { max: ANSWER_SEARCH_MAX }))
    .transform((q) => q || undefined)
    .optional()
    .meta({ description: "Words that must each appear in the question (case and accents ignored)" }),
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(ANSWER_PAGE_MAX).default(ANSWER_PAGE_SIZE),
});
export type ListAnswersQuery = z.output<typeof listAnswersQuerySchema>;

/** Any string: an id that is not a valid uuid is simply not found (404), like another user's. */
export const answerIdParamsSchema = z.strictObject({ id: z.string() });

// Responses

export const answerEntrySchema = z.object({
  id: z.uuid(),
  question: z.string().meta({ description: "The question as it was first asked" }),
  answer: z.union([z.string(), z.array(z.string()), z.boolean()]),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime().meta({ description: "When the answer last changed" }),
});
export type AnswerEntry = z.infer<typeof answerEntrySchema>;
