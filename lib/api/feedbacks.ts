import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type { createFeedbackSchema, Feedback, FeedbackList, listFeedbacksQuerySchema } from "@/lib/contracts/feedback";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

const FEEDBACKS_PATH = "/feedbacks";

export type FeedbackFilters = z.input<typeof listFeedbacksQuerySchema>;

/** The SWR key of the user's own messages, [path, filters] as the fetcher sends them. */
export const feedbacksKey = (filters: FeedbackFilters = {}) => [FEEDBACKS_PATH, filters] as const;

export const useFeedbacks = (filters?: FeedbackFilters, config?: SWRConfiguration) =>
  useSWR<Data<FeedbackList>>(feedbacksKey(filters), config);

/** A support message or a cancellation reason. */
export const sendFeedback = (feedback: z.input<typeof createFeedbackSchema>) =>
  apiRequest<Data<Feedback>>("POST", FEEDBACKS_PATH, { body: feedback });
