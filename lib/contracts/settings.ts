import { z } from "zod";
import { hasAnyField, localeSchema } from "./common";

export const EMAIL_REPORT_FREQUENCIES = ["off", "daily", "weekly"] as const;

const toggle = z.boolean({ error: "Use true or false." });

export const notificationsSchema = z.strictObject({
  new_matches: toggle,
  application_updates: toggle,
  product_news: toggle,
});

export const settingsSchema = z.strictObject({
  locale: localeSchema.nullable(),
  email_report_frequency: z.enum(EMAIL_REPORT_FREQUENCIES, { error: `Choose one of: ${EMAIL_REPORT_FREQUENCIES.join(", ")}.` }),
  notifications: notificationsSchema,
});

export type Settings = z.output<typeof settingsSchema>;

/** Only the fields sent change, notification toggles included. */
export const updateSettingsSchema = settingsSchema
  .extend({
    notifications: notificationsSchema.partial().refine(hasAnyField, { error: "Send at least one notification setting." }),
  })
  .partial()
  .refine(hasAnyField, { error: "Send at least one field to change." });
