import fs from "node:fs";
import path from "node:path";
import { createHttpClient, type HttpClient } from "./http";
import { FIXTURE_BOARDS, FIXTURE_DIR, renderFixture, startFixtureServer, type FixtureServer } from "./fixture-server";
import { companyFromPostings } from "./connector";
import { offersNoSponsorship } from "./normalize";
import { SOURCES, type NormalizedJob, type Source } from "./types";
import { createConnector, createConnectors, fetchAll, parseJobSources } from ".";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const noLimits = Object.fromEntries(SOURCES.map((source) => [source, { limit: 1000, windowMs: 1000 }]));

let server: FixtureServer;
let http: HttpClient;

beforeAll(async () => {
  server = await startFixtureServer({ now: () => NOW });
  http = createHttpClient({ rateLimits: noLimits, attempts: 1 });
});
afterAll(() => server.close());

async function fetchBoard(source: Source, board: string | null = null): Promise<{ jobs: NormalizedJob[]; warnings: string[] }> {
  // As createConnectors does: the fixture boards' display names stand in where an API sends none.
  const companyName = FIXTURE_BOARDS[source]?.find((known) => known.board === board)?.company;
  return createConnector(source, { http, baseUrl: server.url, board, companyName }).fetchJobs();
}
const byTitle = (jobs: NormalizedJob[], title: string) => {
  const found = jobs.filter((job) => job.title === title);
  if (!found.length) throw new Error(`no job titled ${title}`);
  return found[0]!;
};

/** Every connector's output honours the NormalizedJob contract. */
function expectWellFormed(jobs: NormalizedJob[]) {
  for (const job of jobs) {
    expect(job.externalId).not.toBe("");
    expect(job.title.trim()).toBe(job.title);
    expect(job.applyUrl).toMatch(/^https:\/\//);
    expect(job.postedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(job.descriptionHtml).not.toMatch(/&lt;|<script|<style|<iframe/i);
    expect(job.descriptionText).not.toMatch(/<\/?(p|div|li|ul|h3|strong|br)\b/i);
    for (const code of [...job.countryCodes, ...(job.eligibleCountryCodes ?? [])]) expect(code).toMatch(/^[A-Z]{2}$/);
  }
}

describe("greenhouse", () => {
  let jobs: NormalizedJob[];
  beforeAll(async () => ({ jobs } = await fetchBoard("greenhouse", "northwindlabs")));

  it("maps the board's jobs", () => {
    expect(jobs).toHaveLength(16);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Frontend Engineer (React)");
    expect(job).toMatchObject({
      source: "greenhouse",
      board: "northwindlabs",
      externalId: "4925501",
      company: "Northwind Labs",
      location: "New York, NY",
      countryCodes: ["US"],
      applyUrl: "https://job-boards.greenhouse.io/northwindlabs/jobs/4925501",
      salary: { min: 140000, max: 175000, currency: "USD", period: "year" },
      language: "en",
    });
  });

  it("keeps first_published, never updated_at, whatever the zone it is written in", () => {
    // Both versions were edited hours ago; the repost's original was first published 52 days ago.
    const [original, repost] = jobs.filter((job) => job.title === "Senior Backend Engineer (Go)");
    expect(original!.postedAt).toEqual(daysAgo(52));
    expect(repost!.postedAt).toEqual(daysAgo(2));
    expect(original!.externalId).not.toBe(repost!.externalId);
    expect(original!.descriptionText).toBe(repost!.descriptionText);
    expect(byTitle(jobs, "Finance Manager").postedAt).toEqual(daysAgo(75));
  });

  it("decodes the entity-escaped content and strips embeds and styles", () => {
    const job = byTitle(jobs, "Developer Advocate");
    expect(job.descriptionHtml).toContain("<h3>What you'll do</h3>");
    expect(job.descriptionHtml).not.toContain("iframe");
    expect(job.descriptionText).toContain("What you'll do");
    expect(job.descriptionText).not.toContain("&nbsp;");
    expect(byTitle(jobs, "Technical Writer").descriptionText).not.toContain("margin");
  });

  it("reads remote eligibility, workplace metadata and the sponsorship notice", () => {
    expect(byTitle(jobs, "Staff Software Engineer, Platform")).toMatchObject({ remoteType: "remote", countryCodes: ["CA"], eligibleCountryCodes: ["CA"], seniority: "lead" });
    expect(byTitle(jobs, "Product Designer")).toMatchObject({ remoteType: "hybrid", countryCodes: ["DE"], eligibleCountryCodes: null, employmentType: "full_time" });
    expect(byTitle(jobs, "Developer Advocate").eligibleCountryCodes).toEqual(expect.arrayContaining(["DE", "FR", "GB", "PL"]));
    const dataEngineer = byTitle(jobs, "Data Engineer");
    expect(dataEngineer).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["US"], salary: { min: 150000, max: 185000, currency: "USD", period: "year" } });
    expect(offersNoSponsorship(dataEngineer.descriptionText)).toBe(true);
    expect(jobs.filter((job) => offersNoSponsorship(job.descriptionText)).map((job) => job.title)).toEqual(["Data Engineer"]);
  });

  it("detects German postings and their seniority", () => {
    expect(byTitle(jobs, "Werkstudent Marketing (m/w/d)")).toMatchObject({ language: "de", seniority: "intern", employmentType: "internship", countryCodes: ["DE"] });
    expect(byTitle(jobs, "Account Executive DACH (m/w/d)")).toMatchObject({ language: "de", countryCodes: ["DE"] });
  });

  it("copes with a job without departments, offices or metadata", () => {
    expect(byTitle(jobs, "Site Reliability Engineer")).toMatchObject({ countryCodes: ["DE"], remoteType: "unknown" });
  });

  it("reads a Dutch and a Portuguese posting on another board", async () => {
    const other = (await fetchBoard("greenhouse", "lumenpay")).jobs;
    expect(other).toHaveLength(15);
    expect(byTitle(other, "Compliance Officer AML").language).toBe("nl");
    expect(byTitle(other, "QA Automation Engineer")).toMatchObject({ language: "pt", countryCodes: ["PT"] });
    expect(byTitle(other, "Machine Learning Engineer, Fraud").salary).toEqual({ min: 150000, max: 180000, currency: "CAD", period: "year" });
  });
});

describe("lever", () => {
  let jobs: NormalizedJob[];
  beforeAll(async () => ({ jobs } = await fetchBoard("lever", "fjordhealth")));

  it("maps postings with createdAt in milliseconds, workplace type and salary range", () => {
    expect(jobs).toHaveLength(12);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Senior Full-Stack Engineer (TypeScript)");
    expect(job).toMatchObject({ company: "Fjord Health", countryCodes: ["IE"], remoteType: "hybrid", employmentType: "full_time", seniority: "senior", salary: { min: 80000, max: 100000, currency: "EUR", period: "year" } });
    expect(job.postedAt).toEqual(daysAgo(2));
    expect(job.applyUrl).toMatch(/^https:\/\/jobs\.lever\.co\/fjordhealth\/[0-9a-f-]+\/apply$/);
    // The titled lists become headed sections.
    expect(job.descriptionHtml).toMatch(/<h3>What you bring<\/h3><ul><li>/);
  });

  it("names an unconfigured board after what its postings call the company, not its token", async () => {
    const unnamed = await createConnector("lever", { http, baseUrl: server.url, board: "fjordhealth" }).fetchJobs();
    expect(new Set(unnamed.jobs.map((job) => job.company))).toEqual(new Set(["Fjord Health"]));
    expect(companyFromPostings("acme", ["At Acme Analytics we build dashboards. Acme Analytics is hiring.", "Join Acme Analytics. The Acme team is great."])).toBe("Acme Analytics");
    expect(companyFromPostings("acmecloud", ["Acme Cloud builds infrastructure. Join Acme Cloud!"])).toBe("Acme Cloud");
    expect(companyFromPostings("fjordhealth", ["Fjord Health builds software for clinics. Fjord Health Group"])).toBe("Fjord Health");
    expect(companyFromPostings("acme", ["About us: nothing here."])).toBe("Acme");
  });

  it("reads remote restrictions, missing fields, interns and the sponsorship notice", () => {
    const sre = byTitle(jobs, "Site Reliability Engineer");
    expect(sre).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["US"] });
    expect(offersNoSponsorship(sre.descriptionText)).toBe(true);
    // Its fields name no work mode; its text offers "a hybrid setup".
    expect(byTitle(jobs, "Data Engineer")).toMatchObject({ salary: null, countryCodes: ["IE"], remoteType: "hybrid" });
    expect(byTitle(jobs, "Software Engineering Intern")).toMatchObject({ seniority: "intern", employmentType: "internship", salary: { min: 2400, max: 2400, currency: "EUR", period: "month" } });
    expect(byTitle(jobs, "Medical Content Writer")).toMatchObject({ employmentType: "contract", remoteType: "remote", eligibleCountryCodes: ["IE", "GB"] });
    expect(byTitle(jobs, "Head of Finance").postedAt).toEqual(daysAgo(65));
  });

  it("reads French and Spanish postings", async () => {
    const other = (await fetchBoard("lever", "kitebase")).jobs;
    expect(byTitle(other, "Développeur·se Backend Senior (Node.js)")).toMatchObject({ language: "fr", seniority: "senior", countryCodes: ["FR"] });
    expect(byTitle(other, "Stage - Business Developer (H/F)")).toMatchObject({ language: "fr", seniority: "intern", employmentType: "internship" });
    expect(byTitle(other, "Marketing Manager").language).toBe("es");
  });

  it("pages through a board with more than one page of postings", async () => {
    const urls: string[] = [];
    const posting = (i: number) => ({ id: `p${i}`, text: `Engineer ${i}`, hostedUrl: `https://jobs.lever.co/big/p${i}`, createdAt: NOW.getTime(), categories: { location: "Berlin" } });
    const fake: HttpClient = { getJson: async (url) => (urls.push(url), url.includes("skip=0") ? Array.from({ length: 100 }, (_, i) => posting(i)) : [posting(100)]) };
    const result = await createConnector("lever", { http: fake, board: "big", baseUrl: "https://lever.test" }).fetchJobs();
    expect(result.jobs).toHaveLength(101);
    expect(urls).toEqual(["https://lever.test/v0/postings/big?mode=json&skip=0&limit=100", "https://lever.test/v0/postings/big?mode=json&skip=100&limit=100"]);
  });
});

describe("ashby", () => {
  it("maps jobs with compensation and skips unlisted ones", async () => {
    const { jobs } = await fetchBoard("ashby", "tessellate");
    expect(jobs).toHaveLength(10);
    expectWellFormed(jobs);
    expect(jobs.map((job) => job.title)).not.toContain("Internal Transfer – Confidential");
    const job = byTitle(jobs, "Senior Machine Learning Engineer");
    expect(job).toMatchObject({ company: "Tessellate", countryCodes: ["GB"], remoteType: "hybrid", employmentType: "full_time", salary: { min: 110000, max: 140000, currency: "GBP", period: "year" } });
    expect(job.postedAt).toEqual(daysAgo(2));
    expect(byTitle(jobs, "Technical Recruiter")).toMatchObject({ employmentType: "contract", remoteType: "remote", eligibleCountryCodes: ["US"], salary: { min: 70, max: 90, currency: "USD", period: "hour" } });
    expect(byTitle(jobs, "Data Platform Engineer")).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["DE"] });
    expect(byTitle(jobs, "Account Executive, Enterprise").salary).toBeNull();
    expect(byTitle(jobs, "Staff Engineer, Distributed Systems")).toMatchObject({ eligibleCountryCodes: ["CA"], postedAt: daysAgo(70) });
  });

  it("reads Portuguese and Italian postings and an EU-wide remote job", async () => {
    const { jobs } = await fetchBoard("ashby", "brightloop");
    expect(byTitle(jobs, "Engenheiro(a) de Software Backend")).toMatchObject({ language: "pt", countryCodes: ["PT"] });
    expect(byTitle(jobs, "Product Designer")).toMatchObject({ language: "it", countryCodes: ["IT"] });
    const eu = byTitle(jobs, "Frontend Engineer").eligibleCountryCodes!;
    expect(eu).toHaveLength(27);
    expect(eu).not.toContain("GB");
  });
});

describe("workable", () => {
  it("maps the widget's jobs with yyyy-MM-dd dates and the account's name", async () => {
    const { jobs } = await fetchBoard("workable", "atelier-nord");
    expect(jobs).toHaveLength(9);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Senior Brand Designer");
    expect(job).toMatchObject({ company: "Atelier Nord", location: "Amsterdam, North Holland, Netherlands", countryCodes: ["NL"], employmentType: "full_time", seniority: "senior" });
    expect(job.postedAt.toISOString()).toBe(`${daysAgo(3).toISOString().slice(0, 10)}T00:00:00.000Z`);
    expect(byTitle(jobs, "Copywriter (Dutch)")).toMatchObject({ language: "nl", remoteType: "remote", eligibleCountryCodes: ["NL"], employmentType: "part_time" });
    expect(byTitle(jobs, "Directeur·rice Artistique")).toMatchObject({ language: "fr", seniority: "executive" });
  });

  it("copes with a job that has no city, state or locations", async () => {
    const { jobs, warnings } = await fetchBoard("workable", "velomarkt");
    expect(warnings).toEqual([]);
    expect(byTitle(jobs, "Werkstudent Logistik (m/w/d)")).toMatchObject({ location: "Germany", countryCodes: ["DE"], seniority: "intern" });
    expect(byTitle(jobs, "Buchhalter (m/w/d)").salary).toEqual({ min: 48000, max: 56000, currency: "EUR", period: "year" });
    expect(byTitle(jobs, "Kundenservice Mitarbeiter (m/w/d) Teilzeit")).toMatchObject({ countryCodes: ["AT"], employmentType: "part_time" });
  });
});

describe("smartrecruiters", () => {
  it("maps the listing, fetches each posting's text, and keeps a posting whose details fail", async () => {
    const { jobs, warnings } = await fetchBoard("smartrecruiters", "OrbitalRetailGroup");
    expect(jobs).toHaveLength(18);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Senior Software Engineer, E-commerce Platform");
    expect(job).toMatchObject({ company: "Orbital Retail Group", countryCodes: ["DE"], remoteType: "hybrid", employmentType: "full_time", seniority: "senior", language: "en" });
    expect(job.descriptionHtml).toContain("<h3>Job Description</h3>");
    expect(job.applyUrl).toMatch(/^https:\/\/jobs\.smartrecruiters\.com\/OrbitalRetailGroup\/\d+-senior-software-engineer/);
    expect(job.postedAt).toEqual(daysAgo(2));
    expect(byTitle(jobs, "Store Manager")).toMatchObject({ language: "es", remoteType: "onsite", countryCodes: ["ES"] });
    expect(byTitle(jobs, "Cloud Engineer")).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["ES"] });
    expect(byTitle(jobs, "Finance Business Partner").salary).toEqual({ min: 95000, max: 115000, currency: "USD", period: "year" });
    expect(byTitle(jobs, "Marketing Coordinator").seniority).toBeNull();
    expect(byTitle(jobs, "E-commerce Manager").descriptionText).toBe("");
    expect(warnings).toEqual([expect.stringMatching(/no details for posting \d+: .*404/)]);
  });
});

describe("recruitee", () => {
  it("maps offers with Recruitee's dates, flags and salary", async () => {
    const { jobs } = await fetchBoard("recruitee", "canalhouse");
    expect(jobs).toHaveLength(9);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Senior Backend Developer (Python)");
    expect(job).toMatchObject({ company: "Canalhouse", language: "nl", countryCodes: ["NL"], remoteType: "hybrid", employmentType: "full_time", seniority: "senior", salary: { min: 5500, max: 7000, currency: "EUR", period: "month" } });
    expect(job.postedAt).toEqual(daysAgo(3));
    expect(job.applyUrl).toBe("https://canalhouse.recruitee.com/o/senior-backend-developer-python/c/new");
    // Requirements live in their own field and are kept.
    expect(job.descriptionText).toContain("Wat breng je mee");
    expect(byTitle(jobs, "Frontend Developer")).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["NL"] });
    expect(byTitle(jobs, "Stagiair Data Analytics")).toMatchObject({ seniority: "intern", employmentType: "internship", postedAt: daysAgo(85) });
  });

  it("puts the company in the path on a single local host", async () => {
    await fetchBoard("recruitee", "maisonclaire");
    expect(server.requests.map((request) => request.path)).toContain("/maisonclaire/api/offers/");
  });
});

describe("arbeitnow", () => {
  let jobs: NormalizedJob[];
  beforeAll(async () => ({ jobs } = await fetchBoard("arbeitnow")));

  it("follows links.next through every page", () => {
    expect(jobs).toHaveLength(25);
    expectWellFormed(jobs);
    expect(server.requests.map((request) => request.path)).toEqual(expect.arrayContaining(["/api/job-board-api", "/api/job-board-api?page=2"]));
  });

  it("maps unix-second dates, job types, German text, salary and the sponsorship notice", () => {
    const job = byTitle(jobs, "Backend Entwickler Java (m/w/d)");
    expect(job).toMatchObject({ board: null, company: "Hanse Logistik AG", countryCodes: ["DE"], language: "de", employmentType: "full_time", salary: { min: 60000, max: 75000, currency: "EUR", period: "year" } });
    expect(job.postedAt).toEqual(daysAgo(2));
    expect(offersNoSponsorship(byTitle(jobs, "DevOps Engineer (m/w/d)").descriptionText)).toBe(true);
    expect(byTitle(jobs, "Werkstudent Data Analytics (m/w/d)")).toMatchObject({ seniority: "intern", employmentType: "internship" });
    expect(byTitle(jobs, "Fullstack Developer (TypeScript)")).toMatchObject({ remoteType: "remote", eligibleCountryCodes: ["DE"] });
    expect(byTitle(jobs, "Medior Backend Developer (Go)")).toMatchObject({ language: "nl", countryCodes: ["NL"], seniority: "mid" });
  });

  it("carries the same job as Northwind Labs' Greenhouse board (a cross-source near-duplicate)", async () => {
    const greenhouse = byTitle((await fetchBoard("greenhouse", "northwindlabs")).jobs, "Senior Data Scientist");
    const arbeitnow = byTitle(jobs, "Senior Data Scientist");
    expect(arbeitnow.company).toBe(greenhouse.company);
    expect(arbeitnow.externalId).not.toBe(greenhouse.externalId);
    expect(greenhouse.descriptionText).toContain(arbeitnow.descriptionText.split("\n\n").slice(0, 4).join("\n\n"));
  });
});

describe("remotive", () => {
  it("maps remote jobs with zone-less dates, salary text and required locations", async () => {
    const { jobs } = await fetchBoard("remotive");
    expect(jobs).toHaveLength(22);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Senior Python Engineer");
    expect(job).toMatchObject({ remoteType: "remote", location: "USA Only", countryCodes: ["US"], eligibleCountryCodes: ["US"], employmentType: "full_time", salary: { min: 150000, max: 180000, currency: "USD", period: "year" } });
    expect(job.postedAt).toEqual(daysAgo(1));
    expect(job.descriptionHtml).not.toContain("<img");
    expect(offersNoSponsorship(job.descriptionText)).toBe(true);
    expect(byTitle(jobs, "Senior Product Manager")).toMatchObject({ eligibleCountryCodes: null, salary: null });
    expect(byTitle(jobs, "Data Analyst").eligibleCountryCodes).toEqual(expect.arrayContaining(["DE", "PT"]));
    expect(byTitle(jobs, "Bookkeeper (Part-time)")).toMatchObject({ eligibleCountryCodes: ["US", "CA"], employmentType: "part_time", salary: { min: 35, max: 45, currency: "USD", period: "hour" } });
    expect(byTitle(jobs, "Customer Support Specialist").eligibleCountryCodes).toBeNull();
    expect(byTitle(jobs, "Senior DevOps Engineer").postedAt).toEqual(daysAgo(80));
  });
});

describe("remoteok", () => {
  it("skips the legal notice and maps the jobs", async () => {
    const { jobs, warnings } = await fetchBoard("remoteok");
    expect(warnings).toEqual([]);
    expect(jobs).toHaveLength(22);
    expectWellFormed(jobs);
    const job = byTitle(jobs, "Backend Engineer (Go)");
    expect(job).toMatchObject({ company: "Meridian Ledger", remoteType: "remote", eligibleCountryCodes: ["US"], salary: { min: 130000, max: 160000, currency: "USD", period: "year" } });
    expect(job.applyUrl).toMatch(/^https:\/\/remoteOK\.com\/remote-jobs\/remote-backend-engineer-go-/);
    expect(job.postedAt.getTime()).toBe(Math.floor(daysAgo(2).getTime() / 1000) * 1000);
    expect(byTitle(jobs, "DevOps Engineer").salary).toBeNull();
    expect(byTitle(jobs, "Product Designer")).toMatchObject({ location: "Remote", eligibleCountryCodes: null });
    expect(byTitle(jobs, "Senior Data Engineer").eligibleCountryCodes).toHaveLength(27);
  });
});

describe("fetchAll", () => {
  it("reports a failing source and still returns every other source's jobs", async () => {
    server.fail("lever", "error");
    try {
      const connectors = createConnectors(parseJobSources("fixtures"), { http, fixtureUrl: server.url });
      const runs = await fetchAll(connectors);
      expect(runs.map((run) => `${run.source}/${run.board ?? "-"}`)).toEqual(connectors.map((connector) => `${connector.source}/${connector.board ?? "-"}`));
      const failed = runs.filter((run) => !run.ok);
      expect(failed.map((run) => `${run.source}/${run.board}`)).toEqual(["lever/fjordhealth", "lever/kitebase"]);
      expect(failed[0]).toMatchObject({ ok: false, error: expect.stringContaining("answered 500") });
      const ok = runs.filter((run) => run.ok);
      expect(ok).toHaveLength(connectors.length - 2);
      expect(ok.flatMap((run) => (run.ok ? run.jobs : [])).length).toBeGreaterThan(150);
    } finally {
      server.fail("lever", null);
    }
  });

  it("survives a source that hangs", async () => {
    server.fail("remotive", "hang");
    try {
      const quick = createHttpClient({ rateLimits: noLimits, attempts: 1, timeoutMs: 100 });
      const runs = await fetchAll([createConnector("remotive", { http: quick, baseUrl: server.url }), createConnector("remoteok", { http: quick, baseUrl: server.url })]);
      expect(runs[0]).toMatchObject({ ok: false, error: expect.stringContaining("timed out") });
      expect(runs[1]).toMatchObject({ ok: true });
    } finally {
      server.fail("remotive", null);
    }
  });
});

describe("fixtures", () => {
  const files = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

  it("are valid JSON with every date placeholder filled in", () => {
    for (const file of files(FIXTURE_DIR).filter((name) => name.endsWith(".json"))) {
      const text = renderFixture(fs.readFileSync(file, "utf8"), NOW);
      expect(text).not.toContain("{{");
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it("hold 15 to 40 postings per source, on the boards FIXTURE_BOARDS lists", async () => {
    for (const source of SOURCES) {
      const boards = FIXTURE_BOARDS[source]?.map((board) => board.board) ?? [null];
      let count = 0;
      for (const board of boards) count += (await fetchBoard(source, board)).jobs.length;
      expect([source, count >= 15 && count <= 40]).toEqual([source, true]);
    }
  });

  it("stay fresh: dates are relative to now", () => {
    const rendered = JSON.parse(renderFixture('{"a":"{{daysAgo:3}}","b":"{{hoursAgo:6|unix}}","c":"{{daysAgo:1|iso-offset:-04:00}}","d":"{{daysAgo:2|recruitee}}","e":"{{daysAgo:1|ms}}","f":"{{daysAgo:0|date}}"}', NOW));
    expect(rendered).toEqual({
      a: "2026-03-07T12:00:00.000Z",
      b: Math.floor(NOW.getTime() / 1000) - 6 * 3600,
      c: "2026-03-09T08:00:00-04:00",
      d: "2026-03-08 12:00:00 UTC",
      e: NOW.getTime() - 86_400_000,
      f: "2026-03-10",
    });
  });
});
