"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { useSuggestionList, type SuggestionPath } from "@/lib/api/reference-data";
import { useDebounced } from "@/lib/hooks/use-debounced";

/** Autocomplete from a reference list (/data/job-titles, /data/locations, /data/brands) in the user's language. */
export function useSuggestions(path: SuggestionPath | null, query: string, extra: Record<string, string> = {}) {
  const locale = useLocale();
  const typed = query.trim();
  const q = useDebounced(typed, 150);
  const { data, isLoading, error } = useSuggestionList(path, { q, locale, limit: 8, ...extra }, {
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
