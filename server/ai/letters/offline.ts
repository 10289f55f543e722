import { pickFacts, type LetterPicks } from "./facts";
import { letterWords, type LetterWords } from "./messages";
import type { BodyKind, Letter, LetterFact, LetterInput, LetterPart } from "./types";

// The offline letter: every sentence is a template of the chosen language and tone, filled with the
// posting's own title and company and with facts read from the user's sources, CV lines quoted as
// written. It can say nothing the grounding check would flag, and the same input writes the same
// letter. Each body paragraph has three wordings; regenerating one moves to the next.

export type Variants = Partial<Record<BodyKind, number>>;

type Paragraph = { kind: LetterPart["kind"]; text: string; variant: number; facts: LetterFact[] };

/** The body's paragraphs: short letters fold the facts into the introduction, long ones give skills and results a paragraph each. */
export function bodyPlan(picks: LetterPicks, length: LetterInput["length"]): BodyKind[] {
  const hasSkills = picks.skills.length > 0;
  const hasResults = picks.achievements.length > 0;
  if (length === "short") return ["intro", "outro"];
  if (length === "medium") return ["intro", ...(hasSkills || hasResults ? (["fit"] as const) : []), "outro"];
  return ["intro", ...(hasSkills ? (["skills"] as const) : []), ...(hasResults ? (["results"] as const) : []), "outro"];
}

/** The name under the letter: the one given, else the profile's first name. */
export const senderOf = (input: LetterInput): string | null => input.senderName?.trim() || input.sources.firstName?.trim() || null;

function skillSentence(words: LetterWords, picks: LetterPicks, variant: number): Pick<Paragraph, "text" | "facts"> | null {
  if (picks.skills.length === 0) return null;
  return {
    text: words.varied("skills", variant, { skills: words.list(picks.skills), count: picks.skills.length }),
    facts: picks.skills.map((skill) => ({ kind: "cv_skill", ref: skill })),
  };
}

function resultSentence(words: LetterWords, picks: LetterPicks, variant: number): Pick<Paragraph, "text" | "facts"> | null {
  if (picks.achievements.length === 0) return null;
  // Quoted whole, numbers and all; only a closing full stop gives way to the sentence's own.
  const lines = picks.achievements.map((line) => words.quote(line.replace(/[.;]+$/, "")));
  return {
    text: words.varied("results", variant, { lines: words.list(lines), count: lines.length }),
    facts: picks.achievements.map((line) => ({ kind: "cv_achievement", ref: line })),
  };
}

function paragraphOf(kind: BodyKind, variant: number, input: LetterInput, picks: LetterPicks, words: LetterWords): Paragraph {
  const { title: role, company } = input.job;
  const sentences: Pick<Paragraph, "text" | "facts">[] = [];
  const add = (sentence: Pick<Paragraph, "text" | "facts"> | null) => sentence && sentences.push(sentence);
  const skills = () => add(skillSentence(words, picks, variant));
  const results = () => add(resultSentence(words, picks, variant));

  switch (kind) {
    case "intro": {
      add({ text: words.varied("apply", variant, { role, company }), facts: [] });
      const experience = picks.experience;
      if (experience) {
        const facts = experience.title && experience.years !== null ? "both" : experience.title ? "title" : "years";
        add({ text: words.varied("experience", variant, { facts, title: experience.title ?? "", years: experience.years ?? 0, company }), facts: experience.facts });
      } else if (picks.skills.length === 0 && picks.achievements.length === 0) {
        add({ text: words.varied("aboutMe", variant), facts: [] });
      }
      if (input.length === "short") {
        skills();
        results();
      }
      break;
    }
    case "fit":
      skills();
      results();
      break;
    case "skills":
      skills();
      break;
    case "results":
      results();
      break;
    case "outro": {
      add({ text: words.varied("cta", variant, { company }), facts: [] });
      const availability = picks.availability;
      if (availability?.kind === "date") add({ text: words.single("availableFrom", { date: words.date(availability.date) }), facts: [availability.fact] });
      if (availability?.kind === "notice") {
        add({ text: words.single("notice", { notice: availability.notice, duration: words.duration(availability.notice) }), facts: [availability.fact] });
      }
      add({ text: words.varied("thanks", variant), facts: [] });
      break;
    }
  }
  return { kind, variant, text: sentences.map((sentence) => sentence.text).join(" "), facts: sentences.flatMap((sentence) => sentence.facts) };
}

/** Each fact once, in the order the letter names them. */
export function uniqueFacts(facts: LetterFact[]): LetterFact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    const key = `${fact.kind}\n${fact.ref}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The letter's paragraphs, greeting to closing, each body paragraph in the wording `variants` names (the first by default). */
export function composeLetter(input: LetterInput, variants: Variants = {}): Paragraph[] {
  const words = letterWords(input.language, input.tone);
  const picks = pickFacts(input.sources, input.job, input.length, input.now);
  const sender = senderOf(input);
  return [
    { kind: "greeting", text: words.single("greeting", { company: input.job.company }), variant: 0, facts: [] },
    ...bodyPlan(picks, input.length).map((kind) => paragraphOf(kind, variants[kind] ?? 0, input, picks, words)),
    { kind: "closing", text: sender ? `${words.single("signOff")}\n${sender}` : words.single("signOff"), variant: 0, facts: [] },
  ];
}

export function letterOf(paragraphs: Paragraph[], engine: Letter["engine"] = "offline"): Letter {
  return {
    paragraphs: paragraphs.map((paragraph) => paragraph.text),
    parts: paragraphs.map(({ kind, variant, facts }) => ({ kind, variant, facts })),
    facts: uniqueFacts(paragraphs.flatMap((paragraph) => paragraph.facts)),
    engine,
    usage: null,
    claims: [],
  };
}

/** The offline letter. */
export const writeOffline = (input: LetterInput): Letter => letterOf(composeLetter(input));
