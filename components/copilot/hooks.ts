"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import useSWR from "swr";
import { useFieldError } from "@/components/forms/use-error-text";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { copilotErrorText } from "./error-text";
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

/** Turns a schema or server message into the user's language for display under a field. */
export function useErrorText() {
  const t = useTranslations("CopilotEditor.errors");
  const fallback = useFieldError();
  return useCallback(
    (message: string | undefined | null): string | undefined => {
      if (!message) return undefined;
      const known = copilotErrorText(message);
      return known ? t(known.key, known.values) : fallback(message);
    },
    [t, fallback],
  );
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
