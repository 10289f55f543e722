import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type {
  answerQuestionsSchema,
  Application,
  ApplicationDetail,
  ApplicationSort,
  ApplicationStage,
  countByStageQuerySchema,
  reviewDecisionSchema,
  ReviewResult,
  StageCounts,
  updateApplicationSchema,
} from "@/lib/contracts/applications";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** The filters the lists and the counts share; the stage is each list's own. */
export type ApplicationFilters = z.input<typeof countByStageQuerySchema>;

/** SWR keys and the list paths; the counts' key with filters comes from stageCountsKey. */
export const applicationKeys = {
  counts: "/applications/count_by_stage",
  list: "/applications/pagination",
  review: "/applications/review",
  streamPosition: "/applications/stream/position",
  detail: (id: string) => `/applications/${encodeURIComponent(id)}`,
} as const;

/** The count_by_stage key for these filters: the plain path without any, else [path, filters] (sent as query parameters). */
export const stageCountsKey = (filters: ApplicationFilters = {}) => {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as ApplicationFilters;
  return Object.keys(params).length ? ([applicationKeys.counts, params] as const) : applicationKeys.counts;
};

export const useStageCounts = (filters?: ApplicationFilters, config?: SWRConfiguration) =>
  useSWR<Data<StageCounts>>(stageCountsKey(filters), config);

export const useApplication = (id: string, config?: SWRConfiguration) => useSWR<Data<ApplicationDetail>>(applicationKeys.detail(id), config);

/** One page of a paged list (applicationKeys.list or .review) in the order of `sort`, by cursor. */
export const fetchApplicationPage = (
  path: string,
  params: ApplicationFilters & { stage?: ApplicationStage; sort?: ApplicationSort; cursor?: string; limit: number },
) => apiRequest<Data<Page<Application>>>("GET", path, { params });

/** A stage change, the notes, or both. */
export const updateApplication = (id: string, changes: z.input<typeof updateApplicationSchema>) =>
  apiRequest<Data<ApplicationDetail>>("PATCH", applicationKeys.detail(id), { body: changes });

/** The CV this application sends instead of its copilot's (until the copilot starts sending). */
export const setApplicationCv = (id: string, resumeId: string) =>
  apiRequest<Data<ApplicationDetail>>("PUT", `${applicationKeys.detail(id)}/cv`, { body: { resume_id: resumeId } });

/** The user's answers to the questions the copilot could not answer; the application then goes out. */
export const answerQuestions = (id: string, body: z.input<typeof answerQuestionsSchema>) =>
  apiRequest<Data<ApplicationDetail>>("POST", `${applicationKeys.detail(id)}/answers`, { body });

/** A proof's kept page: the screenshot (PNG) or the HTML, as a file. */
export const fetchProofFile = (id: string, proofId: string, part: "screenshot" | "html") =>
  apiRequest<Blob>("GET", `${applicationKeys.detail(id)}/proofs/${encodeURIComponent(proofId)}/${part}`, { responseType: "blob" });

/** Approve or reject applications in review; each id is answered in `items`. */
export const decideReview = (decision: z.input<typeof reviewDecisionSchema>) =>
  apiRequest<Data<ReviewResult>>("POST", applicationKeys.review, { body: decision });
