import type { JsonResume } from "@/lib/contracts/cv-document";
import type { TailorChange } from "@/lib/contracts/cv-tailor";
import { isAbortError, LlmError, type LlmClient } from "../../ai/llm";
import { rewordWithLlm, type Rewording } from "./llm";
import { assertNothingNew, inDocumentOrder, tailorOffline } from "./offline";
import type { TailorJob, TailorResult } from "./types";

export { newFactsIn } from "./facts";
export { tailorCv, TailoringInventedFacts } from "./offline";
export type { TailorJob, TailorResult, TailorUsage } from "./types";

export type TailorOptions = {
  /** The configured model (llmFromEnv), or null for the offline rules alone. */
  llm: LlmClient | null;
  signal?: AbortSignal;
  /** Told why a model's answer could not be used; the offline tailoring stands. */
  onLlmError?: (error: LlmError) => void;
};

/** Writes a rewording into the document and the list of changes: one change per text, from the CV's wording to the model's. */
function apply(document: JsonResume, changes: TailorChange[], { text, after, keywords }: Rewording) {
  const existing = changes.find((change) => change.path === text.path && (change.kind === "highlight" || change.kind === "summary"));
  if (text.path === "/basics/summary") document.basics!.summary = after;
  else {
    const [, section, index, , at] = text.path.split("/") as [string, "work" | "volunteer" | "projects", string, string, string];
    document[section]![Number(index)]!.highlights![Number(at)] = after;
  }
  if (existing) {
    existing.after = after;
    existing.keywords = [...new Set([...existing.keywords, ...keywords])];
    return;
  }
  const kind = text.path === "/basics/summary" ? "summary" : "highlight";
  changes.push({ kind, path: text.path, section: text.section, label: text.label, before: text.text, after, keywords });
}

/**
 * The CV tailored to the posting: the offline rules (tailorCv), then, with a model, the matching
 * bullets and the summary in the model's words where its wording states nothing the CV does not.
 * A wording that does is dropped (its facts listed in `claims`); a failed call or an answer of
 * another shape leaves the offline tailoring (onLlmError told why). A cancelled call rejects.
 */
export async function tailorCvWithLlm(original: JsonResume, job: TailorJob, options: TailorOptions): Promise<TailorResult> {
  const offline = tailorOffline(original, job);
  if (!options.llm) return offline.result;
  try {
    const outcome = await rewordWithLlm(
      options.llm,
      { document: offline.result.document, job, keywords: offline.keywords, matched: offline.result.keywords.matched, base: offline.base, labels: offline.labels },
      options.signal,
    );
    if (!outcome) return offline.result;
    const document = structuredClone(offline.result.document);
    const changes = structuredClone(offline.result.changes);
    for (const rewording of outcome.rewordings) apply(document, changes, rewording);
    assertNothingNew(offline.base, original, document);
    return {
      ...offline.result,
      document,
      changes: inDocumentOrder(changes, document),
      engine: outcome.rewordings.length > 0 ? "llm" : "offline",
      claims: outcome.claims,
      usage: outcome.usage,
    };
  } catch (error) {
    if (isAbortError(error) || !(error instanceof LlmError)) throw error;
    options.onLlmError?.(error);
    return offline.result;
  }
}
