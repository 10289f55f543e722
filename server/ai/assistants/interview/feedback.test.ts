import { followUpFor, improvementsOf, renderFeedback, strengthsOf } from "./feedback";
import { scoreAnswer } from "./rubric";
import type { AnswerStyle, Competency } from "./competencies";
import { COMPETENCY_KEYWORDS } from "./competencies";
import { translator } from "./messages";

const scored = (answer: string, key: string, style: AnswerStyle, competency: Competency) =>
  scoreAnswer({ answer, question: translator("en", "questions")(key, { role: "Data Analyst", skill: "SQL" }), style, keywords: COMPETENCY_KEYWORDS[competency].en, locale: "en" });

const STORY =
  "When our weekly report took two days to prepare, my task was to speed it up. I decided to automate the queries and I scheduled them every Monday morning for the whole team. As a result, preparation time dropped by 40% within three months.";

describe("followUpFor", () => {
  it("asks nothing more of a complete story with a measured result", () => {
    expect(followUpFor(scored(STORY, "bh_problem", "star", "problem_solving"), "star", "problem_solving")).toBeNull();
  });

  it("asks how a story ended when it has no result", () => {
    const answer = "When our weekly report took two days to prepare, my task was to speed it up. I decided to look at the queries one by one with two colleagues from the finance team, and I wrote down every step that was done by hand during the week.";
    expect(followUpFor(scored(answer, "bh_problem", "star", "problem_solving"), "star", "problem_solving")).toBe("no_result");
  });

  it("asks for a figure when a story's result has none", () => {
    const answer = "When our weekly report took most of the week to prepare, my task was to speed it up. I decided to automate the queries and I scheduled them every Monday morning. As a result, preparation became much faster and the team got the numbers early.";
    expect(followUpFor(scored(answer, "bh_problem", "star", "problem_solving"), "star", "problem_solving")).toBe("no_number");
  });

  it("asks for more when an answer is too short, and brings an off-topic one back to the question", () => {
    expect(followUpFor(scored("I solved it quickly.", "bh_problem", "star", "problem_solving"), "star", "problem_solving")).toBe("too_short");
    expect(followUpFor(scored("I like it.", "hm_working_style", "pitch", "working_style"), "pitch", "working_style")).toBe("too_short_general");
    const off = "On weekends I like to cook pasta with my family and walk the dog in the park near the river.";
    expect(followUpFor(scored(off, "bh_problem", "star", "problem_solving"), "star", "problem_solving")).toBe("off_topic");
  });

  it("asks an approach for an example from the candidate's own work", () => {
    const answer = "You should look at the data first, then decide what matters most, because the goal depends on it. Then the options can be compared step by step and the simplest one is usually the best choice for everyone involved here.";
    expect(followUpFor(scored(answer, "tc_general_own_quality", "approach", "quality"), "approach", "quality")).toBe("no_example");
  });

  it("asks a salary answer for a range and an availability answer for a date, never more", () => {
    expect(followUpFor(scored("That depends on the whole package, I am open to discussing it.", "sc_salary", "fact", "salary"), "fact", "salary")).toBe("no_range");
    expect(followUpFor(scored("Between 55,000 and 60,000 a year.", "sc_salary", "fact", "salary"), "fact", "salary")).toBeNull();
    expect(followUpFor(scored("I would need to check that with my current employer.", "sc_availability", "fact", "availability"), "fact", "availability")).toBe("no_date");
    expect(followUpFor(scored("I could start right away.", "sc_availability", "fact", "availability"), "fact", "availability")).toBeNull();
    expect(followUpFor(scored("In four weeks, after my notice period.", "sc_availability", "fact", "availability"), "fact", "availability")).toBeNull();
  });
});

describe("feedback sentences", () => {
  it("praise what a strong story did and name what a weak one should change, most useful first", () => {
    const strong = scored(STORY, "bh_problem", "star", "problem_solving");
    expect(strengthsOf(strong, "star").map((item) => item.key)).toEqual(["structure", "ownPart", "figures"]);

    const weak = scored("We talked about it as a team and everybody was happy in general, so it was fine for us.", "bh_problem", "star", "problem_solving");
    const improvements = improvementsOf(weak, "star", "problem_solving", { technical: false, competencyLabel: "Problem solving" }).map((item) => item.key);
    expect(improvements).toHaveLength(3);
    expect(improvements.slice(0, 2)).toEqual(["relevance", "result"]);
    expect(strengthsOf(weak, "star")).toEqual([]);
  });

  it("quote the user's filler words in the language's quotes", () => {
    const answer = "Äh, ich habe halt, äh, quasi die Daten angeschaut und dann, äh, den Fehler gefunden und halt behoben.";
    const result = scoreAnswer({ answer, question: translator("de", "questions")("bh_problem"), style: "star", keywords: COMPETENCY_KEYWORDS.problem_solving.de, locale: "de" });
    const fillers = improvementsOf(result, "star", "problem_solving", { technical: false, competencyLabel: "Probleme lösen" }).find((item) => item.key === "fillers");
    expect(fillers).toBeUndefined();
    const all = [{ key: "fillers", list: result.signals.fillers }];
    expect(renderFeedback(all[0]!, "improve", "de")).toBe("Lassen Sie Füllwörter wie „äh“, „halt“ und „quasi“ weg.");
    expect(renderFeedback({ key: "fillers", list: ["euh", "du coup"] }, "improve", "fr")).toBe("Supprimez les mots de remplissage comme «\u00a0euh\u00a0» et «\u00a0du coup\u00a0».");
  });

  it("name the tools the answer used, or none", () => {
    expect(renderFeedback({ key: "tools", list: ["SQL", "Python"] }, "strength", "en")).toBe("You named the tools and methods you used: SQL and Python.");
    expect(renderFeedback({ key: "tools" }, "strength", "en")).toBe("You named the tools and methods you used.");
    expect(renderFeedback({ key: "tools" }, "improve", "en")).toBe("Name the tools or methods you used.");
  });
});
