import { rates } from "./exchange-rates.json";
import { explainMatch, formatSalary, THRESHOLDS, type ScoredCopilot, type ScoredJob } from "./score";

const NOW = new Date("2026-03-02T09:00:00Z");
const DAY_MS = 86_400_000;

const copilot = (overrides: Partial<ScoredCopilot> = {}): ScoredCopilot => ({
  jobTitles: ["Frontend Engineer"],
  seniorities: [],
  strictness: "high",
  countries: ["DE"],
  cities: [],
  minSalary: null,
  salaryCurrency: null,
  ...overrides,
});

const job = (overrides: Partial<ScoredJob> = {}): ScoredJob => ({
  title: "Frontend Engineer",
  location: "Remote",
  countryCodes: [],
  remoteType: "remote",
  eligibleCountryCodes: null,
  seniority: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  postedAt: new Date(NOW.getTime() - DAY_MS),
  descriptionText: "We use React and TypeScript.",
  ...overrides,
});

const facts = { skills: ["React", "TypeScript", "CSS"], titles: ["Frontend Developer"], yearsOfExperience: 6 };
const explain = (j: Partial<ScoredJob>, c: Partial<ScoredCopilot> = {}, f: object = facts) =>
  explainMatch(job(j), copilot(c), f, { now: NOW });
const texts = (j: Partial<ScoredJob>, c: Partial<ScoredCopilot> = {}, f: object = facts) => explain(j, c, f).reasons.map((r) => r.text);

describe("title similarity", () => {
  it.each(["Frontend Developer", "Front-End Engineer", "Senior Frontend Engineer (React)", "Frontend-Entwickler (m/w/d)", "Développeur Front-End"])(
    "treats %s as the title asked for",
    (title) => {
      const match = explain({ title });
      expect(match.reasons[0]).toMatchObject({ kind: "title", text: "Title matches 'Frontend Engineer'", params: { title: "Frontend Engineer" } });
      expect(match.reasons[0]!.weight).toBeGreaterThanOrEqual(30);
    },
  );

  it("reads a title in another language through its English name", () => {
    expect(texts({ title: "Senior Software Engineer" }, { jobTitles: ["Softwareentwickler"] })[0]).toBe("Title matches 'Softwareentwickler'");
  });

  it("ranks the exact title over a related one over one that shares only the role noun", () => {
    const exact = explain({ title: "Frontend Engineer" }).score;
    const related = explain({ title: "Software Engineer, Frontend" }).score;
    const generic = explain({ title: "Backend Engineer" }).score;
    expect(exact).toBeGreaterThan(related);
    expect(related).toBeGreaterThan(generic);
    expect(texts({ title: "Software Engineer, Frontend" })[0]).toBe("Title matches 'Frontend Engineer'");
    expect(texts({ title: "Backend Engineer" }).some((text) => text.startsWith("Title"))).toBe(false);
    // Full-stack work is a specialisation of its own, like backend work.
    expect(texts({ title: "Full Stack Developer" }).some((text) => text.startsWith("Title"))).toBe(false);
  });

  it("gives no title reason to another job that shares the role noun or a qualifier, and keeps it out on an ordinary day", () => {
    const nurse = { jobTitles: ["Registered Nurse"] };
    const plain = { descriptionText: "Twelve-hour shifts on a busy ward." };
    const staff = explain({ ...plain, title: "Staff Nurse" }, nurse, {});
    expect(staff.reasons[0]!.text).toBe("Title matches 'Registered Nurse'");
    expect(staff.passes).toBe(true);
    for (const title of ["Dental Nurse", "Veterinary Nurse", "Nursery Nurse"]) {
      const other = explain({ ...plain, title }, nurse, {});
      expect([title, other.reasons.some((r) => r.kind === "title"), other.passes]).toEqual([title, false, false]);
    }
    const backend = { jobTitles: ["Backend Engineer"] };
    expect(texts({ title: "Software Engineer, Backend" }, backend)[0]).toBe("Title matches 'Backend Engineer'");
    expect(texts({ title: "Solutions Consultant, Backend" }, backend).some((text) => text.startsWith("Title"))).toBe(false);
    expect(texts({ title: "Sales Engineer" }, backend).some((text) => text.startsWith("Title"))).toBe(false);
  });

  it("never proposes a job whose title shares nothing with the search, and keeps a mechanical engineer out", () => {
    const designer = explain({ title: "Product Designer", descriptionText: "React and TypeScript prototypes." });
    expect(designer).toMatchObject({ fits: false, passes: false });
    expect(explain({ title: "Mechanical Engineer", descriptionText: "CAD and SolidWorks." }).score).toBeLessThan(THRESHOLDS.high);
  });
});

describe("seniority", () => {
  it("rewards the level asked for, a neighbour less, and never a level two steps away", () => {
    expect(texts({ seniority: "senior" }, { seniorities: ["senior"] })).toContain("Senior level, as you asked");
    expect(texts({ seniority: "lead" }, { seniorities: ["senior"] })).toContain("Lead level, next to senior");
    expect(explain({ seniority: "intern" }, { seniorities: ["senior"] })).toMatchObject({ fits: false, passes: false });
  });

  it("falls back to the CV's years of experience, without shutting jobs out", () => {
    expect(texts({ seniority: "senior" })).toContain("Senior level fits your 6 years of experience");
    expect(explain({ seniority: "junior" }).fits).toBe(true);
  });
});

describe("skills", () => {
  it("names the CV's skills the posting asks for", () => {
    expect(texts({})).toContain("React and TypeScript from your CV");
    const many = { skills: ["React", "TypeScript", "CSS", "GraphQL", "Jest", "Redux"] };
    const text = "React, TypeScript, CSS, GraphQL, Jest and Redux.";
    expect(explain({ descriptionText: text }, {}, many).reasons.find((r) => r.kind === "skills")).toMatchObject({
      text: "React, TypeScript, CSS and 3 more from your CV",
      params: { skills: ["React", "TypeScript", "CSS", "GraphQL", "Jest", "Redux"] },
    });
  });

  it("scores more overlap higher", () => {
    const both = explain({ descriptionText: "React and TypeScript." }).score;
    const one = explain({ descriptionText: "React and Go." }).score;
    const none = explain({ descriptionText: "Go and Kafka." }).score;
    expect(both).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(none);
  });
});

describe("location", () => {
  const berlin = { id: "city:2950159", name: "Berlin", country_code: "DE", lat: 52.5244, lon: 13.4105, radius_km: 0 };

  it("says where and why, with params for the UI", () => {
    expect(explain({ eligibleCountryCodes: ["DE", "AT"] }).reasons.find((r) => r.kind === "location")).toMatchObject({
      text: "Remote, open to candidates in Germany",
      params: { mode: "remote", country: "DE" },
    });
    expect(texts({ eligibleCountryCodes: null })).toContain("Remote, open worldwide");
    expect(texts({ remoteType: "onsite", location: "Hamburg", countryCodes: ["DE"] })).toContain("In Germany");
    expect(texts({ remoteType: "hybrid", location: "Berlin, Germany", countryCodes: ["DE"] }, { cities: [berlin] })).toContain("Hybrid in Berlin");
  });

  it("gives nothing for a remote job closed to the user's countries", () => {
    expect(explain({ eligibleCountryCodes: ["CA"] }).reasons.some((r) => r.kind === "location")).toBe(false);
  });
});

describe("salary and freshness", () => {
  it("formats ranges the way people write them", () => {
    expect(formatSalary(70_000, 85_000, "EUR", "year")).toBe("€70–85k");
    expect(formatSalary(72_500, null, "GBP", "year")).toBe("from £72.5k");
    expect(formatSalary(null, 5_000, "EUR", "month")).toBe("up to €5,000 a month");
    expect(formatSalary(45, 60, "USD", "hour")).toBe("$45–60 an hour");
    expect(formatSalary(90_000, 90_000, "SEK", "year")).toBe("SEK 90k");
  });

  it("compares the minimum over a year", () => {
    const minimum = { minSalary: 60_000, salaryCurrency: "EUR" };
    expect(texts({ salaryMin: 30, salaryMax: 40, salaryCurrency: "EUR", salaryPeriod: "hour" }, minimum)).toContain(
      "Salary €30–40 an hour meets your minimum",
    );
    const meets = explain({ salaryMin: 70_000, salaryMax: 80_000, salaryCurrency: "EUR", salaryPeriod: "year" }, minimum).score;
    expect(meets).toBeGreaterThan(explain({}, minimum).score);
  });

  it("judges a salary in another currency by what it comes to in the minimum's, and says roughly how much", () => {
    const minimum = { minSalary: 60_000, salaryCurrency: "EUR" };
    const dollars = explain({ salaryMin: 70_000, salaryMax: 90_000, salaryCurrency: "USD", salaryPeriod: "year" }, minimum);
    const about = Math.round(90_000 / rates.USD / 1000) * 1000;
    expect(dollars.reasons.find((r) => r.kind === "salary")).toEqual({
      kind: "salary",
      weight: 10,
      text: `Salary $70–90k (about €${about / 1000}k a year) meets your minimum`,
      params: { min: 70_000, max: 90_000, currency: "USD", period: "year", minimum: 60_000, converted: about, converted_currency: "EUR" },
    });
    const pounds = texts({ salaryMin: 30, salaryMax: 35, salaryCurrency: "GBP", salaryPeriod: "hour" }, minimum);
    expect(pounds.find((text) => text.startsWith("Salary"))).toMatch(/^Salary £30–35 an hour \(about €\d+k a year\) meets your minimum$/);
    // $40–50k is well under €60k: no points and no reason, like a low salary in euros.
    const low = explain({ salaryMin: 40_000, salaryMax: 50_000, salaryCurrency: "USD", salaryPeriod: "year" }, minimum);
    expect(low.reasons.some((r) => r.kind === "salary")).toBe(false);
    expect(low.score).toBeLessThan(dollars.score);
    expect(texts({ salaryMin: 1_000, salaryMax: null, salaryCurrency: "XAF", salaryPeriod: "year" }, minimum)).toContain("Salary stated: from XAF 1k");
  });

  it("prefers fresh postings and says how old they are", () => {
    expect(texts({ postedAt: NOW })).toContain("Posted today");
    expect(texts({})).toContain("Posted yesterday");
    expect(texts({ postedAt: new Date(NOW.getTime() - 9 * DAY_MS) })).toContain("Posted 9 days ago");
    expect(explain({ postedAt: NOW }).score).toBeGreaterThan(explain({ postedAt: new Date(NOW.getTime() - 9 * DAY_MS) }).score);
  });
});

describe("thresholds", () => {
  it("lets stricter settings through fewer jobs", () => {
    expect(THRESHOLDS).toEqual({ high: 45, higher: 60, highest: 75 });
    const strong = job({ title: "Senior Frontend Engineer", seniority: "senior", eligibleCountryCodes: ["DE"], postedAt: NOW });
    const fair = job({ title: "Software Engineer, Frontend", descriptionText: "Node.js and PostgreSQL.", postedAt: new Date(NOW.getTime() - 6 * DAY_MS) });
    const verdicts = (strictness: ScoredCopilot["strictness"]) =>
      [strong, fair].map((candidate) => explainMatch(candidate, copilot({ strictness, seniorities: ["senior"] }), facts, { now: NOW }).passes);
    expect(verdicts("high")).toEqual([true, true]);
    expect(verdicts("highest")).toEqual([true, false]);
  });
});
