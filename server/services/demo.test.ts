import { and, count, eq } from "drizzle-orm";
import { ASSISTANT_IDS } from "@/lib/contracts/assistant";
import { isEmbeddedDemo } from "@/lib/env";
import { applications, assistantThreads, copilots, coverLetters, cvDocuments, jobs, resumes, users } from "../db/schema";
import { APPLIERS } from "../jobs/apply/appliers";
import { sharedBrowser } from "../jobs/apply/browser";
import { applyApplication, type ApplyRuntime } from "../jobs/apply/engine";
import { replicaTargets } from "../jobs/apply/replicas";
import { startFixtureServer, type FixtureServer } from "../jobs/sources/fixture-server";
import { createTestContext, type TestContext } from "../test/harness";
import { advanceDemoTracker, DEMO_COPILOT_NAME, DEMO_CV_FILE_NAME, DEMO_JOB_SEEKER, DEMO_TRACKER_NOTE, seedDemoData } from "./demo";

// The demo job seeker's first session, seeded with the real services; then the apply engine sends
// the approved applications to the form replicas, as the background workers do after start.

let t: TestContext;
let fixtures: FixtureServer;
const browser = sharedBrowser(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
let runtime: ApplyRuntime;

beforeAll(async () => {
  t = await createTestContext();
  fixtures = await startFixtureServer({ now: () => t.clock.now() });
  runtime = { appliers: APPLIERS, context: { targets: replicaTargets(fixtures.url), browser: browser.get, fetch, now: () => t.clock.now() } };
});
afterAll(async () => {
  await browser.close();
  await fixtures.close();
  await t.close();
});

async function demoUser() {
  const [user] = await t.db.select().from(users).where(eq(users.email, DEMO_JOB_SEEKER.email));
  return user!;
}

async function demoApplications(userId: string) {
  return t.db
    .select({ id: applications.id, stage: applications.stage, title: jobs.title, company: jobs.company, exitReason: applications.exitReason, notes: applications.notes })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, userId));
}

async function counts(userId: string) {
  const rows = async (table: typeof copilots | typeof resumes | typeof assistantThreads | typeof coverLetters | typeof cvDocuments) =>
    (await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;
  return {
    copilots: await rows(copilots),
    resumes: await rows(resumes),
    threads: await rows(assistantThreads),
    letters: await rows(coverLetters),
    documents: await rows(cvDocuments),
    applications: (await demoApplications(userId)).length,
  };
}

const byStage = (rows: { stage: string }[]) => rows.reduce<Record<string, number>>((all, row) => ({ ...all, [row.stage]: (all[row.stage] ?? 0) + 1 }), {});

describe("the demo job seeker", () => {
  it("starts with a launched copilot, its CV, matches in review, approved and rejected ones, a letter, a built CV and a thread per AI tool", async () => {
    expect(isEmbeddedDemo(t.deps.env)).toBe(true);
    await seedDemoData(t.deps);
    const user = await demoUser();

    const [copilot] = await t.db.select().from(copilots).where(eq(copilots.userId, user.id));
    expect(copilot).toMatchObject({ name: DEMO_COPILOT_NAME, status: "active", completedSteps: expect.arrayContaining([1, 2, 3, 4, 5]) });
    expect(copilot!.launchedAt).not.toBeNull();
    const [resume] = await t.db.select().from(resumes).where(eq(resumes.id, copilot!.resumeId!));
    expect(resume).toMatchObject({ userId: user.id, fileName: DEMO_CV_FILE_NAME });
    expect(resume!.text).toContain("Alex Morgan");

    const rows = await demoApplications(user.id);
    const stages = byStage(rows);
    expect(stages.review).toBeGreaterThanOrEqual(2);
    expect(stages.queued).toBeGreaterThanOrEqual(5);
    expect(stages.rejected).toBe(1);
    expect(rows.find((row) => row.stage === "rejected")!.exitReason).toBe("Not the kind of role I am after.");
    const designer = rows.find((row) => row.title === "Senior Product Designer" && row.company === "Fjord Health");
    expect(designer?.stage).toBe("queued");

    const threads = await t.db.select({ assistantId: assistantThreads.assistantId }).from(assistantThreads).where(eq(assistantThreads.userId, user.id));
    expect(threads.map((thread) => thread.assistantId).sort()).toEqual([...ASSISTANT_IDS].sort());
    const [letter] = await t.db.select().from(coverLetters).where(eq(coverLetters.userId, user.id));
    expect(letter!.applicationId).toBe(designer!.id);
    const [document] = await t.db.select().from(cvDocuments).where(eq(cvDocuments.userId, user.id));
    expect(document).toMatchObject({ source: "resume", resumeId: resume!.id });

    // The admin account is there, without any of it.
    const [admin] = await t.db.select().from(users).where(eq(users.email, "admin@job-copilot.local"));
    expect(admin!.isAdmin).toBe(true);
    expect((await counts(admin!.id)).copilots).toBe(0);
  }, 60_000);

  it("is seeded once: a restart adds nothing", async () => {
    const user = await demoUser();
    const before = await counts(user.id);
    await seedDemoData(t.deps);
    expect(await counts(user.id)).toEqual(before);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_JOB_SEEKER.email))).toHaveLength(1);
  });

  it("its approved applications are really sent to the replicas, and then the tracker shows every stage", async () => {
    const user = await demoUser();
    // Nothing past "Applied" before anything is sent.
    expect(await advanceDemoTracker(t.deps)).toBe("waiting");

    const queued = (await demoApplications(user.id)).filter((row) => row.stage === "queued");
    // The designer job first, as it was approved first: it keeps "Applied" with its letter and proof.
    queued.sort((a, b) => Number(b.title === "Senior Product Designer") - Number(a.title === "Senior Product Designer"));
    const results: Record<string, string> = {};
    for (const row of queued) {
      results[`${row.company}: ${row.title}`] = await applyApplication(t.deps, runtime, row.id);
      t.clock.advance(60_000);
    }
    expect(results["Fjord Health: Senior Product Designer"]).toBe("applied");
    // Stopped for real by the replicas: a question only the user can answer, and two visible CAPTCHAs.
    expect(results["Fjord Health: Senior Full-Stack Engineer (TypeScript)"]).toBe("needs_you");
    expect(Object.values(results).filter((result) => result === "needs_you")).toHaveLength(3);
    // Four a day: the fifth sendable one waits for tomorrow.
    expect(Object.values(results).filter((result) => result === "applied")).toHaveLength(4);
    expect(Object.values(results).filter((result) => result === "deferred")).toHaveLength(1);
    const received = fixtures.submissions.filter((submission) => submission.fields.email === DEMO_JOB_SEEKER.email || Object.values(submission.fields).includes(DEMO_JOB_SEEKER.email));
    expect(received.length).toBe(4);

    expect(await advanceDemoTracker(t.deps)).toBe("moved");
    expect(await advanceDemoTracker(t.deps)).toBe("done");
    const rows = await demoApplications(user.id);
    const stages = byStage(rows);
    // Every tab of the tracker has something: review, waiting to apply, needs you, applied, interview, offer, hired, closed.
    expect(stages.review).toBeGreaterThanOrEqual(2);
    expect(stages).toMatchObject({ queued: 1, needs_you: 3, applied: 1, interview: 1, offer: 1, hired: 1, rejected: 1 });
    expect(rows.find((row) => row.stage === "applied")!.title).toBe("Senior Product Designer");
    for (const row of rows.filter((candidate) => ["interview", "offer", "hired"].includes(candidate.stage))) expect(row.notes).toBe(DEMO_TRACKER_NOTE);

    // What the visitor sees: the sent one's proof, through the API.
    const login = await t.call("POST", "/auth", { body: { email: DEMO_JOB_SEEKER.email, password: DEMO_JOB_SEEKER.password } });
    expect(login.status).toBe(200);
    const token = login.body.data.auth.access_token as string;
    const designer = rows.find((row) => row.stage === "applied")!;
    const detail = (await t.call("GET", `/applications/${designer.id}`, { token })).body.data;
    const [resume] = await t.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(detail.apply.proofs[0]).toMatchObject({ outcome: "confirmed", has_page: true });
    expect(detail.apply.proofs[0].files).toEqual(expect.arrayContaining([expect.objectContaining({ role: "resume", sha256: resume!.sha256 })]));
    const byTab = (await t.call("GET", "/applications/count_by_stage", { token })).body.data;
    expect(byTab).toMatchObject({ review: stages.review, queued: 1, needs_you: 3, applied: 1, interview: 1, offer: 1, hired: 1, rejected: 1 });
    const [waiting] = await t.db.select({ n: count() }).from(applications).where(and(eq(applications.userId, user.id), eq(applications.stage, "applying")));
    expect(waiting!.n).toBe(0);
  }, 180_000);
});
