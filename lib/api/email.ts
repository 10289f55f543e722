import type { SWRConfiguration } from "swr";
import type { EmailLogItem, ReportFrequency, ReportPreview, SentReport } from "@/lib/contracts/email";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWR, useSWRInfinite } from "@/lib/swr/hooks";
import type { Data } from "./data";

const LOG_PATH = "/email";
const REPORT_PATH = "/email/report";
const LOG_PAGE_SIZE = 10;

/**
 * The SWR key of each page of the mail log. A page that renders on the server can prefetch the
 * first page as `fallback: { [unstable_serialize(mailLogKey)]: [firstPage] }` (swr/infinite).
 */
export const mailLogKey = (_index: number, previous: Data<Page<EmailLogItem>> | null) => {
  if (previous && !previous.data.next_cursor) return null;
  return [LOG_PATH, { limit: LOG_PAGE_SIZE, cursor: previous?.data.next_cursor ?? undefined }] as const;
};

/** The first page of the log, as the backend path to prefetch it from. */
export const MAIL_LOG_FIRST_PAGE = `${LOG_PATH}?limit=${LOG_PAGE_SIZE}`;

/** The mail log, newest first, one page of cursor results per "Show more". */
export const useMailLog = () => useSWRInfinite<Data<Page<EmailLogItem>>>(mailLogKey, { revalidateFirstPage: true });

/** The report for this frequency as of now; nothing is fetched while `frequency` is null. */
export const useReportPreview = (frequency: ReportFrequency | null, config?: SWRConfiguration) =>
  useSWR<Data<ReportPreview>>(frequency ? [REPORT_PATH, { frequency }] : null, config);

/** Mails the report now, to the account's confirmed address. */
export const sendReport = (frequency: ReportFrequency) => apiRequest<Data<SentReport>>("POST", REPORT_PATH, { body: { frequency } });
