import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { locales, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { LegalDocument, type LegalDocumentName } from "./legal-document";

jest.mock("next-intl/server", () => ({ getTranslations: jest.fn() }));

/** The document as the server renders it in `locale`; a missing message fails instead of showing its key. */
async function render(name: LegalDocumentName, locale: Locale) {
  const messages = await loadMessages(locale);
  jest.mocked(getTranslations).mockImplementation((async (namespace: string) =>
    createTranslator({
      locale,
      messages,
      namespace: namespace as never,
      onError: (error) => {
        throw error;
      },
    })) as never);
  return renderToStaticMarkup(await LegalDocument({ name }));
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

describe.each(["terms", "privacy"] as const)("the %s page", (name) => {
  it.each(locales)("in %s: one h1, contents that lead to every section, a heading per section", async (locale) => {
    const html = await render(name, locale);
    expect(all(html, /<h1[^>]*>([^<]+)<\/h1>/g)).toHaveLength(1);
    const targets = all(html, /<li><a href="#([^"]+)"/g);
    const sections = all(html, /<section id="([^"]+)" aria-labelledby="([^"]+)"/g);
    expect(targets.length).toBeGreaterThanOrEqual(7);
    expect(targets).toEqual(sections);
    for (const id of sections) expect(html).toMatch(new RegExp(`<h2 id="${id}-heading"[^>]*>[^<]+</h2>`));
    // The links inside the text point to the app's own pages.
    expect(html).toContain('<a class="font-semibold text-brand-700 underline underline-offset-2" href="/support">');
    expect(html).toContain(name === "terms" ? 'href="/privacy"' : 'href="/terms"');
  });
});

describe("what the documents promise", () => {
  it("the privacy notice names the account page for export and deletion, and analytics only when configured", async () => {
    const html = await render("privacy", "en");
    expect(html).toContain('href="/account">account page</a> you can download all of it in one file');
    expect(html).toContain("Analytics (Google Analytics or Google Tag Manager) load only when the operator configures them");
    expect(html).toContain("If you run job-copilot yourself, for yourself, that is you.");
  });

  it("the terms say billing is a demo until the operator configures Stripe", async () => {
    const html = await render("terms", "de");
    expect(html).toContain("läuft die Abrechnung im Demo-Modus");
    expect(html).toContain("Er erfindet nie eine Antwort");
  });
});
