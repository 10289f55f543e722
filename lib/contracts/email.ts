import { z } from "zod";
import type { EMAIL_REPORT_FREQUENCIES } from "./settings";

/** The frequencies a report can be built for: every one but "off". */
export const REPORT_FREQUENCIES = ["daily", "weekly"] as const satisfies readonly (typeof EMAIL_REPORT_FREQUENCIES)[number][];
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const EMAIL_LOG_DEFAULT_LIMIT = 20;
export const EMAIL_LOG_MAX_LIMIT = 100;

const limitMessage = `Use a whole number from 1 to ${EMAIL_LOG_MAX_LIMIT}.`;

export const reportFrequencySchema = z.enum(REPORT_FREQUENCIES, { error: `Choose one of: ${REPORT_FREQUENCIES.join(", ")}.` });

/** GET /email: the mail log, newest first, by cursor. */
export const emailLogQuerySchema = z.strictObject({
  cursor: z
    .string({ error: "Use the next_cursor of the previous page." })
    .max(512, { error: "Use the next_cursor of the previous page." })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Use the next_cursor of the previous page." })
    .optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(EMAIL_LOG_MAX_LIMIT, { error: limitMessage })
    .default(EMAIL_LOG_DEFAULT_LIMIT),
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
