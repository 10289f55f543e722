import { z } from "zod";
import { locales, type Locale } from "@/lib/i18n/locales";
import { foldCase } from "@/lib/text/fold";
import { findSkills } from "../../cv/find-skills";
import { unsupportedClaims } from "../grounding";
import type { ChatMessage, LlmClient, ResponseFormat } from "../llm";
import { LlmError } from "../llm";
import type { UserSources } from "../sources";
import { detectLocale } from "./classify";
import { listOf, needsTranslator } from "./messages";
import { countryName, languageName } from "./names";
import { fitTextToLength } from "./offline";
import type { Basis, WriterInput, WriterResult, WriterUsage } from "./types";

// The LLM writer: the model is given the user's facts and nothing else to go on, then its answer
// is checked claim by claim against those facts. The offline writer's result stands in when the
// model cannot answer, so a configured LLM never answers less than the offline engine would.

const CV_TEXT_MAX = 6000;
const DESCRIPTION_MAX = 4000;
const ANSWER_DEFAULT_MAX = 1500;
const LLM_ANSWER_MAX = 20_000;

export const WRITER_RESPONSE_FORMAT: ResponseFormat = {
  name: "application_answer",
  schema: {
    type: "object",
    properties: {
      status: { type: "string", enum: ["answered", "needs_user"] },
      answer: { type: "string", description: "The answer, in the applicant's first person; empty when status is needs_user" },
      reason: { type: "string", description: "With needs_user: what is missing from the facts; otherwise empty" },
    },
    required: ["status", "answer", "reason"],
    additionalProperties: false,
  },
};

const llmAnswerSchema = z.strictObject({
  status: z.enum(["answered", "needs_user"]),
  answer: z.string().max(LLM_ANSWER_MAX),
  reason: z.string().max(LLM_ANSWER_MAX),
});

const NOTICE_WORDS: Record<string, string> = {
  immediately: "none, can start immediately",
  "1_week": "1 week",
  "2_weeks": "2 weeks",
  "1_month": "1 month",
  "2_months": "2 months",
  "3_months": "3 months",
  more_than_3_months: "more than 3 months",
};

const englishLanguage = (locale: Locale) => new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;

/** The user's sources as the lines of a fact sheet; nothing else about the user reaches the model. */
export function factSheet(sources: UserSources): string {
  const cv = sources.cv;
  const details = sources.details;
  const years = details.yearsOfExperience ?? cv?.yearsOfExperience ?? null;
  const lines: string[] = [];
  const add = (label: string, value: string | null | undefined) => value && lines.push(`${label}: ${value}`);
  const block = (label: string, items: string[]) => items.length > 0 && lines.push(`${label}:\n${items.map((item) => `- ${item}`).join("\n")}`);
  add("First name", sources.firstName);
  add("Job titles on the CV (latest first)", cv?.titles.join("; "));
  add("Years of professional experience in total", years === null ? null : String(years));
  add("Skills on the CV", cv?.skills.join(", "));
  add("Spoken languages", cv?.languages.join(", "));
  block("Results from the CV, verbatim", cv?.achievements ?? []);
  block("Education lines from the CV, verbatim", cv?.education ?? []);
  add("Highest level of education (profile)", details.highestEducation);
  add("Salary expectation (profile)", details.salaryExpectation && `${details.salaryExpectation.amount} ${details.salaryExpectation.currency} per ${details.salaryExpectation.period}`);
  add("Notice period (profile)", details.noticePeriod && (NOTICE_WORDS[details.noticePeriod] ?? details.noticePeriod));
  add("Countries the user may work in (profile)", details.workAuthorization.map((code) => countryName(code, "en")).join(", "));
  block("The user's own answers to earlier questions", sources.answers.map((entry) => `Q: ${entry.question} A: ${entry.answer}`));
  if (cv?.text) lines.push(`The CV's text:\n"""\n${cv.text.slice(0, CV_TEXT_MAX)}\n"""`);
  return lines.length > 0 ? lines.join("\n") : "(nothing: the user has no CV and no profile details)";
}

/** The conversation the model answers: the grounding rules, then the facts, the posting and the question. */
export function writerMessages(input: WriterInput, answerLocale: Locale): ChatMessage[] {
  const limit = input.maxLength ?? ANSWER_DEFAULT_MAX;
  const system = [
    "You write answers to the questions of job application forms, for a job seeker, in the first person as the applicant.",
    "Grounding rules, without exception:",
    "- Use ONLY the facts listed under FACTS and the job posting. Say nothing about the applicant that the facts do not state.",
    "- Never invent or estimate employers, job titles, numbers, dates, degrees, certifications, skills, tools or achievements. Quote results as the CV words them.",
    "- Years of experience with one skill are known only when a fact states them; the total years are not years with a skill.",
    "- If the facts cannot answer the question truthfully, answer with status \"needs_user\", an empty answer, and say in reason what is missing.",
    "- Why the applicant wants this job or company is never in the facts: such questions are always needs_user.",
    `- Write in ${englishLanguage(answerLocale)}, plain text without greetings, sign-off, placeholders or markdown, at most ${limit} characters.`,
  ].join("\n");
  const job = input.job
    ? `JOB POSTING\nTitle: ${input.job.title}\nCompany: ${input.job.company}\n${input.job.description.slice(0, DESCRIPTION_MAX)}`
    : "JOB POSTING\n(none given)";
  const user = `FACTS\n${factSheet(input.sources)}\n\n${job}\n\nQUESTION\n${input.question}`;
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** What an answer rests on, read back from its words: the skills, titles, lines and figures of the sources it repeats. */
export function basisIn(answer: string, sources: UserSources): Basis[] {
  const folded = foldCase(answer);
  const has = (text: string) => text.length > 0 && folded.includes(foldCase(text));
  const basis: Basis[] = [];
  const cv = sources.cv;
  const named = findSkills(answer).map((skill) => skill.toLowerCase());
  for (const skill of cv?.skills ?? []) if (named.includes(skill.toLowerCase())) basis.push({ kind: "cv_skill", ref: skill });
  for (const title of cv?.titles ?? []) if (has(title)) basis.push({ kind: "cv_title", ref: title });
  for (const line of cv?.achievements ?? []) if (has(line)) basis.push({ kind: "cv_achievement", ref: line });
  for (const line of cv?.education ?? []) if (has(line)) basis.push({ kind: "cv_education", ref: line });
  const numbers = new Set(answer.match(/\d+/g) ?? []);
  const years = sources.details.yearsOfExperience ?? cv?.yearsOfExperience ?? null;
  if (years !== null && numbers.has(String(years))) basis.push(cv?.yearsOfExperience === years ? { kind: "cv_years", ref: String(years) } : { kind: "profile", ref: "years_of_experience" });
  for (const language of cv?.languages ?? []) {
    if (locales.some((locale) => has(languageName(language, locale, language)))) basis.push({ kind: "cv_language", ref: language });
  }
  const salary = sources.details.salaryExpectation;
  if (salary && answer.replace(/[\s.,\u00a0\u202f]/g, "").includes(String(salary.amount))) basis.push({ kind: "profile", ref: "salary_expectation" });
  for (const entry of sources.answers) if (entry.answer.length >= 12 && has(entry.answer)) basis.push({ kind: "answer_bank", ref: entry.question });
  return basis;
}

/**
 * Asks the model, then checks its answer. `offline` is the offline writer's result for the same
 * input: it answers when the model says it cannot, and lends its message to the user.
 */
export async function answerWithLlm(input: WriterInput, llm: LlmClient, offline: WriterResult, signal?: AbortSignal): Promise<WriterResult> {
  const answerLocale = detectLocale(input.question) ?? input.locale;
  const messages = writerMessages(input, answerLocale);
  const limit = input.maxLength ?? ANSWER_DEFAULT_MAX;
  const completion = await llm.complete({
    messages,
    responseFormat: WRITER_RESPONSE_FORMAT,
    temperature: 0.2,
    maxTokens: Math.min(2000, Math.ceil(limit / 2) + 200),
    signal,
  });
  const usage: WriterUsage = { model: completion.model, promptTokens: completion.usage.promptTokens, completionTokens: completion.usage.completionTokens };
  const parsed = llmAnswerSchema.safeParse(completion.parsed);
  if (!parsed.success) throw new LlmError("invalid_output", `The AI's answer for ${WRITER_RESPONSE_FORMAT.name} does not follow its schema: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  const answer = parsed.data.answer.trim();

  if (parsed.data.status === "needs_user" || !answer) {
    // The model found the facts short; the offline answer, built from them alone, still stands.
    return { ...offline, engine: offline.status === "answered" ? "offline" : "llm", usage };
  }
  const context = [input.question, ...(input.job ? [input.job.title, input.job.company, input.job.description] : [])];
  const claims = unsupportedClaims(answer, input.sources, context);
  if (claims.length > 0) {
    const n = needsTranslator(input.locale);
    return {
      status: "needs_user",
      reason: "unsupported_claims",
      message: n("unsupportedClaims", { claims: listOf(input.locale, claims.map((claim) => claim.value)) }),
      engine: "llm",
      claims,
      usage,
    };
  }
  return { status: "answered", answer: fitTextToLength(answer, input.maxLength), engine: "llm", basis: basisIn(answer, input.sources), usage };
}
