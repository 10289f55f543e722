import type { Locale } from "@/lib/i18n/locales";
import type { Voice } from "../types";
import { DOMAINS, facetsOf } from "./items";
import { roleFamiliesFor } from "./roles";
import type { Profile } from "./scoring";
import { translatorFor } from "./messages";
import type { Topic } from "./topics";

// The model is instructed in English and told which language to answer in.
const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "German",
  es: "Spanish",
  fr: "French",
  it: "Italian",
  pt: "European Portuguese",
  nl: "Dutch",
};

const QUESTION_MAX = 600;

function system(locale: Locale): string {
  return [
    "You are a warm, encouraging career coach in a job-search app. You explain the user's Big Five personality profile,",
    "measured with the IPIP-NEO short form, a self-report questionnaire.",
    "Rules:",
    "- Use only the levels given below (low, average, high). Do not invent scores, percentiles or any other numbers.",
    "- Never use clinical or diagnostic language and never suggest a disorder or a condition. Treat every level as a style",
    "  with its own strengths and trade-offs, not as good or bad.",
    "- Say nothing about the user's skills, employers, degrees, experience or achievements: you know none of them.",
    "- It is not a hiring test and not a diagnosis; it shows how the user sees themselves today.",
    `- Answer in ${LANGUAGE_NAMES[locale]}, in plain prose without headings or lists.`,
  ].join("\n");
}

/** Every domain and facet with its level, in English for the model: the only facts it may use. */
function levelsOf(profile: Profile): string {
  const t = translatorFor("en");
  return DOMAINS.map((domain) => {
    const facets = facetsOf(domain)
      .map((facet) => `${t(`facets.${facet}.name`)}: ${profile.facets[facet].level}`)
      .join(", ");
    return `- ${t(`domains.${domain}.name`)}: ${profile.domains[domain].level} (facets: ${facets})`;
  }).join("\n");
}

export function profileVoice(profile: Profile, locale: Locale): Voice {
  const t = translatorFor("en");
  const families = roleFamiliesFor(profile).map((family) => t(`roles.${family}.name`));
  return {
    system: system(locale),
    instruction: [
      "The user has just finished the questionnaire. Explain their profile warmly in four to six sentences: what stands out,",
      "how they tend to work, and why the role families below may suit them. End by inviting them to ask about any domain or facet.",
      "Their levels:",
      levelsOf(profile),
      `Role families that fit these levels: ${families.join("; ")}.`,
    ].join("\n"),
  };
}

export function followUpVoice(profile: Profile, locale: Locale, question: string, topics: Topic[]): Voice {
  const t = translatorFor("en");
  const asked = topics.map((topic) => t(topic.length === 1 ? `domains.${topic}.name` : `facets.${topic}.name`));
  return {
    system: system(locale),
    instruction: [
      `The user asks about their profile: """${question.slice(0, QUESTION_MAX)}"""`,
      asked.length > 0
        ? `They are asking about: ${asked.join(", ")}. Explain their level on it, what it means and how it tends to show at work, in three to six sentences.`
        : "Answer from their levels in three to five sentences; if the question is outside the profile, say what you can explain instead (any domain or facet and what it means at work).",
      "Their levels:",
      levelsOf(profile),
    ].join("\n"),
  };
}
