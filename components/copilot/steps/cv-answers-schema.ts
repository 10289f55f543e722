import { z } from "zod";
import { cvStepSchema } from "@/lib/contracts/copilot";
import { checkPhone, phoneFields } from "@/lib/contracts/phone";
import { profileDetailsSchema, profileLinksSchema, salaryExpectationSchema, screeningAnswersSchema } from "@/lib/contracts/profile";

/** An empty text box means "no link", not a wrong one. */
const optionalLink = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

const PHONE = ["country_code", "phone_number"];

/**
 * Step 4 in one form, built from the shared schemas of the four calls it makes: the CV and its
 * tailoring for the copilot (steps/4), the phone (profile), work details (profile/details) and default answers
 * (profile/extra).
 */
export const cvAnswersSchema = z
  .object({
    resume_id: cvStepSchema.shape.resume_id,
    tailor_cv: cvStepSchema.shape.tailor_cv.unwrap(),
    country_code: phoneFields.country_code,
    phone_number: phoneFields.phone_number,
    work_authorization: profileDetailsSchema.shape.work_authorization,
    requires_sponsorship: profileDetailsSchema.shape.requires_sponsorship,
    notice_period: profileDetailsSchema.shape.notice_period,
    salary_expectation: z.object({
      amount: salaryExpectationSchema.shape.amount.nullable(),
      currency: salaryExpectationSchema.shape.currency,
      period: salaryExpectationSchema.shape.period,
    }),
    links: z.object({
      linkedin: optionalLink(profileLinksSchema.shape.linkedin),
      github: optionalLink(profileLinksSchema.shape.github),
      portfolio: optionalLink(profileLinksSchema.shape.portfolio),
    }),
    years_of_experience: screeningAnswersSchema.shape.years_of_experience,
    highest_education: screeningAnswersSchema.shape.highest_education,
    willing_to_relocate: screeningAnswersSchema.shape.willing_to_relocate,
    drivers_license: screeningAnswersSchema.shape.drivers_license,
  })
  .superRefine((value, ctx) => checkPhone(value, ctx), {
    // The number is checked against its country even while other fields are still wrong.
    when: ({ value, issues }) =>
      typeof value === "object" && value !== null && !issues.some((issue) => PHONE.includes(String(issue.path?.[0]))),
  });

export type CvAnswersInput = z.input<typeof cvAnswersSchema>;
export type CvAnswersOutput = z.output<typeof cvAnswersSchema>;

export { cvAnswersRequests, formFieldOf } from "./cv-answers-requests";
