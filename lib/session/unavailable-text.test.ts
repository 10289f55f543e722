import { locales } from "@/lib/i18n/locales";
import { SERVICE_UNAVAILABLE_TEXT } from "./unavailable-text";

describe("the middleware's unavailable sentence", () => {
  it.each(locales)("is the message file's Errors.serviceUnavailable in %s", async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as { Errors: { serviceUnavailable: string } };
    expect(SERVICE_UNAVAILABLE_TEXT[locale]).toBe(messages.Errors.serviceUnavailable);
  });
});
