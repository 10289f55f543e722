// Apart from settings.ts (zod): the account page and the copilot's launch step list them while they render.

export const EMAIL_REPORT_FREQUENCIES = ["off", "daily", "weekly"] as const;
