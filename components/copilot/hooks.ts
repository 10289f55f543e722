"use client";

import { useLocale } from "next-intl";
import { useMemo, useState } from "react";
import useSWR from "swr";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { keys, type Copilot, type Data, type Entitlements, type Page } from "./types";

export function useCopilot(id: string) {
  return useSWR<Data<Copilot>>(keys.copilot(id));
}

export function useEntitlements() {
  return useSWR<Data<Entitlements>>(keys.entitlements);
}


export type Suggestion = { id: string; name: string; country_code?: string; country_name?: string; lat?: number; lon?: number };

/** Autocomplete from a reference list (/data/job-titles, /data/locations, /data/brands) in the user's language. */
export type SuggestionPath = "/data/job-titles" | "/data/locations" | "/data/brands";

export function useSuggestions(path: SuggestionPath | null, query: string, extra: Record<string, string> = {}) {
  const locale = useLocale();
  const typed = query.trim();
  const q = useDebounced(typed, 150);
  const { data, isLoading, error } = useSWR<Data<Page<Suggestion>>>(path && q ? [path, { q, locale, limit: 8, ...extra }] : null, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  // The query the data answers. Older answers stay on screen only while the user narrows that query
  // (typing "Ber" after "Be"), never for a different one.
  const [answered, setAnswered] = useState("");
  if (data && !isLoading && answered !== q) setAnswered(q);
  const current = !isLoading && q === typed;
  const narrowing = answered !== "" && typed.toLocaleLowerCase().startsWith(answered.toLocaleLowerCase());
  const items = typed && data && (current || narrowing) ? data.data.items : [];
  return { items, loading: !current, failed: Boolean(error) };
}

/** Names of countries and languages in the user's language, from the browser's Intl data. */
export function useDisplayNames() {
  const locale = useLocale();
  return useMemo(() => {
    const region = new Intl.DisplayNames([locale], { type: "region" });
    const language = new Intl.DisplayNames([locale], { type: "language" });
    const currency = new Intl.DisplayNames([locale], { type: "currency" });
    const of = (names: Intl.DisplayNames, code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
    return {
      country: (code: string) => of(region, code),
      language: (code: string) => of(language, code),
      currency: (code: string) => of(currency, code),
    };
  }, [locale]);
}
