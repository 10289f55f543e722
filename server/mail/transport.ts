import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The main link of the mail, printed to the console when mail goes to the outbox. */
  link?: string;
};

export type MailTransport = { send(mail: OutgoingMail): Promise<void>; describe: string };

/** SMTP when a URL is configured; otherwise .eml files in an outbox folder, for development. */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `outbox ${options.outboxDir}`,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, "mail written to outbox");
      if (mail.link) console.log(`[mail] ${mail.subject} → ${mail.to}: ${mail.link}`);
    },
  };
}
