import { createTranslator } from "use-intl/core";
import { loadMessages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import type { OutgoingMail } from "./transport";

export type MailKind =
  | "verifyEmail"
  | "resetPassword"
  | "changeEmail.confirm"
  | "changeEmail.notice"
  | "referralReward.applied"
  | "referralReward.pending"
  | "planReceipt.demo"
  | "planReceipt.paid";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** A one-action mail (verify, reset…) in the recipient's language, as HTML and plain text. */
export async function renderActionMail(options: {
  kind: MailKind;
  locale: Locale;
  to: string;
  link: string;
  values?: Record<string, string>;
  /** The "if you did not ask for this, ignore it" line; off for security notices, which must not be ignored. */
  ignoreNote?: boolean;
}): Promise<OutgoingMail> {
  const messages = await loadMessages(options.locale);
  const t = createTranslator({ locale: options.locale, messages, namespace: "Mail" });
  const values = { email: options.to, ...options.values };
  const subject = t(`${options.kind}.subject`, values);
  const heading = t(`${options.kind}.heading`, values);
  const body = t(`${options.kind}.body`, values);
  const action = t(`${options.kind}.action`, values);
  const ignore = options.ignoreNote === false ? null : t("ignore");
  const text = [heading, "", body, "", `${action}: ${options.link}`, "", ...(ignore ? [ignore, ""] : []), "—", t("footer")].join("\n");
  const html = mailHtml(options.locale, subject, `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(body)}</p>
${actionButton(options.link, action)}
<p style="font-size:13px;color:#6b7280">${escapeHtml(t("linkFallback"))}<br><a href="${escapeHtml(options.link)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(options.link)}</a></p>
${ignore ? `<p style="font-size:13px;color:#6b7280">${escapeHtml(ignore)}</p>\n` : ""}`, t("footer"));
  return { to: options.to, subject, text, html, link: options.link };
}

/** The frame every mail shares: a white card on a grey page, the content, a rule and the footer. */
function mailHtml(locale: Locale, subject: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f8;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
${content}<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#9ca3af">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`;
}

const actionButton = (link: string, label: string) =>
  `<p style="margin:28px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/**
 * An admin's answer to a support message, in the recipient's language: the answer as written
 * (line breaks kept), then the user's own message quoted, and a link back to the support page.
 */
export async function renderSupportReplyMail(options: { locale: Locale; to: string; reply: string; original: string | null; link: string }): Promise<OutgoingMail> {
  const messages = await loadMessages(options.locale);
  const t = createTranslator({ locale: options.locale, messages, namespace: "Mail" });
  const subject = t("supportReply.subject");
  const heading = t("supportReply.heading");
  const intro = t("supportReply.intro");
  const quoted = options.original ? t("supportReply.yourMessage") : null;
  const action = t("supportReply.action");
  const text = [
    heading,
    "",
    intro,
    "",
    options.reply,
    "",
    ...(quoted ? [`${quoted}`, ...options.original!.split("\n").map((line) => `> ${line}`), ""] : []),
    `${action}: ${options.link}`,
    "",
    "—",
    t("footer"),
  ].join("\n");
  const paragraph = (value: string) => `<p style="font-size:16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(value)}</p>`;
  const html = mailHtml(options.locale, subject, `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
${paragraph(options.reply)}
${quoted ? `<p style="font-size:13px;color:#6b7280;margin:24px 0 4px">${escapeHtml(quoted)}</p>\n<blockquote style="margin:0;padding:8px 12px;border-left:3px solid #e5e7eb;color:#4b5563;font-size:14px;white-space:pre-wrap">${escapeHtml(options.original!)}</blockquote>\n` : ""}${actionButton(options.link, action)}
`, t("footer"));
  return { to: options.to, subject, text, html, link: options.link };
}
