export const REFERRALS_KEY = "/referrals";

export type Referrals = {
  code: string;
  link: string;
  invitees: { name: string; joined_at: string; status: "signed_up" | "subscribed" }[];
  invitees_total: number;
  rewards: { id: string; days: number; created_at: string; applied_at: string | null }[];
  reward_days: number;
};
