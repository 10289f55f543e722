import type { PlanLimits } from "@/lib/billing/plans";
import type { ApplicationStage } from "@/lib/contracts/applications";
import type { applications, copilots, resumes } from "../db/schema";
import type { AppDeps } from "../deps";

type ApplicationRow = typeof applications.$inferSelect;
type ResumeRow = typeof resumes.$inferSelect;

/** A CV file made for one application. */
export type TailoredFile = { name: string; bytes: Buffer; sha256: string };

/**
 * What the pipeline needs from the services layer, handed in through AppDeps: services build on
 * the pipeline (a launch matches, a support change matches again), so the pipeline never imports them.
 */
export type ServicePorts = {
  /** The plan limits in effect for a user. Billing settles lapsed subscriptions first, so this may write: pass a transaction's deps to keep it inside. */
  planLimits(deps: AppDeps, userId: string): Promise<PlanLimits>;
  /** An application as the applications list shows it: what the live stream announces when the matcher creates one. */
  applicationItem(row: ApplicationRow, copilotName: string): Record<string, unknown>;
  /** How many of the user's applications sit in each stage and exit, zeros included. */
  stageCounts(deps: AppDeps, userId: string): Promise<Record<ApplicationStage, number>>;
  /** The CV to send: one made from a CV builder document is made again first when the document has a newer saved version. */
  latestBuiltResume(deps: AppDeps, resume: ResumeRow): Promise<ResumeRow>;
  /** Whether a copilot's CV is tailored to each job now: its switch on and the user's plan including CV tailoring (a downgrade turns it off here, not in the row). */
  tailoringEnabled(deps: AppDeps, copilot: Pick<typeof copilots.$inferSelect, "tailorCv">, userId: string): Promise<boolean>;
  /** The CV tailored to this application's job (kept on the application, so a retry sends the same file); null to send the CV as it is. */
  tailoredCvFor(
    deps: AppDeps,
    application: Pick<ApplicationRow, "id" | "userId" | "tailoredCv">,
    resume: Pick<ResumeRow, "userId" | "fileName" | "cvDocumentId">,
    job: { title: string; company: string; description: string; language?: string | null },
  ): Promise<TailoredFile | null>;
};
