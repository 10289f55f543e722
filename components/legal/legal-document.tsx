import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { linkTag } from "@/components/ui/text-link";
import { PRIVACY_PATH, TERMS_PATH } from "@/lib/session/constants";

export type LegalDocumentName = "terms" | "privacy";

/** A section's messages in reading order: its heading, paragraphs (p1, p2…) and at most one list. */
type SectionMessages = { heading: string; list?: Record<string, string> } & Record<string, string | Record<string, string>>;

/** The pages the documents point to; /support and /account ask a signed-out reader to log in first. */
const LINKS = {
  support: linkTag("/support"),
  account: linkTag("/account"),
  subscription: linkTag("/subscription"),
  terms: linkTag(TERMS_PATH),
  privacy: linkTag(PRIVACY_PATH),
};

/**
 * The terms of use or the privacy notice: the operator's template, one h2 section per topic with a
 * table of contents. Sections and their paragraphs come from the messages, so every language has
 * the same structure and a section is added in the message files alone.
 */
export async function LegalDocument({ name }: { name: LegalDocumentName }) {
  const t = await getTranslations("Legal");
  // Keys built from the document's own structure, so looked up untyped: every language has the
  // same keys (lib/i18n/messages.test.ts).
  const raw = t.raw.bind(t) as (key: string) => unknown;
  const richText = t.rich.bind(t) as unknown as (key: string, values: typeof LINKS) => ReactNode;
  const doc = raw(name) as { title: string; intro: string; sections: Record<string, SectionMessages> };
  const sections = Object.entries(doc.sections);
  const rich = (key: string) => richText(`${name}.sections.${key}`, LINKS);
  const headingId = `${name}-title`;
  const sectionId = (id: string) => `${name}-${id}`;

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {doc.title}
        </h1>
        <p className="leading-relaxed text-gray-700">{doc.intro}</p>
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">{t("templateNote")}</p>
      </header>

      <nav aria-labelledby={`${name}-contents`} className="rounded-lg bg-gray-50 px-4 py-3">
        <h2 id={`${name}-contents`} className="text-sm font-semibold text-gray-900">
          {t("contents")}
        </h2>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {sections.map(([id, section]) => (
            <li key={id}>
              <a href={`#${sectionId(id)}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map(([id, section]) => (
        <section key={id} id={sectionId(id)} aria-labelledby={`${sectionId(id)}-heading`} className="flex scroll-mt-6 flex-col gap-3">
          <h2 id={`${sectionId(id)}-heading`} className="text-lg font-semibold text-gray-900">
            {section.heading}
          </h2>
          {Object.entries(section).map(([key, value]): ReactNode => {
            if (key === "heading") return null;
            if (key === "list" && typeof value === "object") {
              return (
                <ul key={key} className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-gray-700">
                  {Object.keys(value).map((item) => (
                    <li key={item}>{rich(`${id}.list.${item}`)}</li>
                  ))}
                </ul>
              );
            }
            return (
              <p key={key} className="leading-relaxed text-gray-700">
                {rich(`${id}.${key}`)}
              </p>
            );
          })}
        </section>
      ))}
    </article>
  );
}
