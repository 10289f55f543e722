import type { ServicePorts } from "../jobs/ports";
import { applicationSummary, countByStage } from "./applications";
import { getEntitlements } from "./billing";
import { tailoringEnabled } from "./copilots";
import { latestBuiltResume } from "./cv-documents";
import { tailoredCvFor } from "./cv-tailor";

/** The services the pipeline calls back into; createDeps and the test harness put them in AppDeps. */
export const servicePorts: ServicePorts = {
  planLimits: async (deps, userId) => (await getEntitlements(deps, userId)).limits,
  applicationItem: applicationSummary,
  stageCounts: (deps, userId) => countByStage(deps, userId, {}),
  latestBuiltResume,
  tailoringEnabled,
  tailoredCvFor,
};
