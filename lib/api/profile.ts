import type { SWRConfiguration } from "swr";
import type { z } from "zod";
import type {
  Profile,
  ProfileDetails,
  ProfileExtra,
  ProfileStats,
  updateProfileDetailsSchema,
  updateProfileExtraSchema,
  updateProfileSchema,
} from "@/lib/contracts/profile";
import { apiRequest } from "@/lib/session/browser";
import { useSWR } from "@/lib/swr/hooks";
import type { Data } from "./data";

/** SWR keys: the backend paths, shared with the server-rendered fallback. */
export const profileKeys = {
  profile: "/profile",
  details: "/profile/details",
  extra: "/profile/extra",
  stats: "/profile/stats",
} as const;

/** GET /profile outside SWR, for a one-off check. */
export const fetchProfile = () => apiRequest<Data<Profile>>("GET", profileKeys.profile);

export const useProfile = (config?: SWRConfiguration) => useSWR<Data<Profile>>(profileKeys.profile, config);
export const useProfileDetails = (config?: SWRConfiguration) => useSWR<Data<ProfileDetails>>(profileKeys.details, config);
export const useProfileExtra = (config?: SWRConfiguration) => useSWR<Data<ProfileExtra>>(profileKeys.extra, config);
/** The dashboard's figures, per copilot and in total. */
export const useProfileStats = (config?: SWRConfiguration) => useSWR<Data<ProfileStats>>(profileKeys.stats, config);

export const updateProfile = (changes: z.input<typeof updateProfileSchema>) =>
  apiRequest<Data<Profile>>("PATCH", profileKeys.profile, { body: changes });

export const updateProfileDetails = (changes: z.input<typeof updateProfileDetailsSchema>) =>
  apiRequest<Data<ProfileDetails>>("PATCH", profileKeys.details, { body: changes });

export const updateProfileExtra = (changes: z.input<typeof updateProfileExtraSchema>) =>
  apiRequest<Data<ProfileExtra>>("PATCH", profileKeys.extra, { body: changes });
