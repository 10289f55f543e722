import {
  emailLogItemSchema,
  emailLogQuerySchema,
  reportPreviewSchema,
  reportQuerySchema,
  sendReportSchema,
  sentReportSchema,
} from "@/lib/contracts/email";
import { cursorPageOf } from "@/lib/contracts/page";
import { component, dataOf, defineRoute } from "../http/openapi";
import { createRouter } from "../http/router";
import * as reports from "../jobs/reports/report";
import { listEmailLog } from "../services/email";

const tag = "Email";
// The contract's schemas under their OpenAPI names; a sent report is documented as the ReportPreview plus its recipient.
const logItem = component(emailLogItemSchema, "EmailLogItem");
const reportPreview = component(reportPreviewSchema, "ReportPreview");
const sentReport = reportPreview.extend(sentReportSchema.shape);

const periodDescription =
  "With `frequency`, the last 24 hours (daily) or 7 days (weekly). Without it, the report the schedule would send next: " +
  "everything since the last one, at the user's own frequency (weekly when reports are off).";

export const emailRoutes = createRouter()
  .openapi(
    defineRoute({
      method: "get", path: "/email", tag, auth: true, query: emailLogQuerySchema, response: dataOf(cursorPageOf(logItem)),
      summary: "The user's mail log", description: "Every mail sent to the user, newest first, paged by cursor on (created_at, id).",
    }),
    async (c) => c.json({ data: await listEmailLog(c.var.deps, c.var.auth.userId, c.req.valid("query")) }),
  )
  .openapi(
    defineRoute({
      method: "get", path: "/email/report", tag, auth: true, query: reportQuerySchema, response: dataOf(reportPreview),
      summary: "Preview the applications report", description: periodDescription,
    }),
    async (c) => c.json({ data: await reports.previewReport(c.var.deps, c.var.auth.userId, c.req.valid("query").frequency) }),
  )
  .openapi(
    defineRoute({
      method: "post", path: "/email/report", tag, auth: true, body: sendReportSchema,
      response: dataOf(sentReport), errors: [409, 429, 502],
      summary: "Mail the applications report now",
      description:
        `${periodDescription} Goes to the account's address once it is confirmed (409 \`email_unverified\` before), at most ` +
        `${reports.MANUAL_REPORT_LIMIT.limit} an hour (429). Recorded in the mail log as kind \`report\`; a delivery the mail ` +
        "server refuses answers 502 `mail_failed`. Does not move the schedule.",
    }),
    async (c) => c.json({ data: await reports.sendReportNow(c.var.deps, c.var.auth.userId, c.req.valid("json").frequency) }),
  );
