import type { EmailStatus } from "@/lib/contracts/account";
import type { Settings } from "@/lib/contracts/settings";

// The API's answers as the account page reads them (server/routes/profile.ts, settings.ts, account.ts).

export type Data<T> = { data: T };

export type Profile = {
  id: string;
  email: string;
  email_verified: boolean;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  country_code: string | null;
  phone_number: string | null;
  is_admin: boolean;
  registration_completed: boolean;
  impersonated_by: string | null;
  created_at: string;
};

export type { EmailStatus, Settings };

/** SWR keys: the backend paths, shared with the server-rendered fallback. */
export const accountKeys = {
  profile: "/profile",
  email: "/account/email",
  settings: "/settings",
} as const;
