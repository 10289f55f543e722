"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { SearchInput } from "@/components/ui/search-input";
import { linkTag } from "@/components/ui/text-link";
import { matchesQuery } from "./items";

export type FaqEntry = { id: string; question: string; answer: string[] };
export type FaqSection = { key: string; title: string; entries: FaqEntry[] };

/** Opening every result makes sense while they fit on a screen or two. */
const OPEN_RESULTS = 5;

/**
 * The questions grouped by topic, each a native disclosure (details/summary) with its own #anchor.
 * The search box filters questions and answers as one types, ignoring case and accents.
 */
export function FaqList({ sections }: { sections: FaqSection[] }) {
  const t = useTranslations("Faq");
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState<Set<string>>(() => new Set());

  const filtered = useMemo(
    () =>
      sections
        .map((section) => ({ ...section, entries: section.entries.filter((entry) => matchesQuery(`${entry.question}\n${entry.answer.join("\n")}`, query)) }))
        .filter((section) => section.entries.length > 0),
    [sections, query],
  );
  const count = filtered.reduce((total, section) => total + section.entries.length, 0);

  // A link to #answer opens it, now and whenever the hash changes, even if a search hid it.
  useEffect(() => {
    const openFromHash = () => {
      const target = decodeURIComponent(window.location.hash.slice(1));
      if (!target || !sections.some((section) => section.entries.some((entry) => entry.id === target))) return;
      setQuery("");
      setOpen((current) => new Set(current).add(target));
      requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: "start" }));
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);
    return () => window.removeEventListener("hashchange", openFromHash);
  }, [sections]);

  const search = (value: string) => {
    setQuery(value);
    const matches = value.trim()
      ? sections.flatMap((section) => section.entries).filter((entry) => matchesQuery(`${entry.question}\n${entry.answer.join("\n")}`, value))
      : [];
    setOpen(new Set(matches.length <= OPEN_RESULTS ? matches.map((entry) => entry.id) : []));
  };

  return (
    <div className="mt-8 flex flex-col gap-8">
      <div role="search" className="flex flex-col gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-gray-800">
          {t("searchLabel")}
        </label>
        <SearchInput
          id={`${id}-search`}
          look="large"
          wrapperClassName="max-w-xl"
          value={query}
          onChange={(event) => search(event.target.value)}
          placeholder={t("searchPlaceholder")}
          aria-describedby={`${id}-count`}
          aria-controls={`${id}-list`}
        />
        <p id={`${id}-count`} role="status" aria-live="polite" className="text-sm text-gray-600">
          {query.trim() ? t("results", { count }) : t("total", { count })}
        </p>
      </div>

      <div id={`${id}-list`} className="flex flex-col gap-8">
        {filtered.length === 0 ? (
          <div className="rounded-xl bg-gray-50 p-6 text-sm text-gray-700">
            <p>{t("noResults", { query: query.trim() })}</p>
            <button type="button" onClick={() => search("")} className="mt-2 font-semibold text-brand-700 underline underline-offset-2">
              {t("clear")}
            </button>
          </div>
        ) : (
          filtered.map((section) => (
            <section key={section.key} aria-labelledby={`${id}-${section.key}`}>
              <h2 id={`${id}-${section.key}`} className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {section.title}
              </h2>
              <div className="mt-3 divide-y divide-gray-200 rounded-2xl border border-gray-200">
                {section.entries.map((entry) => (
                  <details
                    key={entry.id}
                    id={entry.id}
                    open={open.has(entry.id)}
                    onToggle={(event) => {
                      const isOpen = event.currentTarget.open;
                      setOpen((current) => {
                        if (current.has(entry.id) === isOpen) return current;
                        const next = new Set(current);
                        if (isOpen) next.add(entry.id);
                        else next.delete(entry.id);
                        return next;
                      });
                    }}
                    className="group scroll-mt-24"
                  >
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-gray-900 marker:hidden hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 mobile:px-5 [&::-webkit-details-marker]:hidden">
                      <span>{entry.question}</span>
                      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0 text-gray-400 transition-transform group-open:rotate-180">
                        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                      </svg>
                    </summary>
                    <div className="flex flex-col gap-3 px-4 pb-5 text-sm leading-relaxed text-gray-700 mobile:px-5">
                      {entry.answer.map((paragraph, index) => (
                        <p key={index}>{paragraph}</p>
                      ))}
                      <a href={`#${entry.id}`} className="w-fit text-xs font-medium text-gray-500 underline-offset-2 hover:text-brand-700 hover:underline">
                        {t("linkToAnswer")}
                      </a>
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))
        )}
      </div>

      <p className="rounded-xl bg-brand-50 p-4 text-sm text-gray-900">
        {t.rich("contact", {
          link: linkTag("/support/something-else", "inherit"),
        })}
      </p>
    </div>
  );
}
