import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { createMailTransport } from "./transport";
import { renderActionMail } from "./templates";

const logger = pino({ level: "silent" });

describe("mail transport", () => {
  it("delivers through a real SMTP server when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
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
    try {
      const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "job-copilot <no-reply@example.com>", outboxDir: "/unused", logger });
      const mail = await renderActionMail({ kind: "resetPassword", locale: "en", to: "ada@example.com", link: "http://localhost:3000/reset-password?token=abc" });
      await transport.send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Reset your password");
      expect(received[0]).toContain("To: ada@example.com");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("writes .eml files to the outbox when no SMTP server is configured", async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const transport = createMailTransport({ from: "job-copilot <no-reply@example.com>", outboxDir, logger });
    await transport.send({ to: "ada@example.com", subject: "Hello", text: "Hi", html: "<p>Hi</p>", link: "http://x/y" });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(outboxDir, files[0]!), "utf8")).toContain("Subject: Hello");
    expect(log).toHaveBeenCalledWith(expect.stringContaining("http://x/y"));
    log.mockRestore();
  });
});

describe("mail templates", () => {
  it("renders in the recipient's language, escaping what it inserts", async () => {
    const mail = await renderActionMail({ kind: "verifyEmail", locale: "en", to: "a<b>@example.com", link: "http://x/verify?token=1&b=2" });
    expect(mail.text).toContain("http://x/verify?token=1&b=2");
    expect(mail.html).toContain("a&lt;b&gt;@example.com");
    expect(mail.html).toContain("token=1&amp;b=2");
  });
});
