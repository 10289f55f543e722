import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { AnswerForm } from "@/components/account/answer-form";
import { ApplyPanel } from "@/components/applications/apply-panel";
import { application } from "@/components/applications/test-data";
import type { ApplicationDetail } from "@/lib/contracts/applications";
import { locales, type Locale } from "@/lib/i18n/locales";
import type { DraftState } from "./answer-draft";
import { DraftAnswerView, draftNoteId, useDraftSourceLine } from "./draft-answer";

const MESSAGES = Object.fromEntries(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- each locale's file, read once for these tests
  locales.map((locale) => [locale, require(`@/messages/${locale}.json`)]),
) as Record<Locale, Record<string, unknown>>;

/** Renders in a locale; a missing message or a bad placeholder fails the test instead of showing the key. */
const render = (node: React.ReactNode, locale: Locale = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      messages={MESSAGES[locale]}
      timeZone="UTC"
      onError={(error) => {
        throw error;
      }}
    >
      {node}
    </NextIntlClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const noop = () => undefined;

const QUESTION = "What is your experience with SQL?";
const FIELD = "answer-1";

const view = (state: DraftState, locale: Locale = "en", { question = QUESTION, canDraft = true } = {}) =>
  render(<DraftAnswerView fieldId={FIELD} question={question} state={state} canDraft={canDraft} onDraft={noop} onUndo={noop} />, locale);

const drafted = (overrides: Partial<Extract<DraftState, { status: "drafted" }>> = {}): DraftState => ({
  status: "drafted",
  question: QUESTION,
  basis: [
    { kind: "cv_skill", ref: "SQL" },
    { kind: "cv_achievement", ref: "Cut the weekly report from 2 days to 20 minutes with SQL" },
  ],
  engine: "offline",
  previous: "",
  ...overrides,
});

function SourceLine({ state }: { state: DraftState }) {
  const line = useDraftSourceLine();
  return <>{state.status === "drafted" ? line(state.basis) : null}</>;
}

describe("DraftAnswerView", () => {
  it("is a secondary button named with the question, and an empty status region for the note", () => {
    const html = view({ status: "idle" });
    expect(html).toMatch(/<button type="button" class="[^"]*border-gray-300[^"]*"[^>]*>/);
    expect(text(html)).toBe("Draft from my CV (an answer to “What is your experience with SQL?”)");
    expect(html).toContain('<span class="sr-only"> (an answer to “What is your experience with SQL?”)</span>');
    expect(html).toContain(`<div id="${draftNoteId(FIELD)}" role="status" class="empty:hidden"></div>`);
    expect(html).not.toMatch(/<button[^>]* (aria-)?disabled=/);
    expect(html).not.toContain('role="alert"');
  });

  it("is disabled until there is a question, and then names none", () => {
    const html = view({ status: "idle" }, "en", { question: "  ", canDraft: false });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>/);
    expect(html).not.toContain("sr-only");
  });

  it("stays focusable while a draft is on its way, and says so to screen readers", () => {
    const html = view({ status: "busy", question: QUESTION, request: 1 });
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>/);
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
    expect(text(html)).toContain("Drafting…");
    expect(html).toContain('<span class="sr-only">Writing a draft from your profile and CV…</span>');
  });

  it("says where a draft came from, and asks the user to read it", () => {
    const words = text(view(drafted()));
    expect(words).toContain("From your CV: skills and achievements");
    expect(words).toContain("Read it through and change anything you like before you use it.");
    expect(words).not.toContain("AI model");
    expect(words).not.toContain("Put back my text");
  });

  it("says when the AI model wrote the draft", () => {
    expect(text(view(drafted({ engine: "llm" })))).toContain("Written by the AI model and checked against your profile and CV.");
  });

  it("offers to put back the text a draft replaced", () => {
    expect(view(drafted({ previous: "I led the BI team." }))).toMatch(/<button type="button"[^>]*>Put back my text<\/button>/);
    expect(view(drafted({ previous: "   " }))).not.toContain("Put back my text");
  });

  it("shows why only the user can answer as a hint, not an error", () => {
    const html = view({ status: "needs_user", question: QUESTION, reason: "motivation", message: "Only you can say why you want this job." });
    expect(html).toMatch(/<div id="answer-1-draft" role="status"[^>]*><span class="[^"]*bg-brand-50[^"]*">Only you can say why you want this job\.<\/span><\/div>/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("/subscription");
  });

  it("links to the plans when the writer says the month's messages are used", () => {
    const html = view({ status: "needs_user", question: QUESTION, reason: "quota", message: "You have used this month’s AI messages." });
    expect(html).toMatch(/<a [^>]*href="\/subscription"[^>]*>See plans<\/a>/);
  });

  it("says the month's limit with the renewal date and a link to the plans", () => {
    const html = view({ status: "quota", question: QUESTION, renewsAt: "2026-04-01T00:00:00.000Z" });
    expect(text(html)).toContain("You have used this month’s AI messages, so no draft was written. They renew on April 1, 2026. See plans");
    expect(html).toMatch(/<a [^>]*href="\/subscription"[^>]*>See plans<\/a>/);
    expect(text(view({ status: "quota", question: QUESTION, renewsAt: null }))).toContain("They renew at the start of next month.");
    expect(text(view({ status: "quota", question: QUESTION, renewsAt: "2026-04-01T00:00:00.000Z" }, "de"))).toContain("Sie werden am 1. April 2026 erneuert.");
  });

  it("shows a failure as an alert with a way to try again", () => {
    const html = view({ status: "failed", question: QUESTION, error: { key: "network" } });
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("The draft could not be written. We could not reach the server. Check your connection and try again. Try again");
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
  });

  it("is written in every locale, with the source line in the locale's words", () => {
    const every: DraftState = drafted({
      engine: "llm",
      previous: "x",
      basis: [
        { kind: "answer_bank", ref: "Q" },
        { kind: "cv_skill", ref: "SQL" },
        { kind: "cv_achievement", ref: "A" },
        { kind: "cv_title", ref: "T" },
        { kind: "cv_years", ref: "7" },
        { kind: "cv_education", ref: "E" },
        { kind: "cv_language", ref: "German" },
        { kind: "profile", ref: "salary_expectation" },
        { kind: "profile", ref: "notice_period" },
        { kind: "profile", ref: "work_authorization" },
        { kind: "profile", ref: "highest_education" },
        { kind: "profile", ref: "years_of_experience" },
      ],
    });
    const lines = Object.fromEntries(locales.map((locale) => [locale, text(render(<SourceLine state={every} />, locale))]));
    expect(lines.en).toBe(
      "From your saved answers · From your CV: skills, achievements, job titles, years of experience, education, and languages · " +
        "From your profile: salary expectation, notice period, work authorisation, highest level of education, and years of experience",
    );
    expect(lines.de).toContain("Aus deinem Lebenslauf: Kenntnisse, Erfolge, Berufsbezeichnungen, Berufsjahre, Ausbildung und Sprachen");
    expect(lines.fr).toContain("D’après votre CV : compétences, réalisations");
    for (const locale of locales) {
      expect(view(every, locale)).not.toContain("AiWriter.");
      if (locale !== "en") expect(lines[locale]).not.toBe(lines.en);
    }
    expect(text(render(<SourceLine state={drafted({ basis: [{ kind: "profile", ref: "phone" }] })} />))).toBe("From your profile");
  });
});

describe("the draft button in the forms", () => {
  const detail = (): ApplicationDetail => ({
    ...application({ stage: "needs_you" }),
    notes: null,
    job_snapshot: {},
    resume_id: null,
    answers: {},
    allowed_stages: [],
    timeline: [],
    description_html: "",
    missing_skills: [],
    tailored_cv: null,
    apply: {
      ats: "lever",
      blocked_reason: "questions",
      attempts: 1,
      submitted_at: null,
      cover_letter: null,
      prepared_answers: [],
      proofs: [],
      pending_questions: [
        { field_id: "why", label: "Why do you want to work at Acme?", type: "textarea", required: true },
        { field_id: "sql", label: "Your experience with SQL", type: "text", required: false, description: "One line" },
        { field_id: "email", label: "Work email", type: "email", required: true },
        { field_id: "start", label: "Start date", type: "select", required: true, options: [{ value: "now", label: "Now" }] },
      ],
    },
  });

  it("is under each free-text question of the apply panel, named with it, and the note describes the field", () => {
    const html = render(<ApplyPanel detail={detail()} onChanged={noop} />);
    const buttons = [...html.matchAll(/<span class="sr-only"> \(an answer to “([^”]+)”\)<\/span>/g)].map((match) => match[1]);
    expect(buttons).toEqual(["Why do you want to work at Acme?", "Your experience with SQL"]);
    const textarea = /<textarea id="([^"]+)" aria-describedby="([^"]+)"/.exec(html);
    expect(textarea?.[2]).toBe(draftNoteId(textarea![1]!));
    const input = /<input id="([^"]+)" aria-describedby="([^"]+)"[^>]*type="text"/.exec(html);
    expect(input?.[2]).toBe(`${input![1]}-hint ${draftNoteId(input![1]!)}`);
    expect(html).toContain(`id="${draftNoteId(input![1]!)}" role="status"`);
  });

  it("is in the answer bank's form for a text answer: disabled until a question is typed, named with the saved one when editing", () => {
    const adding = render(<AnswerForm mode="add" onSave={async () => undefined} onCancel={noop} />);
    expect(adding).toMatch(/<button type="button"[^>]*disabled=""[^>]*>.*Draft from my CV<\/button>/);
    const editing = render(<AnswerForm mode="edit" initial="Five years." savedQuestion={QUESTION} onSave={async () => undefined} onCancel={noop} />);
    expect(text(editing)).toContain("Draft from my CV (an answer to “What is your experience with SQL?”)");
    expect(editing).not.toMatch(/<button[^>]*disabled=""[^>]*>.*Draft from my CV/);
    expect(render(<AnswerForm mode="edit" initial={["Early"]} savedQuestion="Which shifts?" onSave={async () => undefined} onCancel={noop} />)).not.toContain("Draft from my CV");
  });
});
