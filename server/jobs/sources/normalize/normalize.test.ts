import { workModeFromText } from "./work-mode";
import { detectLanguage, detectSeniority, findSalaryInText, normalizeDescription, offersNoSponsorship, parseDate, parseEmploymentType, parseLocation, parseSalary, resolveLocation, salaryFromRange } from ".";

describe("parseDate", () => {
  it.each([
    ["2026-03-10T12:00:00Z", "2026-03-10T12:00:00.000Z"],
    ["2026-03-10T08:00:00-04:00", "2026-03-10T12:00:00.000Z"],
    ["2026-03-10T12:00:00.123+00:00", "2026-03-10T12:00:00.123Z"],
    ["2026-03-10T12:00:00", "2026-03-10T12:00:00.000Z"],
    ["2026-03-10", "2026-03-10T00:00:00.000Z"],
    ["2026-03-10 12:00:00 UTC", "2026-03-10T12:00:00.000Z"],
    [1773144000, "2026-03-10T12:00:00.000Z"],
    [1773144000000, "2026-03-10T12:00:00.000Z"],
    ["1773144000", "2026-03-10T12:00:00.000Z"],
  ])("reads %p", (input, expected) => {
    expect(parseDate(input)?.toISOString()).toBe(expected);
  });

  it.each([null, undefined, "", "soon", 0, -5, "2026-13-45", {}])("rejects %p", (input) => {
    expect(parseDate(input)).toBeNull();
  });
});

describe("normalizeDescription", () => {
  it("decodes Greenhouse's entity-escaped HTML, once or twice escaped", () => {
    const once = normalizeDescription({ html: "&lt;p&gt;Caf&amp;eacute; &amp;amp; code&amp;nbsp;today&lt;/p&gt;" });
    expect(once.html).toBe("<p>Café &amp; code\u00a0today</p>");
    expect(once.text).toBe("Café & code today");
    const twice = normalizeDescription({ html: "&amp;lt;p&amp;gt;Hello&amp;lt;/p&amp;gt;" });
    expect(twice.html).toBe("<p>Hello</p>");
  });

  it("drops scripts, styles, iframes and event handlers, keeps structure and safe links", () => {
    const { html, text } = normalizeDescription({
      html: '<style>p{color:red}</style><h2 onclick="x()">Role</h2><script>alert(1)</script><p>Join <a href="https://x.test" onclick="y()">us</a> <a href="javascript:alert(1)">now</a></p><iframe src="https://video"></iframe><ul><li>One</li><li>Two</li></ul><p>&nbsp;</p>',
    });
    expect(html).not.toMatch(/script|style|iframe|onclick|javascript/);
    expect(html).toContain('<a href="https://x.test" rel="noopener noreferrer nofollow" target="_blank">us</a>');
    expect(html).not.toContain("<p>\u00a0</p>");
    expect(text).toBe("Role\n\nJoin us now\n\n• One\n• Two");
  });

  it("turns plain text into paragraphs and escapes it", () => {
    const { html, text } = normalizeDescription({ text: "First line\nsecond <line>\n\nNext & last" });
    expect(html).toBe("<p>First line<br />second &lt;line&gt;</p>\n<p>Next &amp; last</p>");
    expect(text).toBe("First line\nsecond <line>\n\nNext & last");
  });

  it("prefers HTML over text and copes with nothing", () => {
    expect(normalizeDescription({ html: "<p>A</p>", text: "B" }).text).toBe("A");
    expect(normalizeDescription({ html: null, text: "" })).toEqual({ html: "", text: "" });
  });
});

describe("parseLocation / resolveLocation", () => {
  const eligible = (location: string, remoteType?: "remote") => resolveLocation({ location, remoteType }).eligibleCountryCodes;

  it.each([
    ["Remote (Canada)", ["CA"], "remote"],
    ["Remote - US", ["US"], "remote"],
    ["Berlin, Germany", ["DE"], null],
    ["München, Deutschland", ["DE"], null],
    ["San Francisco, CA", ["US"], null],
    ["Toronto, ON, Canada", ["CA"], null],
    ["London, ON", ["CA"], null],
    ["London, United Kingdom", ["GB"], null],
    ["Berlin, DE", ["DE"], null],
    ["Paris, TX", ["US"], null],
    ["Amsterdam, Netherlands (Hybrid)", ["NL"], "hybrid"],
    ["Lisboa", ["PT"], null],
    ["Milano, Lombardia, Italy", ["IT"], null],
    ["Madrid, Spanien", ["ES"], null],
    ["Valencia", ["ES"], null],
    ["Atlanta, Georgia", ["US"], null],
    ["Tbilisi, Georgia", ["GE"], null],
    ["Remote (US or Canada)", ["US", "CA"], "remote"],
    ["Home Office (Deutschland)", ["DE"], "remote"],
    ["Télétravail, France", ["FR"], "remote"],
    ["Remote, US", ["US"], "remote"],
    ["Worldwide", [], "remote"],
  ])("reads %p", (location, countries, remoteType) => {
    const parsed = parseLocation(location);
    expect(parsed.countryCodes).toEqual(countries);
    expect(parsed.remoteType).toBe(remoteType);
  });

  it("restricts remote eligibility to the countries or regions named", () => {
    expect(eligible("Remote (Canada)")).toEqual(["CA"]);
    expect(eligible("USA only")).toEqual(["US"]);
    expect(eligible("Remote - US")).toEqual(["US"]);
    expect(eligible("DACH", "remote")).toEqual(["DE", "AT", "CH"]);
    const europe = eligible("Europe", "remote")!;
    expect(europe).toEqual(expect.arrayContaining(["DE", "FR", "ES", "PT", "IT", "NL", "GB", "IE", "CH", "PL"]));
    expect(europe).not.toContain("US");
    const emea = eligible("EMEA", "remote")!;
    expect(emea).toEqual(expect.arrayContaining(["DE", "GB", "AE", "ZA", "NG"]));
    expect(eligible("Europe, UK", "remote")).toEqual(expect.arrayContaining(["GB", "DE"]));
    expect(eligible("Baltics", "remote")).toEqual(["EE", "LV", "LT"]);
    expect(eligible("Télétravail (UE)")).toHaveLength(27);
    expect(eligible("América Latina", "remote")).toEqual(expect.arrayContaining(["MX", "BR", "AR"]));
  });

  it("treats worldwide and unstated as no restriction", () => {
    expect(eligible("Worldwide")).toBeNull();
    expect(eligible("Anywhere", "remote")).toBeNull();
    expect(eligible("Remote", "remote")).toBeNull();
    expect(eligible("CET +/- 3 hours", "remote")).toBeNull();
    // An office job has no remote eligibility at all.
    expect(eligible("Berlin, Germany")).toBeNull();
  });

  it("lets structured fields win and a separate eligibility field decide", () => {
    expect(resolveLocation({ location: "Berlin", remoteType: "hybrid" }).remoteType).toBe("hybrid");
    expect(resolveLocation({ location: "Remote", countryHints: ["ie", "UK", "xx"] }).countryCodes).toEqual(["IE", "GB"]);
    const remotive = resolveLocation({ location: "USA Only", remoteType: "remote", eligibility: "USA Only" });
    expect(remotive).toEqual({ countryCodes: ["US"], remoteType: "remote", eligibleCountryCodes: ["US"] });
    expect(resolveLocation({ location: "Remote", remoteType: "remote", eligibility: "Worldwide" }).eligibleCountryCodes).toBeNull();
  });
});

describe("employment type and seniority", () => {
  it.each([
    ["Full-time", "full_time"], ["FullTime", "full_time"], ["fulltime_permanent", "full_time"], ["Vollzeit", "full_time"], ["CDI", "full_time"],
    ["Part-time", "part_time"], ["parttime_permanent", "part_time"], ["Teilzeit", "part_time"], ["Contract", "contract"], ["Freelance", "freelance"],
    ["Intern", "internship"], ["Praktikum", "internship"], ["Werkstudent", "internship"], ["Stage", "internship"], ["fulltime_fixed_term", "temporary"], ["CDD", "temporary"],
  ])("maps %p", (label, expected) => {
    expect(parseEmploymentType(label)).toBe(expected);
  });

  it("returns null for unknown labels", () => {
    expect(parseEmploymentType("Other", null, undefined)).toBeNull();
  });

  it.each([
    ["Senior Backend Engineer", "senior"], ["Sr. Data Analyst", "senior"], ["Lead Designer", "lead"], ["Staff Software Engineer", "lead"], ["Tech Lead, Payments", "lead"],
    ["Principal Engineer", "principal"], ["Junior Frontend Developer", "junior"], ["Jr. Accountant", "junior"], ["Software Engineering Intern", "intern"],
    ["Werkstudent Marketing (m/w/d)", "intern"], ["Praktikum Vertrieb", "intern"], ["Stagiaire Marketing", "intern"], ["Head of Growth", "executive"],
    ["VP Engineering", "executive"], ["Director of Sales", "executive"], ["Medior Backend Developer", "mid"], ["Software Engineer II", "mid"], ["Teamleiter Logistik", "lead"],
  ])("reads the seniority of %p", (title, expected) => {
    expect(detectSeniority(title)).toBe(expected);
  });

  it("ignores look-alikes and falls back to the source's level", () => {
    expect(detectSeniority("Lead Generation Specialist")).toBeNull();
    expect(detectSeniority("Account Executive, Mid-Market")).toBeNull();
    expect(detectSeniority("Data Analyst", "mid_senior_level")).toBe("senior");
    expect(detectSeniority("Data Analyst", "entry_level")).toBe("junior");
    expect(detectSeniority("Product Manager")).toBeNull();
  });
});

describe("salary", () => {
  it.each([
    ["$120k - $150k", { min: 120000, max: 150000, currency: "USD", period: "year" }],
    ["€60.000–€75.000 per year", { min: 60000, max: 75000, currency: "EUR", period: "year" }],
    ["60.000 - 75.000 € brutto/Jahr", { min: 60000, max: 75000, currency: "EUR", period: "year" }],
    ["£45k-£55k", { min: 45000, max: 55000, currency: "GBP", period: "year" }],
    ["CA$130K – CA$160K", { min: 130000, max: 160000, currency: "CAD", period: "year" }],
    ["USD 100,000 - 120,000", { min: 100000, max: 120000, currency: "USD", period: "year" }],
    ["$90,000.00 - $110,000.00 annually", { min: 90000, max: 110000, currency: "USD", period: "year" }],
    ["40-50k EUR", { min: 40000, max: 50000, currency: "EUR", period: "year" }],
    ["CHF 120'000", { min: 120000, max: 120000, currency: "CHF", period: "year" }],
    ["$50/hour", { min: 50, max: 50, currency: "USD", period: "hour" }],
    ["$35 - $45 /hour", { min: 35, max: 45, currency: "USD", period: "hour" }],
    ["4.500 € / Monat", { min: 4500, max: 4500, currency: "EUR", period: "month" }],
    ["€500 per day", { min: 500, max: 500, currency: "EUR", period: "day" }],
    ["up to €80k", { min: null, max: 80000, currency: "EUR", period: "year" }],
    ["from 60k EUR", { min: 60000, max: null, currency: "EUR", period: "year" }],
    ["45 000 – 55 000 € par an", { min: 45000, max: 55000, currency: "EUR", period: "year" }],
  ])("parses %p", (text, expected) => {
    expect(parseSalary(text)).toEqual(expected);
  });

  it("gives up on text without figures or currency", () => {
    expect(parseSalary("Competitive")).toBeNull();
    expect(parseSalary("")).toBeNull();
    expect(parseSalary("80k")).toBeNull();
    expect(parseSalary("80k", { currency: "USD" })).toEqual({ min: 80000, max: 80000, currency: "USD", period: "year" });
  });

  it("finds a pay range in a description, not funding or budgets", () => {
    expect(findSalaryInText("We raised $25M. The base salary range is $150,000—$190,000 USD per year.")).toEqual({ min: 150000, max: 190000, currency: "USD", period: "year" });
    expect(findSalaryInText("Gehalt: 65.000 – 80.000 € brutto/Jahr, 30 Tage Urlaub")).toEqual({ min: 65000, max: 80000, currency: "EUR", period: "year" });
    expect(findSalaryInText("401k matching, a $2,000 learning budget, and 2020 - 2024 growth.")).toBeNull();
  });

  it("finds one pay figure that its line calls pay and gives a period, not a budget", () => {
    expect(findSalaryInText("Ofrecemos contrato indefinido. 20.000 € brutos/año.")).toEqual({ min: 20000, max: 20000, currency: "EUR", period: "year" });
    expect(findSalaryInText("Salario: 1.900 € brutos mensuales.")).toEqual({ min: 1900, max: 1900, currency: "EUR", period: "month" });
    expect(findSalaryInText("We offer a salary of £32,000 per year and a £500 learning budget.")).toEqual({ min: 32000, max: 32000, currency: "GBP", period: "year" });
    expect(findSalaryInText("A €500 yearly training budget and a $1,000 home office stipend per year.")).toBeNull();
  });

  it("reads the sources' structured ranges and intervals", () => {
    expect(salaryFromRange(60000, 80000, "EUR", "1 YEAR")).toEqual({ min: 60000, max: 80000, currency: "EUR", period: "year" });
    expect(salaryFromRange(100000, 120000, "usd", "per-year-salary")).toEqual({ min: 100000, max: 120000, currency: "USD", period: "year" });
    expect(salaryFromRange(40, 55, "USD", "per-hour-wage")).toEqual({ min: 40, max: 55, currency: "USD", period: "hour" });
    expect(salaryFromRange("5500", "7000", "EUR", "month")).toEqual({ min: 5500, max: 7000, currency: "EUR", period: "month" });
    expect(salaryFromRange(0, 0, "USD", "year")).toBeNull();
    expect(salaryFromRange(1, 2, null)).toBeNull();
  });
});

describe("detectLanguage", () => {
  it.each([
    ["en", "We are looking for an engineer who will work with our team on the platform. You have experience with TypeScript."],
    ["de", "Wir suchen eine erfahrene Entwicklerin, die mit unserem Team an der Plattform arbeitet. Du hast Erfahrung mit TypeScript."],
    ["fr", "Nous recherchons un développeur pour rejoindre notre équipe. Vous avez une expérience avec TypeScript et vous êtes curieux."],
    ["es", "Buscamos una persona con experiencia para unirse a nuestro equipo. Tienes experiencia con TypeScript y te gusta el trabajo en equipo."],
    ["it", "Cerchiamo una persona con esperienza per il nostro team. Hai esperienza con TypeScript e sei appassionato del lavoro."],
    ["pt", "Procuramos uma pessoa com experiência para a nossa equipa. Você tem experiência com TypeScript e gosta do trabalho em equipa."],
    ["nl", "Wij zoeken een ervaren ontwikkelaar die met ons team aan het platform werkt. Je hebt ervaring met TypeScript."],
  ])("recognises %s", (language, text) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it("says nothing about too little text", () => {
    expect(detectLanguage("Senior Engineer")).toBeNull();
    expect(detectLanguage("")).toBeNull();
  });
});

describe("offersNoSponsorship", () => {
  it.each([
    "Please note: we do not offer visa sponsorship for this role.",
    "We are unable to sponsor visas at this time.",
    "Candidates must be authorized to work in the US without sponsorship.",
    "Visa sponsorship is not available for this position.",
    "This role is not eligible for visa sponsorship.",
    "Will you now or in the future require sponsorship?",
    "Leider können wir kein Visum-Sponsoring anbieten.",
    "Wir bieten keine Unterstützung bei der Arbeitserlaubnis.",
    "Visa-Sponsoring ist leider nicht möglich.",
    "Nous ne sommes pas en mesure de sponsoriser de visa.",
    "Wij bieden geen visumsponsoring.",
    "No ofrecemos patrocinio de visa.",
  ])("detects %p", (text) => {
    expect(offersNoSponsorship(text)).toBe(true);
  });

  it.each([
    "We offer visa sponsorship and relocation support.",
    "Visa sponsorship available!",
    "We can sponsor visas for exceptional candidates.",
    "Wir unterstützen dich beim Visum.",
    "Our sponsorship of open source matters to us.",
    "No sponsorship is needed for EU citizens, and we sponsor everyone else, including relocation.",
    "",
  ])("does not flag %p", (text) => {
    expect(offersNoSponsorship(text)).toBe(false);
  });
});

describe("work mode from the text", () => {
  it("reads an on-site or hybrid statement in seven languages, and nothing from a passing mention", () => {
    expect(workModeFromText("This role is fully on-site in our Manchester studio, five days a week.")).toBe("onsite");
    expect(workModeFromText("Eine Stelle 100 % vor Ort in Berlin.")).toBe("onsite");
    expect(workModeFromText("Trabajo 100% presencial en Madrid.")).toBe("onsite");
    expect(workModeFromText("Hybrid role: three days a week in the office.")).toBe("hybrid");
    expect(workModeFromText("On site three days a week in the office, a hybrid working model.")).toBe("hybrid");
    expect(workModeFromText("Great office with an on-site gym.")).toBeNull();
    expect(workModeFromText("We are remote-first.")).toBeNull();
  });
});
