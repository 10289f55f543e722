import { foldCase } from "@/lib/text/fold";
import type { FieldMeaning, FormField } from "./types";

// Employers ask the same thing in many words. One key per question lets an answer given once
// meet its variants ("How did you hear about us?", "How did you hear about this job?"), and the
// meanings let the profile answer the questions every form asks.

const FILLER = new Set([
  "a", "an", "the", "you", "your", "yours", "our", "us", "we", "this", "that", "these", "those", "is", "are", "do", "does", "did",
  "please", "kindly", "about", "of", "to", "for", "in", "on", "at", "with", "and", "or", "if", "any", "currently", "job",
  "role", "position", "opportunity", "company", "here", "there", "it", "be", "will", "would", "can", "could", "have", "has",
]);

/** The question folded to what it asks: no case, accents, punctuation, filler words or asterisks. */
export function questionKey(question: string): string {
  const words = foldCase(question)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .split(" ")
    .filter((word) => word && !FILLER.has(word));
  return words.join(" ").slice(0, 200);
}

/** Label patterns, checked in order; the first that matches names the field's meaning. */
const MEANING_PATTERNS: [FieldMeaning, RegExp][] = [
  ["eeo", /\b(gender|sex|race|ethnicity|hispanic|latino|veteran|disability|disabled|pronouns?|sexual orientation|transgender)\b/],
  ["consent", /\b(consent|privacy (notice|policy)|data (protection|processing)|gdpr|i agree|i acknowledge|terms and conditions)\b/],
  ["first_name", /^(legal )?first name|^given name|^forename/],
  ["last_name", /^(legal )?last name|^surname|^family name/],
  ["full_name", /^(full )?name$|^your name$|^full legal name/],
  ["email", /\be-?mail\b/],
  ["phone", /\b(phone|mobile|telephone|cell)\b/],
  ["resume", /\b(resume|cv|curriculum vitae)\b/],
  ["cover_letter", /\bcover letter\b|\bmotivation letter\b/],
  ["linkedin", /\blinkedin\b/],
  ["github", /\bgithub\b/],
  ["website", /\b(website|portfolio|personal site|blog)\b/],
  ["sponsorship", /\bsponsor(ship)?\b|\bvisa\b/],
  ["work_authorization", /\b(authori[sz]ed|eligible|right) to work\b|\bwork (authori[sz]ation|permit)\b/],
  ["relocation", /\breloca(te|tion)\b/],
  ["notice_period", /\bnotice period\b/],
  ["start_date", /\b(start date|earliest start|available to start|availability|when can you start)\b/],
  ["salary_expectation", /\b(salary|compensation|pay) (expectation|requirement|range)s?\b|\bexpected (salary|compensation)\b|\bdesired (salary|pay)\b/],
  ["years_of_experience", /\byears? of (professional |relevant |work )?experience\b|\bhow many years\b/],
  ["education", /\b(highest (level of )?education|degree|education level)\b/],
  ["current_company", /\b(current|present|most recent) (company|employer)\b/],
  ["current_title", /\b(current|present|most recent) (job )?title\b/],
  ["location", /\b(location|where are you based|city|current address|where do you live)\b/],
  ["how_did_you_hear", /\bhow did you (hear|find|learn)\b|\breferral source\b|\bwhere did you (hear|find)\b/],
];

/** What a field asks for: the applier's word when it has one, else read from the label. */
export function meaningOf(field: Pick<FormField, "label" | "meaning" | "type">): FieldMeaning | undefined {
  if (field.meaning) return field.meaning;
  const label = foldCase(field.label).replace(/\*/g, "").trim();
  const found = MEANING_PATTERNS.find(([, pattern]) => pattern.test(label))?.[0];
  // A file field that names no document is the CV on every form we know.
  if (!found && field.type === "file") return "resume";
  return found;
}
