import { createTranslator } from "use-intl/core";
import { CV_SECTIONS, type CvSection } from "@/lib/contracts/cv-document";
import { type Locale, locales } from "@/lib/i18n/locales";
import { findDateSpans } from "../../cv/dates";
import { splitSections } from "../../cv/sections";
import { PARSED_AS } from "../ats-check";
import { displayUrl, layoutOf, orderedSections } from "./content";
import { formatCvRange } from "./dates";
import { RENDER_MESSAGES } from "./messages";
import { FULL_DOCUMENT, SAMPLE_DOCUMENT, withMeta } from "./test/documents";

describe("dates", () => {
  it.each([
    ["en", "2021-01", undefined, "Jan 2021 – Present"],
    ["de", "2021-01", undefined, "Jan. 2021 – heute"],
    ["fr", "2021-02-15", "", "févr. 2021 – aujourd’hui"],
    ["es", "2019-01", "2021-12-31", "ene 2019 – dic 2021"],
    ["it", "2019-06", "2020-09", "giu 2019 – set 2020"],
    ["pt", "2021-01", undefined, "jan. de 2021 – atual"],
    ["nl", "2018-03", "2019-05", "mrt 2018 – mei 2019"],
    ["en", "2012", "2016", "2012 – 2016"],
    ["en", "2020-03-01", "2020-03-31", "Mar 2020"],
    ["en", undefined, "2020-03", "Mar 2020"],
    ["en", undefined, undefined, ""],
    ["en", "", "", ""],
  ] as const)("in %s, %s to %s is “%s”", (locale, start, end, expected) => {
    expect(formatCvRange(start, end, locale)).toBe(expected);
  });

  it.each(locales)("reads back as the same months in %s, every month of the year, and ongoing as present", (locale) => {
    for (let month = 0; month < 12; month++) {
      const mm = String(month + 1).padStart(2, "0");
      const written = formatCvRange(`2019-${mm}`, `2021-${mm}`, locale);
      expect([written, findDateSpans(written)]).toEqual([written, [{ start: { year: 2019, month }, end: { year: 2021, month } }]]);
    }
    const ongoing = formatCvRange("2021-04", undefined, locale);
    expect([ongoing, findDateSpans(ongoing)]).toEqual([ongoing, [{ start: { year: 2021, month: 3 }, end: "present" }]]);
  });
});

describe.each(locales)("headings in %s", (locale) => {
  const headings = RENDER_MESSAGES[locale].headings as Record<CvSection | "summary", string>;

  it("are each recognised as their section, as written and in capitals", () => {
    for (const [key, heading] of Object.entries(headings) as [CvSection | "summary", string][]) {
      for (const written of [heading, heading.toLocaleUpperCase(locale)]) expect([written, splitSections(written).found]).toEqual([written, [PARSED_AS[key]]]);
    }
  });

  it("head the document's sections", () => {
    const layout = layoutOf(withMeta(FULL_DOCUMENT, { locale }));
    expect(layout.blocks.map((block) => block.heading)).toEqual(layout.blocks.map((block) => headings[block.key]));
  });
});

describe("layoutOf", () => {
  it("lays the sections out in the document's order, the ones it leaves out after them, the summary first", () => {
    const layout = layoutOf(FULL_DOCUMENT);
    expect(layout.blocks.map((block) => block.key)).toEqual([
      "summary", "work", "projects", "education", "skills", "certificates", "languages", "volunteer", "awards", "publications", "interests", "references",
    ]);
    expect(orderedSections(FULL_DOCUMENT.meta)).toEqual([...FULL_DOCUMENT.meta.section_order, "volunteer", "awards", "publications", "interests", "references"]);
  });

  it("leaves out sections and entries with nothing in them, and the photo", () => {
    const layout = layoutOf({ ...SAMPLE_DOCUMENT, awards: [], volunteer: [{ position: "  ", highlights: [] }], skills: [{ keywords: [] }] });
    expect(layout.blocks.map((block) => block.key)).not.toEqual(expect.arrayContaining(["awards"]));
    expect(layout.blocks.map((block) => block.key)).not.toEqual(expect.arrayContaining(["volunteer"]));
    expect(layout.blocks.map((block) => block.key)).not.toEqual(expect.arrayContaining(["skills"]));
    expect(JSON.stringify(layoutOf(SAMPLE_DOCUMENT))).not.toContain("photo.jpg");
    expect(layoutOf({ meta: SAMPLE_DOCUMENT.meta })).toEqual({
      template: "classic", paper: "a4", locale: "en", title: "", name: "", label: "", contacts: [], blocks: [],
    });
  });

  it("writes the contact line: e-mail, phone, place with the country in the document's language, links as people write them", () => {
    const layout = layoutOf(withMeta(FULL_DOCUMENT, { locale: "de" }));
    expect(layout.contacts).toEqual([
      { text: "zofia.dvorak@example.org", url: "mailto:zofia.dvorak@example.org" },
      { text: "+49 30 12345678", url: "tel:+493012345678" },
      { text: "Torstraße 1, 10119 Berlin, Berlin, Deutschland" },
      { text: "zofia.example.org", url: "https://zofia.example.org/" },
      { text: "linkedin.com/in/zofia-dvorak", url: "https://www.linkedin.com/in/zofia-dvorak" },
      { text: "GitHub: zdvorak" },
    ]);
    expect(layout.title).toBe("Zofia Łukasiewicz-Dvořák – Lebenslauf");
    expect(displayUrl("http://www.example.com/")).toBe("example.com");
  });

  it("heads a job with its title, the employer below with its link; without a title, the employer heads it", () => {
    const [first, , freelance] = (layoutOf(FULL_DOCUMENT).blocks.find((block) => block.key === "work") as { entries: unknown[] }).entries;
    expect(first).toEqual({
      title: [{ text: "Staff Software Engineer" }],
      subtitle: [{ text: "Nordwind Payments GmbH", url: "https://nordwind.example.com" }, { text: "Berlin" }],
      dates: "Mar 2021 – Present",
      paragraphs: ["Card payments for European marketplaces", "Owns the settlement platform and its on-call rotation."],
      bullets: FULL_DOCUMENT.work![0]!.highlights,
      details: [],
    });
    expect(freelance).toMatchObject({ title: [{ text: "Web Developer" }], subtitle: [{ text: "Freelance" }], dates: "2013 – 2016" });
    const layout = layoutOf({ ...FULL_DOCUMENT, work: [{ name: "Acme", url: "https://acme.example", location: "Berlin" }] });
    expect((layout.blocks.find((block) => block.key === "work") as { entries: unknown[] }).entries[0]).toMatchObject({
      title: [{ text: "Acme", url: "https://acme.example" }],
      subtitle: [{ text: "Berlin" }],
    });
  });

  it.each([
    ["en", "Master of Science in Computer Science", "Grade: 5.0", "Coursework: Distributed Systems, Compilers"],
    ["de", "Master of Science Computer Science", "Note: 5.0", "Schwerpunkte: Distributed Systems, Compilers"],
    ["fr", "Master of Science en Computer Science", "Mention : 5.0", "Cours : Distributed Systems, Compilers"],
  ] as const)("writes a degree, its grade and courses in %s", (locale, degree, grade, courses) => {
    const block = layoutOf(withMeta(FULL_DOCUMENT, { locale })).blocks.find((candidate) => candidate.key === "education") as { entries: { title: unknown; details: unknown }[] };
    expect(block.entries[0]).toMatchObject({ title: [{ text: degree }], details: [grade, courses] });
  });

  it("lists skills with details one a line, and those without side by side", () => {
    const layout = layoutOf(FULL_DOCUMENT);
    expect(layout.blocks.find((block) => block.key === "skills")).toMatchObject({
      layout: "list",
      items: [
        { lead: "Backend (Expert)", rest: ": Go, Kotlin, PostgreSQL, Kafka" },
        { lead: "Cloud", rest: ": Kubernetes, Terraform, AWS" },
        { lead: "", rest: "TypeScript · Domain-driven design" },
      ],
    });
    expect(layout.blocks.find((block) => block.key === "interests")).toMatchObject({ items: [{ lead: "Mountaineering", rest: ": Tatra, Alps" }, { lead: "", rest: "Chess" }] });
    expect(layout.blocks.find((block) => block.key === "languages")).toMatchObject({ items: expect.arrayContaining([{ lead: "Polish", rest: " – Native" }]) });
  });
});

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`)));
const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*([a-zA-Z_]+)\s*[,}]/g)].map((match) => match[1]!))].sort();

describe.each(locales)("render messages in %s", (locale: Locale) => {
  const english = new Map(leaves(RENDER_MESSAGES.en as unknown as Tree));
  const messages = new Map(leaves(RENDER_MESSAGES[locale] as unknown as Tree));

  it("have exactly the English keys, none empty, a heading for every section", () => {
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of messages) expect([key, value.trim().length > 0]).toEqual([key, true]);
    expect(Object.keys(RENDER_MESSAGES[locale].headings).sort()).toEqual([...CV_SECTIONS, "summary"].sort());
  });

  it("take the English arguments and all format", () => {
    const errors: unknown[] = [];
    const t = createTranslator({ locale, messages: RENDER_MESSAGES[locale] as unknown as Tree, onError: (error) => errors.push(error) });
    for (const [key, value] of messages) {
      expect([key, argumentsOf(value)]).toEqual([key, argumentsOf(english.get(key)!)]);
      expect(t(key as never, Object.fromEntries(argumentsOf(value).map((name) => [name, "X"])) as never)).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it("are translated, not English copies", () => {
    if (locale === "en") return;
    // Words of more than three letters outside the arguments: "{studyType} in {area}" is Italian too.
    const words = (value: string) => value.replace(/\{[^}]*\}/g, " ").split(/[^\p{L}]+/u).filter((word) => word.length > 3);
    const copied = [...messages].filter(([key, value]) => value === english.get(key) && words(value).length > 1);
    expect(copied).toEqual([]);
  });
});
