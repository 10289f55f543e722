import { eq } from "drizzle-orm";
import { copilots, resumes } from "../db/schema";
import { tailoringEnabled } from "../services/copilots";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

type Session = { id: string; token: string };

async function insertResume(userId: string) {
  const [row] = await t.db
    .insert(resumes)
    .values({ userId, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: `${userId}/cv.pdf`, text: "", facts: {} })
    .returning();
  return row!.id;
}

async function newCopilot(user: Session) {
  const res = await t.call("POST", "/copilots", { token: user.token, body: {} });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; cv: { resume_id: string | null; tailor_cv: boolean } };
}

const saveCv = (user: Session, id: string, body: unknown) => t.call("PUT", `/copilots/${id}/steps/4`, { token: user.token, body });
const row = async (id: string) => (await t.db.select().from(copilots).where(eq(copilots.id, id)))[0]!;

async function subscribe(user: Session, plan: "premium" | "elite", period = "monthly") {
  const res = await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan, period } });
  expect(res.status).toBe(201);
  return res.body.data.subscription.id as string;
}

describe("the copilot's CV tailoring switch (step 4, tailor_cv)", () => {
  it("starts off, and is read with the CV step", async () => {
    const user = await t.signUp();
    const copilot = await newCopilot(user);
    expect(copilot.cv).toEqual({ resume_id: null, tailor_cv: false });
    expect((await t.call("GET", `/copilots/${copilot.id}`, { token: user.token })).body.data.cv).toEqual({ resume_id: null, tailor_cv: false });
  });

  it.each([
    ["Free", null],
    ["Premium", "premium"],
  ] as const)("is refused on the %s plan, naming the plan that has it, and nothing of the step is saved", async (planName, plan) => {
    const user = await t.signUp();
    if (plan) await subscribe(user, plan);
    const copilot = await newCopilot(user);
    const resumeId = await insertResume(user.id);
    const refused = await saveCv(user, copilot.id, { resume_id: resumeId, tailor_cv: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.tailor_cv).toEqual({
      code: "cv_tailoring_not_in_plan",
      params: { plan: planName, upgrade: "Elite" },
      message: `CV tailoring is not part of the ${planName} plan. Upgrade to Elite to have your CV tailored to each job, or leave it off.`,
    });
    expect(await row(copilot.id)).toMatchObject({ tailorCv: false, resumeId: null, completedSteps: [] });

    // Left off, or not sent, the step saves.
    const off = await saveCv(user, copilot.id, { resume_id: resumeId, tailor_cv: false });
    expect(off.status).toBe(200);
    expect(off.body.data.cv).toEqual({ resume_id: resumeId, tailor_cv: false });
    expect((await saveCv(user, copilot.id, { resume_id: resumeId })).status).toBe(200);
  });

  it("turns on and off on Elite; a step 4 saved without it keeps the choice", async () => {
    const user = await t.signUp();
    await subscribe(user, "elite");
    const copilot = await newCopilot(user);
    const resumeId = await insertResume(user.id);
    const on = await saveCv(user, copilot.id, { resume_id: resumeId, tailor_cv: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ cv: { resume_id: resumeId, tailor_cv: true }, completed_steps: [4] });
    expect(await tailoringEnabled(t.deps, await row(copilot.id), user.id)).toBe(true);

    const otherResume = await insertResume(user.id);
    expect((await saveCv(user, copilot.id, { resume_id: otherResume })).body.data.cv).toEqual({ resume_id: otherResume, tailor_cv: true });
    expect((await saveCv(user, copilot.id, { resume_id: otherResume, tailor_cv: false })).body.data.cv).toEqual({ resume_id: otherResume, tailor_cv: false });
    expect(await tailoringEnabled(t.deps, await row(copilot.id), user.id)).toBe(false);
  });

  it("stays stored after a downgrade, but tailoring is no longer enabled, and cannot be turned on again", async () => {
    const user = await t.signUp();
    const subscription = await subscribe(user, "elite", "weekly");
    const copilot = await newCopilot(user);
    const resumeId = await insertResume(user.id);
    expect((await saveCv(user, copilot.id, { resume_id: resumeId, tailor_cv: true })).status).toBe(200);
    expect(await t.deps.services.tailoringEnabled(t.deps, await row(copilot.id), user.id)).toBe(true);

    expect((await t.call("DELETE", `/billing/subscriptions/${subscription}`, { token: user.token })).status).toBe(200);
    t.clock.advance(8 * DAY_MS);
    const signedIn = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
    const token = signedIn.body.data.auth.access_token as string;

    expect((await t.call("GET", `/copilots/${copilot.id}`, { token })).body.data.cv).toEqual({ resume_id: resumeId, tailor_cv: true });
    expect(await tailoringEnabled(t.deps, await row(copilot.id), user.id)).toBe(false);
    expect(await t.deps.services.tailoringEnabled(t.deps, await row(copilot.id), user.id)).toBe(false);

    const again = await saveCv({ id: user.id, token }, copilot.id, { resume_id: resumeId, tailor_cv: true });
    expect(again.status).toBe(400);
    expect(again.body.error.fields.tailor_cv.code).toBe("cv_tailoring_not_in_plan");
    // Changing the CV alone still works, and leaves the stored switch as it was.
    expect((await saveCv({ id: user.id, token }, copilot.id, { resume_id: resumeId })).status).toBe(200);
    expect((await row(copilot.id)).tailorCv).toBe(true);
  });

  it("takes only true or false", async () => {
    const user = await t.signUp();
    const copilot = await newCopilot(user);
    const res = await saveCv(user, copilot.id, { resume_id: await insertResume(user.id), tailor_cv: "yes" });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ tailor_cv: "Answer true or false." });
  });

  it("is off for a copilot switched off, whatever the plan", async () => {
    const user = await t.signUp();
    await subscribe(user, "elite");
    expect(await tailoringEnabled(t.deps, { tailorCv: false }, user.id)).toBe(false);
    expect(await tailoringEnabled(t.deps, { tailorCv: true }, user.id)).toBe(true);
  });
});
