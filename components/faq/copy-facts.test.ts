import fs from "node:fs";
import path from "node:path";
import { PLANS } from "@/lib/billing/plans";
import { locales } from "@/lib/i18n/locales";

// The FAQ states the product's facts in seven languages: these tests keep each sentence true when
// a plan's limits or the tools change.

type Messages = { Faq: { items: Record<string, { q: string; a: string }> }; Nav: Record<string, string> };
const read = (locale: string): Messages => JSON.parse(fs.readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8"));

/** The numbers a text states, with thousands separators (",", ".", spaces) taken out. */
const numbersIn = (text: string) => (text.match(/\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+|\d+/g) ?? []).map((number) => Number(number.replace(/[.,\s\u00a0\u202f]/g, "")));

const TOOLS = ["cvBuilder", "coverLetterBuilder", "interviewRoleplay", "offerNegotiation", "careerAdvisors"] as const;

describe.each(locales)("the FAQ in %s", (locale) => {
  const messages = read(locale);
  const answer = (id: string) => messages.Faq.items[id]!.a;

  it("states each plan's daily applications, AI messages and cover letters as the plans set them", () => {
    const stated = numbersIn(answer("plans"));
    for (const plan of Object.values(PLANS)) {
      expect(stated).toEqual(expect.arrayContaining([plan.limits.applications_per_day, plan.limits.ai_messages_per_month, plan.limits.cover_letters_per_month]));
    }
  });

  it("gives the daily limits of every plan in the daily-limit answer", () => {
    expect(numbersIn(answer("daily-limit"))).toEqual(expect.arrayContaining(Object.values(PLANS).map((plan) => plan.limits.applications_per_day)));
  });

  it("names every AI tool of the navigation in the AI tools answer", () => {
    const text = answer("ai-tools").toLocaleLowerCase(locale);
    for (const tool of TOOLS) expect(text).toContain(messages.Nav[tool]!.toLocaleLowerCase(locale));
  });
});
