import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJob, insertJobs } from "../../../test/job-factory";
import {
  chooseScope,
  cleanTitle,
  familiesOf,
  familyLabel,
  isEntryLevel,
  MIN_SCOPED_POSTINGS,
  postingsMentioning,
  postingsTitled,
  skillCounts,
  titleCounts,
  titleInMessage,
  type Posting,
} from "./postings";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const posting = (title: string, skills: string[], company = "Acme"): Posting => ({ id: `${title}:${skills.join(",")}:${company}`, title, company, seniority: null, skills });

describe("which postings count", () => {
  it("counts open postings of the last 180 days once: no closed ones, no copies, no re-listing of a counted posting", async () => {
    const now = t.clock.now();
    const open = await insertJob(t.db, { now, title: "Counted Original" });
    await insertJobs(t.db, [
      { now, title: "Closed Posting", closedAt: now },
      { now, title: "Copy On Another Board", duplicateOf: open.id },
      { now, title: "Relisting Of Counted", repostOf: open.id },
      { now, title: "Too Old", postedDaysAgo: 181 },
      { now, title: "Just Recent Enough", postedDaysAgo: 179 },
    ]);
    const closedOriginal = await insertJob(t.db, { now, title: "Closed Original", closedAt: now, postedDaysAgo: 30 });
    await insertJob(t.db, { now, title: "Relisting Of Closed", repostOf: closedOriginal.id });

    const titles = (await titleCounts(t.deps, now, [])).map((count) => count.title);
    expect(titles).toEqual(expect.arrayContaining(["Counted Original", "Just Recent Enough", "Relisting Of Closed"]));
    for (const ignored of ["Closed Posting", "Copy On Another Board", "Relisting Of Counted", "Too Old", "Closed Original"]) {
      expect(titles).not.toContain(ignored);
    }
  });

  it("places a posting in a country by its office, or by a remote posting open to it", async () => {
    const now = t.clock.now();
    await insertJobs(t.db, [
      { now, title: "Placed Nurse", remoteType: "onsite", countryCodes: ["DE"] },
      { now, title: "Placed Nurse", remoteType: "remote", countryCodes: [], eligibleCountryCodes: null },
      { now, title: "Placed Nurse", remoteType: "remote", countryCodes: [], eligibleCountryCodes: ["DE", "AT"] },
      { now, title: "Placed Nurse", remoteType: "remote", countryCodes: ["DE"], eligibleCountryCodes: ["FR"] },
      { now, title: "Placed Nurse", remoteType: "onsite", countryCodes: ["FR"] },
    ]);
    const [count] = (await titleCounts(t.deps, now, ["DE"])).filter((row) => row.title === "Placed Nurse");
    // The remote one open only to France has an office in Germany: it counts by its office.
    expect(count).toEqual({ title: "Placed Nurse", seniority: null, total: 5, scoped: 4 });
  });
});

describe("chooseScope", () => {
  it("keeps the user's countries when they hold enough postings, else every country, and says it fell back", () => {
    expect(chooseScope([], 0)).toEqual({ countries: null, fellBack: false, asked: [] });
    expect(chooseScope(["fr", "DE"], MIN_SCOPED_POSTINGS)).toEqual({ countries: ["DE", "FR"], fellBack: false, asked: ["DE", "FR"] });
    expect(chooseScope(["DE"], MIN_SCOPED_POSTINGS - 1)).toEqual({ countries: null, fellBack: true, asked: ["DE"] });
  });
});

describe("skillCounts", () => {
  it("ranks skills by the postings asking for them, ties by name, with exact shares and a skill counted once per posting", () => {
    const counts = skillCounts([
      posting("A", ["SQL", "Python", "SQL"]),
      posting("B", ["SQL", "Tableau"]),
      posting("C", ["Python", "Excel"]),
      posting("D", ["SQL"]),
    ]);
    expect(counts).toEqual([
      { skill: "SQL", postings: 3, share: 0.75 },
      { skill: "Python", postings: 2, share: 0.5 },
      { skill: "Excel", postings: 1, share: 0.25 },
      { skill: "Tableau", postings: 1, share: 0.25 },
    ]);
    expect(skillCounts([])).toEqual([]);
  });
});

describe("title families", () => {
  it("groups a job's spellings, levels and languages into one family, named in the reader's language", () => {
    const families = familiesOf(
      [
        posting("Data Analyst", []),
        posting("Junior Data Analyst (m/w/d)", []),
        posting("Datenanalyst", []),
        posting("Analista de datos", []),
        posting("Data Scientist", []),
        posting("Data Analyst", [], "Globex"),
      ],
      "de",
    );
    expect(families.map((family) => [family.label, family.postings.length])).toEqual([
      ["Datenanalyst", 5],
      ["Data Scientist", 1],
    ]);
    expect(familyLabel("Junior Data Analyst (m/w/d)", "es")).toBe("Analista de datos");
    expect(familyLabel("Senior Growth Hacker (m/w/d)", "en")).toBe("Growth Hacker");
  });

  it("cleans a title of its level words, brackets and gender markers", () => {
    expect(cleanTitle("Junior Data Analyst (m/w/d)")).toBe("Data Analyst");
    expect(cleanTitle("Entry Level Marketing Associate")).toBe("Marketing Associate");
    expect(cleanTitle("Werkstudent Marketing m/w/d")).toBe("Marketing");
    expect(cleanTitle("Entwickler/in")).toBe("Entwickler");
    expect(cleanTitle("Trainee")).toBe("Trainee");
  });

  it("reads the title a message names, in any of the languages, else one the postings carry", () => {
    expect(titleInMessage("Und wie sieht es als Datenanalyst aus?", [], "de")).toBe("Datenanalyst");
    expect(titleInMessage("What about a data analyst role?", [], "fr")).toBe("Data analyst");
    expect(titleInMessage("I would try Growth Hacker next", ["Senior Growth Hacker (m/w/d)", "Hacker"], "en")).toBe("Growth Hacker");
    expect(titleInMessage("How often is Python asked for?", ["Senior Growth Hacker"], "en")).toBeNull();
  });

  it("takes junior, graduate, trainee and intern postings as entry level, by level or title", () => {
    expect(isEntryLevel("Data Analyst", "junior")).toBe(true);
    expect(isEntryLevel("Data Analyst", "intern")).toBe(true);
    expect(isEntryLevel("Graduate Data Analyst", null)).toBe(true);
    expect(isEntryLevel("Trainee Marketing (m/w/d)", null)).toBe(true);
    expect(isEntryLevel("Data Analyst", null)).toBe(false);
    expect(isEntryLevel("Data Analyst", "senior")).toBe(false);
  });
});

describe("loading postings", () => {
  it("reads the skills of the postings of given titles, newest first, and of postings that name a skill", async () => {
    const now = t.clock.now();
    await insertJobs(t.db, [
      { now, title: "Loaded Analyst", postedDaysAgo: 3, descriptionText: "We use SQL and Tableau." },
      { now, title: "Loaded Analyst", postedDaysAgo: 1, descriptionText: "Python, please." },
      { now, title: "Loaded Scientist", postedDaysAgo: 2, descriptionText: "Daily work in PySpark." },
      { now, title: "Loaded Writer", postedDaysAgo: 2, descriptionText: "A spark of creativity." },
    ]);
    const titled = await postingsTitled(t.deps, ["Loaded Analyst"], { now, scope: { countries: null } });
    expect(titled.map((row) => row.skills)).toEqual([["Python"], ["SQL", "Tableau"]]);

    // The full-text index finds "spark" in both; the dictionary keeps the posting that asks for Apache Spark.
    const mentioning = await postingsMentioning(t.deps, ["Apache Spark"], { now, scope: { countries: null } });
    expect(mentioning.map((row) => row.title)).toEqual(["Loaded Scientist"]);
  });
});
