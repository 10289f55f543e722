import { and, asc, desc, eq, inArray, isNotNull } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { isEmbeddedDemo } from "@/lib/env";
import { createThreadSchema, type AssistantIdValue } from "@/lib/contracts/assistant";
import { reviewDecisionSchema, updateApplicationSchema } from "@/lib/contracts/applications";
import { copilotStepSchemas } from "@/lib/contracts/copilot";
import { createCoverLetterSchema } from "@/lib/contracts/cover-letter";
import { createCvDocumentSchema } from "@/lib/contracts/cv-document";
import { updateProfileDetailsSchema, updateProfileExtraSchema } from "@/lib/contracts/profile";
import type { AppDeps } from "../deps";
import { applications, copilots, jobs, resumes, userSettings, users } from "../db/schema";
import { ingestAll } from "../jobs/ingest/ingestion";
import { matchCopilot } from "../jobs/match/matcher";
import type { JobContext, JobQueue } from "../jobs/queue";
import { startFixtureServer } from "../jobs/sources/fixture-server";
import { decideReview, updateApplication } from "./applications";
import { createThread } from "./assistant";
import { createCopilot, runCopilot, saveStep } from "./copilots";
import { generateCoverLetter } from "./cover-letters";
import { createCvDocument } from "./cv-documents";
import { hashPassword } from "./passwords";
import { updateProfileDetails, updateProfileExtra } from "./profile";
import { uploadResume } from "./resumes";

/** Local demo accounts, created only in embedded mode (never in production) and listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    email: "demo@job-copilot.local",
    password: "copilot-demo-2026",
    isAdmin: false,
    firstName: "Alex",
    lastName: "Morgan",
    country: "DE",
    phone: { countryCode: "DE", number: "15123456789" },
  },
  {
    email: "admin@job-copilot.local",
    password: "copilot-admin-2026",
    isAdmin: true,
    firstName: "Sam",
    lastName: "Admin",
    country: "NL",
    phone: { countryCode: "NL", number: "612345678" },
  },
] as const;

export const DEMO_JOB_SEEKER = DEMO_ACCOUNTS[0];
export const DEMO_COPILOT_NAME = "Product & engineering";
export const DEMO_CV_FILE_NAME = "Alex Morgan CV.pdf";

/** The demo's CV, one line under the other: what the matcher, the forms' answers and the CV builder read. */
export const DEMO_CV_LINES = [
  "Alex Morgan",
  "Berlin, Germany | demo@job-copilot.local | +49 151 23456789",
  "Senior Product Designer and Full-Stack Engineer",
  "",
  "Summary",
  "Software engineer and product designer with 7 years of experience in full-stack development, design and site reliability.",
  "",
  "Experience",
  "Senior Software Engineer, Spreewald Health, 2018 - present",
  "Led the redesign of the patient booking flow in React and TypeScript; built its Node.js services on AWS.",
  "Product Designer, Lindenhof Studio, 2016 - 2018",
  "Designed and tested mobile apps with Figma and user research for clients in health and finance.",
  "",
  "Education",
  "M.Sc. Human-Computer Interaction, Technische Universitat Berlin, 2016",
  "",
  "Skills: TypeScript, React, Node.js, Figma, User Research, Kubernetes, Terraform, AWS",
  "Languages: English (native), German (professional)",
];

/** The five steps of the demo copilot, as a user would send them. */
const DEMO_STEPS = {
  1: { job_titles: ["Product Designer", "Full-Stack Engineer", "Frontend Engineer", "Site Reliability Engineer", "Software Engineer"], seniorities: [], employment_types: ["full_time"], strictness: "high" },
  2: { countries: ["DE", "IE", "NL", "US"], cities: [], work_modes: ["remote", "hybrid", "onsite"] },
  3: { include_keywords: [], exclude_keywords: [], excluded_companies: [], min_salary: null, posting_languages: [], needs_sponsorship: false, company_cap_count: 5 },
  // Four a day: of the five approved postings the replicas take, one waits for tomorrow in "Waiting to apply".
  5: { mode: "review_first", daily_limit: 4, cover_letter: false },
} as const;

/**
 * What the demo does with its matches, by job title (the offline fixture catalogue's Fjord Health
 * postings, sent to the Lever replica): the designer job goes out with a letter written for it;
 * the full-stack one asks a question only the user can answer, so it stops at "Needs you" when the
 * worker gets to it.
 */
const LETTER_TITLE = "Senior Product Designer";
const QUESTION_TITLE = "Senior Full-Stack Engineer (TypeScript)";
/** Approved besides the designer job and the question: five of them reach a replica's send, one more than the copilot's four a day. */
const APPROVALS = 6;
const REPLICA_SOURCES = new Set(["lever", "greenhouse", "ashby", "recruitee"]);
const REJECT_REASON = "Not the kind of role I am after.";
/** On the timeline of the applications the demo moves past "Applied": the replicas never answer, so the demo says so. */
export const DEMO_TRACKER_NOTE =
  "Demo data: this stage was set by the demo account's seed to show the tracker's later stages. The application itself was really sent to the local form replica; no employer replied.";

/** One opening per AI tool, each from its own setup. */
const THREADS = (designerApplicationId: string): { assistant_id: AssistantIdValue; setup: Record<string, unknown> }[] => [
  { assistant_id: "job_interview", setup: { job: { source: "application", application_id: designerApplicationId }, interview_type: "behavioural" } },
  { assistant_id: "offer_negotiation", setup: { title: LETTER_TITLE, company: "Fjord Health", country: "IE", currency: "EUR", base_salary: 85_000 } },
  { assistant_id: "career_switch", setup: { target_title: "Product Manager" } },
  { assistant_id: "fresh_grad", setup: { field: "Human-Computer Interaction" } },
  { assistant_id: "personality_test", setup: {} },
];

export const DEMO_JOBS = { tracker: "demo.tracker" } as const;
/** Retries of the tracker step, 30 s doubling: about two hours for the workers to send the approved ones. */
const TRACKER_RETRIES = 8;

/** The demo CV as a real one-page PDF. */
export async function demoCvPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  DEMO_CV_LINES.forEach((text, index) => {
    const heading = index === 0 || ["Summary", "Experience", "Education"].includes(text);
    if (text) page.drawText(text, { x: 56, y, size: index === 0 ? 18 : 10, font: heading ? bold : regular, maxWidth: 483 });
    y -= index === 0 ? 28 : text.length > 95 ? 30 : 16;
  });
  return pdf.save();
}

async function seedAccounts(deps: AppDeps) {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!existing) {
      const now = deps.now();
      const [user] = await deps.db
        .insert(users)
        .values({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          isAdmin: account.isAdmin,
          firstName: account.firstName,
          lastName: account.lastName,
          country: account.country,
          phoneCountryCode: account.phone.countryCode,
          phoneNumber: account.phone.number,
          emailVerifiedAt: now,
          registrationCompletedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await deps.db.insert(userSettings).values({ userId: user.id, locale: "en" }).onConflictDoNothing();
    }
  }
}

/** The demo job seeker's id, or null before the accounts exist. */
async function demoUserId(deps: Pick<AppDeps, "db">): Promise<string | null> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_JOB_SEEKER.email));
  return user?.id ?? null;
}

/**
 * Offline only (the fixture boards, sent to the local form replicas): with live boards the demo's
 * approvals would reach real employers.
 */
const offline = (deps: AppDeps) => deps.jobSources.mode === "fixtures" && !deps.jobSources.baseUrl;

/** The fixture catalogue in the database, unless a sync already brought it in: ingested from a short-lived local fixture server. */
async function ensureFixtureJobs(deps: AppDeps) {
  const [known] = await deps.db.select({ id: jobs.id }).from(jobs).limit(1);
  if (known) return;
  const fixtures = await startFixtureServer({ host: "127.0.0.1", port: 0, now: deps.now });
  try {
    await ingestAll(deps, { fixtureUrl: fixtures.url });
  } finally {
    await fixtures.close();
  }
}

/**
 * The demo job seeker as after a first session: a CV, screening answers, a launched copilot whose
 * matches came from the real matcher, a few approved (sent by the apply workers in the background,
 * with the replicas' proof), one rejected with a reason, the rest waiting for review; a letter for
 * one application, a CV built from the upload, and an opening in each AI tool. Returns the copilot's id.
 */
async function seedJobSeeker(deps: AppDeps, userId: string): Promise<string> {
  await ensureFixtureJobs(deps);
  const { resume } = await uploadResume(deps, userId, { bytes: await demoCvPdf(), fileName: DEMO_CV_FILE_NAME });
  await updateProfileExtra(
    deps,
    userId,
    updateProfileExtraSchema.parse({
      screening_answers: {
        years_of_experience: 7,
        highest_education: "master",
        willing_to_relocate: true,
        languages: [
          { code: "en", level: "native" },
          { code: "de", level: "professional" },
        ],
      },
    }),
  );

  // What the forms ask about work: a German and US citizen, so no sponsorship anywhere the copilot looks.
  await updateProfileDetails(
    deps,
    userId,
    updateProfileDetailsSchema.parse({ work_authorization: ["DE", "US"], requires_sponsorship: false, notice_period: "1_month" }),
  );
  const copilot = await createCopilot(deps, userId, { name: DEMO_COPILOT_NAME });
  await saveStep(deps, userId, copilot.id, { step: 1, input: copilotStepSchemas[1].parse(DEMO_STEPS[1]) });
  await saveStep(deps, userId, copilot.id, { step: 2, input: copilotStepSchemas[2].parse(DEMO_STEPS[2]) });
  await saveStep(deps, userId, copilot.id, { step: 3, input: copilotStepSchemas[3].parse(DEMO_STEPS[3]) });
  await saveStep(deps, userId, copilot.id, { step: 4, input: copilotStepSchemas[4].parse({ resume_id: resume.id }) });
  await saveStep(deps, userId, copilot.id, { step: 5, input: copilotStepSchemas[5].parse(DEMO_STEPS[5]) });
  await runCopilot(deps, userId, copilot.id);
  await matchCopilot(deps, copilot.id);

  const matches = await deps.db
    .select({ id: applications.id, title: jobs.title, company: jobs.company, source: jobs.source })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.userId, userId), eq(applications.stage, "review")))
    .orderBy(desc(applications.score), asc(applications.id));
  const byTitle = (title: string) => matches.find((match) => match.title === title && match.company === "Fjord Health");
  const designer = byTitle(LETTER_TITLE);
  const question = byTitle(QUESTION_TITLE);
  // Sent first (approved first): the posting with the letter, then the other ATS-hosted ones; the question last.
  // Only postings whose form the replicas serve: the others would stop at "Needs you" for want of an applier.
  const sendable = matches.filter((match) => match !== designer && match !== question && REPLICA_SOURCES.has(match.source)).slice(0, APPROVALS);
  const approve = [designer, ...sendable, question].filter((match): match is NonNullable<typeof match> => Boolean(match));
  // At least two stay in review, one is rejected.
  const left = matches.filter((match) => !approve.includes(match));
  const rejected = left.at(-1);

  if (designer) await generateCoverLetter(deps, userId, createCoverLetterSchema.parse({ job: { source: "application", application_id: designer.id } }));
  for (const match of approve) await decideReview(deps, userId, reviewDecisionSchema.parse({ ids: [match.id], decision: "approve" }));
  if (rejected && left.length > 2) await decideReview(deps, userId, reviewDecisionSchema.parse({ ids: [rejected.id], decision: "reject", reason: REJECT_REASON }));

  await createCvDocument(deps, userId, createCvDocumentSchema.parse({ name: "Alex Morgan, product roles", source: { kind: "resume", resume_id: resume.id } }));
  const opening = designer ?? approve[0] ?? matches[0];
  for (const thread of THREADS(opening?.id ?? "")) {
    const input = createThreadSchema.parse(thread);
    // Without a match to practise for, the interview starts from the copilot's first title.
    if (!opening && input.assistant_id === "job_interview") input.setup = { job: { source: "title", title: DEMO_STEPS[1].job_titles[0] }, interview_type: "behavioural" };
    await createThread(deps, userId, input);
  }
  return copilot.id;
}

/**
 * Start-up in embedded mode: the demo accounts, and once the demo job seeker's first session (see
 * seedJobSeeker). A copilot or a CV is the marker: a restart adds nothing, nor does deleting the
 * copilot (its CV stays) or the CV (the copilot stays).
 */
export async function seedDemoData(deps: AppDeps) {
  if (!isEmbeddedDemo(deps.env)) return;
  await seedAccounts(deps);
  const userId = await demoUserId(deps);
  if (userId && offline(deps)) {
    const [copilot] = await deps.db.select({ id: copilots.id }).from(copilots).where(eq(copilots.userId, userId)).limit(1);
    const [cv] = await deps.db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, userId)).limit(1);
    if (!copilot && !cv) {
      try {
        await seedJobSeeker(deps, userId);
      } catch (error) {
        // The accounts work without it; the log says what is missing.
        deps.logger.error({ err: error }, "seeding the demo job seeker failed");
      }
    }
    // Again at each start: the in-process queue forgets across restarts, and the step itself is idempotent.
    await deps.queue?.send(DEMO_JOBS.tracker, {}, { singletonKey: DEMO_JOBS.tracker, startAfterSeconds: 30, retryLimit: TRACKER_RETRIES, retryDelaySeconds: 30 });
  }
  console.log(
    [
      "",
      "  Demo accounts (embedded mode only):",
      ...DEMO_ACCOUNTS.map((a) => `    ${(a.isAdmin ? "admin" : "job seeker").padEnd(10)}  ${a.email}  /  ${a.password}`),
      "",
    ].join("\n"),
  );
}

const LATER_STAGES = ["interview", "offer", "hired"] as const;
/** How many sent applications the tracker step waits for: one stays "Applied", one each goes further. */
const SENT_WANTED = LATER_STAGES.length + 1;

/**
 * The demo tracker's later stages, once the apply workers have really sent the approved
 * applications: one moved to interview, one to offer, one to hired, through the user's own stage
 * moves and with a note that says they are demo data. Throws (so the queue retries) while fewer
 * are sent than it needs; on the last attempt it moves what there is. Does nothing once done.
 */
export async function advanceDemoTracker(deps: AppDeps, { lastAttempt = false } = {}): Promise<"done" | "moved" | "waiting"> {
  const userId = await demoUserId(deps);
  if (!userId) return "done";
  const [already] = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), inArray(applications.stage, [...LATER_STAGES])))
    .limit(1);
  if (already) return "done";
  const sent = await deps.db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.stage, "applied"), isNotNull(applications.submittedAt)))
    .orderBy(asc(applications.submittedAt), asc(applications.id));
  if (sent.length < SENT_WANTED && !lastAttempt) return "waiting";
  // The first one sent (the designer job, with its letter and proof) stays "Applied".
  const movable = sent.slice(1);
  for (const [index, { id }] of movable.slice(0, LATER_STAGES.length).entries()) {
    for (const stage of LATER_STAGES.slice(0, index + 1)) {
      await updateApplication(deps, userId, id, updateApplicationSchema.parse({ stage, ...(stage === "interview" ? { notes: DEMO_TRACKER_NOTE } : {}) }));
    }
  }
  return movable.length > 0 ? "moved" : "waiting";
}

/** The queue handler of the tracker step: waiting means "try again later" (the queue's retry with backoff). */
export async function registerDemoWorkers(deps: AppDeps, queue: JobQueue) {
  await queue.work(DEMO_JOBS.tracker, async (_data: object, context: JobContext) => {
    const outcome = await advanceDemoTracker(deps, { lastAttempt: context.attempt > TRACKER_RETRIES });
    if (outcome === "waiting") throw new Error("the demo's approved applications are not sent yet");
  });
}
