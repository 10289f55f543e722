import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ApplicationStage } from "@/lib/contracts/applications";
import type { AppDeps } from "../../deps";
import { applications, copilots, emailLog, users, userSettings } from "../../db/schema";
import { createInProcessQueue, createPgBossQueue, type QueueTimers } from "../queue";
import type { OutgoingMail } from "../../mail/transport";
import { insertJob } from "../../test/job-factory";
import { createTestContext, type TestContext } from "../../test/harness";
import { chooseTip, isReportDue, previewReport, scheduledPeriod, sendReportNow } from "./report";
import { enqueueDueReports, registerReportWorkers, REPORT_CHECK_EVERY_MS, REPORT_JOBS, sendScheduledReport } from "./schedule";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date("2026-03-02T09:00:00Z");

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(START));

type User = { id: string; email: string; password: string; token: string };

async function newUser(options: { verified?: boolean; frequency?: "off" | "daily" | "weekly"; locale?: string; firstName?: string | null } = {}): Promise<User> {
  const user = await t.signUp();
  await t.db
    .update(users)
    .set({ emailVerifiedAt: options.verified === false ? null : t.clock.now(), firstName: options.firstName === undefined ? "Ada" : options.firstName })
    .where(eq(users.id, user.id));
  await t.db
    .update(userSettings)
    .set({ emailReportFrequency: options.frequency ?? "weekly", locale: options.locale ?? "en" })
    .where(eq(userSettings.userId, user.id));
  return { id: user.id, email: user.email, password: user.password, token: user.token };
}

async function addCopilot(userId: string, name: string, status: "draft" | "active" | "paused" = "active") {
  const [row] = await t.db.insert(copilots).values({ userId, name, status }).returning();
  return row!.id;
}

type AppSpec = { copilotId?: string | null; title?: string; company?: string; score?: number; stage?: ApplicationStage; createdAt?: Date };

/** A job from the factory and the application a copilot made of it. */
async function addApplication(userId: string, spec: AppSpec = {}) {
  const title = spec.title ?? "Frontend Engineer";
  const company = spec.company ?? "Acme";
  const job = await insertJob(t.db, { title, company, now: t.clock.now() });
  const [row] = await t.db
    .insert(applications)
    .values({
      userId, copilotId: spec.copilotId ?? null, jobId: job.id, stage: spec.stage ?? "review", score: spec.score ?? 80,
      jobSnapshot: { title, company, location: job.location, apply_url: job.applyUrl },
      // A minute ago: a report covers up to now, exclusive.
      createdAt: spec.createdAt ?? new Date(t.clock.now().getTime() - 60_000), stageChangedAt: spec.createdAt ?? t.clock.now(),
    })
    .returning();
  return row!.id;
}

/**
 * Moves an application through the API, so the timeline has the real events. Signs in anew: the
 * test clock has usually moved past the sign-up's access token.
 */
async function move(user: User, id: string, ...stages: ApplicationStage[]) {
  const login = await t.call("POST", "/auth", { body: { email: user.email, password: user.password } });
  for (const stage of stages) {
    const res = await t.call("PATCH", `/applications/${id}`, { token: login.body.data.auth.access_token, body: { stage } });
    expect(res.status).toBe(200);
  }
}

const reportsTo = (email: string) => t.mails.filter((mail) => mail.to === email && !/confirm/i.test(mail.subject));

async function lastSentAt(userId: string) {
  const [row] = await t.db.select({ at: userSettings.lastReportSentAt }).from(userSettings).where(eq(userSettings.userId, userId));
  return row?.at ?? null;
}

describe("periods", () => {
  it("follows on from the last report, or covers one period after a long pause", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    const yesterday = new Date(now.getTime() - DAY - 5_000);
    expect(scheduledPeriod("daily", now, yesterday)).toEqual({ from: yesterday, to: now });
    expect(scheduledPeriod("daily", now, null)).toEqual({ from: new Date(now.getTime() - DAY), to: now });
    // Reports were off for a month: one day, not the month.
    expect(scheduledPeriod("daily", now, new Date(now.getTime() - 30 * DAY))).toEqual({ from: new Date(now.getTime() - DAY), to: now });
    expect(scheduledPeriod("weekly", now, new Date(now.getTime() - 8 * DAY))).toEqual({ from: new Date(now.getTime() - 8 * DAY), to: now });
  });

  it("is due a period after the last one, with slack for the hourly check", () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(isReportDue("daily", now, null)).toBe(true);
    // The check ran a few seconds earlier than yesterday's: still due, so the report does not slip an hour.
    expect(isReportDue("daily", now, new Date(now.getTime() - DAY + 3_000))).toBe(true);
    expect(isReportDue("daily", now, new Date(now.getTime() - DAY + HOUR))).toBe(false);
    expect(isReportDue("weekly", now, new Date(now.getTime() - 6 * DAY))).toBe(false);
    expect(isReportDue("weekly", now, new Date(now.getTime() - 7 * DAY))).toBe(true);
  });

  it("picks the tip that helps most", () => {
    const base = { copilots: 1, activeCopilots: 1, offers: 0, interviews: 0, waitingReview: 0, newMatches: 3, periodIndex: 0 };
    expect(chooseTip({ ...base, copilots: 0, activeCopilots: 0 })).toBe("createCopilot");
    expect(chooseTip({ ...base, activeCopilots: 0, offers: 1 })).toBe("resumeCopilot");
    expect(chooseTip({ ...base, offers: 1, interviews: 2 })).toBe("offer");
    expect(chooseTip({ ...base, interviews: 1 })).toBe("interview");
    expect(chooseTip({ ...base, waitingReview: 5 })).toBe("review");
    expect(chooseTip({ ...base, newMatches: 0 })).toBe("broaden");
    expect(new Set([0, 1, 2].map((periodIndex) => chooseTip({ ...base, periodIndex })))).toEqual(new Set(["cv", "coverLetter", "advisors"]));
  });
});

describe("report content", () => {
  let user: User;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t.clock.set(START);
    user = await newUser({ firstName: "Ada" });
    const frontend = await addCopilot(user.id, "Frontend <Berlin>");
    const data = await addCopilot(user.id, "Data", "paused");
    const deleted = await addCopilot(user.id, "Gone");
    const old = new Date(START.getTime() - 20 * DAY);
    ids = {
      // Before the period: moved forward within it.
      interview: await addApplication(user.id, { copilotId: frontend, title: "Staff Engineer", company: "Initech", stage: "applied", createdAt: old }),
      offer: await addApplication(user.id, { copilotId: frontend, title: "Lead Developer", company: "Globex", stage: "applied", createdAt: old }),
      sent: await addApplication(user.id, { copilotId: data, title: "Data Analyst", company: "Hooli", stage: "queued", createdAt: old }),
      oldReview: await addApplication(user.id, { copilotId: frontend, title: "Old review", stage: "review", createdAt: old }),
    };
    // The period: the last 7 days before START + 7 days.
    t.clock.set(new Date(START.getTime() + 2 * DAY));
    ids.best = await addApplication(user.id, { copilotId: frontend, title: "Senior <Frontend> Engineer", company: "Acme & Co", score: 93 });
    ids.second = await addApplication(user.id, { copilotId: data, title: "Analytics Engineer", company: "Hooli", score: 88 });
    ids.third = await addApplication(user.id, { copilotId: frontend, title: "React Developer", company: "Initrode", score: 81 });
    ids.fourth = await addApplication(user.id, { copilotId: frontend, title: "UI Engineer", company: "Umbrella", score: 77, stage: "queued" });
    ids.fifth = await addApplication(user.id, { copilotId: data, title: "BI Developer", company: "Stark", score: 70 });
    ids.sixth = await addApplication(user.id, { copilotId: deleted, title: "Web Developer", company: "Wayne", score: 65 });
    // Turned down already: a new match, but not one to show among the best.
    ids.rejected = await addApplication(user.id, { copilotId: frontend, title: "Rejected One", company: "Nope", score: 99, stage: "rejected" });
    await t.db.delete(copilots).where(eq(copilots.id, deleted));
    t.clock.set(new Date(START.getTime() + 3 * DAY));
    await move(user, ids.interview!, "interview");
    await move(user, ids.offer!, "interview", "offer");
    await move(user, ids.sent!, "applying", "applied");

    // Someone else's activity in the same period never shows.
    const other = await newUser();
    const theirs = await addCopilot(other.id, "Their copilot");
    await addApplication(other.id, { copilotId: theirs, title: "Not yours", company: "Elsewhere", score: 100 });
    t.clock.set(new Date(START.getTime() + 7 * DAY));
  });
  beforeEach(() => t.clock.set(new Date(START.getTime() + 7 * DAY)));

  it("summarises the period: matches per copilot, the best five, what moved, the pipeline and the review queue", async () => {
    const preview = await previewReport(t.deps, user.id, "weekly");
    expect(preview.period).toEqual({ from: START.toISOString(), to: new Date(START.getTime() + 7 * DAY).toISOString() });
    expect(preview.frequency).toBe("weekly");
    expect(preview.empty).toBe(false);
    // Interviews and offers lead the subject.
    expect(preview.subject).toBe("Your weekly job report: 2 applications moved forward");

    const text = preview.text;
    expect(text).toContain("Hi Ada,");
    expect(text).toContain("New matches: 7");
    expect(text).toContain("Applications sent: 1");
    expect(text).toContain("Interviews & offers: 2");
    // Review: best, second, third, fifth, sixth and the old one.
    expect(text).toContain("Waiting for review: 6");
    expect(text).toContain("- Frontend <Berlin>: 4 matches");
    expect(text).toContain("- Data: 2 matches");
    expect(text).toContain("- A deleted copilot: 1 match");
    // Best five by score, without the rejected one, each with its link.
    const best = text.slice(text.indexOf("YOUR BEST NEW MATCHES"), text.indexOf("NEW MATCHES PER COPILOT"));
    const titles = [...best.matchAll(/^- (.+) at /gm)].map((match) => match[1]);
    expect(titles).toEqual(["Senior <Frontend> Engineer", "Analytics Engineer", "React Developer", "UI Engineer", "BI Developer"]);
    expect(best).toContain("(93% match)");
    expect(best).toContain(`http://localhost:3000/applications?id=${ids.best}`);
    expect(best).not.toContain("Rejected One");
    // Moved forward: the offer shows once, at its latest stage.
    const moved = text.slice(text.indexOf("MOVING FORWARD"), text.indexOf("YOUR BEST NEW MATCHES"));
    expect(moved).toContain("- Offer: Lead Developer at Globex");
    expect(moved).toContain("- Interview: Staff Engineer at Initech");
    expect(moved.match(/Lead Developer/g)).toHaveLength(1);
    expect(text).toContain("6 applications are waiting for your review");
    expect(text).toContain("Review now: http://localhost:3000/applications/review");
    expect(text).toMatch(/ALL YOUR APPLICATIONS BY STAGE\n- To review: 6\n- Waiting to apply: 1\n- Applied: 1\n- Interview: 1\n- Offer: 1\n- Rejected: 1\n/);
    // One tip, about the offer.
    expect(text).toContain("Prepare your negotiation: http://localhost:3000/offer-negotiation");
    expect(text).not.toContain("Not yours");
  });

  it("tells about applications waiting on the user, even in an otherwise quiet period", async () => {
    const waiting = await newUser({ firstName: "Grace" });
    const copilot = await addCopilot(waiting.id, "Backend");
    await addApplication(waiting.id, { copilotId: copilot, title: "Backend Engineer", company: "Northwind", stage: "needs_you", createdAt: new Date(START.getTime() - 20 * DAY) });
    const preview = await previewReport(t.deps, waiting.id, "weekly");
    expect(preview.empty).toBe(false);
    expect(preview.text).toContain("1 application needs you");
    expect(preview.text).toContain("Open Needs you: http://localhost:3000/applications?stage=needs_you");
    expect(preview.html).toContain('href="http://localhost:3000/applications?stage=needs_you"');
  });

  it("renders a mail-client-safe HTML part with everything escaped", async () => {
    const { html } = await previewReport(t.deps, user.id, "weekly");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('role="presentation"');
    expect(html).not.toMatch(/<style|<script|class=/);
    expect(html).toContain("Senior &lt;Frontend&gt; Engineer");
    expect(html).toContain("Acme &amp; Co");
    expect(html).toContain("Frontend &lt;Berlin&gt;");
    expect(html).not.toContain("<Frontend>");
    expect(html).toContain(`href="http://localhost:3000/applications?id=${ids.best}"`);
    expect(html).toContain('href="http://localhost:3000/applications/review"');
    expect(html).toContain('href="http://localhost:3000/account"');
    expect(html).not.toContain("Not yours");
  });

  it("covers only the last 24 hours when asked for a daily report", async () => {
    const preview = await previewReport(t.deps, user.id, "daily");
    // Nothing happened on the last day of the week.
    expect(preview.empty).toBe(true);
    expect(preview.subject).toBe("Your daily job report: nothing new");
    expect(preview.text).toContain("Nothing new this time");
    // The pipeline and the queue are the state now, whatever the period.
    expect(preview.text).toContain("Waiting for review: 6");
  });

  it("speaks the user's language", async () => {
    await t.db.update(userSettings).set({ locale: "de" }).where(eq(userSettings.userId, user.id));
    try {
      const preview = await previewReport(t.deps, user.id, "weekly");
      expect(preview.subject).toBe("Dein wöchentlicher Bewerbungsbericht: 2 Bewerbungen kommen weiter");
      expect(preview.html).toContain('<html lang="de">');
      expect(preview.text).toContain("Neue Treffer: 7");
      expect(preview.text).toContain("- Angebot: Lead Developer bei Globex");
      expect(preview.text).toContain("2.–9. März 2026");
    } finally {
      await t.db.update(userSettings).set({ locale: "en" }).where(eq(userSettings.userId, user.id));
    }
  });

  it("previews the next scheduled report when no frequency is given", async () => {
    const lastWeek = new Date(t.clock.now().getTime() - 5 * DAY);
    await t.db.update(userSettings).set({ lastReportSentAt: lastWeek }).where(eq(userSettings.userId, user.id));
    try {
      const preview = await previewReport(t.deps, user.id);
      expect(preview.period.from).toBe(lastWeek.toISOString());
      expect(preview.text).toContain("You receive this report every week when there is news.");
    } finally {
      await t.db.update(userSettings).set({ lastReportSentAt: null }).where(eq(userSettings.userId, user.id));
    }
  });
});

describe("send now", () => {
  it("mails the report, logs it as a report and leaves the schedule alone", async () => {
    const user = await newUser({ frequency: "daily" });
    await addApplication(user.id, { title: "Platform Engineer" });
    const sent = await sendReportNow(t.deps, user.id, "weekly");
    expect(sent.recipient).toBe(user.email);
    const [mail] = reportsTo(user.email);
    expect(mail).toMatchObject({ subject: "Your weekly job report: 1 new match", html: sent.html, text: sent.text });
    expect(mail!.text).toContain("You asked for this report.");
    const log = await t.db.select().from(emailLog).where(and(eq(emailLog.userId, user.id), eq(emailLog.kind, "report")));
    expect(log).toMatchObject([{ recipient: user.email, subject: mail!.subject, status: "sent", error: null }]);
    expect(await lastSentAt(user.id)).toBeNull();
  });

  it("refuses an unconfirmed address", async () => {
    const user = await newUser({ verified: false });
    await expect(sendReportNow(t.deps, user.id)).rejects.toMatchObject({ status: 409, code: "email_unverified" });
    expect(reportsTo(user.email)).toEqual([]);
  });
});

/** A queue on the test's own timers, so the hourly schedule can be run by hand. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let seq = 0;
  const timers: QueueTimers & { advance(ms: number): void } = {
    now: () => now,
    setTimeout: (run, ms) => (pending.set(++seq, { at: now + ms, run }), seq),
    clearTimeout: (handle) => void pending.delete(handle as number),
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.run();
      }
    },
  };
  return timers;
}

describe("the schedule", () => {
  // Accounts from earlier tests may be due too; each test looks only at its own users' mail.
  async function runCheck(deps: AppDeps = t.deps) {
    const queue = createInProcessQueue({ logger: deps.logger });
    await registerReportWorkers(deps, queue);
    await queue.start();
    await enqueueDueReports(deps, queue);
    await queue.idle();
    await queue.stop();
    return queue;
  }

  it("sends a daily report once per day, each one picking up where the last ended", async () => {
    const user = await newUser({ frequency: "daily" });
    await addApplication(user.id, { title: "First day job", createdAt: new Date(START.getTime() - HOUR) });
    const queue = await runCheck();
    expect(queue.failed).toEqual([]);
    expect(reportsTo(user.email).map((mail) => mail.subject)).toEqual(["Your daily job report: 1 new match"]);
    expect(await lastSentAt(user.id)).toEqual(START);

    // The next hourly checks find nothing due.
    for (let hour = 1; hour <= 23; hour += 11) {
      t.clock.set(new Date(START.getTime() + hour * HOUR));
      await addApplication(user.id, { title: `Job at hour ${hour}` });
      await runCheck();
    }
    expect(reportsTo(user.email)).toHaveLength(1);

    // A day later, a few seconds early: due, and it covers exactly the time since the first.
    t.clock.set(new Date(START.getTime() + DAY - 4_000));
    await runCheck();
    const mails = reportsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Your daily job report: 3 new matches");
    expect(mails[1]!.text).not.toContain("First day job");
    expect(mails[1]!.text).toContain("Job at hour 1");
    expect(mails[1]!.text).toContain("You receive this report every day when there is news.");
    expect(await lastSentAt(user.id)).toEqual(new Date(START.getTime() + DAY - 4_000));
  });

  it("skips an empty report without failing, and keeps the rhythm", async () => {
    const user = await newUser({ frequency: "weekly" });
    const queue = await runCheck();
    expect(queue.failed).toEqual([]);
    expect(reportsTo(user.email)).toEqual([]);
    // The quiet week counts as reported: the next report is a week away, not the next hour.
    expect(await lastSentAt(user.id)).toEqual(START);
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    await addApplication(user.id, { title: "Finally one" });
    await runCheck();
    expect(reportsTo(user.email)).toEqual([]);
    t.clock.set(new Date(START.getTime() + 7 * DAY));
    await runCheck();
    expect(reportsTo(user.email).map((mail) => mail.subject)).toEqual(["Your weekly job report: 1 new match"]);
    const log = await t.db.select().from(emailLog).where(and(eq(emailLog.userId, user.id), eq(emailLog.kind, "report")));
    expect(log).toHaveLength(1);
  });

  it("leaves out unconfirmed addresses and reports that are off", async () => {
    const unverified = await newUser({ frequency: "daily", verified: false });
    const off = await newUser({ frequency: "off" });
    for (const user of [unverified, off]) await addApplication(user.id);
    await runCheck();
    expect(await sendScheduledReport(t.deps, off.id)).toBe("ineligible");
    expect([...reportsTo(unverified.email), ...reportsTo(off.email)]).toEqual([]);
    expect(await lastSentAt(unverified.id)).toBeNull();
    expect(await lastSentAt(off.id)).toBeNull();
  });

  it("goes on with the others when one delivery fails, and retries that one at the next check", async () => {
    const failing = await newUser({ frequency: "daily" });
    const fine = await newUser({ frequency: "daily" });
    for (const user of [failing, fine]) await addApplication(user.id);
    let refuse = true;
    const deps: AppDeps = {
      ...t.deps,
      mail: {
        describe: "flaky",
        send: async (mail: OutgoingMail) => {
          if (refuse && mail.to === failing.email) throw new Error("550 mailbox unavailable");
          t.mails.push(mail);
        },
      },
    };
    const queue = await runCheck(deps);
    expect(queue.failed).toEqual([]);
    expect(reportsTo(fine.email)).toHaveLength(1);
    expect(reportsTo(failing.email)).toEqual([]);
    // The period is given back, so the next check tries again.
    expect(await lastSentAt(failing.id)).toBeNull();
    const [logged] = await t.db.select().from(emailLog).where(and(eq(emailLog.userId, failing.id), eq(emailLog.kind, "report")));
    expect(logged).toMatchObject({ status: "failed", error: "550 mailbox unavailable" });

    refuse = false;
    t.clock.set(new Date(START.getTime() + HOUR));
    await runCheck(deps);
    expect(reportsTo(failing.email)).toHaveLength(1);
    expect(reportsTo(fine.email)).toHaveLength(1);
  });

  it("sends once when two workers pick the same user", async () => {
    const user = await newUser({ frequency: "daily" });
    await addApplication(user.id);
    const outcomes = await Promise.all([sendScheduledReport(t.deps, user.id), sendScheduledReport(t.deps, user.id)]);
    expect(outcomes.sort()).toEqual(["not_due", "sent"]);
    expect(reportsTo(user.email)).toHaveLength(1);
  });

  it("runs from the hourly schedule of the queue", async () => {
    const user = await newUser({ frequency: "daily" });
    await addApplication(user.id, { title: "Scheduled find" });
    const timers = manualTimers();
    const queue = createInProcessQueue({ logger: t.deps.logger, timers });
    await registerReportWorkers(t.deps, queue);
    await queue.schedule(REPORT_JOBS.schedule, REPORT_CHECK_EVERY_MS, {});
    await queue.start();
    timers.advance(REPORT_CHECK_EVERY_MS - 1);
    await queue.idle();
    expect(reportsTo(user.email)).toEqual([]);
    timers.advance(1);
    // The tick enqueues the fan-out, which enqueues the send: wait until both ran.
    for (let i = 0; i < 50 && reportsTo(user.email).length === 0; i++) {
      await queue.idle();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await queue.stop();
    expect(queue.failed).toEqual([]);
    expect(reportsTo(user.email).map((mail) => mail.subject)).toEqual(["Your daily job report: 1 new match"]);
  });
});

// CI runs the suite a second time against PostgreSQL with TEST_DATABASE_URL set: the same workers on pg-boss.
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnPostgres("the schedule on pg-boss", () => {
  it("fans out and sends through pg-boss like the in-process runner", async () => {
    const schema = `jc_boss_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const queue = createPgBossQueue({ connectionString: process.env.TEST_DATABASE_URL!, logger: t.deps.logger, schema, pollingIntervalSeconds: 0.5 });
    const user = await newUser({ frequency: "daily" });
    await addApplication(user.id, { title: "Found by pg-boss" });
    try {
      await queue.start();
      await registerReportWorkers(t.deps, queue);
      await queue.send(REPORT_JOBS.schedule, {});
      const end = Date.now() + 20_000;
      while (reportsTo(user.email).length === 0 && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reportsTo(user.email).map((mail) => mail.subject)).toEqual(["Your daily job report: 1 new match"]);
      expect(await lastSentAt(user.id)).toEqual(START);
    } finally {
      await queue.stop();
      const { Client } = await import("pg");
      const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
