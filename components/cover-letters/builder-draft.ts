import type { z } from "zod";
import {
  createCoverLetterSchema,
  LETTER_LENGTHS,
  LETTER_TONES,
  type CreateCoverLetterInput,
} from "@/lib/contracts/cover-letter";
import type { Application } from "@/lib/contracts/applications";
import { encodeFieldError, issueProblem } from "@/lib/contracts/errors";
import type { Locale } from "@/lib/i18n/locales";

// The builder's form as the user fills it in, and the request it stands for, checked with the
// contract's own schema so most mistakes show at their field before anything is sent.

export const BUILDER_SOURCES = ["application", "text"] as const;
export type BuilderSource = (typeof BUILDER_SOURCES)[number];
export type LetterTone = (typeof LETTER_TONES)[number];
export type LetterLength = (typeof LETTER_LENGTHS)[number];

export type BuilderDraft = {
  source: BuilderSource;
  applicationId: string;
  title: string;
  company: string;
  text: string;
  tone: LetterTone;
  /** Empty: the posting's language, as the API decides when none is sent. */
  language: Locale | "";
  length: LetterLength;
};

export const initialDraft = (applicationId: string | null = null): BuilderDraft => ({
  source: applicationId ? "application" : "text",
  applicationId: applicationId ?? "",
  title: "",
  company: "",
  text: "",
  tone: "formal",
  language: "",
  length: "medium",
});

/** The draft's fields with problems, keyed as the API keys them ("job.title"), each a field code. */
export type BuilderProblems = Record<string, string>;

export function createBodyOf(draft: BuilderDraft): { body: z.input<typeof createCoverLetterSchema> } | { problems: BuilderProblems } {
  const problems: BuilderProblems = {};
  // Nothing chosen or pasted yet: said plainly, before the schema's more technical codes.
  if (draft.source === "application" && !draft.applicationId) problems["job.application_id"] = encodeFieldError("application_required");
  if (draft.source === "text" && !draft.text.trim()) problems["job.text"] = encodeFieldError("posting_required");

  const job =
    draft.source === "application"
      ? { source: "application" as const, application_id: draft.applicationId }
      : { source: "text" as const, title: draft.title, company: draft.company, text: draft.text };
  const body = { job, tone: draft.tone, length: draft.length, ...(draft.language ? { language: draft.language } : {}) };
  const parsed = createCoverLetterSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { code, params } = issueProblem(issue);
      problems[issue.path.join(".")] ??= encodeFieldError(code, params);
    }
  }
  if (Object.keys(problems).length > 0) return { problems };
  return { body: parsed.data as CreateCoverLetterInput };
}

/** The fields of the form in the order they appear: the first one with a problem takes the focus. */
export const BUILDER_FIELDS = ["job.application_id", "job.title", "job.company", "job.text", "tone", "language", "length"] as const;

/** "Frontend Engineer — Acme": how an application is named in the select and the letters. */
export const jobLabel = (job: { title: string; company: string }) => [job.title.trim(), job.company.trim()].filter(Boolean).join(" — ");

export const applicationOption = (application: Pick<Application, "id" | "job">) => ({ id: application.id, label: jobLabel(application.job) });
