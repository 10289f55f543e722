import type { AppDeps } from "../deps";
import { emailLog } from "../db/schema";
import type { OutgoingMail } from "./transport";

/**
 * Sends a mail and records it in the user's mail log. A failing transport is logged and
 * recorded, never thrown: a mail must not undo the action that caused it.
 */
export async function deliverMail(deps: AppDeps, kind: string, userId: string | null, mail: OutgoingMail) {
  let status: "sent" | "failed" = "sent";
  let error: string | null = null;
  try {
    await deps.mail.send(mail);
  } catch (cause) {
    status = "failed";
    error = cause instanceof Error ? cause.message : String(cause);
    deps.logger.error({ err: cause, kind, to: mail.to }, "mail delivery failed");
  }
  await deps.db.insert(emailLog).values({ userId, kind, recipient: mail.to, subject: mail.subject, status, error });
  return status;
}
