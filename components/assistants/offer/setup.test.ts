import { buildOfferSetup, emptyOfferDraft, formFieldOf, type OfferDraft } from "./setup";

const draft = (overrides: Partial<OfferDraft>): OfferDraft => ({
  ...emptyOfferDraft(),
  title: "Data Analyst",
  country: "DE",
  currency: "EUR",
  base_salary: "68.000",
  ...overrides,
});

describe("buildOfferSetup", () => {
  it("builds the smallest setup and leaves every empty optional part out", () => {
    expect(buildOfferSetup(draft({ company: "  ", city: "", benefits: [{ text: " " }] }))).toEqual({
      setup: { title: "Data Analyst", country: "DE", currency: "EUR", base_salary: 68000 },
      benefitLines: [],
      problems: null,
    });
  });

  it("builds the whole offer: a bonus in percent, equity, signing bonus, benefits and start date", () => {
    const result = buildOfferSetup(
      draft({
        title: "  Senior Data Analyst ",
        company: "Nordwind GmbH",
        seniority: "senior",
        city: "Berlin",
        base_salary: "85.000",
        bonus_type: "percent",
        bonus_value: "12,5",
        equity_per_year: "4.000",
        signing_bonus: "5000",
        benefits: [{ text: "30 days of holiday" }, { text: "" }, { text: " Training budget " }],
        start_date: "2026-03-01",
      }),
    );
    expect(result).toEqual({
      setup: {
        title: "Senior Data Analyst",
        company: "Nordwind GmbH",
        seniority: "senior",
        country: "DE",
        city: "Berlin",
        currency: "EUR",
        base_salary: 85000,
        bonus: { type: "percent", value: 12.5 },
        equity_per_year: 4000,
        signing_bonus: 5000,
        benefits: ["30 days of holiday", "Training budget"],
        start_date: "2026-03-01",
      },
      benefitLines: [0, 2],
      problems: null,
    });
  });

  it("sends a bonus as an amount when it is one, in the user's number format", () => {
    const result = buildOfferSetup(draft({ currency: "USD", base_salary: "120,000", bonus_type: "amount", bonus_value: "15,000" }));
    expect(result.setup).toMatchObject({ currency: "USD", base_salary: 120000, bonus: { type: "amount", value: 15000 } });
  });

  it("says what is missing or wrong, keyed like the server's field errors", () => {
    const result = buildOfferSetup({
      ...emptyOfferDraft(),
      title: "A",
      city: "x".repeat(121),
      currency: "ARS",
      base_salary: "lots",
      bonus_type: "percent",
      bonus_value: "250",
      equity_per_year: "-5",
      benefits: [{ text: "Car" }, { text: "y".repeat(201) }],
    });
    expect(result.setup).toBeNull();
    expect(Object.fromEntries(Object.entries(result.problems ?? {}).map(([key, problem]) => [key, problem.message]))).toEqual({
      title: "too_short?min=2",
      city: "too_long?max=120",
      country: "country_required",
      currency: "currency_invalid",
      base_salary: "amount_invalid",
      "bonus.value": "amount_range?min=0&max=200",
      equity_per_year: "amount_range?min=0&max=1000000000",
      "benefits.1": "too_long?max=200",
    });
  });

  it("asks for a title, a currency and a base salary above zero", () => {
    const result = buildOfferSetup(draft({ title: " ", currency: "", base_salary: "0" }));
    expect(Object.keys(result.problems ?? {}).sort()).toEqual(["base_salary", "currency", "title"]);
    expect(result.problems?.title?.code).toBe("job_title_required");
  });

  it("refuses more than 20 benefits", () => {
    const result = buildOfferSetup(draft({ benefits: Array.from({ length: 21 }, (_, index) => ({ text: `Benefit ${index + 1}` })) }));
    expect(result.problems?.benefits).toMatchObject({ code: "too_many", params: { max: 20 } });
  });

  it("is the same for the same draft", () => {
    const offer = draft({ bonus_value: "10", benefits: [{ text: "Gym" }] });
    expect(buildOfferSetup(offer)).toEqual(buildOfferSetup({ ...offer }));
  });
});

describe("formFieldOf", () => {
  it("puts each server field error on the form's field", () => {
    expect(formFieldOf("base_salary")).toBe("base_salary");
    expect(formFieldOf("bonus.value")).toBe("bonus_value");
    expect(formFieldOf("bonus")).toBe("bonus_value");
    expect(formFieldOf("benefits")).toBe("benefits.root");
    expect(formFieldOf("benefits.3")).toBe("benefits.3.text");
    expect(formFieldOf("start_date")).toBe("start_date");
    expect(formFieldOf("nickname")).toBeNull();
  });

  it("finds a sent benefit's line when empty lines were left out", () => {
    // Lines 0 and 2 were sent: the server's benefits.1 is the form's line 2.
    expect(formFieldOf("benefits.1", [0, 2])).toBe("benefits.2.text");
  });
});
