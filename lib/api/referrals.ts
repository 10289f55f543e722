import type { SWRConfiguration } from "swr";
import type { Referrals } from "@/lib/contracts/referrals";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** GET /referrals, as the SWR key shared with the server-rendered fallback. */
export const REFERRALS_KEY = "/referrals";

export const useReferrals = (config?: SWRConfiguration) => useSWR<Data<Referrals>>(REFERRALS_KEY, config);
