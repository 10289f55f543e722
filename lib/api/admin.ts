import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from "swr/infinite";
import type { AdminFeedback, AdminImpersonation, AdminReplyInput, AdminReplyResult, AdminUser, FeedbackStatus } from "@/lib/contracts/admin";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWRInfinite } from "@/lib/swr/hooks";
import type { Data } from "./data";

export const ADMIN_PATHS = { users: "/admin/users", feedbacks: "/admin/feedbacks", impersonations: "/admin/impersonations" } as const;

export type AdminUserPage = Data<Page<AdminUser>>;
export type AdminFeedbackPage = Data<Page<AdminFeedback>>;
export type AdminImpersonationPage = Data<Page<AdminImpersonation>>;

/** Page after page of one list: [path, query] keys, the cursor of the page before added to the query. */
function pagedKey<T extends Data<Page<unknown>>>(path: string, query: Record<string, string>): SWRInfiniteKeyLoader<T> {
  return (index, previous) => {
    if (index > 0 && !previous?.data.next_cursor) return null;
    return [path, { ...query, ...(previous?.data.next_cursor ? { cursor: previous.data.next_cursor } : {}) }] as const;
  };
}

/** Users whose email or name holds `q`, newest first. */
export const useAdminUsers = (q: string, config?: SWRInfiniteConfiguration<AdminUserPage>) =>
  useSWRInfinite<AdminUserPage>(pagedKey(ADMIN_PATHS.users, q ? { q } : {}), config);

/** The support inbox, one status at a time. */
export const useAdminFeedbacks = (status: FeedbackStatus, config?: SWRInfiniteConfiguration<AdminFeedbackPage>) =>
  useSWRInfinite<AdminFeedbackPage>(pagedKey(ADMIN_PATHS.feedbacks, { status }), { revalidateFirstPage: true, ...config });

/** The sign-in-as audit log, newest first. */
export const useAdminImpersonations = (config?: SWRInfiniteConfiguration<AdminImpersonationPage>) =>
  useSWRInfinite<AdminImpersonationPage>(pagedKey(ADMIN_PATHS.impersonations, {}), { revalidateFirstPage: true, ...config });

/** Answers a message: stored, and mailed to its author. */
export const replyToFeedback = (id: string, input: AdminReplyInput) =>
  apiRequest<Data<AdminReplyResult>>("POST", `${ADMIN_PATHS.feedbacks}/${encodeURIComponent(id)}/reply`, { body: input });
