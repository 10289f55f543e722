import { and, eq } from "drizzle-orm";
import type { EmailLogItem, EmailLogQuery } from "@/lib/contracts/email";
import type { AppDeps } from "../deps";
import { emailLog } from "../db/schema";
import { createdKeyset, keysetPage, type Page } from "../db/toolkit";

const emailKeyset = createdKeyset(emailLog.createdAt, emailLog.id);

/** GET /email: the mails sent to the user, newest first, keyset-paged on (created_at, id). */
export async function listEmailLog(deps: AppDeps, userId: string, query: EmailLogQuery): Promise<Page<EmailLogItem>> {
  const rows = await deps.db
    .select({
      id: emailLog.id,
      kind: emailLog.kind,
      recipient: emailLog.recipient,
      subject: emailLog.subject,
      status: emailLog.status,
      error: emailLog.error,
      createdAt: emailLog.createdAt,
      key: emailKeyset.key,
    })
    .from(emailLog)
    .where(and(eq(emailLog.userId, userId), emailKeyset.after(query.cursor)))
    .orderBy(...emailKeyset.orderBy())
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => ({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      status: row.status,
      // The mail server's answer ("550 mailbox unavailable") helps the user fix their address.
      error: row.error?.slice(0, 300) ?? null,
      created_at: row.createdAt.toISOString(),
    }),
    (last) => emailKeyset.cursor(last.key, last.id),
  );
}
