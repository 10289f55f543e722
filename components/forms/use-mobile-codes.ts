"use client";

import { useLocale } from "next-intl";
import { useMobileCodeList } from "@/lib/api/reference-data";

/** Every country with its calling code, names in the current language (one call: limit 300). */
export function useMobileCodes() {
  const locale = useLocale();
  const { data, error, mutate } = useMobileCodeList(locale, { revalidateOnFocus: false, revalidateIfStale: false });
  return { items: data?.data.items, failed: Boolean(error) && !data, retry: () => void mutate() };
}
