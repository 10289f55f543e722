import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type { Copilot, CopilotStep, CopilotStepValues, createCopilotSchema, renameCopilotSchema } from "@/lib/contracts/copilot";
import type { Page } from "@/lib/contracts/page";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** SWR keys: the list, and one copilot by id (also the path its actions hang off). */
export const copilotKeys = {
  list: "/copilots",
  one: (id: string) => `/copilots/${encodeURIComponent(id)}`,
} as const;

export const useCopilots = (config?: SWRConfiguration) => useSWR<Data<Page<Copilot>>>(copilotKeys.list, config);
export const useCopilot = (id: string, config?: SWRConfiguration) => useSWR<Data<Copilot>>(copilotKeys.one(id), config);

/** A draft named "Copilot N"; with `jobs`, its step 1 is saved with it. */
export const createCopilot = (values: z.input<typeof createCopilotSchema> = {}) => apiRequest<Data<Copilot>>("POST", copilotKeys.list, { body: values });

/** Where setting up a new copilot starts: the copilot is created when its first step is saved. */
export const NEW_COPILOT_PATH = "/copilot/new";

export const renameCopilot = (id: string, values: z.input<typeof renameCopilotSchema>) =>
  apiRequest<Data<Copilot>>("PATCH", copilotKeys.one(id), { body: values });

export const deleteCopilot = (id: string) => apiRequest("DELETE", copilotKeys.one(id));

/** Launches a draft, or resumes a paused copilot. */
export const runCopilot = (id: string) => apiRequest<Data<Copilot>>("POST", `${copilotKeys.one(id)}/run`);

export const pauseCopilot = (id: string) => apiRequest<Data<Copilot>>("POST", `${copilotKeys.one(id)}/pause`);

/** Saves one edit step whole; it replaces what was stored. */
export const saveCopilotStep = <S extends CopilotStep>(id: string, step: S, values: CopilotStepValues<S>) =>
  apiRequest<Data<Copilot>>("PUT", `${copilotKeys.one(id)}/steps/${step}`, { body: values });
