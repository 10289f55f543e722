import type { Locale } from "./locales";
import en from "@/messages/en.json";

export type Messages = typeof en;

/** Loads a locale's messages; English when the file cannot be loaded. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === "en") return en;
  try {
    return (await import(`@/messages/${locale}.json`)).default as Messages;
  } catch (error) {
    console.error(`Could not load messages for "${locale}", using English.`, error);
    return en;
  }
}
