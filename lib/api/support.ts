import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type { Copilot } from "@/lib/contracts/copilot";
import type {
  CopilotOutcomes,
  CvCheckResult,
  cvCheckQuerySchema,
  FilterImpact,
  SupportCopilotAdjusted,
  SupportCopilotPatchInput,
} from "@/lib/contracts/support";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

export type CvCheckFilters = z.input<typeof cvCheckQuerySchema>;

const copilotPath = (id: string) => `/support/copilots/${encodeURIComponent(id)}`;

/** SWR keys of the support pages; with parameters, [path, params] as the fetcher sends them. */
export const supportKeys = {
  filters: (copilotId: string) => `${copilotPath(copilotId)}/filters`,
  outcomes: (copilotId: string) => `${copilotPath(copilotId)}/outcomes`,
  cvCheck: (filters: CvCheckFilters) => ["/support/cv-check", filters] as const,
};

/** How many recent jobs each of the copilot's filters holds back, and the changes that would let more through. */
export const useFilterImpact = (copilotId: string, config?: SWRConfiguration) =>
  useSWR<Data<FilterImpact>>(supportKeys.filters(copilotId), config);

export const useCopilotOutcomes = (copilotId: string, config?: SWRConfiguration) =>
  useSWR<Data<CopilotOutcomes>>(supportKeys.outcomes(copilotId), config);

export const useCvCheck = (filters: CvCheckFilters, config?: SWRConfiguration) =>
  useSWR<Data<CvCheckResult>>(supportKeys.cvCheck(filters), config);

/** The adjusted copilot is the full Copilot of GET /copilots/{id} (the OpenAPI document calls it an object). */
export type CopilotAdjusted = Omit<SupportCopilotAdjusted, "copilot"> & { copilot: Copilot };

/** Changes the fields sent, then matches a running copilot again at once. */
export const adjustCopilot = (copilotId: string, patch: SupportCopilotPatchInput) =>
  apiRequest<Data<CopilotAdjusted>>("PATCH", copilotPath(copilotId), { body: patch });
