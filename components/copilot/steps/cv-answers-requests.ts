import type { CvAnswersOutput } from "./cv-answers-schema";

// Apart from cv-answers-schema.ts (zod): the step sends and maps its answers with these, the schema comes later.

/**
 * The four request bodies step 4 sends. Without tailoring in the plan the switch is left out, so
 * a choice kept from a plan that had it stays for when the plan has it again.
 */
export function cvAnswersRequests(values: CvAnswersOutput, { tailoringIncluded }: { tailoringIncluded: boolean }) {
  const { amount, currency, period } = values.salary_expectation;
  const links = Object.fromEntries(Object.entries(values.links).filter(([, link]) => link !== undefined));
  return {
    profile: { country_code: values.country_code, phone_number: values.phone_number },
    details: {
      work_authorization: values.work_authorization,
      requires_sponsorship: values.requires_sponsorship,
      notice_period: values.notice_period,
      salary_expectation: amount === null ? null : { amount, currency, period },
      links,
    },
    extra: {
      screening_answers: {
        years_of_experience: values.years_of_experience,
        highest_education: values.highest_education,
        willing_to_relocate: values.willing_to_relocate,
        drivers_license: values.drivers_license,
      },
    },
    step: tailoringIncluded ? { resume_id: values.resume_id, tailor_cv: values.tailor_cv } : { resume_id: values.resume_id },
  };
}

/** The API's field names for step 4's calls, as the form names them. */
export const formFieldOf = (field: string) => field.replace(/^screening_answers\./, "");
