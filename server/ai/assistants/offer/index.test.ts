import type { Locale } from "@/lib/i18n/locales";
import { decodeFieldError } from "@/lib/contracts/errors";
import { emptySources, type UserSources } from "../../sources";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJobs } from "../../../test/job-factory";
import { AssistantInputError, type HistoryMessage, type TurnContext } from "../types";
import { offerAssistant, offerContext, type OfferSetup } from "./index";
import { claimsIn, offer, richSources } from "./test-fixtures";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  // Five comparable postings in Germany: 65,000, 75,000, 78,000 (monthly), 90,000 and 100,000 a year.
  const posting = (title: string, min: number, max: number, extra = {}) => ({
    now: t.clock.now(), title, countryCodes: ["DE"], remoteType: "onsite" as const, location: "Berlin", seniority: "senior",
    salaryMin: min, salaryMax: max, salaryCurrency: "EUR", salaryPeriod: "year", ...extra,
  });
  await insertJobs(t.db, [
    posting("Senior Backend Engineer", 60_000, 70_000),
    posting("Software Engineer (Backend)", 70_000, 80_000),
    posting("Backend Developer (m/w/d)", 6_000, 7_000, { salaryPeriod: "month" }),
    posting("Backend-Entwickler", 85_000, 95_000),
    posting("Backend Engineer", 95_000, 105_000),
  ]);
});
afterAll(() => t.close());

const contextFor = (sources: UserSources, locale: Locale = sources.locale): TurnContext => ({
  deps: { db: t.db, now: t.clock.now },
  userId: "00000000-0000-4000-8000-000000000009",
  sources,
  locale,
  now: t.clock.now(),
});

/** A whole thread through the assistant interface: the analysis, then the user's messages; every turn grounded. */
async function conversation(setup: OfferSetup, sources: UserSources, messages: string[], locale: Locale = sources.locale) {
  const context = contextFor(sources, locale);
  const parsed = offerAssistant.setupSchema.parse(setup);
  const first = await offerAssistant.start(parsed, context);
  let state = first.state;
  const history: HistoryMessage[] = [{ role: "assistant", content: first.text, data: first.data ?? null }];
  const turns = [first];
  for (const message of messages) {
    const turn = await offerAssistant.reply(state, { text: message, input: undefined }, history, context);
    history.push({ role: "user", content: message, data: null }, { role: "assistant", content: turn.text, data: turn.data ?? null });
    state = turn.state;
    turns.push(turn);
  }
  const grounding = offerContext(state, locale);
  for (const turn of turns) {
    const data = turn.data as Record<string, unknown> & { tip?: string; counter?: { reasons: string[] }; scripts?: { email: { subject: string; body: string }; call: string[] } };
    const texts = [turn.text, data.tip, ...(data.counter?.reasons ?? []), data.scripts?.email.subject, data.scripts?.email.body, ...(data.scripts?.call ?? [])];
    expect(claimsIn(texts.filter((text): text is string => typeof text === "string"), sources, [...grounding, ...messages])).toEqual([]);
  }
  return { turns, state, context };
}

const cardsOf = (turns: { data?: unknown }[]) => turns.slice(1).map((turn) => turn.data as { move: string; offered_base: number | null });

describe("offerAssistant", () => {
  it("is the offer negotiation assistant, titled in the user's language", () => {
    expect(offerAssistant.id).toBe("offer_negotiation");
    expect(offerAssistant.title(offer(), contextFor(richSources()))).toBe("Offer negotiation: Senior Backend Engineer, Acme");
    expect(offerAssistant.title(offer({ company: undefined }), contextFor(emptySources("de")))).toBe("Gehaltsverhandlung: Senior Backend Engineer");
  });

  it("opens with the analysis against the ingested postings, and a voice that adds no figures", async () => {
    const { turns } = await conversation(offer(), richSources(), []);
    const [first] = turns;
    expect(first!.data).toMatchObject({
      kind: "offer_analysis",
      currency: "EUR",
      total_compensation: { base: 70_000, bonus: 7_000, total_annual: 77_000 },
      market: { postings: 5, median: 78_000, p25: 75_000, p75: 90_000, scope: { title_family: "backend engineer", country: "DE", seniority: "senior" }, broadened: [] },
      position: "below",
      percentile: 20,
      counter: { base: 80_500, total_annual: 88_550 },
    });
    expect(first!.voice!.system).toContain("add no numbers, employers, skills, degrees or achievements");
    expect(first!.voice!.instruction).toContain("market: median €78,000 of 5 comparable postings");
    expect(first!.finished).toBeUndefined();
  });

  it("is still useful for a user with no CV and a job with no market: total, counter, scripts, and what is missing", async () => {
    const { turns } = await conversation(offer({ title: "Lighthouse Keeper", company: undefined, seniority: undefined }), emptySources(), []);
    expect(turns[0]!.data).toMatchObject({ market: null, position: "unknown", percentile: null, counter: { base: 75_000 } });
    expect(turns[0]!.text).toContain("I found no comparable postings with a stated salary for Lighthouse Keeper in the last year");
    expect(turns[0]!.text).toContain("Without a CV on file");
  });

  it("practises a whole negotiation in English to a deal", async () => {
    const { turns, state } = await conversation(offer(), richSources(), [
      "Thanks for the offer! Based on the market, I'm looking for €82,000.",
      "I understand the band, but I am still at 82k.",
      "Can we settle at 80k?",
      "What about a signing bonus?",
      "I'd still like 80k.",
      "Alright, I accept.",
    ]);
    expect(cardsOf(turns).map((card) => [card.move, card.offered_base])).toEqual([
      ["pushback", 70_000],
      ["concession", 76_000],
      ["concession", 77_000],
      ["non_salary", 77_000],
      ["final", 77_000],
      ["accepted", 77_000],
    ]);
    expect(state.negotiation.closed).toBe(true);
  });

  it("practises a whole negotiation in German to a deal", async () => {
    const { turns } = await conversation(
      offer({ company: "Siemens" }),
      richSources("de"),
      ["Danke für das Angebot! Ich hatte an 82.000 € gedacht.", "Das ist mir zu wenig.", "Geht es auf 80k?", "Ich bleibe bei 80.000 €.", "Nein.", "Einverstanden, ich nehme das Angebot an."],
    );
    expect(cardsOf(turns).map((card) => card.move)).toEqual(["pushback", "concession", "concession", "non_salary", "final", "accepted"]);
    expect(turns.at(-1)!.text).toBe("Wunderbar, dann sind wir uns einig: ein Grundgehalt von 77.000\u00a0€. Ich schicke Ihnen das aktualisierte Angebot schriftlich. Willkommen an Bord!");
    expect(turns[1]!.voice!.system).toContain("You are a recruiter at Siemens");
    expect(turns[1]!.voice!.system).toContain("Reply in German");
  });

  it("refuses text after the deal, and starts the practice over on request", async () => {
    const { state, context } = await conversation(offer(), richSources(), ["I accept"]);
    await expect(offerAssistant.reply(state, { text: "Actually, 90k", input: undefined }, [], context)).rejects.toMatchObject({ code: "negotiation_closed" });
    const restarted = await offerAssistant.reply(state, { text: "", input: { action: "restart_roleplay" } }, [], context);
    expect(restarted.text).toBe("Let's start again. We would like to offer you the Senior Backend Engineer role with a base salary of €70,000. What do you think?");
    expect(restarted.state.negotiation.closed).toBe(false);
    expect(restarted.state.analysis).toEqual(state.analysis);
    const again = await offerAssistant.reply(restarted.state, { text: "82k", input: undefined }, [], context);
    expect(again.data).toMatchObject({ kind: "recruiter_move", move: "pushback", offered_base: 70_000, asked_base: 82_000 });
  });

  it("refuses an unknown input and an empty message", async () => {
    const { state, context } = await conversation(offer(), richSources(), []);
    const invalid = offerAssistant.reply(state, { text: "", input: { action: "finish" } }, [], context);
    await expect(invalid).rejects.toBeInstanceOf(AssistantInputError);
    await expect(invalid).rejects.toMatchObject({ code: "input_invalid" });
    await expect(offerAssistant.reply(state, { text: "   ", input: undefined }, [], context)).rejects.toMatchObject({ code: "message_required" });
  });
});

describe("the offer's setup", () => {
  const problems = (value: unknown) => {
    const result = offerAssistant.setupSchema.safeParse(value);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.code === "unrecognized_keys" ? issue.code : (decodeFieldError(issue.message)?.code ?? issue.message)]));
  };

  it("takes a full offer", () => {
    const full = offer({ equity_per_year: 10_000, signing_bonus: 5_000, benefits: ["30 days of holiday", "Job ticket"], start_date: "2026-05-01", bonus: { type: "amount", value: 5_000 } });
    expect(offerAssistant.setupSchema.parse(full)).toEqual(full);
    expect(problems({ title: "QA", country: "US", currency: "USD", base_salary: 1 })).toEqual({});
  });

  it("says what is wrong, field by field", () => {
    expect(problems({ ...offer(), title: "A", country: "de", currency: "XYZ", base_salary: 0 })).toEqual({
      title: "too_short", country: "country_invalid", currency: "currency_invalid", base_salary: "amount_range",
    });
    expect(problems({ ...offer(), country: "XX", currency: "ARS" })).toEqual({ country: "country_invalid", currency: "currency_invalid" });
    expect(problems({ ...offer(), bonus: { type: "percent", value: 250 } })).toEqual({ "bonus.value": "amount_range" });
    expect(problems({ ...offer(), bonus: { type: "shares", value: 1 } })).toEqual({ "bonus.type": "choose_one_of" });
    expect(problems({ ...offer(), benefits: Array.from({ length: 21 }, (_, index) => `Benefit ${index}`) })).toEqual({ benefits: "too_many" });
    expect(problems({ ...offer(), benefits: ["x".repeat(201)] })).toEqual({ "benefits.0": "too_long" });
    expect(problems({ ...offer(), company: "x".repeat(121), start_date: "01-05-2026", equity_per_year: -1 })).toEqual({
      company: "too_long", start_date: "wrong_format", equity_per_year: "amount_range",
    });
    expect(problems({ ...offer(), salary: 1 })).toEqual({ "": "unrecognized_keys" });
    expect(problems({ country: "DE", currency: "EUR", base_salary: 1 })).toEqual({ title: "job_title_required" });
  });
});
