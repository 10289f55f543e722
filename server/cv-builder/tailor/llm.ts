import { z } from "zod";
import { CV_TEXT_MAX, type JsonResume } from "@/lib/contracts/cv-document";
import type { TailorChange } from "@/lib/contracts/cv-tailor";
import { isLocale } from "@/lib/i18n/locales";
import { LlmError, type ChatMessage, type LlmClient, type ResponseFormat } from "../../ai/llm";
import { wordStems } from "../../cv/word-stems";
import { unsupportedFacts, type FactBase } from "./facts";
import { keywordsOf, matchText, type PostingKeywords } from "./keywords";
import type { TailorJob, TailorUsage } from "./types";

// The model rewords the bullets and the summary that already speak to the posting; each wording is
// checked against the CV, and one that names a skill, number, date, employer, title or degree the
// CV does not (numbers and dates: the text it rewords does not) is dropped for the offline one.

const DESCRIPTION_MAX = 3000;
/** Texts sent in one call: the most relevant bullets of a long CV are enough. */
const TEXTS_MAX = 40;
const ANSWER_TEXT_MAX = 20_000;

export const TAILOR_RESPONSE_FORMAT: ResponseFormat = {
  name: "cv_tailoring",
  schema: {
    type: "object",
    properties: {
      bullets: {
        type: "array",
        description: "One item per bullet reworded; a bullet left out stays as it is",
        items: {
          type: "object",
          properties: { index: { type: "integer", description: "The bullet's number as given" }, text: { type: "string", description: "Its new wording" } },
          required: ["index", "text"],
          additionalProperties: false,
        },
      },
      summary: { type: ["string", "null"], description: "The summary's new wording; null to leave it" },
    },
    required: ["bullets", "summary"],
    additionalProperties: false,
  },
};

const answerSchema = z.strictObject({
  bullets: z.array(z.strictObject({ index: z.number().int(), text: z.string().max(ANSWER_TEXT_MAX) })).max(TEXTS_MAX * 2),
  summary: z.string().max(ANSWER_TEXT_MAX).nullable(),
});

/** A text the model may reword: where it is in the document, what it says now. */
type Text = { path: string; section: TailorChange["section"]; label: string; text: string };

/** The bullets that name the posting's skills or words, best first, and the summary when it does. */
export function textsToReword(document: JsonResume, keywords: PostingKeywords, labels: Map<string, string>): { bullets: Text[]; summary: Text | null } {
  const bullets: (Text & { score: number })[] = [];
  for (const section of ["work", "volunteer", "projects"] as const) {
    (document[section] ?? []).forEach((entry, index) => {
      (entry.highlights ?? []).forEach((text, at) => {
        const score = matchText(text, keywords).score;
        const path = `/${section}/${index}/highlights/${at}`;
        if (score > 0) bullets.push({ path, section, label: labels.get(`/${section}/${index}`) ?? section, text, score });
      });
    });
  }
  const ranked = bullets
    .map((bullet, order) => ({ bullet, order }))
    .sort((a, b) => b.bullet.score - a.bullet.score || a.order - b.order)
    .slice(0, TEXTS_MAX)
    .sort((a, b) => a.order - b.order)
    .map(({ bullet: { score: _score, ...text } }) => text);
  const summary = document.basics?.summary;
  const summaryText = summary?.trim() && matchText(summary, keywords).score > 0 ? { path: "/basics/summary", section: "basics" as const, label: labels.get("/basics") ?? "", text: summary } : null;
  return { bullets: ranked, summary: summaryText };
}

const englishName = (code: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;

export function tailorMessages(document: JsonResume, job: TailorJob, keywords: PostingKeywords, matched: string[], texts: { bullets: Text[]; summary: Text | null }): ChatMessage[] {
  const cvLanguage = englishName(document.meta.locale);
  const postingLanguage = job.language && isLocale(job.language) && job.language !== document.meta.locale ? ` The posting is in ${englishName(job.language)}: do not translate the CV into it.` : "";
  const system = [
    "You reword parts of a job seeker's CV so that they speak to a job posting, without changing what they say.",
    "Rules, without exception:",
    "- Keep every fact of each text: the same employers, job titles, degrees, skills, tools, numbers and dates, and no others.",
    "- Never add a skill, tool, number, date, employer, job title, degree or achievement that the text does not state, even when the posting asks for it.",
    "- You may reorder a text's words and clauses, lead with what the posting asks for, and use the posting's word for something the text already says.",
    `- Keep each text in the CV's language (${cvLanguage}) and about as long as it is; one bullet stays one bullet.${postingLanguage}`,
    "- Plain text without markdown, quotes or bullet characters.",
    "- Leave out a text that cannot be improved this way.",
  ].join("\n");
  const user = [
    "JOB POSTING",
    `Title: ${job.title}`,
    `Company: ${job.company}`,
    job.description.slice(0, DESCRIPTION_MAX),
    "",
    `SKILLS OF THE POSTING THAT THE CV NAMES: ${matched.length > 0 ? matched.join(", ") : "none"}`,
    `OTHER WORDS OF THE POSTING: ${[...keywords.words.values()].slice(0, 40).join(", ")}`,
    "",
    "BULLETS TO REWORD",
    ...(texts.bullets.length > 0 ? texts.bullets.map((bullet, index) => `[${index + 1}] (${bullet.label}) ${bullet.text}`) : ["none"]),
    "",
    "SUMMARY",
    texts.summary ? texts.summary.text : "none: answer null",
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/**
 * A model's wording is a rewording of `before`: about as long, and about the same things (half of
 * its subject words still there). A wording of something else is no tailoring, whatever it states.
 */
function isRewording(before: string, after: string): boolean {
  if (!after || after.length > CV_TEXT_MAX || after === before) return false;
  if (after.length > before.length * 2 + 40 || after.length * 2 + 40 < before.length) return false;
  const stems = wordStems(before);
  if (stems.size === 0) return true;
  const kept = wordStems(after);
  return [...stems].filter((stem) => kept.has(stem)).length * 2 >= stems.size;
}

export type Rewording = { text: Text; after: string; keywords: string[] };
export type LlmTailoring = { rewordings: Rewording[]; claims: string[]; usage: TailorUsage };

/**
 * Asks the model for new wordings of the texts and keeps those that state nothing new: facts are
 * checked against the CV (`base`), numbers and dates against the text itself. Throws LlmError when
 * the call fails or the answer has another shape.
 */
export async function rewordWithLlm(
  llm: LlmClient,
  input: { document: JsonResume; job: TailorJob; keywords: PostingKeywords; matched: string[]; base: FactBase; labels: Map<string, string> },
  signal?: AbortSignal,
): Promise<LlmTailoring | null> {
  const texts = textsToReword(input.document, input.keywords, input.labels);
  if (texts.bullets.length === 0 && !texts.summary) return null;
  const completion = await llm.complete({
    messages: tailorMessages(input.document, input.job, input.keywords, input.matched, texts),
    responseFormat: TAILOR_RESPONSE_FORMAT,
    temperature: 0.3,
    maxTokens: 3000,
    signal,
  });
  const usage = { model: completion.model, promptTokens: completion.usage.promptTokens, completionTokens: completion.usage.completionTokens };
  const parsed = answerSchema.safeParse(completion.parsed);
  if (!parsed.success) {
    throw new LlmError("invalid_output", `The AI's answer for ${TAILOR_RESPONSE_FORMAT.name} does not follow its schema: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  }
  const answered: { text: Text; after: string }[] = [];
  const seen = new Set<number>();
  for (const bullet of parsed.data.bullets) {
    const text = texts.bullets[bullet.index - 1];
    if (!text || seen.has(bullet.index)) continue;
    seen.add(bullet.index);
    answered.push({ text, after: bullet.text.trim() });
  }
  if (texts.summary && parsed.data.summary !== null) answered.push({ text: texts.summary, after: parsed.data.summary.trim() });

  const rewordings: Rewording[] = [];
  const claims = new Set<string>();
  for (const { text, after } of answered) {
    if (!isRewording(text.text, after)) continue;
    const invented = unsupportedFacts(after, input.base, text.text);
    if (invented.length > 0) {
      for (const fact of invented) claims.add(fact.value);
      continue;
    }
    rewordings.push({ text, after, keywords: keywordsOf([matchText(after, input.keywords)]) });
  }
  return { rewordings, claims: [...claims], usage };
}
