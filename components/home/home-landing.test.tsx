import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "next-intl";
import { getTranslations } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { locales, type Locale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { HomeLanding } from "./home-landing";

jest.mock("next-intl/server", () => ({ getTranslations: jest.fn() }));

/** The landing as the server renders it in `locale`; a missing message fails instead of showing its key. */
async function render(locale: Locale) {
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
  return renderToStaticMarkup(await HomeLanding());
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);

describe("the public home", () => {
  it.each(locales)("in %s: one h1, a heading for each section, the command, and the way in", async (locale) => {
    const html = await render(locale);
    expect(all(html, /<h1[^>]*>([^<]+)<\/h1>/g)).toHaveLength(1);
    expect(all(html, /<h2[^>]*>([^<]+)<\/h2>/g)).toHaveLength(4);
    expect(all(html, /<h3[^>]*>(.+?)<\/h3>/g)).toHaveLength(3 + 4 + 6);
    // Each section is named by a heading that exists.
    const labels = all(html, /<section aria-labelledby="([^"]+)"/g);
    expect(labels).toEqual(["home-title", "home-honesty", "home-tools", "home-self-host"]);
    for (const id of labels) expect(html).toMatch(new RegExp(`<h[12] id="${id}"`));
    // The README's command, exactly, as code.
    expect(html).toMatch(/<pre[^>]*><code>npm install &amp;&amp; npm start<\/code><\/pre>/);
    expect(html).toContain("http://localhost:3000");
    for (const href of ["/signup", "/login", "/terms", "/privacy", "/api/v1/docs"]) expect(html).toContain(`href="${href}"`);
    expect(html).toMatch(/<footer[^>]*><nav aria-label="[^"]+"/);
  });

  it("says in English what it does and the rules it applies by", async () => {
    const html = await render("en");
    expect(html).toContain("Your job search, on autopilot");
    expect(html).toContain('<a class="inline-flex');
    expect(html).toMatch(/href="\/signup"[^>]*>Create your account<\/a>/);
    expect(html).toMatch(/href="\/login"[^>]*>Log in<\/a>/);
    for (const rule of ["It never invents an answer", "It never solves a CAPTCHA", "“Applied” only with proof", "Never the same job twice"]) {
      expect(html).toContain(`>${rule}</h3>`);
    }
    expect(html).toContain("Node 20 or newer");
    // The tools carry the names the app's own menu gives them.
    for (const tool of ["CV builder", "Cover letter builder", "Interview roleplay", "Offer negotiation", "Career advisors"]) expect(html).toContain(tool);
  });

  it("in German keeps the app's own words for the stages and the tools", async () => {
    const html = await render("de");
    expect(html).toContain("„Braucht dich“");
    expect(html).toContain("„Beworben“ nur mit Nachweis");
    expect(html).toContain("Lebenslauf-Builder");
  });

  it("ships no script of its own: nothing in components/home is a client module", () => {
    const dir = path.join(process.cwd(), "components/home");
    const sources = fs.readdirSync(dir).filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."));
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const file of sources) expect(fs.readFileSync(path.join(dir, file), "utf8")).not.toMatch(/^["']use client["']/m);
  });
});
