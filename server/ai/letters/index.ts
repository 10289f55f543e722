import { REGENERABLE_PARAGRAPH_KINDS } from "@/lib/contracts/cover-letter";
import { isAbortError, LlmError, type LlmClient } from "../llm";
import { letterWithLlm, paragraphWithLlm } from "./llm-letter";
import { VARIANTS } from "./messages";
import { composeLetter, uniqueFacts, writeOffline } from "./offline";
import type { BodyKind, Letter, LetterDraft, LetterInput, LetterPart, ParagraphKind } from "./types";

export type { BodyKind, Letter, LetterDraft, LetterEngine, LetterFact, LetterInput, LetterJob, LetterLength, LetterPart, LetterTone, LetterUsage, ParagraphKind } from "./types";
export { writeOffline } from "./offline";

type OnLlmError = (error: LlmError) => void;

/**
 * Writes a cover letter for the posting from the user's sources. Offline without `llm`; with one,
 * the model writes the paragraphs the offline plan lays out, from the same facts, and its letter is
 * checked for claims nothing on file supports. A letter with such claims, or of another shape, or a
 * model that fails, leaves the offline letter standing (with the claims, the usage, and `onLlmError`
 * told why). A cancelled call rejects.
 */
export async function writeLetter(input: LetterInput, llm: LlmClient | null, signal?: AbortSignal, onLlmError?: OnLlmError): Promise<Letter> {
  const offline = writeOffline(input);
  if (!llm) return offline;
  try {
    const outcome = await letterWithLlm(input, llm, offline, signal);
    if ("letter" in outcome) return outcome.letter;
    if (outcome.rejected === "wrong_shape") onLlmError?.(new LlmError("invalid_output", "The AI's letter does not have the paragraphs asked for."));
    return { ...offline, usage: outcome.usage, claims: outcome.claims };
  } catch (error) {
    if (isAbortError(error) || !(error instanceof LlmError)) throw error;
    onLlmError?.(error);
    return offline;
  }
}

/** Why a paragraph cannot be written again: not in the letter, not a body paragraph (greeting, closing, the user's own), or its facts are no longer on file. */
export class ParagraphNotRegenerable extends Error {
  constructor(
    readonly reason: "out_of_range" | "not_body" | "facts_changed",
    message: string,
  ) {
    super(message);
    this.name = "ParagraphNotRegenerable";
  }
}

const isBody = (kind: ParagraphKind): kind is BodyKind => (REGENERABLE_PARAGRAPH_KINDS as readonly string[]).includes(kind);

/** The draft with paragraph `index` replaced: every fact once, from the parts as they now are. */
function replaced(draft: LetterDraft, index: number, text: string, part: LetterPart, rest: Pick<Letter, "engine" | "usage" | "claims">): Letter {
  const paragraphs = draft.paragraphs.map((paragraph, at) => (at === index ? text : paragraph));
  const parts = draft.parts.map((current, at) => (at === index ? part : current));
  return { paragraphs, parts, facts: uniqueFacts(parts.flatMap((entry) => entry.facts)), ...rest };
}

/**
 * Another wording of one body paragraph. Offline: the next of its template's wordings, from the
 * sources as they are now (so the same draft and counter give the same text). With `llm`: the model
 * rewrites it from the same facts, and a wording with unsupported claims, or a failed call, falls
 * back to the offline one. `input` is the letter's own posting, tone, language and length.
 */
export async function regenerateParagraph(
  draft: LetterDraft,
  index: number,
  input: LetterInput,
  llm: LlmClient | null,
  signal?: AbortSignal,
  onLlmError?: OnLlmError,
): Promise<Letter> {
  const current = draft.parts[index];
  if (!current || index >= draft.paragraphs.length) throw new ParagraphNotRegenerable("out_of_range", `The letter has no paragraph ${index}.`);
  const kind = current.kind;
  if (!isBody(kind)) throw new ParagraphNotRegenerable("not_body", "Only the letter's body paragraphs can be written again, not its greeting, its closing or a paragraph you added.");
  const variant = (current.variant + 1) % VARIANTS;
  const fresh = composeLetter(input, { [kind]: variant }).find((paragraph) => paragraph.kind === kind);
  if (!fresh) throw new ParagraphNotRegenerable("facts_changed", "The facts this paragraph was written from are no longer on your CV or profile.");
  const part: LetterPart = { kind, variant, facts: fresh.facts };
  const offline = { engine: "offline" as const, usage: null, claims: [] };
  if (!llm) return replaced(draft, index, fresh.text, part, offline);
  try {
    const outcome = await paragraphWithLlm(draft, index, part, input, llm, signal);
    if ("text" in outcome) return replaced(draft, index, outcome.text, part, { engine: "llm", usage: outcome.usage, claims: [] });
    if (outcome.rejected === "wrong_shape") onLlmError?.(new LlmError("invalid_output", "The AI's paragraph is empty or too long."));
    return replaced(draft, index, fresh.text, part, { ...offline, usage: outcome.usage, claims: outcome.claims });
  } catch (error) {
    if (isAbortError(error) || !(error instanceof LlmError)) throw error;
    onLlmError?.(error);
    return replaced(draft, index, fresh.text, part, offline);
  }
}

/** The letter as one text: paragraphs apart by a blank line, as a mail or a form's text box takes it. */
export const letterText = (paragraphs: string[]): string => paragraphs.join("\n\n");
