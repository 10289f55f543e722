import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig, unstable_serialize as serializeKey } from "swr";
import { unstable_serialize } from "swr/infinite";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { applicationKeys } from "@/lib/api/applications";
import { assistantKeys } from "@/lib/api/assistant";
import { coverLetterKeys, lettersKey } from "@/lib/api/cover-letters";
import { resumeKeys } from "@/lib/api/resumes";
import type { CoverLetter, CoverLetterQuota } from "@/lib/contracts/cover-letter";
import { applicationSearchKey } from "./application-picker";
import { BuilderForm } from "./builder-form";
import { CoverLetterBuilder as LetterBuilder } from "./letter-builder";
import { ClaimsNotice } from "./letter-facts";
import { LetterList } from "./letter-list";
import { LetterResult } from "./letter-result";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const LETTER_ID = "5f1c8c2e-8d5b-4c3e-9a51-2b7d3e4f5a6b";
const APPLICATION_ID = "0b0e7c43-5a44-4f0b-9a4c-6d0d7e1f2a3b";

const letter = (overrides: Partial<CoverLetter> = {}): CoverLetter => ({
  id: LETTER_ID,
  application_id: null,
  origin: "builder",
  job: { title: "Frontend Engineer", company: "Acme", text: "We need React and TypeScript.\nRemote in Europe." },
  tone: "formal",
  language: "en",
  length: "medium",
  paragraphs: [
    "Dear Acme hiring team,",
    "I am writing to apply for the position of Frontend Engineer at Acme.",
    "Your posting asks for React and TypeScript, both on my CV.",
    "I am available to start after a notice period of one month.",
    "Yours sincerely,\nAda Lovelace",
  ],
  paragraph_kinds: ["greeting", "intro", "fit", "outro", "closing"],
  facts: [
    { kind: "cv_title", ref: "Senior Frontend Engineer" },
    { kind: "cv_years", ref: "7" },
    { kind: "cv_skill", ref: "React" },
    { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
    { kind: "profile", ref: "notice_period" },
  ],
  engine: "offline",
  created_at: "2026-03-02T09:00:00.000Z",
  updated_at: "2026-03-02T09:00:00.000Z",
  ...overrides,
});

const quota = (used: number): CoverLetterQuota => ({ plan: { id: "free", name: "Free" }, limit: 10, used, remaining: 10 - used, resets_at: "2026-04-01T00:00:00.000Z" });

function render(node: React.ReactNode, fallback: Record<string, unknown> = {}, { locale = "en", messages = en }: { locale?: "en" | "de"; messages?: typeof en } = {}) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <SWRConfig value={{ fallback, fetcher: () => new Promise(() => undefined) }}>{node}</SWRConfig>
    </NextIntlClientProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
const listed = (items: CoverLetter[], nextCursor: string | null = null) => ({ [unstable_serialize(lettersKey())]: [{ data: { items, next_cursor: nextCursor } }] });
const withLetter = (value: CoverLetter) => ({ [coverLetterKeys.letter(value.id)]: { data: value }, [assistantKeys.engine]: { data: { engine: "offline", model: null } } });

describe("LetterResult", () => {
  it("shows each paragraph as an editable part of the page, named by its place and part", () => {
    const html = render(<LetterResult id={LETTER_ID} />, withLetter(letter()));
    const labels = [...html.matchAll(/<label for="letter-p\d"[^>]*>(.*?)<\/label>/g)].map(([, label]) => text(label!));
    expect(labels).toEqual(["Paragraph 1: Greeting", "Paragraph 2: Introduction", "Paragraph 3: Why you fit", "Paragraph 4: Closing paragraph", "Paragraph 5: Sign-off"]);
    expect(html).toContain('<textarea id="letter-p1" lang="en"');
    expect(html).toContain(">Yours sincerely,\nAda Lovelace</textarea>");
    // A new wording is offered for the body's parts only.
    expect(text(html).match(/Write again \(Paragraph \d\)/g)).toEqual(["Write again (Paragraph 2)", "Write again (Paragraph 3)", "Write again (Paragraph 4)"]);
    expect(text(html).match(/Remove \(Paragraph \d\)/g)).toHaveLength(5);
    expect(text(html)).toContain("All changes saved");
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Save changes<\/button>/);
  });

  it("says what it is, what it rests on, and offers copy and both files", () => {
    const words = text(render(<LetterResult id={LETTER_ID} />, withLetter(letter())));
    expect(words).toContain("Frontend Engineer — Acme");
    expect(words).toContain("Written here");
    expect(words).toContain("Offline writer");
    expect(words).toContain("Formal · Medium · English");
    expect(words).toContain("Written Mar 2, 2026");
    expect(words).toContain(
      "From your CV Job title: Senior Frontend Engineer 7 years of experience Skill: React Result, quoted: “Built a design system in React used by 12 product teams” From your profile Your notice period From the posting Role: Frontend Engineer Company: Acme",
    );
    for (const action of ["Copy", "Download PDF", "Download Word", "Write another letter"]) expect(words).toContain(action);
    expect(words).not.toContain("Open the application");
  });

  it("links a letter written for an application back to it, and says when it was edited", () => {
    const html = render(<LetterResult id={LETTER_ID} />, withLetter(letter({ application_id: APPLICATION_ID, origin: "copilot", updated_at: "2026-03-05T14:30:00.000Z" })));
    expect(html).toContain(`href="/applications?id=${APPLICATION_ID}"`);
    expect(text(html)).toContain("Sent by your copilot");
    expect(text(html)).toContain("Written Mar 2, 2026 · edited Mar 5, 2026, 2:30 PM");
  });

  it("says when no fact of the CV was used", () => {
    const words = text(render(<LetterResult id={LETTER_ID} />, withLetter(letter({ facts: [] }))));
    expect(words).toContain("No facts from your CV: the letter says nothing about your experience.");
    expect(words).not.toContain("From your profile");
  });
});

describe("ClaimsNotice", () => {
  it("lists what the model's draft named, or renders nothing without claims", () => {
    const words = text(render(<ClaimsNotice claims={[{ kind: "skill", value: "Kubernetes" }, { kind: "employer", value: "Initech" }]} onDismiss={() => undefined} />));
    expect(words).toContain("The AI model’s draft was set aside");
    expect(words).toContain("Skill: Kubernetes Employer: Initech");
    expect(render(<ClaimsNotice claims={[]} onDismiss={() => undefined} />)).toBe("");
  });
});

describe("LetterList", () => {
  it("lists each letter with its job, origin and date, an Open link and a Delete named by the job, and more to load", () => {
    const html = render(<LetterList />, listed([letter(), letter({ id: "7e0e7c43-5a44-4f0b-9a4c-6d0d7e1f2a3c", origin: "copilot", language: "de", job: { title: "Data Analyst", company: "Globex", text: "" } })], "next"));
    const words = text(html);
    expect(words).toContain("Frontend Engineer — Acme Written here Written Mar 2, 2026 English");
    expect(words).toContain("Data Analyst — Globex Sent by your copilot Written Mar 2, 2026 German");
    expect(html).toContain(`href="/cover-letter-builder/cover-letter-result?id=${LETTER_ID}"`);
    const titleId = /<h3 id="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`aria-describedby="${titleId}"`);
    expect(words).toContain("Show more letters");
  });

  it("says so when there is no letter yet", () => {
    const words = text(render(<LetterList />, listed([])));
    expect(words).toContain("No letters yet");
    expect(words).not.toContain("Show more letters");
  });
});

describe("the builder", () => {
  it("shows this month's letters above the form", () => {
    const words = text(render(<LetterBuilder initialApplicationId={null} />, { [coverLetterKeys.usage]: { data: quota(3) }, ...listed([]) }));
    expect(words).toContain("3 of 10 cover letters written this month · renews Apr 1");
    expect(words).toContain("Write my letter");
  });

  it("shows the limit screen instead of the form once the month's letters are written, and keeps the letters", () => {
    const html = render(<LetterBuilder initialApplicationId={null} />, { [coverLetterKeys.usage]: { data: quota(10) }, ...listed([letter()]) });
    const words = text(html);
    expect(words).toContain("You have written this month’s cover letters");
    expect(words).toContain("Your Free plan includes 10 cover letters a month, and they are all written. They renew on April 1, 2026.");
    expect(html).toContain('href="/subscription"');
    expect(words).not.toContain("Write my letter");
    expect(words).toContain("Frontend Engineer — Acme");
  });

  it("offers a pasted posting, each tone and length with what it means, and the seven languages", () => {
    const html = render(<BuilderForm initialApplicationId={null} onWritten={() => undefined} onLimit={() => undefined} />, { [resumeKeys.list]: { data: { items: [{}], next_cursor: null } } });
    const words = text(html);
    for (const label of ["Job title", "Company", "Job posting"]) expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(words).toContain("Formal Classic and polite");
    expect(words).toContain("Warm Friendly and personal");
    expect(words).toContain("Concise Short, direct sentences");
    expect(words).toContain("Short Two body paragraphs, with two of your facts.");
    const options = [...html.matchAll(/<option value="([a-z]*)"[^>]*>([^<]*)<\/option>/g)].map(([, value, label]) => `${value}:${label}`);
    expect(options).toEqual([":The posting’s language", "en:English", "de:German (Deutsch)", "es:Spanish (Español)", "fr:French (Français)", "it:Italian (Italiano)", "pt:Portuguese (Português)", "nl:Dutch (Nederlands)"]);
    expect(words).not.toContain("You have no CV on file yet");
  });

  it("says what a letter without a CV can do", () => {
    const words = text(render(<BuilderForm initialApplicationId={null} onWritten={() => undefined} onLimit={() => undefined} />, { [resumeKeys.list]: { data: { items: [], next_cursor: null } } }));
    expect(words).toContain("You have no CV on file yet");
  });

  it("starts with the application the link names, shown by its job", () => {
    const fallback = {
      [applicationKeys.detail(APPLICATION_ID)]: { data: { id: APPLICATION_ID, job: { title: "Frontend Engineer", company: "Acme" } } },
      [serializeKey(applicationSearchKey(""))]: { data: { items: [{ id: APPLICATION_ID, stage: "review", job: { title: "Frontend Engineer", company: "Acme" } }], next_cursor: null } },
    };
    const html = render(<BuilderForm initialApplicationId={APPLICATION_ID} onWritten={() => undefined} onLimit={() => undefined} />, fallback);
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="application")(?=[^>]*checked="")[^>]*>/);
    expect(text(html)).toContain("Frontend Engineer — Acme");
    expect(html).toContain('aria-label="Remove Frontend Engineer — Acme"');
    expect(html).toContain('role="combobox"');
  });

  it("reads in German", () => {
    const words = text(render(<BuilderForm initialApplicationId={null} onWritten={() => undefined} onLimit={() => undefined} />, {}, { locale: "de", messages: de as unknown as typeof en }));
    expect(words).toContain("Für welche Stelle ist das Anschreiben?");
    expect(words).toContain("Deutsch");
    expect(words).toContain("Anschreiben verfassen");
  });
});
