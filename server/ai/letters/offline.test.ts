import { LETTER_LENGTHS, LETTER_TONES } from "@/lib/contracts/cover-letter";
import { locales } from "@/lib/i18n/locales";
import { findSkills } from "../../cv/find-skills";
import { unsupportedClaims } from "../grounding";
import { emptySources, type UserSources } from "../sources";
import { FRONTEND_JOB, richSources } from "../writer/test-sources";
import { ParagraphNotRegenerable, regenerateParagraph, writeOffline } from ".";
import { composeLetter } from "./offline";
import type { LetterInput } from "./types";

const NOW = new Date("2026-03-02T09:00:00Z");
const rich = richSources();
const input = (extra: Partial<LetterInput> = {}): LetterInput => ({
  job: FRONTEND_JOB,
  sources: rich,
  tone: "formal",
  language: "en",
  length: "medium",
  senderName: "Ada Lovelace",
  now: NOW,
  ...extra,
});
const context = [FRONTEND_JOB.title, FRONTEND_JOB.company, FRONTEND_JOB.description];
const body = (kinds: string[]) => kinds.filter((kind) => kind !== "greeting" && kind !== "closing");

describe("every language, tone, length and wording, with a full CV and with nothing on file", () => {
  const users: [string, UserSources][] = [
    ["a full CV", rich],
    ["nothing on file", emptySources()],
  ];
  const cases = locales.flatMap((language) => LETTER_TONES.flatMap((tone) => LETTER_LENGTHS.map((length) => [language, tone, length] as const)));

  describe.each(users)("%s", (_, sources) => {
    it.each(cases)("%s %s %s: names the company and the role, says nothing the sources do not support, the same every time", (language, tone, length) => {
      for (const variant of [0, 1, 2]) {
        const letterInput = input({ sources, language, tone, length, senderName: sources.firstName ? "Ada Lovelace" : null });
        const paragraphs = composeLetter(letterInput, { intro: variant, fit: variant, skills: variant, results: variant, outro: variant });
        const text = paragraphs.map((paragraph) => paragraph.text).join("\n\n");
        expect(unsupportedClaims(text, sources, context)).toEqual([]);
        expect(composeLetter(letterInput, { intro: variant, fit: variant, skills: variant, results: variant, outro: variant })).toEqual(paragraphs);
        expect(paragraphs[0]!.kind).toBe("greeting");
        expect(paragraphs.at(-1)!.kind).toBe("closing");
        expect(body(paragraphs.map((paragraph) => paragraph.kind)).length).toBeGreaterThanOrEqual(2);
        expect(body(paragraphs.map((paragraph) => paragraph.kind)).length).toBeLessThanOrEqual(4);
        const intro = paragraphs[1]!.text;
        expect(intro).toContain(FRONTEND_JOB.title);
        expect(intro).toContain(FRONTEND_JOB.company);
        for (const paragraph of paragraphs) expect(paragraph.text).not.toMatch(/[{}#]/);
      }
    });
  });

  it("writes no skill of its own: every skill a letter names is the CV's and the posting's", () => {
    for (const language of locales) {
      for (const tone of LETTER_TONES) {
        for (const variant of [0, 1, 2]) {
          const text = composeLetter(input({ language, tone, length: "long" }), { intro: variant, skills: variant, results: variant, outro: variant })
            .map((paragraph) => paragraph.text)
            .join("\n");
          const skills = findSkills(text).map((skill) => skill.toLowerCase());
          expect([language, tone, variant, skills.filter((skill) => !["react", "typescript", "design systems"].includes(skill))]).toEqual([language, tone, variant, []]);
        }
      }
    }
  });
});

describe("the offline letter", () => {
  it("says whole years, rounded down, as a letter would: never 8.4 years", () => {
    const fractional = { ...rich, cv: { ...rich.cv!, yearsOfExperience: 8.4 }, details: { ...rich.details, yearsOfExperience: 8.4 } };
    const letter = writeOffline(input({ sources: fractional, language: "de" }));
    expect(letter.paragraphs[1]).toContain("8 Jahre");
    expect(letter.paragraphs.join(" ")).not.toMatch(/8[.,]4/);
    expect(letter.facts).toContainEqual({ kind: "cv_years", ref: "8" });
  });

  it("writes a formal English letter from the title, the years, the posting's skills on the CV and the best result, signed with the name", () => {
    expect(writeOffline(input())).toEqual({
      paragraphs: [
        "Dear Acme hiring team,",
        "I am writing to apply for the position of Frontend Engineer at Acme. I bring 7 years of professional experience, including my role as Senior Frontend Engineer.",
        "Your posting asks for React, TypeScript, and Design systems, all of which are among the skills listed on my CV. One result of my work: “Built a design system in React used by 12 product teams”.",
        "I would welcome the opportunity to discuss how I could contribute to Acme. I am available to start on April 1, 2026. Thank you for considering my application.",
        "Yours sincerely,\nAda Lovelace",
      ],
      parts: [
        { kind: "greeting", variant: 0, facts: [] },
        { kind: "intro", variant: 0, facts: [{ kind: "cv_title", ref: "Senior Frontend Engineer" }, { kind: "cv_years", ref: "7" }] },
        {
          kind: "fit",
          variant: 0,
          facts: [
            { kind: "cv_skill", ref: "React" },
            { kind: "cv_skill", ref: "TypeScript" },
            { kind: "cv_skill", ref: "Design systems" },
            { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
          ],
        },
        { kind: "outro", variant: 0, facts: [{ kind: "profile", ref: "available_from" }] },
        { kind: "closing", variant: 0, facts: [] },
      ],
      facts: [
        { kind: "cv_title", ref: "Senior Frontend Engineer" },
        { kind: "cv_years", ref: "7" },
        { kind: "cv_skill", ref: "React" },
        { kind: "cv_skill", ref: "TypeScript" },
        { kind: "cv_skill", ref: "Design systems" },
        { kind: "cv_achievement", ref: "Built a design system in React used by 12 product teams" },
        { kind: "profile", ref: "available_from" },
      ],
      engine: "offline",
      usage: null,
      claims: [],
    });
  });

  it("gives more facts and paragraphs to a longer letter: two body paragraphs, then three, then four", () => {
    const kinds = (length: LetterInput["length"]) => writeOffline(input({ length })).parts.map((part) => part.kind);
    expect(kinds("short")).toEqual(["greeting", "intro", "outro", "closing"]);
    expect(kinds("medium")).toEqual(["greeting", "intro", "fit", "outro", "closing"]);
    expect(kinds("long")).toEqual(["greeting", "intro", "skills", "results", "outro", "closing"]);
    const cvFacts = (length: LetterInput["length"]) => writeOffline(input({ length })).facts.filter((fact) => fact.kind !== "profile").length;
    // Short: the experience and one result; medium adds the skills; long a second result.
    expect(cvFacts("short")).toBe(3);
    expect(cvFacts("medium")).toBe(6);
    expect(cvFacts("long")).toBe(7);
  });

  it("quotes the CV's result lines whole, numbers unchanged, the most relevant to the posting first", () => {
    const dashboards = { title: "Angular Developer", company: "Initrode", description: "You will build customer dashboards in Angular and improve onboarding." };
    const letter = writeOffline(input({ job: dashboards, length: "long" }));
    const results = letter.facts.filter((fact) => fact.kind === "cv_achievement").map((fact) => fact.ref);
    expect(results[0]).toBe("Built customer dashboards in Angular used by 1,200 customers");
    expect(results).toContain("Reduced support tickets by 20% with a new onboarding flow");
    const text = letter.paragraphs.join("\n");
    for (const line of results) expect(text).toContain(line);
    // "Mentored 5 junior developers" shares nothing with this posting.
    expect(text).not.toContain("Mentored");
  });

  it("leaves out result lines that share nothing with the posting", () => {
    const bakery = { title: "Baker", company: "Le Pain", description: "Early shifts, sourdough, pastry." };
    const letter = writeOffline(input({ job: bakery, length: "long" }));
    expect(letter.facts.filter((fact) => fact.kind === "cv_achievement" || fact.kind === "cv_skill")).toEqual([]);
    expect(letter.parts.map((part) => part.kind)).toEqual(["greeting", "intro", "outro", "closing"]);
    expect(letter.paragraphs[1]).toContain("Senior Frontend Engineer");
  });

  it("says the tone: the same facts in formal, warm and concise words", () => {
    for (const language of locales) {
      const [formal, warm, concise] = LETTER_TONES.map((tone) => writeOffline(input({ language, tone })));
      expect(formal!.facts).toEqual(warm!.facts);
      expect(formal!.facts).toEqual(concise!.facts);
      for (let index = 0; index < formal!.paragraphs.length - 1; index++) {
        expect(new Set([formal!.paragraphs[index], warm!.paragraphs[index], concise!.paragraphs[index]]).size).toBe(3);
      }
      // Concise means fewer words.
      const words = (paragraphs: string[]) => paragraphs.join(" ").split(/\s+/).length;
      expect(words(concise!.paragraphs)).toBeLessThan(words(formal!.paragraphs));
    }
  });

  it("addresses the reader formally or familiarly as each language does", () => {
    const text = (language: LetterInput["language"], tone: LetterInput["tone"]) => writeOffline(input({ language, tone })).paragraphs.join(" ");
    expect(text("de", "formal")).toMatch(/\bIhnen\b/);
    expect(text("de", "formal")).not.toMatch(/\b(?:euch|ihr|euer)\b/);
    expect(text("de", "warm")).toMatch(/\beuch\b/);
    expect(text("nl", "formal")).toMatch(/\bu\b/);
    expect(text("nl", "warm")).toMatch(/\bjullie\b/);
    expect(text("es", "formal")).toMatch(/\b(?:Les|ustedes|su)\b/);
    expect(text("es", "warm")).toMatch(/\b(?:os|vuestro|vosotros)\b/);
    expect(text("it", "formal")).toMatch(/\bVi\b/);
    expect(text("it", "warm")).toMatch(/\bvi\b/);
    expect(text("fr", "formal")).toMatch(/\bvous\b/);
    expect(text("pt", "warm")).toMatch(/\bvossa\b/);
  });

  it("writes a short letter from the posting and the profile only when there is no CV, saying nothing about experience", () => {
    const sources: UserSources = { ...emptySources("de"), firstName: "Grace", details: { ...emptySources().details, noticePeriod: "1_month", yearsOfExperience: 9 } };
    for (const length of LETTER_LENGTHS) {
      const letter = writeOffline(input({ sources, length, senderName: null }));
      expect(letter.parts.map((part) => part.kind)).toEqual(["greeting", "intro", "outro", "closing"]);
      expect(letter.facts).toEqual([{ kind: "profile", ref: "notice_period" }]);
      expect(letter.paragraphs.join(" ")).not.toMatch(/experience|years|\b9\b/i);
      expect(letter.paragraphs.at(-1)).toBe("Yours sincerely,\nGrace");
    }
    expect(writeOffline(input({ sources, senderName: null })).paragraphs[2]).toBe(
      "I would welcome the opportunity to discuss how I could contribute to Acme. I am available to start after a notice period of one month. Thank you for considering my application.",
    );
  });

  it("prefers the years stated on the profile, and a start date only while it is ahead", () => {
    const stated = richSources({ details: { ...rich.details, yearsOfExperience: 8 } });
    const letter = writeOffline(input({ sources: stated }));
    expect(letter.paragraphs[1]).toContain("8 years");
    expect(letter.facts).toContainEqual({ kind: "profile", ref: "years_of_experience" });
    const later = writeOffline(input({ now: new Date("2026-05-01T00:00:00Z") }));
    expect(later.paragraphs.at(-2)).toContain("after a notice period of one month");
    expect(later.facts).toContainEqual({ kind: "profile", ref: "notice_period" });
  });

  it("signs with the profile's first name when no full name is given, and without a name when there is none", () => {
    expect(writeOffline(input({ senderName: null })).paragraphs.at(-1)).toBe("Yours sincerely,\nAda");
    expect(writeOffline(input({ sources: emptySources(), senderName: "  " })).paragraphs.at(-1)).toBe("Yours sincerely,");
  });
});

describe("regenerateParagraph offline", () => {
  it("moves one body paragraph through its three wordings and back, leaving the others as they are", async () => {
    const letter = writeOffline(input());
    let draft = { paragraphs: letter.paragraphs, parts: letter.parts };
    const seen: string[] = [letter.paragraphs[2]!];
    for (let turn = 1; turn <= 3; turn++) {
      const next = await regenerateParagraph(draft, 2, input(), null);
      expect(next.parts[2]).toEqual({ ...letter.parts[2], variant: turn % 3 });
      expect(next.paragraphs.filter((_, index) => index !== 2)).toEqual(letter.paragraphs.filter((_, index) => index !== 2));
      expect(next).toMatchObject({ engine: "offline", usage: null, claims: [], facts: letter.facts });
      expect(await regenerateParagraph(draft, 2, input(), null)).toEqual(next);
      seen.push(next.paragraphs[2]!);
      draft = { paragraphs: next.paragraphs, parts: next.parts };
    }
    expect(new Set(seen.slice(0, 3)).size).toBe(3);
    expect(seen[3]).toBe(seen[0]);
    expect(seen[1]).toBe(
      "The skills you are looking for, React, TypeScript, and Design systems, are part of my professional profile. Among my achievements, my CV lists “Built a design system in React used by 12 product teams”.",
    );
  });

  it("keeps a paragraph the user edited in place writable again, and refuses the greeting, the closing, a paragraph they added, or one past the end", async () => {
    const letter = writeOffline(input());
    const edited = { paragraphs: letter.paragraphs.map((text, index) => (index === 1 ? "My own words." : text)), parts: letter.parts };
    expect((await regenerateParagraph(edited, 1, input(), null)).paragraphs[1]).toContain("Please accept my application");
    const added = { paragraphs: [...letter.paragraphs.slice(0, 4), "P.S. I ride to work.", letter.paragraphs[4]!], parts: [...letter.parts.slice(0, 4), { kind: "custom" as const, variant: 0, facts: [] }, letter.parts[4]!] };
    await expect(regenerateParagraph(letter, 0, input(), null)).rejects.toMatchObject({ reason: "not_body" });
    await expect(regenerateParagraph(letter, 4, input(), null)).rejects.toMatchObject({ reason: "not_body" });
    await expect(regenerateParagraph(added, 4, input(), null)).rejects.toMatchObject({ reason: "not_body" });
    await expect(regenerateParagraph(letter, 5, input(), null)).rejects.toMatchObject({ reason: "out_of_range" });
    await expect(regenerateParagraph(letter, 5, input(), null)).rejects.toBeInstanceOf(ParagraphNotRegenerable);
  });

  it("refuses when the facts a paragraph was written from are gone from the CV", async () => {
    const letter = writeOffline(input({ length: "long" }));
    const withoutSkills = richSources({ cv: { ...rich.cv!, skills: [], text: "Ada Lovelace\nSenior Frontend Engineer", achievements: [] } });
    await expect(regenerateParagraph(letter, 2, input({ length: "long", sources: withoutSkills }), null)).rejects.toMatchObject({ reason: "facts_changed" });
  });
});
