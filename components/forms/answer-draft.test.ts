import { ApiError } from "@/lib/api/request";
import type { AiwriterResult } from "@/lib/contracts/aiwriter";
import { draftReducer, draftSources, draftStateFor, IDLE_DRAFT, type DraftState } from "./answer-draft";

const quota = { used: 3, limit: 50, remaining: 47, resets_at: "2026-04-01T00:00:00.000Z" };
const answered: AiwriterResult = {
  status: "answered",
  answer: "Yes. SQL is among the skills on my CV.",
  engine: "offline",
  basis: [{ kind: "cv_skill", ref: "SQL" }],
  quota,
};
const motivation: AiwriterResult = {
  status: "needs_user",
  reason: "motivation",
  message: "Only you can say why you want this job.",
  engine: "offline",
  quota,
};
const QUESTION = "What is your experience with SQL?";
const busy: DraftState = { status: "busy", question: QUESTION, request: 1 };

describe("draftReducer", () => {
  it("waits, then keeps an answer with what it rests on and the text it replaced", () => {
    const started = draftReducer(IDLE_DRAFT, { type: "start", question: QUESTION, request: 1 });
    expect(started).toEqual(busy);
    expect(draftReducer(started, { type: "result", request: 1, result: answered, previous: "My own words" })).toEqual({
      status: "drafted",
      question: QUESTION,
      basis: [{ kind: "cv_skill", ref: "SQL" }],
      engine: "offline",
      previous: "My own words",
    });
  });

  it("passes on why only the user can answer, in the server's words", () => {
    expect(draftReducer(busy, { type: "result", request: 1, result: motivation, previous: "" })).toEqual({
      status: "needs_user",
      question: QUESTION,
      reason: "motivation",
      message: "Only you can say why you want this job.",
    });
  });

  it("reads the month's limit from a 429, with the renewal counted from Retry-After", () => {
    const refused = new ApiError(429, { error: { code: "ai_quota_exceeded", message: "Used." } }, 3600);
    expect(draftReducer(busy, { type: "error", request: 1, error: refused, at: Date.UTC(2026, 2, 31, 23) })).toEqual({
      status: "quota",
      question: QUESTION,
      renewsAt: "2026-04-01T00:00:00.000Z",
    });
    const withoutDate = new ApiError(429, { error: { code: "ai_quota_exceeded", message: "Used." } });
    expect(draftReducer(busy, { type: "error", request: 1, error: withoutDate, at: 0 })).toMatchObject({ status: "quota", renewsAt: null });
  });

  it("says a network failure, a throttle and a server error as the forms do", () => {
    expect(draftReducer(busy, { type: "error", request: 1, error: new TypeError("Failed to fetch"), at: 0 })).toEqual({
      status: "failed",
      question: QUESTION,
      error: { key: "network" },
    });
    const throttled = new ApiError(429, { error: { code: "rate_limited", message: "Slow down." } }, 120);
    expect(draftReducer(busy, { type: "error", request: 1, error: throttled, at: 0 })).toMatchObject({ status: "failed", error: { key: "rateLimited", values: { minutes: 2 } } });
    expect(draftReducer(busy, { type: "error", request: 1, error: new ApiError(500, null), at: 0 })).toMatchObject({ status: "failed", error: { key: "generic" } });
  });

  it("ignores the end of a request it no longer waits for", () => {
    const second: DraftState = { status: "busy", question: QUESTION, request: 2 };
    expect(draftReducer(second, { type: "result", request: 1, result: answered, previous: "" })).toBe(second);
    expect(draftReducer(second, { type: "error", request: 1, error: new TypeError("x"), at: 0 })).toBe(second);
    expect(draftReducer(second, { type: "stopped", request: 1 })).toBe(second);
    const drafted = draftReducer(second, { type: "result", request: 2, result: answered, previous: "" });
    expect(draftReducer(drafted, { type: "result", request: 2, result: motivation, previous: "" })).toBe(drafted);
  });

  it("goes back to idle when its request is stopped, or on reset (undo)", () => {
    expect(draftReducer(busy, { type: "stopped", request: 1 })).toEqual(IDLE_DRAFT);
    const drafted = draftReducer(busy, { type: "result", request: 1, result: answered, previous: "" });
    expect(draftReducer(drafted, { type: "reset" })).toEqual(IDLE_DRAFT);
  });

  it("is the same for the same events", () => {
    const run = () =>
      [
        { type: "start", question: QUESTION, request: 1 } as const,
        { type: "result", request: 1, result: answered, previous: "a" } as const,
      ].reduce(draftReducer, IDLE_DRAFT);
    expect(run()).toEqual(run());
  });
});

describe("draftStateFor", () => {
  it("shows a state for its own question only (spaces around it do not count)", () => {
    const hint = draftReducer(busy, { type: "result", request: 1, result: motivation, previous: "" });
    expect(draftStateFor(hint, `  ${QUESTION} `)).toBe(hint);
    expect(draftStateFor(hint, "Why do you want to work here?")).toEqual(IDLE_DRAFT);
    expect(draftStateFor(IDLE_DRAFT, "")).toEqual(IDLE_DRAFT);
  });
});

describe("draftSources", () => {
  it("groups the facts by where they come from, each kind once, in the order the answer uses them", () => {
    expect(
      draftSources([
        { kind: "cv_skill", ref: "SQL" },
        { kind: "cv_skill", ref: "Python" },
        { kind: "cv_title", ref: "Data Analyst" },
        { kind: "cv_achievement", ref: "Cut the report from 2 days to 20 minutes" },
        { kind: "profile", ref: "years_of_experience" },
        { kind: "cv_title", ref: "BI Developer" },
      ]),
    ).toEqual([
      { source: "cv", parts: ["skills", "titles", "achievements"] },
      { source: "profile", fields: ["years_of_experience"] },
    ]);
  });

  it("names the CV's years, education and languages", () => {
    expect(
      draftSources([
        { kind: "cv_years", ref: "7" },
        { kind: "cv_education", ref: "MSc Computer Science" },
        { kind: "cv_language", ref: "German" },
      ]),
    ).toEqual([{ source: "cv", parts: ["years", "education", "languages"] }]);
  });

  it("says the saved answers once, and a profile field it has no word for as the profile alone", () => {
    expect(
      draftSources([
        { kind: "answer_bank", ref: "What is your notice period?" },
        { kind: "answer_bank", ref: "When can you start?" },
        { kind: "profile", ref: "phone" },
      ]),
    ).toEqual([{ source: "answer_bank" }, { source: "profile", fields: [] }]);
    expect(draftSources([{ kind: "profile", ref: "notice_period" }, { kind: "profile", ref: "notice_period" }, { kind: "profile", ref: "salary_expectation" }])).toEqual([
      { source: "profile", fields: ["notice_period", "salary_expectation"] },
    ]);
  });

  it("is empty for an answer that rests on nothing", () => {
    expect(draftSources([])).toEqual([]);
  });
});
