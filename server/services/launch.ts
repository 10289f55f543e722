import type { AppDeps } from "../deps";
import { requestIngestion } from "../jobs/ingest/ingestion";
import { matchCopilot } from "../jobs/match/matcher";

/**
 * After a copilot is launched: match it at once against the jobs already known (results within
 * seconds), and ask for a fresh sync of every board, which matches it again when done.
 */
export async function afterLaunch(deps: AppDeps, userId: string, copilotId: string): Promise<void> {
  try {
    await matchCopilot(deps, copilotId);
  } catch (error) {
    deps.logger.error({ err: error, copilot_id: copilotId }, "matching after launch failed");
  }
  if (deps.queue) await requestIngestion(deps, deps.queue, { reason: "launch", copilotId, userId });
}
