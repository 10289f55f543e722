import { z } from "zod";
import { hasAnyField, localeSchema, oneOf } from "./common";
import { withCode } from "./errors";
import { EMAIL_REPORT_FREQUENCIES } from "./settings-values";

export { EMAIL_REPORT_FREQUENCIES };

const toggle = z.boolean(withCode("boolean_required"));

export const notificationsSchema = z.strictObject({
  new_matches: toggle,
  application_updates: toggle,
  product_news: toggle,
});

export const settingsSchema = z.strictObject({
  locale: localeSchema.nullable(),
  email_report_frequency: z.enum(EMAIL_REPORT_FREQUENCIES, oneOf(EMAIL_REPORT_FREQUENCIES)),
  notifications: notificationsSchema,
});

export type Settings = z.output<typeof settingsSchema>;

/** Only the fields sent change, notification toggles included. */
export const updateSettingsSchema = settingsSchema
  .extend({
    notifications: notificationsSchema.partial().refine(hasAnyField, withCode("at_least_one_notification")),
  })
  .partial()
  .refine(hasAnyField, withCode("at_least_one_field"));
