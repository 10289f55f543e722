import { TransientApplyError, type ApplicationForm, type ApplyContext, type ApplyJob, type Applier, type FieldAnswer, type FormResult, type Proof, type SubmitOutcome } from "../types";

// Postings whose only way in is an address: a mailto: apply link, or (when the link is no known
// ATS) a posting text that asks for applications by mail to exactly one address. The mail goes out
// through the product's mail adapter (ctx.sendMail) with the CV attached.

const ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const SINGLE_ADDRESS = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/** Hosts of application systems: a posting that links to one is applied to there, not by mail. */
const ATS_HOSTS =
  /(^|\.)(greenhouse\.io|lever\.co|ashbyhq\.com|recruitee\.com|workable\.com|smartrecruiters\.com|personio\.(de|com)|teamtailor\.com|bamboohr\.com|breezy\.hr|jobvite\.com|myworkdayjobs\.com|icims\.com|join\.com|softgarden\.(io|de)|successfactors\.(com|eu)|taleo\.net|applytojob\.com|pinpointhq\.com|homerun\.co|rippling\.com|factorialhr\.com|jobs\.personio\.de)$/i;

/** Mailboxes nobody applies to: an address like these is never taken as the place to apply. */
const NOT_FOR_APPLICATIONS = /^(no-?reply|do-?not-?reply|privacy|gdpr|dpo|data-?protection|datenschutz|abuse|postmaster|webmaster|unsubscribe)([.+@]|$)/i;

/**
 * Phrases that say "apply by sending it here", in the languages the boards carry. Matched just
 * before the address, so a contact address for questions is not mistaken for the application one.
 */
const APPLY_BY_MAIL = [
  // English
  /apply (?:by|via|through) e-?mail/, /(?:send|e-?mail|mail|submit|forward) (?:us )?(?:your|a) (?:cv|resume|résumé|application|cover letter)/, /applications? (?:should be sent |can be sent |are welcome )?to\b/, /\bto apply\b/, /apply (?:to|at)\b/,
  // German
  /bewerbung(?:sunterlagen)? (?:bitte )?(?:per e-?mail )?an\b/, /(?:sende|schicke|senden sie|schicken sie)[a-zäöüß ]{0,40}(?:bewerbung|lebenslauf|unterlagen)/, /bewirb dich (?:per e-?mail|unter)/, /per e-?mail an\b/,
  // Dutch
  /(?:stuur|mail|stuurt u) (?:je|jouw|uw) (?:cv|sollicitatie|motivatie)/, /sollicite(?:er|ren) (?:via|per) (?:e-?mail|mail)/, /sollicitatie (?:naar|sturen naar)/,
  // French
  /(?:envoyez|envoie|adressez|adresse) (?:votre|ton|vos|tes) (?:candidature|cv)/, /candidature (?:par e-?mail |par mail )?à\s/, /postule[rz]? par (?:e-?)?mail/,
  // Spanish, Italian
  /(?:envía|envíe|envia) (?:tu|su) (?:cv|candidatura|currículum)/, /(?:invia|inviare|invii) (?:il (?:tuo|suo) )?(?:cv|curriculum|candidatura)/,
];
const PHRASE_WINDOW = 160;

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_match, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&commat;/gi, "@")
    .replace(/&period;/gi, ".")
    .replace(/&nbsp;/gi, " ")
    .replace(/&amp;/gi, "&");
}

/** The posting's text as a reader sees it: tags gone (mailto links kept as their address), entities decoded. */
function plainText(description: string): string {
  return decodeEntities(description.replace(/<a\b[^>]*href=["']mailto:([^"'?]+)[^>]*>/gi, " $1 ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
}

/** The one address of a mailto: link; null for several, none or a malformed one. */
function mailtoAddress(applyUrl: string): string | null {
  if (!/^mailto:/i.test(applyUrl.trim())) return null;
  let recipients: string;
  try {
    recipients = decodeURIComponent(applyUrl.trim().slice("mailto:".length).split("?")[0]!);
  } catch {
    return null;
  }
  const addresses = recipients.split(/[,;]/).map((address) => address.trim()).filter(Boolean);
  return addresses.length === 1 && SINGLE_ADDRESS.test(addresses[0]!) ? addresses[0]! : null;
}

function isAtsLink(applyUrl: string): boolean {
  try {
    return ATS_HOSTS.test(new URL(applyUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * The address a posting asks applications to be mailed to, when its text says so about exactly one
 * address. Conservative on purpose: several addresses, none, or one without an "apply/send your CV"
 * phrase right before it → null, and the person decides.
 */
export function applicationAddressInText(description: string): string | null {
  const text = plainText(description);
  const found = [...text.matchAll(ADDRESS)].map((match) => ({ address: match[0].replace(/\.+$/, ""), at: match.index! }));
  const distinct = new Set(found.map(({ address }) => address.toLowerCase()));
  if (distinct.size !== 1) return null;
  const { address } = found[0]!;
  if (NOT_FOR_APPLICATIONS.test(address)) return null;
  const asked = found.some(({ at }) => {
    const before = text.slice(Math.max(0, at - PHRASE_WINDOW), at).toLowerCase();
    return APPLY_BY_MAIL.some((phrase) => phrase.test(before));
  });
  return asked ? address : null;
}

/** Where to mail an application for this posting, or null when mail is not (clearly) the way. */
export function applicationAddress(job: ApplyJob): string | null {
  if (/^mailto:/i.test(job.applyUrl.trim())) return mailtoAddress(job.applyUrl);
  if (isAtsLink(job.applyUrl)) return null;
  return applicationAddressInText(job.description);
}

const FIELDS: ApplicationForm["fields"] = [
  { id: "full_name", label: "Full name", type: "text", required: true, meaning: "full_name" },
  { id: "email", label: "Your email address (the employer replies to it)", type: "email", required: true, meaning: "email" },
  { id: "phone", label: "Phone number", type: "tel", required: false, meaning: "phone" },
  { id: "resume", label: "CV (attached to the mail)", type: "file", required: true, meaning: "resume" },
  { id: "cover_letter", label: "Message (cover letter, the mail's text)", type: "textarea", required: false, meaning: "cover_letter" },
];

const noMailer = (address: string) => `No mail server is configured to send the application to ${address}: send it yourself, with your CV attached.`;

function text(answers: Map<string, FieldAnswer>, fieldId: string): string | undefined {
  const value = answers.get(fieldId)?.value;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export const emailApplier: Applier = {
  ats: "email",

  canApply(job) {
    return applicationAddress(job) !== null;
  },

  async formFor(job, ctx: ApplyContext): Promise<FormResult> {
    const address = applicationAddress(job);
    if (!address) return { kind: "needs_you", reason: "unknown_form", detail: "The posting names no single address to apply to", url: job.applyUrl };
    if (!ctx.sendMail && !ctx.dryRun) return { kind: "needs_you", reason: "unknown_form", detail: noMailer(address), url: `mailto:${address}` };
    return { kind: "form", form: { url: `mailto:${address}`, fields: FIELDS, captcha: "none" } };
  },

  async submit(job, form, answers, files, ctx): Promise<SubmitOutcome> {
    const address = mailtoAddress(form.url);
    if (!address) return { kind: "needs_you", reason: "unknown_form", detail: `Not a mail form: ${form.url}` };
    const byField = new Map(answers.map((answer) => [answer.fieldId, answer]));
    const name = text(byField, "full_name");
    const replyTo = text(byField, "email");
    const resume = byField.get("resume")?.value;
    const missing = [!name && "full name", !replyTo && "email address", !(typeof resume === "object" && !Array.isArray(resume) && resume.file === "resume") && "CV"].filter(Boolean);
    if (missing.length > 0) return { kind: "needs_you", reason: "questions", detail: `Missing for the application mail: ${missing.join(", ")}` };

    const phone = text(byField, "phone");
    const coverLetter = text(byField, "cover_letter");
    const subject = `Application: ${job.title} — ${name}`;
    // The mail's text is the applicant's own letter, then how to reach them: nothing written for them.
    const body = [coverLetter, [name, replyTo, phone].filter(Boolean).join("\n")].filter(Boolean).join("\n\n");
    const attachments = [files.resume];

    const proof = (response?: Proof["response"]): Proof => ({
      url: form.url,
      submittedAt: ctx.now().toISOString(),
      fields: [
        ...FIELDS.flatMap((field) => {
          const answer = byField.get(field.id);
          if (!answer) return [];
          return [{ fieldId: field.id, label: field.label, value: field.type === "file" ? files.resume.name : (answer.value as string) }];
        }),
        { fieldId: "mail_to", label: "To", value: address },
        { fieldId: "mail_reply_to", label: "Reply-To", value: replyTo! },
        { fieldId: "mail_subject", label: "Subject", value: subject },
        { fieldId: "mail_text", label: "Text", value: body },
      ],
      files: attachments.map((file) => ({ role: "resume" as const, name: file.name, sha256: file.sha256, bytes: file.bytes.length })),
      ...(response ? { response } : {}),
      dryRun: ctx.dryRun,
    });
    if (ctx.dryRun) return { kind: "filled", proof: proof() };
    if (!ctx.sendMail) return { kind: "needs_you", reason: "unknown_form", detail: noMailer(address), proof: proof() };

    let result: { accepted: boolean; response: string };
    try {
      result = await ctx.sendMail({ to: address, replyTo, subject, text: body, attachments });
    } catch (error) {
      throw new TransientApplyError(`The mail server did not take the application to ${address}: ${(error as Error).message}`);
    }
    // The SMTP reply code when the server gave one (e.g. "250 2.0.0 OK"); 0 when it answered without one.
    const status = Number(/^(\d{3})\b/.exec(result.response)?.[1] ?? 0);
    const sent = proof({ status, body: result.response });
    if (result.accepted) return { kind: "confirmed", proof: sent };
    return { kind: "refused", errors: [{ fieldId: "mail_to", message: result.response }], proof: sent };
  },
};
