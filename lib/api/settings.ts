import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type { Settings, updateSettingsSchema } from "@/lib/contracts/settings";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** GET and PATCH /settings; the SWR key of the user's preferences, shared by /account and the copilot's launch step. */
export const SETTINGS_KEY = "/settings";

export const useSettings = (config?: SWRConfiguration) => useSWR<Data<Settings>>(SETTINGS_KEY, config);

/** Only the fields sent change, each notification toggle included. */
export const updateSettings = (changes: z.input<typeof updateSettingsSchema>) =>
  apiRequest<Data<Settings>>("PATCH", SETTINGS_KEY, { body: changes });
