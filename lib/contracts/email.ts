import { z } from "zod";
import type { EMAIL_REPORT_FREQUENCIES } from "./settings";
import { cursorSchema, oneOf, pageLimitSchema } from "./common";

/** The frequencies a report can be built for: every one but "off". */
export const REPORT_FREQUENCIES = ["daily", "weekly"] as const satisfies readonly (typeof EMAIL_REPORT_FREQUENCIES)[number][];
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const EMAIL_LOG_DEFAULT_LIMIT = 20;
export const EMAIL_LOG_MAX_LIMIT = 100;

export const reportFrequencySchema = z.enum(REPORT_FREQUENCIES, oneOf(REPORT_FREQUENCIES));

/** GET /email: the mail log, newest first, by cursor. */
export const emailLogQuerySchema = z.strictObject({
  cursor: cursorSchema.optional(),
  limit: pageLimitSchema(EMAIL_LOG_MAX_LIMIT).default(EMAIL_LOG_DEFAULT_LIMIT),
});

/**
 * GET /email/report: with a frequency, the last 24 hours or 7 days; without, the report the
 * schedule would send next (since the last one, at the user's own frequency).
 */
export const reportQuerySchema = z.strictObject({ frequency: reportFrequencySchema.optional() });

/** POST /email/report: the same choice, in the body. */
export const sendReportSchema = z.strictObject({ frequency: reportFrequencySchema.optional() });

export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const EMAIL_STATUSES = ["sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

// Responses

const timestampSchema = z.iso.datetime();

/** One row of GET /email. */
export const emailLogItemSchema = z.object({
  id: z.uuid(),
  kind: z.string().meta({ description: "report, verify_email, reset_password, …" }),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable().meta({ description: "The mail server's answer when delivery failed" }),
  created_at: timestampSchema,
});

/** GET /email/report. */
export const reportPreviewSchema = z.object({
  subject: z.string(),
  html: z.string().meta({ description: "The HTML part, inline-styled, as mailed" }),
  text: z.string().meta({ description: "The plain-text part" }),
  frequency: z.enum(REPORT_FREQUENCIES),
  period: z.object({ from: timestampSchema, to: timestampSchema }),
  empty: z.boolean().meta({ description: "Nothing happened in the period: the schedule skips such a report" }),
});

/** POST /email/report: the report as mailed, and where to. */
export const sentReportSchema = reportPreviewSchema.extend({ recipient: z.string() });

export type EmailLogItem = z.infer<typeof emailLogItemSchema>;
export type ReportPreview = z.infer<typeof reportPreviewSchema>;
export type SentReport = z.infer<typeof sentReportSchema>;
