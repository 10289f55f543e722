import { randomUUID } from "node:crypto";
import { locales, type Locale } from "@/lib/i18n/locales";
import { applications } from "../../../db/schema";
import { createTestContext, type TestContext } from "../../../test/harness";
import { insertJob } from "../../../test/job-factory";
import { unsupportedClaims } from "../../grounding";
import { emptySources } from "../../sources";
import type { TurnContext } from "../types";
import { interviewAssistant, type InterviewQuestionCard } from "./index";
import { interviewSetupSchema } from "./setup";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DESCRIPTION = "Join our analytics team. You will write SQL and Python every day, build dashboards in Looker and work with product managers.";

const contextFor = (userId: string, locale: Locale = "en"): TurnContext => ({
  deps: { db: t.db, now: t.clock.now },
  userId,
  sources: emptySources(locale),
  locale,
  now: t.clock.now(),
});

/** An application as the matcher stores it: the job's snapshot as it was when matched. */
async function applicationOf(userId: string, snapshot: Record<string, unknown>) {
  const job = await insertJob(t.db, { now: t.clock.now(), title: "Data Analyst (m/w/d)", company: "Globex Analytics", descriptionText: DESCRIPTION, seniority: "senior" });
  const [row] = await t.db.insert(applications).values({ userId, jobId: job.id, stage: "applied", score: 80, jobSnapshot: snapshot }).returning();
  return { application: row!, job };
}

describe("an interview set up from an application", () => {
  it("uses the user's own application: the snapshot's title and company, the job's description and level", async () => {
    const user = await t.signUp();
    const { application } = await applicationOf(user.id, { title: "Senior Data Analyst (m/w/d)", company: "Globex Analytics", seniority: "senior" });
    const setup = interviewSetupSchema.parse({ job: { source: "application", application_id: application.id }, interview_type: "technical", questions: 4 });

    const start = await interviewAssistant.start(setup, contextFor(user.id));
    expect(start.state.role).toEqual({
      title: "Senior Data Analyst",
      company: "Globex Analytics",
      family: "data",
      seniority: "senior",
      skills: expect.arrayContaining(["SQL", "Python", "Looker"]),
      posting: DESCRIPTION,
    });
    expect(start.text).toContain("Welcome to your technical interview at Globex Analytics for the Senior Data Analyst role.");
    const card = start.data as InterviewQuestionCard;
    expect(card).toMatchObject({ kind: "interview_question", index: 1, total: 4, follow_up: false });
    expect(start.state.questions.filter((question) => question.skill).map((question) => question.skill)).toEqual(start.state.role.skills.slice(0, 3));
    expect(unsupportedClaims(start.text, emptySources("en"), ["Senior Data Analyst (m/w/d)", "Globex Analytics", DESCRIPTION])).toEqual([]);
  });

  it("greets with the role and the company in every language, claiming nothing the posting does not say", async () => {
    const user = await t.signUp();
    const { application } = await applicationOf(user.id, { title: "Senior Data Analyst (m/w/d)", company: "Globex Analytics" });
    const setup = interviewSetupSchema.parse({ job: { source: "application", application_id: application.id }, interview_type: "hiring_manager" });
    for (const locale of locales) {
      const start = await interviewAssistant.start(setup, contextFor(user.id, locale));
      expect(start.text).toContain("Globex Analytics");
      expect(start.text).toContain("Senior Data Analyst");
      expect([locale, unsupportedClaims(start.text, emptySources(locale), ["Senior Data Analyst (m/w/d)", "Globex Analytics", DESCRIPTION])]).toEqual([locale, []]);
    }
  });

  it("falls back to the job row when the snapshot lacks a title or company", async () => {
    const user = await t.signUp();
    const { application } = await applicationOf(user.id, {});
    const start = await interviewAssistant.start(
      interviewSetupSchema.parse({ job: { source: "application", application_id: application.id }, interview_type: "behavioural" }),
      contextFor(user.id),
    );
    expect(start.state.role).toMatchObject({ title: "Data Analyst", company: "Globex Analytics", seniority: "senior" });
  });

  it("refuses another user's application, as if it did not exist", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const { application } = await applicationOf(owner.id, { title: "Senior Data Analyst", company: "Globex Analytics" });
    const setup = interviewSetupSchema.parse({ job: { source: "application", application_id: application.id }, interview_type: "screening" });

    await expect(interviewAssistant.start(setup, contextFor(other.id))).rejects.toMatchObject({ name: "AssistantInputError", code: "application_not_found" });
    const missing = interviewSetupSchema.parse({ job: { source: "application", application_id: randomUUID() }, interview_type: "screening" });
    await expect(interviewAssistant.start(missing, contextFor(owner.id))).rejects.toMatchObject({ code: "application_not_found" });
  });
});

describe("the setup schema", () => {
  const valid = { job: { source: "title", title: "Data Analyst" }, interview_type: "behavioural" };

  it("asks five questions unless told otherwise, three to ten", () => {
    expect(interviewSetupSchema.parse(valid).questions).toBe(5);
    expect(interviewSetupSchema.parse({ ...valid, questions: 3 }).questions).toBe(3);
    expect(interviewSetupSchema.parse({ ...valid, questions: 10 }).questions).toBe(10);
    for (const questions of [2, 11, 4.5, "5"]) expect(interviewSetupSchema.safeParse({ ...valid, questions }).success).toBe(false);
  });

  it("takes a title with an optional level, or a pasted posting, within limits", () => {
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "title", title: "Data Analyst", seniority: "lead" } }).success).toBe(true);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "title", title: "D" } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "title", title: "x".repeat(121) } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "title", title: "Data Analyst", seniority: "intern" } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "text", text: "Data Analyst wanted" } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "text", text: "Data Analyst wanted now" } }).success).toBe(true);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "text", text: "x".repeat(20_001) } }).success).toBe(false);
  });

  it("refuses unknown sources, types, keys and ids that are not uuids", () => {
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "url", url: "https://example.com" } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, interview_type: "panel" }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, extra: true }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "title", title: "Data Analyst", company: "Acme" } }).success).toBe(false);
    expect(interviewSetupSchema.safeParse({ ...valid, job: { source: "application", application_id: "42" } }).success).toBe(false);
  });
});
