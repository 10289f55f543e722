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

/** One row of GET /email, as the API sends it. */
export type EmailLogItem = {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: EmailStatus;
  error: string | null;
  created_at: string;
};

/** GET /email/report and POST /email/report, as the API sends them. */
export type ReportPreview = {
  subject: string;
  html: string;
  text: string;
  frequency: ReportFrequency;
  period: { from: string; to: string };
  /** Nothing happened in the period: the schedule skips such a report. */
  empty: boolean;
};
