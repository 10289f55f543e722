import { z } from "zod";
import { LETTER_PARAGRAPH_MAX, LETTER_PARAGRAPHS_MAX } from "@/lib/contracts/cover-letter";
import type { Locale } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../grounding";
import type { ChatMessage, Completion, LlmClient, ResponseFormat } from "../llm";
import { LlmError } from "../llm";
import { senderOf } from "./offline";
import type { Letter, LetterDraft, LetterFact, LetterInput, LetterPart, LetterTone, LetterUsage, ParagraphKind } from "./types";

// The LLM letter: the model is given the paragraphs to write and, for each, the facts it may use,
// and nothing else about the user; its letter is then checked claim by claim against the sources
// and the posting. The offline letter, built from the same facts, stands in whenever the model's
// letter cannot be used, so a configured model never writes less than the offline engine would.

const DESCRIPTION_MAX = 4000;
const LLM_TEXT_MAX = 20_000;

export const LETTER_RESPONSE_FORMAT: ResponseFormat = {
  name: "cover_letter",
  schema: {
    type: "object",
    properties: {
      paragraphs: { type: "array", items: { type: "string" }, description: "The letter's paragraphs, exactly those asked for, in order" },
    },
    required: ["paragraphs"],
    additionalProperties: false,
  },
};

export const PARAGRAPH_RESPONSE_FORMAT: ResponseFormat = {
  name: "cover_letter_paragraph",
  schema: {
    type: "object",
    properties: { paragraph: { type: "string", description: "The new wording of the paragraph" } },
    required: ["paragraph"],
    additionalProperties: false,
  },
};

const letterAnswerSchema = z.strictObject({ paragraphs: z.array(z.string().max(LLM_TEXT_MAX)).max(LETTER_PARAGRAPHS_MAX * 2) });
const paragraphAnswerSchema = z.strictObject({ paragraph: z.string().max(LLM_TEXT_MAX) });

const TONES: Record<LetterTone, string> = {
  formal: "formal and courteous, a traditional business letter; address the reader with the language's polite form (Sie, usted/ustedes, vous, Lei/Voi, V. Exas./vós, u)",
  warm: "warm and personal, friendly yet professional; where the language's job market commonly does so with a team, address the reader informally (German ihr, Spanish vosotros, Italian voi, Portuguese vocês, Dutch jullie)",
  concise: "concise: short, plain sentences without filler; polite form of address",
};

const PURPOSES: Record<ParagraphKind, string> = {
  greeting: "the greeting line",
  intro: "the introduction: which role at which company the applicant applies for",
  fit: "why the applicant fits the posting",
  skills: "the skills of the posting that the applicant's CV lists",
  results: "results of the applicant's work",
  outro: "the closing paragraph: inviting a conversation",
  closing: "the sign-off",
  custom: "a paragraph the applicant wrote",
};

const englishLanguage = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;

/** A fact as the model reads it. */
function factLine(fact: LetterFact): string {
  switch (fact.kind) {
    case "cv_title":
      return `Job title on the CV: ${fact.ref}`;
    case "cv_years":
      return `Years of professional experience in total (CV): ${fact.ref}`;
    case "cv_skill":
      return `Skill the posting asks for and the CV lists: ${fact.ref}`;
    case "cv_achievement":
      return `Result from the CV, to quote with its numbers unchanged: "${fact.ref}"`;
    case "profile":
      return `Profile: ${fact.ref.replace(/_/g, " ")}`;
  }
}

/** The facts as the model is given them, with the profile's values written out. */
function factLines(facts: LetterFact[], input: LetterInput): string[] {
  const details = input.sources.details;
  return facts.map((fact) => {
    if (fact.kind !== "profile") return factLine(fact);
    if (fact.ref === "years_of_experience") return `Years of professional experience in total (profile): ${details.yearsOfExperience}`;
    if (fact.ref === "available_from") return `Can start on (yyyy-mm-dd): ${details.availableFrom}`;
    if (fact.ref === "notice_period") return `Notice period: ${details.noticePeriod?.replace(/_/g, " ")}`;
    return factLine(fact);
  });
}

function rules(input: LetterInput): string {
  return [
    "You write cover letters for a job seeker, in the first person as the applicant.",
    "Grounding rules, without exception:",
    "- Say about the applicant ONLY what the facts listed with each paragraph state. The job posting may be repeated and referred to.",
    "- Never invent or estimate employers, job titles, numbers, dates, degrees, certifications, skills, tools or achievements. Quote results with their numbers exactly as the CV words them.",
    "- Never claim feelings about or knowledge of the company beyond what the posting says, and no reasons for applying that the facts do not give.",
    "- A paragraph with no facts says nothing about the applicant's experience.",
    `- Write in ${englishLanguage(input.language)}; tone: ${TONES[input.tone]}.`,
    "- Plain text without placeholders, brackets or markdown.",
  ].join("\n");
}

function postingBlock(input: LetterInput): string {
  return `JOB POSTING\nTitle: ${input.job.title}\nCompany: ${input.job.company}\n${input.job.description.slice(0, DESCRIPTION_MAX)}`;
}

/** The conversation that asks for the whole letter, paragraph by paragraph as the offline plan lays it out. */
export function letterMessages(input: LetterInput, offline: Letter): ChatMessage[] {
  const sender = senderOf(input);
  const plan = offline.parts.map((part, index) => {
    const facts = factLines(part.facts, input);
    const extra =
      part.kind === "greeting" ? ` to the team of ${input.job.company}`
      : part.kind === "closing" ? (sender ? `, followed on a new line by the name "${sender}"` : ", without a name")
      : "";
    return `${index + 1}. ${PURPOSES[part.kind]}${extra}${facts.length > 0 ? `. Facts:\n${facts.map((line) => `   - ${line}`).join("\n")}` : ". Facts: none"}`;
  });
  const user = [
    `PARAGRAPHS TO WRITE (exactly ${offline.parts.length}, in this order)`,
    ...plan,
    "",
    postingBlock(input),
  ].join("\n");
  return [
    { role: "system", content: rules(input) },
    { role: "user", content: user },
  ];
}

const usageOf = (completion: Completion): LetterUsage => ({
  model: completion.model,
  promptTokens: completion.usage.promptTokens,
  completionTokens: completion.usage.completionTokens,
});

const postingContext = (input: LetterInput) => [input.job.title, input.job.company, input.job.description];

/** The closing must carry the sender's name, whatever the model made of it. */
function signed(closing: string, sender: string | null): string {
  return sender && !closing.includes(sender) ? `${closing}\n${sender}` : closing;
}

export type LlmOutcome = { letter: Letter } | { rejected: "unsupported_claims" | "wrong_shape"; usage: LetterUsage; claims: Letter["claims"] };

/**
 * Asks the model for the letter `offline` plans, then checks it. A letter of another shape, or one
 * naming what nothing on file supports, is rejected with the call's usage (and the claims).
 */
export async function letterWithLlm(input: LetterInput, llm: LlmClient, offline: Letter, signal?: AbortSignal): Promise<LlmOutcome> {
  const completion = await llm.complete({
    messages: letterMessages(input, offline),
    responseFormat: LETTER_RESPONSE_FORMAT,
    temperature: 0.4,
    maxTokens: 1500,
    signal,
  });
  const usage = usageOf(completion);
  const parsed = letterAnswerSchema.safeParse(completion.parsed);
  if (!parsed.success) throw new LlmError("invalid_output", `The AI's answer for ${LETTER_RESPONSE_FORMAT.name} does not follow its schema: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  const paragraphs = parsed.data.paragraphs.map((paragraph) => paragraph.trim());
  const fits = paragraphs.length === offline.parts.length && paragraphs.every((paragraph) => paragraph.length > 0 && paragraph.length <= LETTER_PARAGRAPH_MAX);
  if (!fits) return { rejected: "wrong_shape", usage, claims: [] };
  const claims = unsupportedClaims(paragraphs.join("\n\n"), input.sources, postingContext(input));
  if (claims.length > 0) return { rejected: "unsupported_claims", usage, claims };
  paragraphs[paragraphs.length - 1] = signed(paragraphs.at(-1)!, senderOf(input));
  return { letter: { ...offline, paragraphs, engine: "llm", usage, claims: [] } };
}

/** The conversation that asks for a new wording of one paragraph, with the letter around it. */
export function paragraphMessages(draft: LetterDraft, index: number, part: LetterPart, input: LetterInput): ChatMessage[] {
  const facts = factLines(part.facts, input);
  const letter = draft.paragraphs.map((paragraph, at) => `[${at + 1}]${at === index ? " (to rewrite)" : ""}\n${paragraph}`).join("\n\n");
  const user = [
    "THE LETTER",
    letter,
    "",
    `Rewrite paragraph ${index + 1}, ${PURPOSES[part.kind]}, in new words that fit the paragraphs around it.`,
    facts.length > 0 ? `Facts it may use:\n${facts.map((line) => `- ${line}`).join("\n")}` : "Facts it may use: none",
    "",
    postingBlock(input),
  ].join("\n");
  return [
    { role: "system", content: rules(input) },
    { role: "user", content: user },
  ];
}

export type ParagraphOutcome = { text: string; usage: LetterUsage } | { rejected: "unsupported_claims" | "wrong_shape"; usage: LetterUsage; claims: Letter["claims"] };

/** A new wording of paragraph `index` from the model, checked against the sources, the posting and the letter as it stands. */
export async function paragraphWithLlm(draft: LetterDraft, index: number, part: LetterPart, input: LetterInput, llm: LlmClient, signal?: AbortSignal): Promise<ParagraphOutcome> {
  const completion = await llm.complete({
    messages: paragraphMessages(draft, index, part, input),
    responseFormat: PARAGRAPH_RESPONSE_FORMAT,
    temperature: 0.7,
    maxTokens: 600,
    signal,
  });
  const usage = usageOf(completion);
  const parsed = paragraphAnswerSchema.safeParse(completion.parsed);
  if (!parsed.success) throw new LlmError("invalid_output", `The AI's answer for ${PARAGRAPH_RESPONSE_FORMAT.name} does not follow its schema: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  const text = parsed.data.paragraph.trim();
  if (!text || text.length > LETTER_PARAGRAPH_MAX) return { rejected: "wrong_shape", usage, claims: [] };
  // What the user wrote into the letter is theirs to repeat.
  const claims = unsupportedClaims(text, input.sources, [...postingContext(input), ...draft.paragraphs]);
  if (claims.length > 0) return { rejected: "unsupported_claims", usage, claims };
  return { text, usage };
}
