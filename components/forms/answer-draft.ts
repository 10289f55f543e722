import { isQuotaExceeded, renewalDate } from "@/components/assistants/usage";
import type { AiwriterResult, Basis, NEEDS_USER_REASONS, WRITER_ENGINES } from "@/lib/contracts/aiwriter";
import { describeError, type ErrorText } from "./error-text";

// "Draft from my CV": what asking the aiwriter for an answer shows under a form's field, as a pure
// reducer (the hook in use-answer-draft.ts runs the request), and where a draft came from.

export type WriterEngine = (typeof WRITER_ENGINES)[number];
export type NeedsUserReason = (typeof NEEDS_USER_REASONS)[number];

/** Every state but idle belongs to the question it was asked for (trimmed). */
export type DraftState =
  | { status: "idle" }
  /** `request` tells this request's answer from a late one of an earlier request. */
  | { status: "busy"; question: string; request: number }
  /** `previous`: the field's text before the draft replaced it, to put back. */
  | { status: "drafted"; question: string; basis: Basis[]; engine: WriterEngine; previous: string }
  | { status: "needs_user"; question: string; reason: NeedsUserReason; message: string }
  /** The month's AI messages are used; `renewsAt` (ISO) when the refusal said. */
  | { status: "quota"; question: string; renewsAt: string | null }
  | { status: "failed"; question: string; error: ErrorText };

export type DraftEvent =
  | { type: "start"; question: string; request: number }
  | { type: "result"; request: number; result: AiwriterResult; previous: string }
  /** `at`: when the request failed (ms), which a 429's Retry-After counts from. */
  | { type: "error"; request: number; error: unknown; at: number }
  /** The request was stopped (the question changed, the form closed). */
  | { type: "stopped"; request: number }
  | { type: "reset" };

export const IDLE_DRAFT: DraftState = { status: "idle" };

export const askedQuestion = (question: string) => question.trim();

/** What came back from the aiwriter, or why nothing did. */
export function draftReducer(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case "start":
      return { status: "busy", question: event.question, request: event.request };
    case "reset":
      return IDLE_DRAFT;
  }
  // The end of a request no longer waited for changes nothing.
  if (state.status !== "busy" || state.request !== event.request) return state;
  const { question } = state;
  switch (event.type) {
    case "stopped":
      return IDLE_DRAFT;
    case "result": {
      const { result } = event;
      if (result.status === "answered") return { status: "drafted", question, basis: result.basis, engine: result.engine, previous: event.previous };
      return { status: "needs_user", question, reason: result.reason, message: result.message };
    }
    case "error": {
      if (isQuotaExceeded(event.error)) {
        const renews = renewalDate(null, event.error.retryAfter, event.at);
        return { status: "quota", question, renewsAt: renews ? renews.toISOString() : null };
      }
      return { status: "failed", question, error: describeError(event.error).banner ?? { key: "generic" } };
    }
  }
}

/** The state as shown for the question in the form now: one about a question since changed is idle. */
export const draftStateFor = (state: DraftState, question: string): DraftState =>
  state.status === "idle" || state.question === askedQuestion(question) ? state : IDLE_DRAFT;

// ---------------------------------------------------------------------------------------------
// Where a draft came from

const CV_PARTS = {
  cv_skill: "skills",
  cv_achievement: "achievements",
  cv_title: "titles",
  cv_years: "years",
  cv_education: "education",
  cv_language: "languages",
} as const;
export type CvPart = (typeof CV_PARTS)[keyof typeof CV_PARTS];

/** The profile fields a draft names; another field is said as "your profile". */
export const PROFILE_FIELDS = ["salary_expectation", "notice_period", "work_authorization", "highest_education", "years_of_experience"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type DraftSource = { source: "cv"; parts: CvPart[] } | { source: "profile"; fields: ProfileField[] } | { source: "answer_bank" };

const isProfileField = (ref: string): ref is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(ref);

/**
 * The sources of a draft, each once, in the order the answer first leans on them: the CV with the
 * kinds of its facts used (skills, achievements…), the profile with its fields, the saved answers.
 */
export function draftSources(basis: readonly Basis[]): DraftSource[] {
  const sources: DraftSource[] = [];
  for (const { kind, ref } of basis) {
    if (kind === "answer_bank") {
      if (!sources.some((source) => source.source === "answer_bank")) sources.push({ source: "answer_bank" });
    } else if (kind === "profile") {
      let profile = sources.find((source) => source.source === "profile");
      if (!profile) sources.push((profile = { source: "profile", fields: [] }));
      if (isProfileField(ref) && !profile.fields.includes(ref)) profile.fields.push(ref);
    } else {
      let cv = sources.find((source) => source.source === "cv");
      if (!cv) sources.push((cv = { source: "cv", parts: [] }));
      const part = CV_PARTS[kind];
      if (!cv.parts.includes(part)) cv.parts.push(part);
    }
  }
  return sources;
}
