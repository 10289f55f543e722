import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { ADVISOR_CARDS } from "../advisors/card-kit";
import { MessageCard } from "../message-card";
import { OFFER_CARDS } from "../offer/card-kit";
import { INTERVIEW_CARDS, InterviewCardKit } from "./card-kit";
import { emptyReportFixture, followUpFixture, questionFixture, reportFixture } from "./fixtures";
import { InterviewQuestionCard } from "./question-card";
import { InterviewReportCard } from "./report-card";

const render = (node: React.ReactNode, locale: "en" | "fr" = "en") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : fr} timeZone="UTC">
      {node}
    </NextIntlClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
const noop = () => undefined;

describe("InterviewQuestionCard", () => {
  it("says where the interview stands, what the question tests, and the question", () => {
    const html = render(<InterviewQuestionCard data={questionFixture} busy={false} last onInput={noop} />);
    expect(text(html)).toContain("Question 2 of 5");
    expect(text(html)).toContain("Tests: Communication");
    expect(text(html)).toContain(questionFixture.question);
    expect(html).not.toContain("Follow-up");
  });

  it("marks a follow-up", () => {
    expect(text(render(<InterviewQuestionCard data={followUpFixture} busy={false} last onInput={noop} />))).toContain("Follow-up");
  });

  it("offers to finish only on the latest question, and not while an answer is on its way", () => {
    const latest = render(<InterviewQuestionCard data={questionFixture} busy={false} last onInput={noop} />);
    expect(latest).toMatch(/<button type="button"[^>]*>Finish and get my report<\/button>/);
    expect(latest).not.toMatch(/<button[^>]*disabled=""[^>]*>Finish/);
    expect(render(<InterviewQuestionCard data={questionFixture} busy last onInput={noop} />)).toMatch(/<button[^>]*disabled=""[^>]*>Finish and get my report/);
    expect(render(<InterviewQuestionCard data={questionFixture} busy={false} last={false} onInput={noop} />)).not.toContain("Finish and get my report");
  });
});

describe("InterviewReportCard", () => {
  it("shows the overall score and the four criteria with their numbers", () => {
    const html = render(<InterviewReportCard data={reportFixture} busy={false} last onInput={noop} />);
    const words = text(html);
    expect(words).toContain("Overall score: 68 out of 100");
    expect(words).toContain("Structure 3.5 / 5");
    expect(words).toContain("Evidence 2.5 / 5");
    expect(words).toContain("Relevance 4.0 / 5");
    expect(words).toContain("Clarity 3.7 / 5");
    expect(html).toMatch(/<ul aria-label="Scores by criterion"/);
    expect(words).toContain("Put a number on each result.");
  });

  it("folds each answer with its score, the answer, its scores, notes and the model outline", () => {
    const html = render(<InterviewReportCard data={reportFixture} busy={false} last onInput={noop} />);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>[\s\S]*Question 1[\s\S]*Tell me about a project you are proud of\.[\s\S]*Score: 80 out of 100[\s\S]*<\/summary>/);
    expect(html).toContain("<blockquote");
    expect(text(html)).toContain("Model answer outline");
    expect(html).toMatch(/<ol aria-labelledby="[^"]+"[^>]*><li[^>]*>Situation: a report that took too long<\/li>/);
    expect(html).toMatch(/<ul aria-label="Scores for question 2"/);
    expect(html).toMatch(/<button type="button"[^>]*>Print<\/button>/);
  });

  it("gives no score when no question was answered, and invents none", () => {
    const words = text(render(<InterviewReportCard data={emptyReportFixture} busy={false} last onInput={noop} />));
    expect(words).toContain("No score: no question was answered.");
    expect(words).not.toContain("Overall score");
    expect(words).not.toContain("Structure");
  });

  it("writes the numbers the locale's way", () => {
    expect(text(render(<InterviewReportCard data={reportFixture} busy={false} last onInput={noop} />, "fr"))).toContain("Structure 3,5 / 5");
  });
});

describe("MessageCard", () => {
  const inKit = (node: React.ReactNode) => render(<InterviewCardKit>{node}</InterviewCardKit>);

  it("renders its group's cards by kind, and nothing for another group's kind, a kind without a component or no data", () => {
    expect(text(inKit(<MessageCard data={questionFixture} busy={false} last onInput={noop} />))).toContain("Question 2 of 5");
    expect(inKit(<MessageCard data={{ kind: "offer_analysis" }} busy={false} last onInput={noop} />)).toBe("");
    expect(inKit(<MessageCard data={{ kind: "constructor" }} busy={false} last onInput={noop} />)).toBe("");
    expect(inKit(<MessageCard data={null} busy={false} last onInput={noop} />)).toBe("");
    // Outside any kit no card shows: the message's text stands alone.
    expect(render(<MessageCard data={questionFixture} busy={false} last onInput={noop} />)).toBe("");
  });

  it("has every card kind in exactly one group's kit", () => {
    const kinds = [INTERVIEW_CARDS, OFFER_CARDS, ADVISOR_CARDS].flatMap((cards) => Object.keys(cards));
    expect(kinds.sort()).toEqual([
      "career_gap", "fresh_grad_plan", "interview_question", "interview_report", "offer_analysis", "personality_items", "personality_profile", "recruiter_move",
    ]);
  });
});
