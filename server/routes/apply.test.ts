import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { applications, copilots, resumes } from "../db/schema";
import { APPLIERS } from "../jobs/apply/appliers";
import { sharedBrowser } from "../jobs/apply/browser";
import { applyApplication, type ApplyRuntime } from "../jobs/apply/engine";
import { replicaTargets } from "../jobs/apply/replicas";
import { startFixtureServer, type FixtureServer } from "../jobs/sources/fixture-server";
import { insertJob } from "../test/job-factory";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

// The whole way from an approved application to the proof on its page, against the Lever replica
// in a real headless Chromium: what the user sees through the API is what the employer received.

let t: TestContext;
let fixtures: FixtureServer;
const browser = sharedBrowser(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium");
let runtime: ApplyRuntime;

beforeAll(async () => {
  t = await createTestContext();
  fixtures = await startFixtureServer();
  runtime = { appliers: APPLIERS, context: { targets: replicaTargets(fixtures.url), browser: browser.get, fetch, now: () => t.clock.now() } };
});
afterAll(async () => {
  await browser.close();
  await fixtures.close();
  await t.close();
});

const CV = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const LEVER = "https://jobs.lever.co/fjordhealth";

async function approvedApplication(posting: string) {
  const user = await t.signUp({ complete: true });
  const storageKey = `${user.id}/cv.pdf`;
  await t.files.put(storageKey, CV);
  const [resume] = await t.db
    .insert(resumes)
    .values({ userId: user.id, fileName: "Ada Lovelace CV.pdf", mimeType: "application/pdf", sizeBytes: CV.length, sha256: createHash("sha256").update(CV).digest("hex"), storageKey, text: "", facts: {} })
    .returning();
  const [copilot] = await t.db.insert(copilots).values({ userId: user.id, name: "Engineering", status: "active", resumeId: resume!.id, dailyLimit: 20 }).returning();
  const job = await insertJob(t.db, { source: "lever", company: "Fjord Health", applyUrl: `${LEVER}/${posting}`, now: t.clock.now() });
  const [row] = await t.db
    .insert(applications)
    .values({ userId: user.id, copilotId: copilot!.id, jobId: job.id, stage: "review", score: 70, jobSnapshot: {}, resumeId: resume!.id })
    .returning();
  const approved = await t.call("POST", "/applications/review", { token: user.token, body: { ids: [row!.id], decision: "approve" } });
  expect(approved.status).toBe(200);
  return { user, id: row!.id, resume: resume! };
}

describe("applying, seen through the API", () => {
  it("an approved application is sent, and its page shows the proof the employer's form gave", async () => {
    const { user, id, resume } = await approvedApplication("066076c8-3f37-da56-8f7e-d0e1b7df7ec1");
    expect(await applyApplication(t.deps, runtime, id)).toBe("applied");

    const detail = (await t.call("GET", `/applications/${id}`, { token: user.token })).body.data;
    expect(detail.stage).toBe("applied");
    expect(detail.apply).toMatchObject({ ats: "lever", blocked_reason: null, pending_questions: [] });
    const [proof] = detail.apply.proofs;
    expect(proof).toMatchObject({ outcome: "confirmed", has_page: true, files: [{ role: "resume", sha256: resume.sha256 }] });
    expect(proof.url).toContain("/066076c8-3f37-da56-8f7e-d0e1b7df7ec1");

    const received = fixtures.submissions.filter((submission) => submission.posting.endsWith("066076c8-3f37-da56-8f7e-d0e1b7df7ec1"));
    expect(received).toHaveLength(1);
    expect(received[0]!.fields.email).toBe(user.email);
    expect(received[0]!.files.map((file) => file.sha256)).toContain(resume.sha256);
    expect(proof.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field_id: "email", value: user.email })]));

    const screenshot = await t.call("GET", `/applications/${id}/proofs/${proof.id}/screenshot`, { token: user.token });
    expect(screenshot.status).toBe(200);
    expect(screenshot.headers.get("content-type")).toBe("image/png");
    const page = await t.app.request(`/api/v1/applications/${id}/proofs/${proof.id}/html`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(page.headers.get("content-security-policy")).toContain("sandbox");
    expect(await page.text()).toMatch(/Application submitted/i);

    const stranger = await t.signUp({ complete: true });
    expect((await t.call("GET", `/applications/${id}/proofs/${proof.id}/screenshot`, { token: stranger.token })).status).toBe(404);
  });

  it("a question only the user can answer waits for them; their answer is remembered and the application goes out", async () => {
    const { user, id } = await approvedApplication("51b56812-5a91-9485-8649-b74cbdfdb1a1");
    expect(await applyApplication(t.deps, runtime, id)).toBe("needs_you");
    const waiting = (await t.call("GET", `/applications/${id}`, { token: user.token })).body.data;
    expect(waiting.stage).toBe("needs_you");
    expect(waiting.apply.blocked_reason).toBe("questions");
    const question = waiting.apply.pending_questions.find((entry: { label: string }) => /Why do you want to work at Fjord Health/.test(entry.label));
    expect(question).toMatchObject({ required: true });

    const empty = await t.call("POST", `/applications/${id}/answers`, { token: user.token, body: { answers: [{ field_id: "nope", value: "x" }] } });
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body.error)).toMatchObject({ "answers.0.field_id": "Check this value.", [question.field_id]: "Enter the answer." });

    const answer = "I want to build health software that patients trust.";
    const answered = await t.call("POST", `/applications/${id}/answers`, { token: user.token, body: { answers: [{ field_id: question.field_id, value: answer }] } });
    expect(answered.status).toBe(200);
    expect(answered.body.data.stage).toBe("queued");
    expect(await applyApplication(t.deps, runtime, id)).toBe("applied");
    const sent = fixtures.submissions.find((submission) => submission.posting.endsWith("51b56812-5a91-9485-8649-b74cbdfdb1a1"));
    expect(Object.values(sent!.fields)).toContain(answer);

    const again = await t.call("POST", `/applications/${id}/answers`, { token: user.token, body: { answers: [{ field_id: question.field_id, value: answer }] } });
    expect(again.status).toBe(409);
  });

  it("a visible CAPTCHA is never solved: the user finishes, and nothing is sent", async () => {
    const { user, id } = await approvedApplication("ad3b7c3b-677e-1cfc-7e84-14c92de71d64");
    const before = fixtures.submissions.length;
    expect(await applyApplication(t.deps, runtime, id)).toBe("needs_you");
    expect((await t.call("GET", `/applications/${id}`, { token: user.token })).body.data.apply.blocked_reason).toBe("captcha");
    expect(fixtures.submissions.length).toBe(before);
  });

  it("a worker killed mid-apply: one that died before sending is sent once by the next; one that died after starting to send is never sent again", async () => {
    const sentTo = (posting: string) => fixtures.submissions.filter((submission) => submission.posting.endsWith(posting)).length;

    // Died before the form went out: its claim runs out and the next worker sends it, once.
    const before = await approvedApplication("968d817a-3e0c-166c-07a9-3358992b7298");
    await t.db.update(applications).set({ stage: "applying", applyClaimedUntil: new Date(t.clock.now().getTime() - 1) }).where(eq(applications.id, before.id));
    expect(await applyApplication(t.deps, runtime, before.id)).toBe("applied");
    expect(await applyApplication(t.deps, runtime, before.id)).toBe("not_claimed");
    expect(sentTo("968d817a-3e0c-166c-07a9-3358992b7298")).toBe(1);

    // Died after pressing send (the employer has it, the confirmation was never written): asked, not resent.
    const after = await approvedApplication("e105ffe5-3a40-d41a-7a68-7202e7aeccd5");
    expect(await applyApplication(t.deps, runtime, after.id)).toBe("applied");
    await t.db
      .update(applications)
      .set({ stage: "applying", submittedAt: null, sendStartedAt: t.clock.now(), applyClaimedUntil: new Date(t.clock.now().getTime() - 1) })
      .where(eq(applications.id, after.id));
    const received = fixtures.submissions.length;
    expect(await applyApplication(t.deps, runtime, after.id)).toBe("needs_you");
    expect((await t.call("GET", `/applications/${after.id}`, { token: after.user.token })).body.data.apply.blocked_reason).toBe("maybe_sent");
    expect(fixtures.submissions.length).toBe(received);
  });
});
