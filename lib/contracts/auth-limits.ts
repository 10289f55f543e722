// Apart from auth.ts (zod): the sign-up and password forms show the rule while they render.

export const MIN_PASSWORD_LENGTH = 10;
