import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

// Rendering for the cards' and forms' tests: the markup the server would send, in a language.
// The repository's tests run without a DOM: a test reaches a click through the props its mock of
// Button recorded, and finds the button by `textOf` its children.

const MESSAGES = { en, de } as const;

/** The markup of `node` in `locale`, with non-breaking spaces as plain ones so expectations stay readable. */
export function render(node: ReactNode, locale: keyof typeof MESSAGES = "en") {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  ).replace(/[\u00a0\u202f]/g, " ");
}

/** The text inside a React node: what a button says. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (typeof node === "object" && "props" in node) return textOf((node.props as { children?: ReactNode }).children);
  return "";
}

/** The text of the page without tags, spaces collapsed. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
