import { jsonResumeSchema } from "@/lib/contracts/cv-document";
import { canonicalJson, defaultMeta, importJsonResume, toStandardJsonResume, withOurMeta } from "./json-resume";
import { SAMPLE_RESUME } from "./test/sample-resume";

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("importJsonResume", () => {
  it("keeps a file that uses every standard field as it is", () => {
    expect(importJsonResume(clone(SAMPLE_RESUME))).toEqual({ document: SAMPLE_RESUME, dropped: [] });
  });

  it("drops fields JSON Resume does not define, at any depth, and says where they were", () => {
    const file = clone(SAMPLE_RESUME) as Record<string, any>;
    file.basics.picture = "me.png";
    file.basics.location.street = "Broadway";
    file.work[1].company = "Hooli";
    file.customSection = [{ anything: true }];
    file.meta.theme = "elegant";
    const { document, dropped } = importJsonResume(file);
    expect(document).toEqual(SAMPLE_RESUME);
    expect(dropped).toEqual(
      expect.arrayContaining([
        { path: "basics.picture", reason: "unknown_field" },
        { path: "basics.location.street", reason: "unknown_field" },
        { path: "work.1.company", reason: "unknown_field" },
        { path: "customSection", reason: "unknown_field" },
        { path: "meta.theme", reason: "unknown_field" },
      ]),
    );
    expect(dropped).toHaveLength(5);
  });

  it("drops values the standard or our limits refuse, keeping the rest of their entry", () => {
    const file = {
      basics: { name: "Ada", email: "not an address", url: "javascript:alert(1)", location: { countryCode: "Germany", city: "Berlin" } },
      work: [
        { name: "Acme", startDate: "2019-01", endDate: "Present", highlights: ["Shipped it", 42, "Kept it running"] },
        { name: "Globex", startDate: "2019-13", summary: "x".repeat(2001) },
      ],
      skills: "Go, SQL",
    };
    const { document, dropped } = importJsonResume(file);
    expect(document).toEqual({
      basics: { name: "Ada", location: { city: "Berlin" } },
      work: [{ name: "Acme", startDate: "2019-01", highlights: ["Shipped it", "Kept it running"] }, { name: "Globex" }],
    });
    expect(dropped.map(({ path }) => path).sort()).toEqual(
      ["basics.email", "basics.url", "basics.location.countryCode", "work.0.endDate", "work.0.highlights.1", "work.1.startDate", "work.1.summary", "skills"].sort(),
    );
    expect(dropped.every(({ reason }) => reason === "invalid_value")).toBe(true);
  });

  it("keeps the first 50 entries of a long list and reports the rest", () => {
    const file = { work: Array.from({ length: 60 }, (_, i) => ({ name: `Firm ${i}` })) };
    const { document, dropped } = importJsonResume(file);
    expect(document.work).toHaveLength(50);
    expect(document.work!.at(-1)).toEqual({ name: "Firm 49" });
    expect(dropped).toEqual([{ path: "work", reason: "too_many" }]);
  });

  it("takes null as nothing, without a report", () => {
    expect(importJsonResume({ basics: { name: "Ada", label: null }, work: [null, { name: "Acme", highlights: [null, "Ran it"] }] })).toEqual({
      document: { basics: { name: "Ada" }, work: [{ name: "Acme", highlights: ["Ran it"] }] },
      dropped: [],
    });
  });
});

describe("our meta", () => {
  it("joins JSON Resume's meta in the document and leaves it again on export", () => {
    const meta = defaultMeta({ locale: "de", country: "DE" });
    const document = withOurMeta(SAMPLE_RESUME, meta);
    expect(jsonResumeSchema.parse(document)).toEqual(document);
    expect(document.meta).toEqual({ ...meta, canonical: "https://example.com/resume.json", version: "v1.0.0", lastModified: "2017-12-24T15:53:00" });
    expect(toStandardJsonResume(document)).toEqual(SAMPLE_RESUME);
  });

  it("writes no meta at all when the document has only ours", () => {
    const { meta: _meta, ...rest } = SAMPLE_RESUME;
    const exported = toStandardJsonResume(withOurMeta(rest, defaultMeta({ locale: "en", country: null })));
    expect(exported).toEqual(rest);
    expect(exported).not.toHaveProperty("meta");
  });

  it("chooses the paper by the user's country", () => {
    expect(defaultMeta({ locale: "en", country: "US" }).paper).toBe("letter");
    expect(defaultMeta({ locale: "en", country: "GB" }).paper).toBe("a4");
    expect(defaultMeta({ locale: "en", country: null }).paper).toBe("a4");
  });
});

describe("canonicalJson", () => {
  it("is the same text whatever order the keys came in", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: [2, { e: 0, f: 1 }] }, b: 1 }));
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
});
