import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { makePdf } from "../cv/fixtures/build";
import { applications, copilots, jobs, resumes } from "../db/schema";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

/** CV rows stand in for uploads; the copilot only needs the id of one of the user's resumes. */
async function insertResume(t: TestContext, token: string) {
  const profile = await t.call("GET", "/profile", { token });
  const [row] = await t.db
    .insert(resumes)
    .values({
      userId: profile.body.data.id, fileName: "cv.pdf", mimeType: "application/pdf", sizeBytes: 1, sha256: "0", storageKey: "cv", text: "", facts: {},
    })
    .returning();
  return row!.id;
}

/** A real upload, so the file route has a file to refuse. */
async function uploadResume(t: TestContext, token: string) {
  const form = new FormData();
  const pdf = await makePdf([["Jane Doe", "EXPERIENCE", "Data Analyst, Acme 2019 – 2024", "SQL, Python and Tableau every day"]]);
  form.append("file", new Blob([pdf.slice()]), "cv.pdf");
  const res = await t.app.request("/api/v1/file-upload", { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const copilotSteps = (resumeId: string) => [
  { job_titles: ["Data Analyst"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
  { countries: ["NL"], cities: [], work_modes: ["onsite"] },
  { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false },
  { resume_id: resumeId },
  { mode: "review_first", daily_limit: 3, cover_letter: false },
];

/** A job and an application in review, straight into the tables (the matcher is not needed here). */
async function insertApplication(t: TestContext, token: string, copilotId: string | null = null) {
  const profile = await t.call("GET", "/profile", { token });
  const [job] = await t.db
    .insert(jobs)
    .values({
      source: "lever", externalId: randomUUID(), company: "Acme", companySlug: "acme", title: "Engineer", normalizedTitle: "engineer",
      descriptionHtml: "", descriptionText: "", location: "Remote", remoteType: "remote", applyUrl: "https://example.com", postedAt: new Date(),
      fingerprint: randomUUID(),
    })
    .returning();
  const [row] = await t.db
    .insert(applications)
    .values({
      userId: profile.body.data.id, copilotId, jobId: job!.id, stage: "review", score: 70,
      jobSnapshot: { title: "Engineer", company: "Acme" },
    })
    .returning();
  return row!.id;
}

/**
 * Every route that takes the id of a user's row, with a way to create such a row. User B must get
 * 404 for user A's ids (never 403, which would confirm the id exists). New resources join the table.
 */
type ScopedResource = {
  name: string;
  create: (t: TestContext, token: string) => Promise<string>;
  calls: (id: string) => { method: string; path: string; body?: unknown }[];
};

/** The owner's resume per copilot id, so step 4 sends a valid body and only the copilot is foreign. */
const copilotResumes = new Map<string, string>();

const resources: ScopedResource[] = [
  {
    name: "billing subscription",
    create: async (t, token) => {
      const res = await t.call("POST", "/billing/subscriptions", { token, body: { plan: "premium", period: "monthly" } });
      return res.body.data.subscription.id;
    },
    calls: (id) => [
      { method: "POST", path: `/billing/subscriptions/${id}/cancel`, body: { reason: "other", message: "Not mine" } },
      { method: "DELETE", path: `/billing/subscriptions/${id}` },
    ],
  },
  {
    name: "copilot",
    // Every step saved, so the owner's run and pause succeed; DELETE comes last.
    create: async (t, token) => {
      const res = await t.call("POST", "/copilots", { token, body: {} });
      const resumeId = await insertResume(t, token);
      for (const [index, body] of copilotSteps(resumeId).entries()) {
        await t.call("PUT", `/copilots/${res.body.data.id}/steps/${index + 1}`, { token, body });
      }
      copilotResumes.set(res.body.data.id, resumeId);
      return res.body.data.id;
    },
    calls: (id) => [
      { method: "GET", path: `/copilots/${id}` },
      { method: "PATCH", path: `/copilots/${id}`, body: { name: "Mine now" } },
      { method: "GET", path: `/support/copilots/${id}/filters` },
      { method: "GET", path: `/support/copilots/${id}/outcomes` },
      { method: "PATCH", path: `/support/copilots/${id}`, body: { strictness: "high" } },
      { method: "GET", path: `/support/cv-check?copilot_id=${id}` },
      ...copilotSteps(copilotResumes.get(id)!).map((body, index) => ({ method: "PUT", path: `/copilots/${id}/steps/${index + 1}`, body })),
      { method: "POST", path: `/copilots/${id}/run` },
      { method: "POST", path: `/copilots/${id}/pause` },
      { method: "DELETE", path: `/copilots/${id}` },
    ],
  },
  {
    name: "resume",
    create: uploadResume,
    calls: (id) => [
      { method: "GET", path: `/resumes/${id}` },
      { method: "GET", path: `/resumes/${id}/file` },
      { method: "GET", path: `/support/cv-check?resume_id=${id}` },
      { method: "DELETE", path: `/resumes/${id}` },
    ],
  },
  {
    name: "application",
    create: (t, token) => insertApplication(t, token),
    calls: (id) => [
      { method: "GET", path: `/applications/${id}` },
      { method: "PATCH", path: `/applications/${id}`, body: { notes: "Mine now" } },
      { method: "PATCH", path: `/applications/${id}`, body: { stage: "queued" } },
    ],
  },
  {
    name: "CV builder document",
    create: async (t, token) => {
      const res = await t.call("POST", "/cv-documents", { token, body: { name: "My CV", source: { kind: "empty" } } });
      return res.body.data.id;
    },
    calls: (id) => [
      { method: "GET", path: `/cv-documents/${id}` },
      {
        method: "PUT",
        path: `/cv-documents/${id}`,
        body: { document: { basics: { name: "Mine now" }, meta: { template: "modern", paper: "a4", locale: "en", section_order: [] } }, expected_version: 1 },
      },
      { method: "GET", path: `/cv-documents/${id}/versions` },
      { method: "GET", path: `/cv-documents/${id}/versions/1` },
      { method: "POST", path: `/cv-documents/${id}/restore`, body: { version: 1 } },
      { method: "GET", path: `/cv-documents/${id}/json-resume` },
      { method: "POST", path: `/cv-documents/${id}/tailor`, body: { job: { source: "text", title: "Engineer", company: "Acme", text: "React" }, save: true } },
      { method: "DELETE", path: `/cv-documents/${id}` },
    ],
  },
  {
    name: "answer bank entry",
    create: async (t, token) => {
      const res = await t.call("POST", "/answer-bank", { token, body: { question: "Do you hold a driving licence?", answer: true } });
      return res.body.data.id;
    },
    calls: (id) => [
      { method: "PATCH", path: `/answer-bank/${id}`, body: { answer: false } },
      { method: "DELETE", path: `/answer-bank/${id}` },
    ],
  },
  {
    name: "cover letter",
    create: async (t, token) => {
      const res = await t.call("POST", "/cover-letters", { token, body: { job: { source: "text", title: "Engineer", company: "Acme", text: "Python services." } } });
      return res.body.data.id;
    },
    calls: (id) => [
      { method: "GET", path: `/cover-letters/${id}` },
      { method: "PATCH", path: `/cover-letters/${id}`, body: { paragraphs: ["Dear Acme,", "Mine now.", "Talk soon.", "Regards"] } },
      { method: "POST", path: `/cover-letters/${id}/regenerate`, body: { paragraph: 1 } },
      { method: "DELETE", path: `/cover-letters/${id}` },
    ],
  },
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe.each(resources)("$name", ({ create, calls }) => {
  it("is invisible to another user", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const id = await create(t, owner.token);
    expect(id).toEqual(expect.any(String));
    for (const call of calls(id)) {
      const res = await t.call(call.method, call.path, { token: stranger.token, body: call.body });
      expect({ call: `${call.method} ${call.path}`, status: res.status }).toEqual({ call: `${call.method} ${call.path}`, status: 404 });
    }
    // The owner still can.
    for (const call of calls(id)) {
      const res = await t.call(call.method, call.path, { token: owner.token, body: call.body });
      expect(res.status).toBeLessThan(300);
    }
  });
});

describe("copilot step 4", () => {
  it("refuses another user's CV", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { body } = await t.call("POST", "/copilots", { token: owner.token, body: {} });
    const foreignResume = await insertResume(t, stranger.token);
    const res = await t.call("PUT", `/copilots/${body.data.id}/steps/4`, { token: owner.token, body: { resume_id: foreignResume } });
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error)).toEqual({ resume_id: "Choose one of your CVs." });
    const after = await t.call("GET", `/copilots/${body.data.id}`, { token: owner.token });
    expect(after.body.data).toMatchObject({ cv: { resume_id: null }, completed_steps: [] });
  });
});

describe("per-user singletons", () => {
  it.each(["/profile", "/profile/details", "/profile/extra", "/settings", "/billing/subscriptions", "/billing/entitlements", "/account/email", "/account/export", "/email", "/email/report", "/feedbacks", "/answer-bank", "/cv-documents"])(
    "GET %s answers with the caller's own data only",
    async (path) => {
      const a = await t.signUp({ complete: true });
      const b = await t.signUp();
      const resA = await t.call("GET", path, { token: a.token });
      const resB = await t.call("GET", path, { token: b.token });
      expect(resA.status).toBe(200);
      expect(resB.status).toBe(200);
      expect(JSON.stringify(resB.body)).not.toContain(a.id);
      expect(JSON.stringify(resB.body)).not.toContain(a.email);
    },
  );
});

describe("referrals", () => {
  it("each subscriber sees only their own code, invitees and rewards", async () => {
    const a = await t.signUp({ complete: true });
    const b = await t.signUp();
    for (const user of [a, b]) await t.call("POST", "/billing/subscriptions", { token: user.token, body: { plan: "premium", period: "monthly" } });
    const codeOfA = (await t.call("GET", "/referrals", { token: a.token })).body.data.code;
    const friend = await t.call("POST", "/auth/register", { body: { email: `friend-of-a-${randomUUID().slice(0, 8)}@example.com`, password: "correct horse battery staple", accept_terms: true, referral_code: codeOfA } });
    await t.call("POST", "/billing/subscriptions", { token: friend.body.data.auth.access_token, body: { plan: "premium", period: "weekly" } });

    const seenByA = await t.call("GET", "/referrals", { token: a.token });
    expect(seenByA.body.data).toMatchObject({ invitees: [{ status: "subscribed" }], reward_days: 7 });
    const seenByB = await t.call("GET", "/referrals", { token: b.token });
    expect(seenByB.status).toBe(200);
    expect(seenByB.body.data).toMatchObject({ invitees: [], rewards: [], reward_days: 0 });
    expect(seenByB.body.data.code).not.toBe(codeOfA);
    expect(JSON.stringify(seenByB.body)).not.toContain(a.id);
    expect(JSON.stringify(seenByB.body)).not.toContain(a.email);
  });
});

describe("application review", () => {
  it("a decision naming another user's application reports it not found and changes nothing of theirs", async () => {
    const owner = await t.signUp();
    const stranger = await t.signUp();
    const { body } = await t.call("POST", "/copilots", { token: owner.token, body: {} });
    const id = await insertApplication(t, owner.token, body.data.id);
    const res = await t.call("POST", "/applications/review", {
      token: stranger.token,
      body: { ids: [id], decision: "reject", reason: "Not mine", feedback: { exclude_company: true, exclude_keyword: "acme" } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ items: [{ id, ok: false, error: { code: "not_found", message: "Application not found." } }], feedback: [] });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ stage: "review", exitReason: null });
    const [copilot] = await t.db.select().from(copilots).where(eq(copilots.id, body.data.id));
    expect([copilot!.excludedCompanies, copilot!.excludeKeywords]).toEqual([[], []]);
    const list = await t.call("GET", "/applications", { token: stranger.token });
    expect(list.body.data.items).toEqual([]);
    const queue = await t.call("GET", "/applications/review", { token: stranger.token });
    expect(queue.body.data.items).toEqual([]);
  });
});

describe("account actions", () => {
  it("act on the caller's own account only, whatever the body names", async () => {
    const owner = await t.signUp({ password: "the owner's own passphrase" });
    const stranger = await t.signUp();
    const newEmail = `pending-${randomUUID().slice(0, 8)}@example.com`;
    expect((await t.call("POST", "/account/email", { token: owner.token, body: { new_email: newEmail, password: owner.password } })).status).toBe(200);

    // The stranger knows the owner's email and even their password: still only their own account is in reach.
    const del = await t.call("DELETE", "/account", { token: stranger.token, body: { email: owner.email, password: owner.password } });
    expect(del.status).toBe(400);
    expect(Object.keys(fieldMessages(del.body.error)).sort()).toEqual(["email", "password"]);
    expect((await t.call("POST", "/account/email/resend", { token: stranger.token })).status).toBe(404);
    expect((await t.call("DELETE", "/account/email", { token: stranger.token })).body.data.pending_change).toBeNull();
    const pw = await t.call("POST", "/account/password", { token: stranger.token, body: { current_password: owner.password, new_password: "taken over passphrase" } });
    expect(pw.status).toBe(400);

    const status = await t.call("GET", "/account/email", { token: owner.token });
    expect(status.body.data).toMatchObject({ email: owner.email, pending_change: { new_email: newEmail } });
    expect((await t.call("POST", "/auth", { body: { email: owner.email, password: owner.password } })).status).toBe(200);
  });
});
