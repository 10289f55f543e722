import { byWeight, describeReason, formatSalary, type ReasonWords } from "./reasons";

const words: ReasonWords = {
  level: (level) => `<${level}>`,
  more: (count) => `${count} more`,
  from: (amount) => `from ${amount}`,
  upTo: (amount) => `up to ${amount}`,
  per: (period, amount) => `${amount} per ${period}`,
};
const say = (kind: string, params: Record<string, unknown> | undefined, locale = "en") =>
  describeReason({ kind, text: "stored text", params: params as never }, locale, words);

describe("match reasons in the user's language", () => {
  it("reads the title and experience reasons", () => {
    expect(say("title", { title: "Frontend Developer", job_title: "Senior Frontend Developer", close: 1 })).toEqual({ key: "title.match", values: { title: "Frontend Developer" } });
    expect(say("title", { title: "Frontend Developer", close: 0 })).toEqual({ key: "title.close", values: { title: "Frontend Developer" } });
    expect(say("experience", { title: "UI Engineer" })).toEqual({ key: "experience", values: { title: "UI Engineer" } });
  });

  it("tells the three seniority reasons apart", () => {
    expect(say("seniority", { seniority: "senior", years: null })).toEqual({ key: "seniority.asked", values: { level: "<senior>" } });
    expect(say("seniority", { seniority: "senior", years: 6 })).toEqual({ key: "seniority.years", values: { level: "<senior>", years: 6 } });
    expect(say("seniority", { seniority: "lead", wanted: "senior" })).toEqual({ key: "seniority.near", values: { level: "<lead>", wanted: "<senior>" } });
  });

  it("lists skills in the locale's way, at most four", () => {
    expect(say("skills", { skills: ["React", "TypeScript"], job_skills: 4 })).toEqual({ key: "skills", values: { skills: "React and TypeScript" } });
    expect(say("skills", { skills: ["React", "TypeScript"] }, "de")!.values.skills).toBe("React und TypeScript");
    expect(say("skills", { skills: ["React", "TypeScript", "CSS", "GraphQL", "Jest"] })!.values.skills).toBe("React, TypeScript, CSS, and 2 more");
  });

  it("names countries in the user's language and keeps cities and distances", () => {
    expect(say("location", { mode: "remote", country: null })).toEqual({ key: "location.worldwide", values: {} });
    expect(say("location", { mode: "remote", country: "DE" }, "fr")).toEqual({ key: "location.remoteCountry", values: { country: "Allemagne" } });
    expect(say("location", { mode: "hybrid", city: "Berlin", near: "Berlin", km: 0 })).toEqual({ key: "location.cityHybrid", values: { city: "Berlin" } });
    expect(say("location", { mode: "onsite", city: "Potsdam", near: "Berlin", km: 27 })).toEqual({
      key: "location.cityNear",
      values: { city: "Potsdam", km: 27, near: "Berlin" },
    });
    expect(say("location", { mode: "onsite", country: "NL" }, "de")).toEqual({ key: "location.country", values: { country: "Niederlande" } });
  });

  it("formats salaries with the currency and period", () => {
    expect(say("salary", { min: 70000, max: 85000, currency: "EUR", period: "year" })).toEqual({ key: "salary.stated", values: { salary: "€70–85K" } });
    expect(say("salary", { min: 70000, max: 85000, currency: "EUR", period: "year", minimum: 60000 })!.key).toBe("salary.meets");
    expect(say("salary", { min: 50, max: 50, currency: "USD", period: "hour", minimum: 60000, converted: 90000, converted_currency: "EUR" })).toEqual({
      key: "salary.meetsConverted",
      values: { salary: "$50 per hour", converted: "€90K" },
    });
    expect(say("salary", { min: 120000, max: null, currency: "USD", period: "year", minimum: 60000, converted: 104000, converted_currency: "XX" })!.key).toBe("salary.meets");
    expect(formatSalary({ min: 45, max: null, currency: "USD", period: "hour" }, "en", words)).toBe("from $45 per hour");
    expect(formatSalary({ min: null, max: 4000, currency: "EUR", period: "month" }, "de", words)).toBe("up to 4.000\u00a0€ per month");
    expect(formatSalary({ min: 50000, max: 50000, currency: "GBP", period: "year" }, "en", words)).toBe("£50K");
    expect(formatSalary({ min: null, max: null, currency: "EUR", period: "year" }, "en", words)).toBeNull();
    expect(formatSalary({ min: 1, max: 2, currency: "not a currency", period: "year" }, "en", words)).toBeNull();
  });

  it("gives the days since posting", () => {
    expect(say("freshness", { days: 0 })).toEqual({ key: "freshness.today", values: {} });
    expect(say("freshness", { days: 1 })).toEqual({ key: "freshness.yesterday", values: {} });
    expect(say("freshness", { days: 9.5 })).toEqual({ key: "freshness.days", values: { days: 9 } });
    expect(say("location", { mode: "hybrid", country: "DE" })).toEqual({ key: "location.countryHybrid", values: { country: "Germany" } });
  });

  it("falls back to the stored text for what it cannot read", () => {
    expect(say("title", undefined)).toBeNull();
    expect(say("title", { title: "" })).toBeNull();
    expect(say("seniority", { seniority: "wizard" })).toBeNull();
    expect(say("skills", { skills: [] })).toBeNull();
    expect(say("location", { mode: "onsite" })).toBeNull();
    expect(say("freshness", { days: "three" })).toBeNull();
    expect(say("visa", { ok: true })).toBeNull();
  });

  it("orders reasons by weight", () => {
    const reasons = [
      { kind: "freshness", text: "", weight: 3 },
      { kind: "title", text: "", weight: 35 },
      { kind: "skills", text: "" },
    ];
    expect(byWeight(reasons).map(({ kind }) => kind)).toEqual(["title", "freshness", "skills"]);
  });
});
