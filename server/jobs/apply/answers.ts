import { foldCase } from "@/lib/text/fold";
import { meaningOf, questionKey } from "./questions";
import type { AnswerSource, AnswerValue, FieldAnswer, FormField } from "./types";

// Answers a form from what the user told us and nothing else. A field the profile, the CV, the
// copilot's answers or the answer bank cannot answer truthfully is left empty when optional and
// reported as missing when required: the application then waits for the user.

export type Applicant = {
  firstName: string;
  lastName: string;
  email: string;
  /** International form, e.g. +4915123456789; null when the user gave none. */
  phone: string | null;
  /** The user's country as a name in English, and its ISO code. */
  country: { code: string; name: string } | null;
  links: { linkedin?: string; github?: string; portfolio?: string; website?: string };
  /** ISO codes of the countries the user may work in. */
  workAuthorization: string[];
  requiresSponsorship: boolean | null;
  noticePeriod: string | null;
  availableFrom: string | null;
  salaryExpectation: { amount: number; currency: string; period: string } | null;
  yearsOfExperience: number | null;
  highestEducation: string | null;
  willingToRelocate: boolean | null;
  /** From the CV: the latest title and employer, when the CV names them. */
  currentTitle: string | null;
  currentCompany: string | null;
  /** The answer bank and the profile's own questions, by questionKey. */
  bank: Map<string, AnswerValue>;
  /** The letter written for this application; null when the copilot sends none. */
  coverLetter: string | null;
};

export type AnswerResult = { answers: FieldAnswer[]; missing: FormField[] };

const COUNTRY_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

const fold = (text: string) => foldCase(text).replace(/[^\p{L}\p{N}+]+/gu, " ").trim();

const DECLINE = /\b(decline|prefer not|don ?t wish|do not wish|not to (answer|say|disclose)|rather not|choose not)\b/;
const YES = /^(yes|y|true|ja|oui|si|sí|sim)\b/;
const NO = /^(no|n|false|nein|non|nao|não)\b/;

/** The option whose label or value says the same as `wanted`. */
function optionFor(field: FormField, wanted: string): string | undefined {
  const target = fold(wanted);
  return field.options?.find((option) => fold(option.label) === target || fold(option.value) === target)?.value;
}

/** A yes/no question answered with a boolean: the option that says it, or the boolean itself. */
function yesNo(field: FormField, value: boolean): AnswerValue | undefined {
  if (!field.options?.length) return field.type === "checkbox" ? value : value ? "Yes" : "No";
  return field.options.find((option) => (value ? YES : NO).test(fold(option.label)))?.value;
}

const NOTICE_WORDS: Record<string, string> = {
  immediately: "Immediately",
  "1_week": "1 week",
  "2_weeks": "2 weeks",
  "1_month": "1 month",
  "2_months": "2 months",
  "3_months": "3 months",
  more_than_3_months: "More than 3 months",
};

const EDUCATION_WORDS: Record<string, RegExp> = {
  none: /\b(none|no degree|no formal)\b/,
  high_school: /\b(high school|secondary|ged|a levels?|abitur|baccalaureat)\b/,
  vocational: /\b(vocational|apprenticeship|trade|associate)\b/,
  bachelor: /\bbachelor|\bba\b|\bbsc\b|\bbs\b|undergraduate/,
  master: /\bmaster|\bma\b|\bmsc\b|\bmba\b|\bms\b|graduate/,
  doctorate: /\b(doctorate|phd|doctoral|dphil)\b/,
};

/** A country the question names, by English name or ISO code; null when it names none. */
function countryAskedAbout(label: string, known: string[]): string | null {
  const text = ` ${fold(label)} `;
  for (const code of known) {
    const name = COUNTRY_NAMES.of(code);
    if (name && text.includes(` ${fold(name)} `)) return code;
  }
  if (/\b(united states|usa|u s|us)\b/.test(text)) return "US";
  if (/\b(united kingdom|uk|great britain)\b/.test(text)) return "GB";
  if (/\b(european union|eu|eea)\b/.test(text)) return "EU";
  return null;
}

const EU = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "));

/** The answer the profile gives to a known meaning; undefined when it gives none. */
function fromProfile(field: FormField, applicant: Applicant): { value: AnswerValue; source: AnswerSource } | undefined {
  const profile = (value: AnswerValue | undefined | null) => (value === undefined || value === null || value === "" ? undefined : { value, source: "profile" as const });
  const choice = (text: string | null | undefined) => (text ? (field.options?.length ? profile(optionFor(field, text)) : profile(text)) : undefined);
  switch (meaningOf(field)) {
    case "first_name":
      return profile(applicant.firstName);
    case "last_name":
      return profile(applicant.lastName);
    case "full_name":
      return profile(`${applicant.firstName} ${applicant.lastName}`.trim());
    case "email":
      return profile(applicant.email);
    case "phone":
      return profile(applicant.phone);
    case "resume":
      return field.type === "file" ? { value: { file: "resume" }, source: "cv" } : undefined;
    case "cover_letter":
      if (!applicant.coverLetter) return undefined;
      return { value: field.type === "file" ? { file: "cover_letter" } : applicant.coverLetter, source: "copilot" };
    case "linkedin":
      return profile(applicant.links.linkedin);
    case "github":
      return profile(applicant.links.github);
    case "website":
      return profile(applicant.links.portfolio ?? applicant.links.website);
    case "location":
      return choice(applicant.country?.name);
    case "current_company":
      return applicant.currentCompany ? { value: applicant.currentCompany, source: "cv" } : undefined;
    case "current_title":
      return applicant.currentTitle ? { value: applicant.currentTitle, source: "cv" } : undefined;
    case "sponsorship":
      return applicant.requiresSponsorship === null ? undefined : profile(yesNo(field, applicant.requiresSponsorship));
    case "relocation":
      return applicant.willingToRelocate === null ? undefined : profile(yesNo(field, applicant.willingToRelocate));
    case "work_authorization": {
      if (applicant.workAuthorization.length === 0) return undefined;
      const asked = countryAskedAbout(field.label, applicant.workAuthorization.concat(applicant.country ? [applicant.country.code] : []));
      // Without a country in the question, "authorised to work" is unknowable: the user answers.
      if (!asked) return undefined;
      const allowed = asked === "EU" ? applicant.workAuthorization.some((code) => EU.has(code)) : applicant.workAuthorization.includes(asked);
      return profile(yesNo(field, allowed));
    }
    case "notice_period":
      return choice(applicant.noticePeriod ? NOTICE_WORDS[applicant.noticePeriod] : null);
    case "start_date":
      if (applicant.availableFrom) return field.type === "date" ? profile(applicant.availableFrom) : choice(applicant.availableFrom);
      return choice(applicant.noticePeriod ? NOTICE_WORDS[applicant.noticePeriod] : null);
    case "salary_expectation": {
      const salary = applicant.salaryExpectation;
      if (!salary || field.options?.length) return undefined;
      if (field.type === "number") return profile(String(salary.amount));
      return profile(`${salary.amount} ${salary.currency} per ${salary.period}`);
    }
    case "years_of_experience": {
      // Years with one skill or tool come from the answer bank only: the profile's total says nothing about them.
      if (/\bexperience (with|in|using|of)\b|\byears .* (with|in|using)\b/.test(fold(field.label))) return undefined;
      if (applicant.yearsOfExperience === null) return undefined;
      return field.options?.length ? profile(rangeOption(field, applicant.yearsOfExperience)) : profile(String(applicant.yearsOfExperience));
    }
    case "education": {
      const pattern = applicant.highestEducation ? EDUCATION_WORDS[applicant.highestEducation] : undefined;
      if (!pattern) return undefined;
      if (!field.options?.length) return undefined;
      return profile(field.options.find((option) => pattern.test(fold(option.label)))?.value);
    }
    case "eeo": {
      // Demographic questions are declined unless the user answered them (in the answer bank).
      const decline = field.options?.find((option) => DECLINE.test(fold(option.label)));
      return decline ? { value: field.type === "checkbox" || field.type === "multiselect" ? [decline.value] : decline.value, source: "declined" } : undefined;
    }
    case "consent":
      // Agreeing to the employer's privacy notice is part of applying; optional extras stay unticked.
      if (!field.required) return undefined;
      if (field.type === "checkbox" && field.options?.length === 1) return { value: [field.options[0]!.value], source: "consent" };
      return field.options?.length ? { value: yesNo(field, true) ?? field.options[0]!.value, source: "consent" } : { value: true, source: "consent" };
    default:
      return undefined;
  }
}

/** The option of a range question ("3-5 years") that holds `years`. */
function rangeOption(field: FormField, years: number): string | undefined {
  return field.options?.find((option) => {
    const numbers = fold(option.label).match(/\d+/g)?.map(Number) ?? [];
    const plus = /\+|more|over|or more/.test(option.label.toLowerCase());
    if (numbers.length === 2) return years >= numbers[0]! && years <= numbers[1]!;
    if (numbers.length === 1) return plus ? years >= numbers[0]! : /less|under|fewer|</.test(option.label.toLowerCase()) ? years < numbers[0]! : years === numbers[0]!;
    return false;
  })?.value;
}

/** A banked answer fitted to the field: an option's value for choices, the text otherwise. */
function fromBank(field: FormField, saved: AnswerValue): AnswerValue | undefined {
  if (typeof saved === "object" && !Array.isArray(saved)) return undefined;
  if (!field.options?.length) {
    if (field.type === "checkbox") return typeof saved === "boolean" ? saved : undefined;
    return Array.isArray(saved) ? saved.join(", ") : typeof saved === "boolean" ? (saved ? "Yes" : "No") : saved;
  }
  const wanted = Array.isArray(saved) ? saved : [typeof saved === "boolean" ? (saved ? "Yes" : "No") : saved];
  const values = wanted.map((text) => optionFor(field, text) ?? (typeof text === "string" && YES.test(fold(text)) ? yesNo(field, true) : NO.test(fold(String(text))) ? yesNo(field, false) : undefined));
  if (values.some((value) => value === undefined)) return undefined;
  const chosen = values as string[];
  return field.type === "multiselect" || field.type === "checkbox" ? chosen : chosen[0];
}

/** Answers every field it truthfully can; the rest are missing (required) or left empty (optional). */
export function answerForm(fields: FormField[], applicant: Applicant): AnswerResult {
  const answers: FieldAnswer[] = [];
  const missing: FormField[] = [];
  for (const field of fields) {
    const banked = applicant.bank.get(questionKey(field.label));
    const fromUser = banked === undefined ? undefined : fromBank(field, banked);
    // The user's own answer wins over what the profile would say (e.g. a demographic question they chose to answer).
    const found = fromUser !== undefined ? { value: fromUser, source: "answer_bank" as const } : fromProfile(field, applicant);
    if (found) answers.push({ fieldId: field.id, label: field.label, value: found.value, source: found.source });
    else if (field.required) missing.push(field);
  }
  return { answers, missing };
}
