import type { ComponentProps } from "react";
import type { Button as ButtonType } from "@/components/ui/button";
import { ADVISOR_CARDS } from "./card-kit";
import { CareerGapCard } from "./career-gap-card";
import { CareerSwitchForm, targetTitleProblem } from "./career-switch-form";
import { careerGapFixture, careerGapNoCvFixture, careerGapNoPostingsFixture, freshGradPlanFixture, personalityItemsFixture, personalityProfileFixture } from "./fixtures";
import { FreshGradForm, freshGradSetup } from "./fresh-grad-form";
import { FreshGradPlanCard } from "./fresh-grad-plan-card";
import { PersonalityItemsCard, QuestionnaireView } from "./personality-items-card";
import { PersonalityProfileCard } from "./personality-profile-card";
import { PersonalityStart } from "./personality-start";
import { ADVISOR_SETUP_FORMS } from "./start-kit";
import type { Answers } from "./questionnaire";
import type { ScaleValue } from "./types";
import { plainText, render, textOf } from "./test-utils";

// Without a DOM, a click is the onClick a rendered Button received.
const mockButtons: ComponentProps<typeof ButtonType>[] = [];
jest.mock("@/components/ui/button", () => {
  const actual = jest.requireActual("@/components/ui/button");
  return { ...actual, Button: (props: ComponentProps<typeof ButtonType>) => (mockButtons.push(props), actual.Button(props)) };
});
const button = (label: string) => mockButtons.find((props) => textOf(props.children) === label);

beforeEach(() => {
  mockButtons.length = 0;
});

const card = { busy: false, onInput: () => undefined, last: true };
const items = personalityItemsFixture.items;
const answered = (count: number, value: ScaleValue = 4): Answers => Object.fromEntries(items.slice(0, count).map((item) => [item.id, value]));

describe("PersonalityItemsCard", () => {
  it("opens on the first page of ten statements, each a radio group named by its statement with the five scale labels", () => {
    const html = render(<PersonalityItemsCard data={personalityItemsFixture} {...card} />);
    const legends = [...html.matchAll(/<legend[^>]*>(.*?)<\/legend>/g)].map((match) => plainText(match[1]!));
    expect(legends).toHaveLength(10);
    expect(legends[0]).toBe("1. I worry about things");
    expect(legends[9]).toBe("10. I like to tidy up");
    const first = /<fieldset[^>]*>(.*?)<\/fieldset>/s.exec(html)![1]!;
    expect(first.match(/<input type="radio"/g)).toHaveLength(5);
    expect(plainText(first)).toContain("Very inaccurate Moderately inaccurate Neither accurate nor inaccurate Moderately accurate Very accurate");
    expect(new Set([...first.matchAll(/name="([^"]+)"/g)].map((match) => match[1])).size).toBe(1);
  });

  it("shows the progress, the page and keeps See my results closed until everything is answered", () => {
    const html = render(<PersonalityItemsCard data={personalityItemsFixture} {...card} />);
    const text = plainText(html);
    expect(text).toContain("0 of 120");
    expect(html).toMatch(/role="progressbar" aria-labelledby="[^"]+" aria-valuemin="0" aria-valuemax="120" aria-valuenow="0"/);
    expect(text).toContain("Statements, page 1 of 12");
    expect(text).toContain("Answer all 120 statements to see your results.");
    expect(button("Previous")!.disabled).toBe(true);
    expect(button("Next")!.disabled).toBe(false);
    expect(button("See my results")!.disabled).toBe(true);
  });

  it("is not answerable once it is not the latest message", () => {
    const html = render(<PersonalityItemsCard data={personalityItemsFixture} {...card} last={false} />);
    expect(html).not.toContain('type="radio"');
    expect(plainText(html)).toContain("A questionnaire of 120 statements.");
  });

  it("renders nothing for a questionnaire without its scale", () => {
    expect(render(<PersonalityItemsCard data={{ ...personalityItemsFixture, scale: [] }} {...card} />)).toBe("");
  });
});

describe("QuestionnaireView", () => {
  const view = (answers: Answers, page: number, handlers: Partial<ComponentProps<typeof QuestionnaireView>> = {}) =>
    render(
      <QuestionnaireView
        items={items}
        scale={personalityItemsFixture.scale}
        answers={answers}
        page={page}
        busy={false}
        onAnswer={() => undefined}
        onPage={() => undefined}
        onSubmit={() => undefined}
        onClear={() => undefined}
        {...handlers}
      />,
    );

  it("shows a page's statements with their answers, the count, and the pages that still have gaps", () => {
    const html = view(answered(37), 3);
    const text = plainText(html);
    expect(text).toContain("37 of 120");
    expect(html).toContain('aria-valuenow="37"');
    expect(text).toContain("Statements, page 4 of 12");
    expect(text).toContain("31. I fear for the worst");
    expect(html.match(/checked=""/g)).toHaveLength(7);
    expect(text).toContain("Still to answer: page 4 (3 statements) page 5 (10 statements)");
    expect(text).toContain("page 12 (10 statements)");
    expect(text).not.toContain("page 3 (");
    expect(text).toContain("4 / 12");
    expect(text).toContain("Clear my answers");
  });

  it("sends when all 120 are answered, and moves between pages", () => {
    const onSubmit = jest.fn();
    const onPage = jest.fn();
    const text = plainText(view(answered(120), 11, { onSubmit, onPage }));
    expect(text).toContain("120 of 120");
    expect(text).not.toContain("Still to answer");
    const submit = button("See my results")!;
    expect(submit.disabled).toBe(false);
    submit.onClick!({} as never);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button("Next")!.disabled).toBe(true);
    button("Previous")!.onClick!({} as never);
    expect(onPage).toHaveBeenCalledWith(10);
  });

  it("keeps See my results closed while an answer is missing, even on the last page", () => {
    const answers = { ...answered(120) };
    delete (answers as Record<string, unknown>)[items[64]!.id];
    const text = plainText(view(answers, 11));
    expect(button("See my results")!.disabled).toBe(true);
    expect(text).toContain("Still to answer: page 7 (1 statement)");
  });
});

describe("PersonalityProfileCard", () => {
  const html = render(<PersonalityProfileCard data={personalityProfileFixture} {...card} />);
  const text = plainText(html);

  it("shows the five domains with their percentile written out, their level and summary", () => {
    expect(html.match(/<details/g)).toHaveLength(5);
    expect(text).toContain("Openness to experience Percentile 81 High You enjoy new ideas");
    expect(text).toContain("Extraversion Percentile 24 Low You recharge on your own");
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]*"><span class="[^"]*" style="width:81%"><\/span><\/span>/);
  });

  it("lists each domain's facets under an expandable summary", () => {
    expect(text).toContain("The 6 facets of Conscientiousness Self-efficacy Percentile 61 Average Orderliness Percentile 35 Average");
    expect(html).toMatch(/<summary[^>]*>The 6 facets of Openness to experience<\/summary>/);
  });

  it("shows work styles, role families with why, and keeps the caveat and the norms in view", () => {
    expect(text).toContain("How you tend to work You like problems without a ready-made answer");
    expect(text).toContain("Roles that may suit you Research and analysis High openness and a preference for focused, independent work.");
    expect(text).toContain("Keep in mind This is a self-report snapshot, not a hiring test or a diagnosis.");
    expect(text).toContain("Where the percentiles come from Percentiles compare your scores with the published norms");
  });

  it("names the levels in the user's language", () => {
    expect(plainText(render(<PersonalityProfileCard data={personalityProfileFixture} {...card} />, "de"))).toContain("Openness to experience Perzentil 81 Hoch");
  });
});

describe("CareerGapCard", () => {
  it("names the target, how many postings and where, and the skills with the share of postings asking for each", () => {
    const html = render(<CareerGapCard data={careerGapFixture} {...card} />);
    const text = plainText(html);
    expect(text).toContain("Moving into Data Analyst From 25 postings in Germany and Austria.");
    expect(text).toContain("Skills you have that these postings ask for Excel asked in 72% · 18 postings SQL asked in 64% · 16 postings");
    expect(text).toContain("Skills to build Python asked in 60% · 15 postings Power BI asked in 44% · 11 postings");
    expect(html).toContain('<ul aria-label="Skills to build"');
    expect(html).toContain('style="width:64%"');
  });

  it("lays out the learning plan in phases and the roles on the way", () => {
    const text = plainText(render(<CareerGapCard data={careerGapFixture} {...card} />));
    expect(text).toContain("Learning plan 1 Phase 1 Python Build a small project");
    expect(text).toContain("3 Phase 3 Statistics Take an introductory statistics course");
    expect(text).toContain("Roles on the way");
    expect(text).toContain("Business Analyst 9 postings Skills they share with you: Excel Communication SQL");
    expect(text).toContain("Skills you bring along Excel SQL Communication");
  });

  it("says when no postings were found, without empty lists", () => {
    const html = render(<CareerGapCard data={careerGapNoPostingsFixture} {...card} />);
    const text = plainText(html);
    expect(text).toContain("Moving into Astronaut Trainer From 0 postings in all countries.");
    expect(text).toContain("No postings for this title yet");
    expect(text).not.toContain("Skills to build");
    expect(html).not.toContain("<ul");
  });

  it("asks for a CV when nothing the user has is known", () => {
    const text = plainText(render(<CareerGapCard data={careerGapNoCvFixture} {...card} />));
    expect(text).toContain("Skills you have that these postings ask for None of the skills in your CV appear in these postings, or there is no CV on file yet. Upload your CV");
    expect(text).toContain("Skills to build Excel asked in 72% · 18 postings");
    expect(text).not.toContain("Roles on the way");
  });

  it("writes shares and countries in the user's language", () => {
    const text = plainText(render(<CareerGapCard data={careerGapFixture} {...card} />, "de"));
    expect(text).toContain("Wechsel zu Data Analyst Aus 25 Stellenanzeigen in Deutschland und Österreich.");
    expect(text).toContain("SQL verlangt in 64 % · 16 Anzeigen");
  });
});

describe("FreshGradPlanCard", () => {
  it("lists the entry-level titles with postings and example companies", () => {
    const text = plainText(render(<FreshGradPlanCard data={freshGradPlanFixture} {...card} />));
    expect(text).toContain("Junior Data Analyst 12 postings For example at Zalando, N26, and Siemens");
    expect(text).toContain("Graduate Business Analyst 7 postings For example at Allianz");
    expect(text).toContain("Marketing Analyst Trainee 4 postings Skills to show");
  });

  it("marks the skills already in the CV and those to add", () => {
    const text = plainText(render(<FreshGradPlanCard data={freshGradPlanFixture} {...card} />));
    expect(text).toContain("SQL asked in 18 postings In your CV Python asked in 15 postings To add Excel asked in 14 postings In your CV");
  });

  it("names the CV's sections in order, in the user's language, and shows the notes", () => {
    const html = render(<FreshGradPlanCard data={freshGradPlanFixture} {...card} />);
    const order = /<ol[^>]*>(.*?)<\/ol>/s.exec(html)![1]!;
    expect([...order.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1])).toEqual([
      "Summary",
      "Education",
      "Projects",
      "Work experience",
      "Skills",
      "Languages",
      "Side projects",
    ]);
    expect(plainText(html)).toContain("What to do next Your CV has no projects section");
    const german = render(<FreshGradPlanCard data={freshGradPlanFixture} {...card} />, "de");
    expect(/<ol[^>]*>(.*?)<\/ol>/s.exec(german)![1]).toContain("<li>Berufserfahrung</li>");
  });

  it("says when no entry-level titles were found", () => {
    expect(plainText(render(<FreshGradPlanCard data={{ ...freshGradPlanFixture, titles: [] }} {...card} />))).toContain(
      "The app has not read entry-level postings that fit yet.",
    );
  });
});

describe("the advisors' forms", () => {
  const form = { busy: false, fieldErrors: {}, onStart: () => undefined };

  it("asks a career switcher for the target title, with suggestions, marked required", () => {
    const html = render(<CareerSwitchForm {...form} />);
    expect(html).toMatch(/<label for="[^"]+"[^>]*>The job you want to move into \*<\/label>/);
    expect(html).toContain('role="combobox"');
    expect(button("Compare my skills")).toBeDefined();
  });

  it("checks the target title as the server does", () => {
    expect(targetTitleProblem("  ")).toBe("job_title_required");
    expect(targetTitleProblem("X")).toBe("too_short?min=2");
    expect(targetTitleProblem("x".repeat(121))).toBe("too_long?max=120");
    expect(targetTitleProblem(" Product Manager ")).toBeNull();
  });

  it("lets a graduate name a field or leave it out", () => {
    const html = render(<FreshGradForm {...form} />);
    expect(html).toMatch(/<label for="[^"]+"[^>]*>Your field of study or the area you want to work in<\/label>/);
    expect(plainText(html)).toContain("Optional. Left empty, your CV and your copilots’ searches are used.");
    expect(freshGradSetup("  ")).toEqual({ setup: {}, problem: null });
    expect(freshGradSetup(" Economics ")).toEqual({ setup: { field: "Economics" }, problem: null });
    expect(freshGradSetup("E").problem).toBe("too_short?min=2");
  });

  it("explains the personality test and starts it with an empty setup", () => {
    const onStart = jest.fn();
    const text = plainText(render(<PersonalityStart {...form} onStart={onStart} />));
    expect(text).toContain("120 short statements about how you usually are");
    expect(text).toContain("About 10 minutes");
    expect(text).toContain("not a hiring test");
    button("Start the test")!.onClick!({} as never);
    expect(onStart).toHaveBeenCalledWith({});
  });

  it("shows what the server refused, in the user's language", () => {
    const text = plainText(render(<PersonalityStart {...form} busy fieldErrors={{ "": { code: "unknown_field", message: "Unrecognized key: mood" } }} />));
    expect(text).toContain("Starting…");
    expect(button("Starting…")!.disabled).toBe(true);
    expect(text).not.toContain("Unrecognized key");
  });

  it("are the entries of the kits", () => {
    expect(Object.keys(ADVISOR_CARDS).sort()).toEqual(["career_gap", "fresh_grad_plan", "personality_items", "personality_profile"]);
    expect(ADVISOR_SETUP_FORMS).toEqual({ personality_test: PersonalityStart, career_switch: CareerSwitchForm, fresh_grad: FreshGradForm });
  });
});
