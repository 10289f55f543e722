"use client";

import { useLocale } from "next-intl";
import useSWR from "swr";
import { MAX_MOBILE_CODES_PAGE_SIZE } from "@/lib/contracts/reference-data";
import type { MobileCode } from "./phone-input";

type MobileCodesPage = { data: { items: MobileCode[]; next_cursor: string | null } };

/** Every country with its calling code, names in the current language (one call: limit 300). */
export function useMobileCodes() {
  const locale = useLocale();
  const { data, error, mutate } = useSWR<MobileCodesPage>(["/data/mobile-codes", { limit: MAX_MOBILE_CODES_PAGE_SIZE, locale }], {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { items: data?.data.items, failed: Boolean(error) && !data, retry: () => void mutate() };
}
