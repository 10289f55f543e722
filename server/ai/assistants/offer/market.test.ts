import { eq } from "drizzle-orm";
import { jobs } from "../../../db/schema";
import { convert } from "../../../jobs/match/currency";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJob, insertJobs, type JobInsert } from "../../../test/job-factory";
import { marketFor, marketSample, percentileOf, rankAmong, yearlyMidpoint } from "./market";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

type Posting = Partial<JobInsert> & { postedDaysAgo?: number };

/** A salaried office posting in `country`; each test uses its own title so the sets do not mix. */
const posting = (title: string, yearly: [number, number] | number, extra: Posting = {}): Posting & { now: Date } => ({
  now: t.clock.now(),
  title,
  countryCodes: ["DE"],
  remoteType: "onsite",
  location: "Berlin",
  seniority: "senior",
  salaryMin: Array.isArray(yearly) ? yearly[0] : yearly,
  salaryMax: Array.isArray(yearly) ? yearly[1] : yearly,
  salaryCurrency: "EUR",
  salaryPeriod: "year",
  ...extra,
});

describe("percentiles", () => {
  it("interpolates between neighbours and ranks an amount with ties counting half", () => {
    const sorted = [10, 20, 30, 40, 50];
    expect(percentileOf(sorted, 50)).toBe(30);
    expect(percentileOf(sorted, 25)).toBe(20);
    expect(percentileOf([10, 20, 30, 40], 25)).toBe(17.5);
    expect(percentileOf([10, 20, 30, 40], 50)).toBe(25);
    expect(percentileOf([7], 75)).toBe(7);
    expect(rankAmong(sorted, 35)).toBe(60);
    expect(rankAmong(sorted, 30)).toBe(50);
    expect(rankAmong(sorted, 5)).toBe(0);
    expect(rankAmong(sorted, 99)).toBe(100);
  });

  it("annualises each period and takes a range's midpoint, or its only figure", () => {
    const row = (salaryMin: number | null, salaryMax: number | null, salaryPeriod: string, salaryCurrency = "EUR") => ({ seniority: null, salaryMin, salaryMax, salaryPeriod, salaryCurrency });
    expect(yearlyMidpoint(row(30, 40, "hour"), "EUR")).toBe(35 * 2080);
    expect(yearlyMidpoint(row(300, null, "day"), "EUR")).toBe(300 * 260);
    expect(yearlyMidpoint(row(null, 1500, "week"), "EUR")).toBe(1500 * 52);
    expect(yearlyMidpoint(row(5000, 7000, "month"), "EUR")).toBe(72_000);
    expect(yearlyMidpoint(row(60_000, 80_000, "year"), "EUR")).toBe(70_000);
    expect(yearlyMidpoint(row(60_000, 80_000, "fortnight"), "EUR")).toBeNull();
    expect(yearlyMidpoint(row(60_000, 80_000, "year", "XYZ"), "EUR")).toBeNull();
    expect(yearlyMidpoint(row(null, null, "year"), "EUR")).toBeNull();
  });
});

describe("marketFor", () => {
  it("gives the exact median, quartiles and range of comparable postings, whatever the title's wording", async () => {
    await insertJobs(t.db, [
      posting("Senior Backend Engineer", [60_000, 70_000]),
      posting("Software Engineer (Backend)", [70_000, 80_000]),
      posting("Backend Developer (m/w/d)", 80_000),
      posting("Backend-Entwickler", [85_000, 95_000]),
      posting("Backend Engineer", [95_000, 105_000]),
      // Another job, another country, another level, no salary: none of them counts.
      posting("Frontend Engineer", 200_000),
      posting("Backend Engineer", 300_000, { countryCodes: ["FR"], location: "Paris" }),
      posting("Backend Engineer", 10_000, { seniority: "junior" }),
      posting("Backend Engineer", 0, { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null }),
    ]);
    const market = await marketFor(t.deps, { title: "Senior Backend Engineer", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    // Midpoints 65,000 75,000 80,000 90,000 100,000.
    expect(market).toEqual({
      postings: 5,
      median: 80_000,
      p25: 75_000,
      p75: 90_000,
      min: 65_000,
      max: 100_000,
      currency: "EUR",
      scope: { title_family: "backend engineer", country: "DE", seniority: "senior" },
      broadened: [],
    });
  });

  it("annualises hourly, daily, weekly and monthly pay", async () => {
    await insertJobs(t.db, [
      posting("Data Analyst", [40, 50], { salaryPeriod: "hour" }),
      posting("Data Analyst", 300, { salaryPeriod: "day" }),
      posting("Data Analyst", 1500, { salaryPeriod: "week" }),
      posting("Data Analyst", [5000, 6000], { salaryPeriod: "month" }),
    ]);
    const sample = await marketSample(t.deps, { title: "Data Analyst", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    expect(sample!.values.sort((a, b) => a - b)).toEqual([66_000, 78_000, 78_000, 93_600]);
    expect(sample!.market).toMatchObject({ postings: 4, min: 66_000, max: 93_600, median: 78_000, p25: 75_000, p75: 81_900 });
  });

  it("converts each posting into the offer's currency with the stored rates, to whole units", async () => {
    await insertJobs(t.db, [
      posting("Product Designer", 60_000, { salaryCurrency: "EUR" }),
      posting("Product Designer", 70_000, { salaryCurrency: "USD" }),
      posting("Product Designer", 50_000, { salaryCurrency: "GBP" }),
      // A currency the rates do not know is left out rather than guessed.
      posting("Product Designer", 900_000, { salaryCurrency: "XYZ" }),
    ]);
    const market = await marketFor(t.deps, { title: "Product Designer", country: "DE", seniority: "senior", currency: "USD" }, t.clock.now());
    const inUsd = [convert(60_000, "EUR", "USD")!, 70_000, convert(50_000, "GBP", "USD")!].sort((a, b) => a - b);
    expect(market).toMatchObject({ postings: 3, currency: "USD", min: Math.round(inUsd[0]!), median: Math.round(inUsd[1]!), max: Math.round(inUsd[2]!) });
    expect(Number.isInteger(market!.p25) && Number.isInteger(market!.p75)).toBe(true);
  });

  it("counts remote postings open to the country by name, not worldwide ones", async () => {
    await insertJobs(t.db, [
      posting("Site Reliability Engineer", 90_000, { countryCodes: [], remoteType: "remote", eligibleCountryCodes: ["DE", "AT"] }),
      posting("Site Reliability Engineer", 100_000, { countryCodes: ["US"], remoteType: "remote", eligibleCountryCodes: ["DE"] }),
      posting("Site Reliability Engineer", 110_000),
      posting("Site Reliability Engineer", 500_000, { countryCodes: [], remoteType: "remote", eligibleCountryCodes: null }),
      posting("Site Reliability Engineer", 400_000, { countryCodes: [], remoteType: "remote", eligibleCountryCodes: ["US"] }),
    ]);
    const market = await marketFor(t.deps, { title: "Site Reliability Engineer", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    expect(market).toMatchObject({ postings: 3, min: 90_000, median: 100_000, max: 110_000, broadened: [] });
  });

  it("drops the seniority, then the country, when fewer than three postings match, and says so", async () => {
    await insertJobs(t.db, [
      posting("Payroll Specialist", 50_000, { seniority: "senior" }),
      posting("Payroll Specialist", 40_000, { seniority: "mid" }),
      posting("Payroll Specialist", 45_000, { seniority: null }),
    ]);
    const levels = await marketFor(t.deps, { title: "Payroll Specialist", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    expect(levels).toMatchObject({ postings: 3, median: 45_000, scope: { title_family: "payroll specialist", country: "DE", seniority: null }, broadened: ["seniority"] });

    await insertJobs(t.db, [
      posting("Tax Accountant", 60_000, { countryCodes: ["NL"], location: "Amsterdam" }),
      posting("Tax Accountant", 70_000, { countryCodes: ["FR"], location: "Paris", seniority: "mid" }),
      posting("Tax Accountant", 80_000),
    ]);
    const countries = await marketFor(t.deps, { title: "Tax Accountant", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    expect(countries).toMatchObject({ postings: 3, median: 70_000, scope: { country: null, seniority: null }, broadened: ["seniority", "country"] });

    // Without a seniority in the offer only the country can be dropped.
    const noLevel = await marketFor(t.deps, { title: "Tax Accountant", country: "DE", currency: "EUR" }, t.clock.now());
    expect(noLevel).toMatchObject({ postings: 3, broadened: ["country"] });

    await insertJobs(t.db, [posting("Lighthouse Keeper", 30_000), posting("Lighthouse Keeper", 35_000, { countryCodes: ["GB"] })]);
    expect(await marketFor(t.deps, { title: "Lighthouse Keeper", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now())).toBeNull();
  });

  it("ignores duplicates, closed postings, postings older than a year and the older copy of a repost", async () => {
    const [first] = await insertJobs(t.db, [
      posting("Marketing Manager", 60_000),
      posting("Marketing Manager", 70_000),
      posting("Marketing Manager", 80_000),
    ]);
    await insertJobs(t.db, [
      posting("Marketing Manager", 900_000, { duplicateOf: first!.id }),
      posting("Marketing Manager", 900_000, { closedAt: t.clock.now() }),
      posting("Marketing Manager", 900_000, { postedDaysAgo: 366 }),
    ]);
    const original = await insertJob(t.db, posting("Marketing Manager", 900_000, { postedDaysAgo: 40 }));
    // Reposted at the same pay as the first three's median: counted once, as the newest posting.
    await insertJob(t.db, posting("Marketing Manager", 70_000, { repostOf: original.id }));
    const market = await marketFor(t.deps, { title: "Marketing Manager", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now());
    expect(market).toMatchObject({ postings: 4, min: 60_000, max: 80_000, median: 70_000 });

    // Once the repost closes, the original is the job's open posting again.
    await t.db.update(jobs).set({ closedAt: t.clock.now() }).where(eq(jobs.repostOf, original.id));
    expect(await marketFor(t.deps, { title: "Marketing Manager", country: "DE", seniority: "senior", currency: "EUR" }, t.clock.now())).toMatchObject({ postings: 4, max: 900_000 });
  });
});
