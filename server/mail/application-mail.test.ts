import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { createApplicationMailSender, type ApplicationMail } from "./application-mail";

const logger = pino({ level: "silent" });
const from = "job-copilot <no-reply@example.com>";
const cv = Buffer.from("%PDF-1.4\n% a CV\n%%EOF\n", "latin1");
const mail: ApplicationMail = {
  to: "jobs@ateliernord.example",
  replyTo: "grace@example.com",
  subject: "Application: Backend Engineer — Grace Hopper",
  text: "Dear Atelier Nord,\n\nGrace Hopper",
  attachments: [{ name: "grace-hopper-cv.pdf", mime: "application/pdf", bytes: cv }],
};

/** A real SMTP server on a free port that refuses the recipients it is told to, with the code given. */
async function smtpServer(refuse: Record<string, number> = {}) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      const code = refuse[address.address];
      if (!code) return callback();
      callback(Object.assign(new Error(code >= 500 ? "Recipient address rejected: User unknown" : "Mailbox busy, try again later"), { responseCode: code }));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("application mail", () => {
  it("sends through SMTP with the CV attached and the applicant as Reply-To, and reports the server's acceptance", async () => {
    const server = await smtpServer();
    try {
      const send = createApplicationMailSender({ smtpUrl: server.url, from, outboxDir: "/unused", logger })!;
      const result = await send(mail);
      expect(result.accepted).toBe(true);
      expect(result.response).toMatch(/^250 /);
      expect(server.received).toHaveLength(1);
      const raw = server.received[0]!;
      expect(raw).toContain("To: jobs@ateliernord.example");
      expect(raw).toContain("Reply-To: grace@example.com");
      expect(raw).toContain("Content-Disposition: attachment; filename=grace-hopper-cv.pdf");
      expect(raw).toContain(cv.toString("base64"));
    } finally {
      await server.close();
    }
  });

  it("reports a permanent refusal as not accepted, and throws on a temporary one", async () => {
    const server = await smtpServer({ "jobs@ateliernord.example": 550, "busy@ateliernord.example": 451 });
    try {
      const send = createApplicationMailSender({ smtpUrl: server.url, from, outboxDir: "/unused", logger })!;
      const refused = await send(mail);
      expect(refused.accepted).toBe(false);
      expect(refused.response).toContain("550");
      await expect(send({ ...mail, to: "busy@ateliernord.example" })).rejects.toMatchObject({ responseCode: 451 });
      expect(server.received).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it("throws when no SMTP server answers", async () => {
    const send = createApplicationMailSender({ smtpUrl: "smtp://127.0.0.1:1", from, outboxDir: "/unused", logger })!;
    await expect(send(mail)).rejects.toThrow();
  });

  it("writes to the outbox only when asked to, and says the mail was not delivered", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "application-outbox-"));
    expect(createApplicationMailSender({ from, outboxDir, logger })).toBeUndefined();
    const send = createApplicationMailSender({ from, outboxDir, logger, useOutbox: true })!;
    const result = await send(mail);
    const [file] = fs.readdirSync(outboxDir);
    expect(result).toEqual({ accepted: true, response: `written to the outbox (not delivered): ${path.join(outboxDir, file!)}` });
    const raw = fs.readFileSync(path.join(outboxDir, file!), "utf8");
    expect(raw).toContain("Reply-To: grace@example.com");
    expect(raw).toContain("Content-Disposition: attachment; filename=grace-hopper-cv.pdf");
  });
});
