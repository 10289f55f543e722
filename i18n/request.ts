import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";

/** No locale in the URL: the chosen language is mirrored from local storage into a cookie. */
export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_STORAGE_KEY)?.value;
  const locale = isLocale(stored) ? stored : defaultLocale;
  return { locale, messages: await loadMessages(locale) };
});
