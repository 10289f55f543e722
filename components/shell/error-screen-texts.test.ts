import { locales } from "@/lib/i18n/locales";
import { ERROR_SCREEN_TEXTS } from "./error-screen-texts";

describe("the global error screen's own texts", () => {
  it.each(locales)("are the message file's ErrorScreen in %s", async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as { ErrorScreen: unknown };
    expect(ERROR_SCREEN_TEXTS[locale]).toEqual(messages.ErrorScreen);
  });
});
