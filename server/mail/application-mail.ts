import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Logger } from "pino";

// Applications sent by mail, for postings that give only an address. Unlike the product's own mails
// (transport.ts), the answer matters: the application counts as sent only when a mail server took it.

export type ApplicationMail = {
  to: string;
  /** The applicant's address: the mail leaves from the product's, replies must reach the applicant. */
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { name: string; mime: string; bytes: Buffer }[];
};

/** accepted: the server took the mail for delivery; response: its reply (e.g. "250 2.0.0 Ok: queued"). */
export type ApplicationMailResult = { accepted: boolean; response: string };

export type ApplicationMailSender = (mail: ApplicationMail) => Promise<ApplicationMailResult>;

type SmtpError = Error & { responseCode?: number; response?: string };

function message(from: string, mail: ApplicationMail) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments.map((file) => ({ filename: file.name, content: file.bytes, contentType: file.mime })),
  };
}

/**
 * Through an SMTP server: accepted when it takes the recipient and the message; a permanent refusal
 * (5xx, e.g. an unknown mailbox) resolves as not accepted; anything else (no connection, a timeout,
 * a temporary 4xx) throws, so the caller may try again later.
 */
export function smtpApplicationSender(smtpUrl: string, from: string): ApplicationMailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    try {
      const info: SMTPTransport.SentMessageInfo = await transport.sendMail(message(from, mail));
      const accepted = (info.accepted as (string | { address: string })[]).map((entry) => (typeof entry === "string" ? entry : entry.address).toLowerCase());
      const rejected = info.rejected.length > 0 || !accepted.includes(mail.to.toLowerCase());
      return { accepted: !rejected, response: info.response };
    } catch (cause) {
      const error = cause as SmtpError;
      if (error.responseCode !== undefined && error.responseCode >= 500 && error.responseCode < 600) return { accepted: false, response: error.response ?? error.message };
      throw error;
    }
  };
}

/**
 * Into the development outbox as an .eml file. Nothing is delivered, so this is only for the offline
 * demo (where applications go to replicas too); the response says where the file is.
 */
export function outboxApplicationSender(outboxDir: string, from: string, logger: Logger): ApplicationMailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (mail) => {
    const info = await transport.sendMail(message(from, mail));
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(outboxDir, `${stamp}-application-${info.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    logger.info({ to: mail.to, subject: mail.subject, file }, "application mail written to outbox");
    return { accepted: true, response: `written to the outbox (not delivered): ${file}` };
  };
}

/**
 * The sender the apply engine hands its email applier: SMTP when SMTP_URL is set; the outbox only
 * when asked for (the offline demo); otherwise none, and mail-only postings go back to the person.
 */
export function createApplicationMailSender(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger; useOutbox?: boolean }): ApplicationMailSender | undefined {
  if (options.smtpUrl) return smtpApplicationSender(options.smtpUrl, options.from);
  if (options.useOutbox) return outboxApplicationSender(options.outboxDir, options.from, options.logger);
  return undefined;
}
