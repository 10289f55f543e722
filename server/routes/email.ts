import { z } from "@hono/zod-openapi";
import { EMAIL_STATUSES, emailLogQuerySchema, REPORT_FREQUENCIES, reportQuerySchema, sendReportSchema } from "@/lib/contracts/email";
import { dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as reports from "../jobs/reports/report";
import { listEmailLog } from "../services/email";

const tag = "Email";
const timestamp = z.iso.datetime();

const logItemSchema = z
  .object({
    id: z.uuid(),
    kind: z.string().openapi({ description: "report, verify_email, reset_password, …" }),
    recipient: z.string(),
    subject: z.string(),
    status: z.enum(EMAIL_STATUSES),
    error: z.string().nullable().openapi({ description: "The mail server's answer when delivery failed" }),
    created_at: timestamp,
  })
  .openapi("EmailLogItem");

const logPageSchema = dataOf(
  z.object({
    items: z.array(logItemSchema),
    next_cursor: z.string().nullable().openapi({ description: "Pass as `cursor` for the next page; null on the last page" }),
  }),
);

const previewSchema = z
  .object({
    subject: z.string(),
    html: z.string().openapi({ description: "The HTML part, inline-styled, as mailed" }),
    text: z.string().openapi({ description: "The plain-text part" }),
    frequency: z.enum(REPORT_FREQUENCIES),
    period: z.object({ from: timestamp, to: timestamp }),
    empty: z.boolean().openapi({ description: "Nothing happened in the period: the schedule skips such a report" }),
  })
  .openapi("ReportPreview");

const periodDescription =
  "With `frequency`, the last 24 hours (daily) or 7 days (weekly). Without it, the report the schedule would send next: " +
  "everything since the last one, at the user's own frequency (weekly when reports are off).";

export const emailRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/email", tag, auth: true, query: emailLogQuerySchema, response: logPageSchema,
      summary: "The user's mail log", description: "Every mail sent to the user, newest first, paged by cursor on (created_at, id).",
    }),
    async (c) => c.json({ data: await listEmailLog(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/email/report", tag, auth: true, query: reportQuerySchema, response: dataOf(previewSchema),
      summary: "Preview the applications report", description: periodDescription,
    }),
    async (c) => c.json({ data: await reports.previewReport(c.var.deps, c.var.auth.userId, c.req.valid("query").frequency) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/email/report", tag, auth: true, body: sendReportSchema,
      response: dataOf(previewSchema.extend({ recipient: z.string() })), errors: [409, 429, 502],
      summary: "Mail the applications report now",
      description:
        `${periodDescription} Goes to the account's address once it is confirmed (409 \`email_unverified\` before), at most ` +
        `${reports.MANUAL_REPORT_LIMIT.limit} an hour (429). Recorded in the mail log as kind \`report\`; a delivery the mail ` +
        "server refuses answers 502 `mail_failed`. Does not move the schedule.",
    }),
    async (c) => c.json({ data: await reports.sendReportNow(c.var.deps, c.var.auth.userId, c.req.valid("json").frequency) }),
  );
