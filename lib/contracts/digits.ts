// Apart from common.ts (zod): the phone input strips what is typed with it in the browser.

/** Strips everything but digits, as the phone input does while typing and pasting. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "");
