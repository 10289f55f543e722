import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type { Page } from "@/lib/contracts/page";
import type { Resume, ResumeSummary, updateCvFactsSchema } from "@/lib/contracts/resume";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";
import { uploadFile } from "./upload";

/** SWR keys: the list (without text and facts), and one CV by id. */
export const resumeKeys = {
  list: "/resumes",
  one: (id: string) => `/resumes/${encodeURIComponent(id)}`,
} as const;

/** With `enabled` false nothing is fetched. */
export const useResumes = (config?: SWRConfiguration, enabled = true) =>
  useSWR<Data<Page<ResumeSummary>>>(enabled ? resumeKeys.list : null, config);
export const useResume = (id: string | null, config?: SWRConfiguration) => useSWR<Data<Resume>>(id ? resumeKeys.one(id) : null, config);

/** Uploads a CV (POST /file-upload); the same file again answers with the CV already stored. */
export const uploadResume = (file: File, signal?: AbortSignal) => uploadFile<Data<Resume>>(file, { signal });

export const deleteResume = (id: string) => apiRequest("DELETE", resumeKeys.one(id));

/** The user's corrections of the skills, titles or years read from a CV; answers with the CV. */
export const updateCvFacts = (id: string, facts: z.input<typeof updateCvFactsSchema>) =>
  apiRequest<Data<Resume>>("PATCH", `${resumeKeys.one(id)}/facts`, { body: facts });
