import type { Locale } from "@/lib/i18n/locales";
import { unsupportedClaims } from "../../grounding";
import { emptySources, type UserSources } from "../../sources";
import { AssistantInputError, type Turn, type TurnContext } from "../types";
import { INTERVIEW_TYPES, type InterviewType } from "./bank";
import { interviewAssistant, interviewContext, interviewTitle, type InterviewQuestionCard, type InterviewReportCard, type InterviewState } from "./index";
import { INTERVIEW_MESSAGES, translator } from "./messages";

const NOW = new Date("2026-03-02T09:00:00Z");

const POSTING =
  "Senior Data Analyst\nAcme Analytics is hiring an analyst for its product team. You will write SQL and Python, build dashboards in Tableau, run experiments with product managers and present findings to leadership.";

const ACHIEVEMENTS = [
  "Led a team of 4 analysts to move all reporting to Tableau, cutting report preparation time by 40%",
  "Built a churn model in Python that reduced customer churn by 12% in 6 months",
  "Resolved a disagreement between sales and finance about revenue figures by agreeing one shared definition",
  "Presented quarterly insights to a leadership team of 8 directors",
];

/** A user with a full CV, built by hand: titles, skills, achievement lines, and the text they come from. */
const RICH: UserSources = {
  ...emptySources("en"),
  firstName: "Maria",
  country: "GB",
  cv: {
    resumeId: "00000000-0000-4000-8000-000000000001",
    fileName: "maria-cv.pdf",
    skills: ["SQL", "Python", "Tableau", "Statistics", "Stakeholder management"],
    titles: ["Data Analyst", "Junior Business Analyst"],
    yearsOfExperience: 6,
    languages: ["English", "Spanish"],
    sections: ["summary", "experience", "education", "skills"],
    achievements: ACHIEVEMENTS,
    education: ["BSc Mathematics, University of Leeds, 2018"],
    text: [
      "Maria Lopez",
      "Data Analyst, Northwind Retail, 2021 – today",
      ...ACHIEVEMENTS.map((line) => `• ${line}`),
      "Junior Business Analyst, Contoso Bank, 2018 – 2021",
      "Education: BSc Mathematics, University of Leeds, 2018",
      "Skills: SQL, Python, Tableau, Statistics, Stakeholder management",
    ].join("\n"),
  },
  details: { salaryExpectation: { amount: 65000, currency: "GBP", period: "year" }, noticePeriod: "one month", availableFrom: null, requiresSponsorship: null, workAuthorization: ["GB"], highestEducation: "Bachelor", yearsOfExperience: 6 },
};

const context = (sources: UserSources, locale: Locale = "en"): TurnContext => ({
  deps: { db: undefined as never, now: () => NOW },
  userId: "00000000-0000-4000-8000-00000000000a",
  sources,
  locale,
  now: NOW,
});

/** Answers of every kind a candidate gives: vague, strong, off the point, methodical, short. */
const ANSWERS: Record<"en" | "de", { vague: string; strong: string; offTopic: string; approach: string; plain: string; afterFollowUp: string }> = {
  en: {
    vague: "I'm not sure.",
    strong:
      "When our weekly report took two days to prepare, my task was to speed it up. I decided to automate the SQL queries with Python and I scheduled them every Monday. As a result, preparation time dropped by 40% within three months and the team got the numbers by 9 am.",
    offTopic: "On weekends I like to cook pasta with my family and walk the dog in the park near the river.",
    approach:
      "First I would clarify the goal with the people asking, because the right measure depends on it. Then I would check the data for gaps and compare it with last month. For example, in my last job I found a broken import this way.",
    plain: "We talked about it as a team and in the end everybody was happy with how it went, so it was fine.",
    afterFollowUp: "It ended well: I cut the error rate from 8% to 2% in four weeks, and my manager asked me to train two colleagues.",
  },
  de: {
    vague: "Weiß ich nicht genau.",
    strong:
      "Als unser Wochenbericht zwei Tage Arbeit kostete, war meine Aufgabe, das zu beschleunigen. Ich habe die SQL-Abfragen mit Python automatisiert und jeden Montag eingeplant. Dadurch sank der Aufwand innerhalb von drei Monaten um 40 %, und das Team hatte die Zahlen um 9 Uhr.",
    offTopic: "Am Wochenende koche ich gern Nudeln mit meiner Familie und gehe mit dem Hund im Park am Fluss spazieren.",
    approach:
      "Zuerst würde ich das Ziel mit den Beteiligten klären, weil die richtige Kennzahl davon abhängt. Dann würde ich die Daten auf Lücken prüfen. Zum Beispiel habe ich in meinem letzten Job so einen fehlerhaften Import gefunden.",
    plain: "Wir haben im Team darüber gesprochen und am Ende waren alle zufrieden, also war es gut.",
    afterFollowUp: "Es ging gut aus: Ich habe die Fehlerquote in vier Wochen von 8 % auf 2 % gesenkt, und meine Chefin bat mich, zwei Kollegen zu schulen.",
  },
};

type Run = { turns: Turn<InterviewState>[]; userMessages: string[] };

/** A whole interview: the answer depends on the question's number and on whether it is a follow-up. */
async function runInterview(options: { type: InterviewType; sources: UserSources; locale?: "en" | "de"; count?: number; job?: unknown }): Promise<Run> {
  const locale = options.locale ?? "en";
  const answers = ANSWERS[locale];
  const ctx = context(options.sources, locale);
  const setup = interviewAssistant.setupSchema.parse({ job: options.job ?? { source: "text", text: POSTING }, interview_type: options.type, questions: options.count ?? 5 });
  const turns: Turn<InterviewState>[] = [await interviewAssistant.start(setup, ctx)];
  const userMessages: string[] = [];
  const byIndex = [answers.vague, answers.strong, answers.offTopic, answers.approach, answers.plain];
  for (let step = 0; step < 40 && !turns.at(-1)!.finished; step++) {
    const card = turns.at(-1)!.data as InterviewQuestionCard;
    const text = card.follow_up ? answers.afterFollowUp : byIndex[(card.index - 1) % byIndex.length]!;
    userMessages.push(text);
    turns.push(await interviewAssistant.reply(turns.at(-1)!.state, { text, input: null }, [], ctx));
  }
  return { turns, userMessages };
}

const questionCards = (run: Run) => run.turns.filter((turn) => turn.data?.kind === "interview_question").map((turn) => turn.data as InterviewQuestionCard);
const reportOf = (run: Run) => run.turns.at(-1)!.data as InterviewReportCard;

/** Every string a report card shows. */
function reportStrings(report: InterviewReportCard): string[] {
  return [
    ...report.strengths,
    ...report.improvements,
    ...report.answers.flatMap((answer) => [answer.question, answer.answer_excerpt, ...answer.strengths, ...answer.improvements, ...answer.outline]),
  ];
}

function expectGrounded(run: Run, sources: UserSources, posting: string[]) {
  const context = [...posting, ...run.userMessages];
  const report = reportOf(run);
  // The report's text states the computed overall score: the assistant's own number, not a claim about the user.
  const reportNumbers = [String(report.overall ?? "")];
  for (const [index, turn] of run.turns.entries()) {
    const last = index === run.turns.length - 1;
    const texts = [turn.text, ...(turn.data?.kind === "interview_question" ? [(turn.data as InterviewQuestionCard).question, (turn.data as InterviewQuestionCard).competency] : [])];
    for (const text of texts) {
      const claims = unsupportedClaims(text, sources, last ? [...context, ...reportNumbers] : context);
      if (claims.length) throw new Error(`turn ${index}: ${JSON.stringify(claims)} in “${text}”`);
    }
    if (!last && turn.voice) {
      const claims = unsupportedClaims(`${turn.voice.system}\n${turn.voice.instruction}`, sources, context);
      if (claims.length) throw new Error(`voice of turn ${index}: ${JSON.stringify(claims)}`);
    }
  }
  for (const text of reportStrings(report)) {
    const claims = unsupportedClaims(text, sources, context);
    if (claims.length) throw new Error(`report: ${JSON.stringify(claims)} in “${text}”`);
  }
}

function expectReportShape(report: InterviewReportCard, answered: number) {
  expect(report.kind).toBe("interview_report");
  expect(report.answers).toHaveLength(answered);
  const isScore = (value: number) => Number.isInteger(value) && value >= 0 && value <= 5;
  const isAverage = (value: number | null) => value !== null && value >= 0 && value <= 5 && Math.round(value * 10) === value * 10;
  for (const answer of report.answers) {
    expect(Object.keys(answer.scores).sort()).toEqual(["clarity", "evidence", "relevance", "structure"]);
    expect(Object.values(answer.scores).every(isScore)).toBe(true);
    expect(answer.overall).toBeGreaterThanOrEqual(0);
    expect(answer.overall).toBeLessThanOrEqual(100);
    expect(answer.answer_excerpt.length).toBeGreaterThan(0);
    expect(answer.answer_excerpt.length).toBeLessThanOrEqual(300);
    expect(answer.outline.length).toBeGreaterThanOrEqual(2);
    expect(answer.strengths.length + answer.improvements.length).toBeGreaterThan(0);
  }
  expect(Object.values(report.rubric).every(isAverage)).toBe(true);
  const mean = report.answers.reduce((sum, answer) => sum + answer.overall, 0) / report.answers.length;
  expect(report.overall).toBe(Math.round(mean));
  expect(report.improvements.length).toBeLessThanOrEqual(3);
  expect(report.strengths.length).toBeLessThanOrEqual(3);
}

describe.each(INTERVIEW_TYPES)("a full %s interview", (type) => {
  describe.each([
    ["a user with a rich CV", RICH],
    ["a user with no CV", emptySources("en")],
  ] as [string, UserSources][])("for %s", (_label, sources) => {
    let run: Run;
    beforeAll(async () => {
      run = await runInterview({ type, sources });
    });

    it("asks every question once, in order, with at most one follow-up each", () => {
      const cards = questionCards(run);
      expect(cards[0]).toMatchObject({ kind: "interview_question", index: 1, total: 5, follow_up: false });
      expect(cards.filter((card) => !card.follow_up).map((card) => card.index)).toEqual([1, 2, 3, 4, 5]);
      for (let index = 1; index <= 5; index++) expect(cards.filter((card) => card.index === index && card.follow_up).length).toBeLessThanOrEqual(1);
      for (const [position, card] of cards.entries()) if (card.follow_up) expect(cards[position - 1]!.index).toBe(card.index);
      expect(new Set(cards.filter((card) => !card.follow_up).map((card) => card.question)).size).toBe(5);
      expect(cards.every((card) => card.total === 5 && card.competency.length > 0)).toBe(true);
    });

    it("probes weak answers once: the off-topic one, and the vague one where the question calls for more", () => {
      const cards = questionCards(run);
      expect(cards.some((card) => card.index === 3 && card.follow_up)).toBe(true);
      expect(cards.some((card) => card.follow_up)).toBe(true);
    });

    it("shows no score before the end", () => {
      for (const turn of run.turns.slice(0, -1)) {
        expect(turn.finished).toBeFalsy();
        expect(turn.data?.kind).toBe("interview_question");
        expect(Object.keys(turn.data!).sort()).toEqual(["competency", "follow_up", "index", "kind", "question", "total"]);
      }
    });

    it("ends with the report, scoring a follow-up's answer with the first", () => {
      const last = run.turns.at(-1)!;
      expect(last.finished).toBe(true);
      const report = reportOf(run);
      expectReportShape(report, 5);
      const third = report.answers.find((answer) => answer.index === 3)!;
      expect(third.answer_excerpt).toContain("pasta");
      expect(third.answer_excerpt).toContain("It ended well");
      expect(last.text).toContain(String(report.overall));
      expect(last.text).toContain(report.improvements[0]!);
    });

    it("gives voice to every turn, the interviewer with the grounding rule, the report with the computed facts only", () => {
      for (const turn of run.turns.slice(0, -1)) {
        expect(turn.voice!.system).toContain("Never state facts about the candidate that are not in the candidate’s messages or the CV facts given; never answer for the candidate.");
        expect(turn.voice!.instruction).toContain((turn.data as InterviewQuestionCard).question);
      }
      const report = reportOf(run);
      const voice = run.turns.at(-1)!.voice!;
      expect(voice.instruction).toContain(String(report.overall));
      for (const line of [...report.strengths, ...report.improvements]) expect(voice.instruction).toContain(line);
    });

    it("is deterministic", async () => {
      const again = await runInterview({ type, sources });
      expect(again.turns).toEqual(run.turns);
    });

    it("invents nothing: every turn and every report string is supported by the sources, the posting or the user's own words", () => {
      expectGrounded(run, sources, [POSTING]);
    });
  });
});

describe("the outlines", () => {
  it("quote the CV's own achievement lines where they fit, and only those", async () => {
    const quoted = new Set<string>();
    for (const type of INTERVIEW_TYPES) {
      const run = await runInterview({ type, sources: RICH, count: 8 });
      for (const line of reportOf(run).answers.flatMap((answer) => answer.outline)) {
        for (const achievement of ACHIEVEMENTS) if (line.includes(achievement)) quoted.add(achievement);
        const inQuotes = [...line.matchAll(/“([^”]+)”/g)].map((match) => match[1]!);
        for (const text of inQuotes) expect([...ACHIEVEMENTS, "I", "we", "it depends", "one month", ...Object.values(INTERVIEW_MESSAGES.en.competency)]).toContain(text);
      }
    }
    expect(quoted.size).toBeGreaterThanOrEqual(2);
  });

  it("name the CV's titles and skills for a user with a CV, and what to bring for one without", async () => {
    const rich = reportOf(await runInterview({ type: "technical", sources: RICH }));
    const richOutline = rich.answers.flatMap((answer) => answer.outline).join("\n");
    expect(richOutline).toMatch(/Data Analyst/);
    expect(richOutline).toMatch(/SQL|Python|Tableau/);

    const empty = reportOf(await runInterview({ type: "technical", sources: emptySources("en") }));
    const emptyOutline = empty.answers.flatMap((answer) => answer.outline).join("\n");
    expect(emptyOutline).not.toMatch(/CV|Data Analyst as|your role as/);
    expect(emptyOutline).toMatch(/in a number if you can|with a number if you can|a course or a project of your own/);
  });

  it("never answer the salary question for the user", async () => {
    const run = await runInterview({ type: "screening", sources: RICH, count: 10 });
    const everything = [...run.turns.map((turn) => `${turn.text}\n${JSON.stringify(turn.data)}\n${turn.voice?.instruction ?? ""}`)].join("\n");
    expect(everything).not.toMatch(/65[.,\s]?000|65k/i);
    const salary = reportOf(run).answers.find((answer) => answer.question === translator("en", "questions")("sc_salary"))!;
    expect(salary.outline.join(" ")).toContain("Give a range you have researched");
  });
});

describe("in German", () => {
  it("runs a whole interview in the user's language, grounded", async () => {
    const run = await runInterview({ type: "behavioural", sources: { ...RICH, locale: "de" }, locale: "de" });
    expect(run.turns[0]!.text).toMatch(/^Hallo Maria! Willkommen!/);
    expect(run.turns[0]!.voice!.system).toContain("Schreiben Sie auf Deutsch");
    expect(questionCards(run).filter((card) => !card.follow_up)).toHaveLength(5);
    expectReportShape(reportOf(run), 5);
    expect(run.turns.at(-1)!.text).toContain("von hundert");
    expectGrounded(run, RICH, [POSTING]);
  });
});

describe("finishing", () => {
  const setup = interviewAssistant.setupSchema.parse({ job: { source: "title", title: "Registered Nurse" }, interview_type: "behavioural" });

  it("with no answer at all gives a report that says so, with no score", async () => {
    const ctx = context(RICH);
    const start = await interviewAssistant.start(setup, ctx);
    const end = await interviewAssistant.reply(start.state, { text: "", input: { action: "finish" } }, [], ctx);
    expect(end.finished).toBe(true);
    expect(end.data).toEqual({
      kind: "interview_report",
      overall: null,
      rubric: { structure: null, evidence: null, relevance: null, clarity: null },
      answers: [],
      strengths: [],
      improvements: ["Answer at least one question to get feedback."],
    });
    expect(end.text).toBe("Let’s stop here, thank you. You finished before answering any question, so there is nothing to score yet. Start a new interview whenever you are ready.");
    expect(end.text).not.toMatch(/\d/);
    expect(end.voice!.instruction).not.toMatch(/\d/);
  });

  it("early reports only the answers given", async () => {
    const ctx = context(emptySources("en"));
    let turn = await interviewAssistant.start(setup, ctx);
    turn = await interviewAssistant.reply(turn.state, { text: ANSWERS.en.strong, input: null }, [], ctx);
    turn = await interviewAssistant.reply(turn.state, { text: "", input: { action: "finish" } }, [], ctx);
    expect(turn.finished).toBe(true);
    const report = turn.data as InterviewReportCard;
    expectReportShape(report, 1);
    expect(turn.text).toMatch(/^Let’s stop here, thank you\. Your overall score is \d+ out of a hundred, over 1 answer\./);
  });

  it("takes an answer sent with the finish action as the last answer, without a follow-up", async () => {
    const ctx = context(emptySources("en"));
    const start = await interviewAssistant.start(setup, ctx);
    const end = await interviewAssistant.reply(start.state, { text: ANSWERS.en.vague, input: { action: "finish" } }, [], ctx);
    expect(end.finished).toBe(true);
    expect((end.data as InterviewReportCard).answers.map((answer) => answer.answer_excerpt)).toEqual([ANSWERS.en.vague]);
  });

  it("refuses anything after the end", async () => {
    const ctx = context(emptySources("en"));
    const start = await interviewAssistant.start(setup, ctx);
    const end = await interviewAssistant.reply(start.state, { text: "", input: { action: "finish" } }, [], ctx);
    await expect(interviewAssistant.reply(end.state, { text: "One more thing", input: null }, [], ctx)).rejects.toMatchObject({ code: "thread_finished" });
    await expect(interviewAssistant.reply(end.state, { text: "", input: { action: "finish" } }, [], ctx)).rejects.toBeInstanceOf(AssistantInputError);
  });
});

describe("input", () => {
  const setup = interviewAssistant.setupSchema.parse({ job: { source: "title", title: "Registered Nurse" }, interview_type: "technical", questions: 3 });

  it("refuses an empty answer and an unknown input", async () => {
    const ctx = context(emptySources("en"));
    const start = await interviewAssistant.start(setup, ctx);
    await expect(interviewAssistant.reply(start.state, { text: "   ", input: null }, [], ctx)).rejects.toMatchObject({ code: "empty_answer" });
    await expect(interviewAssistant.reply(start.state, { text: "", input: { action: "pause" } }, [], ctx)).rejects.toMatchObject({ code: "invalid_input" });
    await expect(interviewAssistant.reply(start.state, { text: "Hi", input: { action: "finish", extra: 1 } }, [], ctx)).rejects.toMatchObject({ code: "invalid_input" });
  });

  it("leaves the state it was given untouched", async () => {
    const ctx = context(emptySources("en"));
    const start = await interviewAssistant.start(setup, ctx);
    const before = structuredClone(start.state);
    await interviewAssistant.reply(start.state, { text: ANSWERS.en.strong, input: null }, [], ctx);
    expect(start.state).toEqual(before);
  });

  it("asks the nursing family's questions for a nurse", async () => {
    const ctx = context(emptySources("en"));
    const start = await interviewAssistant.start(setup, ctx);
    expect(start.state.role).toMatchObject({ title: "Registered Nurse", family: "healthcare", seniority: "mid", company: null, posting: null });
    expect(start.state.questions.every((question) => question.key.startsWith("tc_healthcare_") || question.key.startsWith("tc_mid_"))).toBe(true);
  });
});

describe("titles and context", () => {
  it("names the thread by type and role", () => {
    const ctx = context(emptySources("de"), "de");
    const byTitle = interviewAssistant.setupSchema.parse({ job: { source: "title", title: "Buchhalterin (m/w/d)" }, interview_type: "screening" });
    expect(interviewAssistant.title(byTitle, ctx)).toBe("Erstgespräch — Buchhalterin");
    const byText = interviewAssistant.setupSchema.parse({ job: { source: "text", text: POSTING }, interview_type: "technical" });
    expect(interviewAssistant.title(byText, context(emptySources("en")))).toBe("Technical interview — Senior Data Analyst");
    const byApplication = interviewAssistant.setupSchema.parse({ job: { source: "application", application_id: "00000000-0000-4000-8000-000000000123" }, interview_type: "hiring_manager" });
    expect(interviewAssistant.title(byApplication, context(emptySources("en")))).toBe("Hiring manager interview");
  });

  it("names a started thread's role, and gives the context a voiced turn is checked against", async () => {
    const ctx = context(RICH);
    const setup = interviewAssistant.setupSchema.parse({ job: { source: "text", text: POSTING }, interview_type: "technical" });
    const start = await interviewAssistant.start(setup, ctx);
    expect(interviewTitle(start.state)).toBe("Technical interview — Senior Data Analyst");
    const next = await interviewAssistant.reply(start.state, { text: ANSWERS.en.strong, input: null }, [], ctx);
    expect(interviewContext(next.state)).toEqual(expect.arrayContaining(["Senior Data Analyst", POSTING, ANSWERS.en.strong, "SQL"]));
  });

  it("asks a software or data interview about the posting's skills, the CV's first", async () => {
    const start = await interviewAssistant.start(interviewAssistant.setupSchema.parse({ job: { source: "text", text: POSTING }, interview_type: "technical" }), context(RICH));
    expect(start.state.role.skills.slice(0, 3)).toEqual(["SQL", "Python", "Tableau"]);
    expect(start.state.questions.filter((question) => question.skill).map((question) => question.skill)).toEqual(["SQL", "Python", "Tableau"]);
    expect((start.data as InterviewQuestionCard).question).toMatch(/SQL|Python|Tableau|\?/);
  });
});
