import { z } from "zod";
import { AssistantInputError, type Assistant, type Turn, type TurnContext } from "../types";
import { ITEM_IDS } from "./items";
import { translatorFor } from "./messages";
import { followUpText, itemsCard, profileCard, profileText } from "./report";
import { facetScores, missingItems, profileOf, type FacetScores } from "./scoring";
import { topicsIn } from "./topics";
import { followUpVoice, profileVoice } from "./voice";

export const setupSchema = z.strictObject({});
export type PersonalitySetup = z.infer<typeof setupSchema>;

/** The questionnaire's answers, 1..5 per statement id; unknown ids are refused, missing ones are told apart. */
export const inputSchema = z.strictObject({
  answers: z.partialRecord(z.enum(ITEM_IDS), z.int().min(1).max(5)),
});
export type PersonalityInput = z.infer<typeof inputSchema>;

/**
 * Waiting for the answers, or holding the last result. Only the raw facet scores are kept: the
 * domain scores, percentiles and levels are derived from them, so a change of norms applies to
 * old threads too.
 */
export type PersonalityState = { phase: "questionnaire" } | { phase: "profile"; facets: FacetScores; takes: number };

// Questions are read for the names they contain; nothing past this is needed for that.
const QUESTION_READ_MAX = 2_000;

function profileTurn(facets: FacetScores, takes: number, context: TurnContext): Turn<PersonalityState> {
  const profile = profileOf(facets);
  return {
    text: profileText(profile, context.locale, takes > 1),
    data: profileCard(profile, context.locale),
    state: { phase: "profile", facets, takes },
    voice: profileVoice(profile, context.locale),
  };
}

export const personalityAssistant: Assistant<PersonalitySetup, PersonalityState> = {
  id: "personality_test",
  setupSchema,
  inputSchema,

  title(_setup, context) {
    return translatorFor(context.locale)("title");
  },

  async start(_setup, context) {
    // The questionnaire is shown as it is: no voice, an LLM never rewords the statements.
    return { text: translatorFor(context.locale)("intro"), data: itemsCard(context.locale), state: { phase: "questionnaire" } };
  },

  async reply(state, message, _history, context) {
    if (message.input !== undefined && message.input !== null) {
      const parsed = inputSchema.safeParse(message.input);
      if (!parsed.success) throw new AssistantInputError("invalid_answers", z.prettifyError(parsed.error));
      const missing = missingItems(parsed.data.answers);
      if (missing.length > 0) {
        throw new AssistantInputError("answers_incomplete", `${missing.length} ${missing.length === 1 ? "statement is" : "statements are"} not answered yet`);
      }
      // Answers after a result are a retake: a new profile replaces the old one.
      return profileTurn(facetScores(parsed.data.answers), state.phase === "profile" ? state.takes + 1 : 1, context);
    }
    if (state.phase === "questionnaire") {
      throw new AssistantInputError("answers_expected", "The questionnaire's answers are due before questions about the result");
    }
    const question = message.text.slice(0, QUESTION_READ_MAX);
    const profile = profileOf(state.facets);
    const topics = topicsIn(question).slice(0, 3);
    return {
      text: followUpText(profile, context.locale, topics),
      state,
      voice: followUpVoice(profile, context.locale, question, topics),
    };
  },
};
