import type { SWRConfiguration } from "swr";
import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from "swr/infinite";
import type { z } from "zod";
import type {
  CoverLetter,
  CoverLetterQuota,
  createCoverLetterSchema,
  updateCoverLetterSchema,
  WrittenCoverLetter,
} from "@/lib/contracts/cover-letter";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWR, useSWRInfinite } from "@/lib/swr/hooks";
import type { Data } from "./data";
import { downloadFile } from "./download";
import { ApiError } from "./request";

const LETTERS_PATH = "/cover-letters";

export const LETTER_FILE_FORMATS = ["pdf", "docx"] as const;
export type LetterFileFormat = (typeof LETTER_FILE_FORMATS)[number];
export const LETTER_PAPERS = ["a4", "letter"] as const;
export type LetterPaper = (typeof LETTER_PAPERS)[number];

/** SWR keys: plain paths, so a server page can prefetch them with serverFallback. */
export const coverLetterKeys = {
  usage: `${LETTERS_PATH}/usage`,
  letter: (id: string) => `${LETTERS_PATH}/${encodeURIComponent(id)}`,
  page: (cursor: string | null, applicationId?: string | null) => {
    const query = new URLSearchParams();
    if (applicationId) query.set("application_id", applicationId);
    if (cursor) query.set("cursor", cursor);
    const search = query.toString();
    return search ? `${LETTERS_PATH}?${search}` : LETTERS_PATH;
  },
  /** The letter as a file; A4 unless US Letter is asked for. */
  file: (id: string, format: LetterFileFormat, paper: LetterPaper = "a4") =>
    `${LETTERS_PATH}/${encodeURIComponent(id)}/${format}${paper === "letter" ? "?paper=letter" : ""}`,
} as const;

export type LetterPage = Data<Page<CoverLetter>>;

/**
 * The key of each page of the user's letters (of one application when given). A server page
 * prefetches the first as `fallback: { [unstable_serialize(lettersKey())]: [firstPage] }`.
 */
export const lettersKey =
  (applicationId?: string | null): SWRInfiniteKeyLoader<LetterPage> =>
  (index, previous) => {
    if (index > 0 && !previous?.data.next_cursor) return null;
    return coverLetterKeys.page(previous?.data.next_cursor ?? null, applicationId);
  };

/** The user's letters, newest first, a page per "Load more". */
export const useCoverLetters = (applicationId?: string | null, config?: SWRInfiniteConfiguration<LetterPage>) =>
  useSWRInfinite<LetterPage>(lettersKey(applicationId), { revalidateFirstPage: true, ...config });

export const useCoverLetter = (id: string | null, config?: SWRConfiguration) => useSWR<Data<CoverLetter>>(id ? coverLetterKeys.letter(id) : null, config);

export const useCoverLetterUsage = (config?: SWRConfiguration) => useSWR<Data<CoverLetterQuota>>(coverLetterKeys.usage, config);

/** Writes a letter for a posting; counts one of the month's letters. */
export const createCoverLetter = (body: z.input<typeof createCoverLetterSchema>) =>
  apiRequest<Data<WrittenCoverLetter>>("POST", LETTERS_PATH, { body });

/** Saves the paragraphs as the user edited them. */
export const updateCoverLetter = (id: string, body: z.input<typeof updateCoverLetterSchema>) =>
  apiRequest<Data<CoverLetter>>("PATCH", coverLetterKeys.letter(id), { body });

/** Another wording of one body paragraph, by its index in the saved letter. */
export const regenerateCoverLetterParagraph = (id: string, paragraph: number) =>
  apiRequest<Data<WrittenCoverLetter>>("POST", `${coverLetterKeys.letter(id)}/regenerate`, { body: { paragraph } });

export const deleteCoverLetter = (id: string) => apiRequest("DELETE", coverLetterKeys.letter(id));

/** The saved letter as a PDF or Word file, with the name the API gives it. */
export const fetchCoverLetterFile = (id: string, format: LetterFileFormat, paper: LetterPaper = "a4") => downloadFile(coverLetterKeys.file(id, format, paper));

/** The refusal of a new letter because the month's letters are used. */
export const isLetterQuotaExceeded = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && error.code === "cover_letter_quota_exceeded";

/** The refusal to write again the greeting, the closing, the user's own paragraph, or one whose facts left the CV. */
export const isNotRegenerable = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409 && error.code === "paragraph_not_regenerable";
