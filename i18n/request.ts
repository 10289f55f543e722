import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_STORAGE_KEY, resolveLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { pageConfig } from "@/lib/page-config";

/**
 * No locale in the URL: the browser's choice (local storage, mirrored into a cookie), else the
 * default-language prop of the page config, else English.
 */
export default getRequestConfig(async () => {
  const stored = (await cookies()).get(LOCALE_STORAGE_KEY)?.value;
  const locale = resolveLocale(stored, pageConfig.lang);
  return { locale, messages: await loadMessages(locale) };
});
