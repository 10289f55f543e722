/** The FAQ, in the order shown; each id is the answer's #anchor and its key in the Faq messages. */
export const FAQ_CATEGORIES = [
  { key: "matching", items: ["how-matching-works", "why-this-job", "job-sources", "old-jobs", "duplicates", "other-countries", "languages"] },
  {
    key: "applying",
    items: ["review-or-auto", "after-approve", "never-invents", "needs-you", "captcha", "what-was-sent", "not-sent", "dry-run", "daily-limit", "track-applications"],
  },
  { key: "plans", items: ["plans", "cancel", "referrals"] },
  { key: "account", items: ["privacy", "export-data", "delete-account"] },
  { key: "product", items: ["ai-tools", "self-hosting"] },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]["key"];
export type FaqId = (typeof FAQ_CATEGORIES)[number]["items"][number];

/** Lower case without accents, for searching as people type ("resume" finds "résumé"). */
export const normalizeSearch = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase()
    .replace(/ß/g, "ss")
    .replace(/\s+/g, " ")
    .trim();

/** Whether every word of the query appears in the text (both normalized). */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(text);
  return words.every((word) => haystack.includes(word));
}
