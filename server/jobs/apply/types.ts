import type { Browser } from "playwright-core";
import type { ANSWER_SOURCES } from "@/lib/contracts/aiwriter";

// The apply engine's vocabulary: what a posting's form asks, what the engine answers, what an
// applier sends and what it brings back as proof. Every applier speaks it, whatever its ATS.

export const ATS_NAMES = ["greenhouse", "lever", "ashby", "recruitee", "email"] as const;
export type AtsName = (typeof ATS_NAMES)[number];

/** The posting as an applier needs it. */
export type ApplyJob = {
  id: string;
  title: string;
  company: string;
  /** The employer's own apply link, e.g. https://job-boards.greenhouse.io/acme/jobs/123. */
  applyUrl: string;
  /** The posting's text, for an address to mail when that is the only way to apply. */
  description: string;
};

/** What a field asks for, when the applier recognises it; the engine answers these from the profile. */
export const FIELD_MEANINGS = [
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "resume",
  "cover_letter",
  "location",
  "linkedin",
  "github",
  "website",
  "current_company",
  "current_title",
  "salary_expectation",
  "notice_period",
  "start_date",
  "work_authorization",
  "sponsorship",
  "relocation",
  "years_of_experience",
  "education",
  "how_did_you_hear",
  /** Equal-employment and demographic questions (gender, race, veteran, disability). */
  "eeo",
  /** Consent to the employer's privacy notice or data processing. */
  "consent",
] as const;
export type FieldMeaning = (typeof FIELD_MEANINGS)[number];

export type FieldType = "text" | "textarea" | "email" | "tel" | "url" | "number" | "date" | "select" | "multiselect" | "radio" | "checkbox" | "file";

/** One question of an application form, as the employer asks it. */
export type FormField = {
  /** Stable within the form: the input's name or the question's id. */
  id: string;
  /** The question as shown to applicants. */
  label: string;
  type: FieldType;
  required: boolean;
  /** For select, multiselect, radio and checkbox groups. */
  options?: { value: string; label: string }[];
  meaning?: FieldMeaning;
  /** Help text shown with the question, if any. */
  description?: string;
};

/** A posting's application form. */
export type ApplicationForm = {
  /** The page or endpoint the form is sent to. */
  url: string;
  fields: FormField[];
  /** "visible": a challenge a person must solve; "invisible": a score-based check that needs nothing. */
  captcha: "none" | "invisible" | "visible";
};

/** What reading a form found. */
export type FormResult =
  | { kind: "form"; form: ApplicationForm }
  /** The posting no longer takes applications. */
  | { kind: "closed"; detail: string }
  /** The form cannot be filled here: a login wall, a visible CAPTCHA, a form the applier does not know. */
  | { kind: "needs_you"; reason: NeedsYouReason; detail: string; url: string };

export type NeedsYouReason = "captcha" | "login" | "unknown_form" | "questions";

/** Where an answer came from: never from nowhere ("aiwriter": written from the CV by the aiwriter). */
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export type AnswerValue = string | string[] | boolean | { file: "resume" | "cover_letter" };

/** The engine's answer to one field; options are answered with an option's value. */
export type FieldAnswer = { fieldId: string; label: string; value: AnswerValue; source: AnswerSource };

export type ApplicantFile = { name: string; mime: string; bytes: Buffer; sha256: string };
export type ApplicantFiles = { resume: ApplicantFile; coverLetter?: ApplicantFile };

/** What was sent and what came back: kept with the application and shown to the user. */
export type Proof = {
  url: string;
  submittedAt: string;
  fields: { fieldId: string; label: string; value: string | string[] | boolean }[];
  files: { role: "resume" | "cover_letter"; name: string; sha256: string; bytes: number }[];
  /** An API's answer (Recruitee) or a mail server's (email). */
  response?: { status: number; body: unknown };
  /** The page after sending (hosted forms): its HTML and a screenshot. */
  page?: { html: string; screenshot: Buffer };
  /** Filled but not sent: the copilot's dry-run switch. */
  dryRun: boolean;
};

export type SubmitOutcome =
  /** The ATS confirmed the application. */
  | { kind: "confirmed"; proof: Proof }
  /** Filled without sending (dry run). */
  | { kind: "filled"; proof: Proof }
  | { kind: "needs_you"; reason: NeedsYouReason; detail: string; proof?: Proof }
  /** The ATS refused what was sent (its own validation); nothing was accepted. */
  | { kind: "refused"; errors: { fieldId?: string; message: string }[]; proof?: Proof }
  | { kind: "closed"; detail: string }
  /** Sent, but no confirmation came back: never counted as applied. */
  | { kind: "unconfirmed"; detail: string; proof?: Proof };

/** A failure worth another try later (network, 5xx, a page that did not load). */
export class TransientApplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TransientApplyError";
  }
}

/** Per-ATS base URLs from APPLY_TARGETS: replicas in tests and the offline demo, the real hosts otherwise. */
export type ApplyTargets = Partial<Record<AtsName, string>>;

export type ApplyContext = {
  targets: ApplyTargets;
  /** A headless Chromium, started on first use and shared by the appliers of one worker. */
  browser: () => Promise<Browser>;
  fetch: typeof fetch;
  now: () => Date;
  /** Fill and prove, but do not send. */
  dryRun: boolean;
  /**
   * Sends a mail with attachments through the product's mail adapter (email applier); replyTo is the
   * applicant's own address, since the mail leaves from the product's. Resolves with whether the mail
   * server accepted it and its reply; throws when no server answered (worth another try).
   */
  sendMail?: (mail: { to: string; replyTo?: string; subject: string; text: string; attachments: ApplicantFile[] }) => Promise<{ accepted: boolean; response: string }>;
};

/** One ATS: recognises its postings, reads their form, sends an application. */
export interface Applier {
  ats: AtsName;
  canApply(job: ApplyJob, ctx: ApplyContext): boolean;
  formFor(job: ApplyJob, ctx: ApplyContext): Promise<FormResult>;
  submit(job: ApplyJob, form: ApplicationForm, answers: FieldAnswer[], files: ApplicantFiles, ctx: ApplyContext): Promise<SubmitOutcome>;
}
