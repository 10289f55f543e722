import { z } from "zod";
import { withCode } from "./errors";

import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from "./referral-values";

export { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_REWARD_DAYS } from "./referral-values";

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** A code as typed or carried in a link: case and surrounding spaces do not matter. */
export const referralCodeSchema = z
  .string(withCode("referral_code_required"))
  .trim()
  .toUpperCase()
  .regex(CODE_PATTERN, withCode("referral_code_invalid"));

/** The canonical form of a code, or null when it cannot be one. */
export function normalizeReferralCode(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = referralCodeSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// Responses

/** GET /referrals: the user's code and link, who signed up with it, and the free days earned. */
export const referralsSchema = z.object({
  code: z.string().meta({ example: "K7M2QX9P" }),
  link: z.url().meta({ description: "WEB_ORIGIN/signup?ref=CODE" }),
  invitees: z
    .array(
      z.object({
        name: z.string().meta({ description: "Initials, or the email with its local part masked" }),
        joined_at: z.iso.datetime(),
        status: z.enum(["signed_up", "subscribed"]),
      }),
    )
    .meta({ description: "The newest 100, newest first" }),
  invitees_total: z.number().int(),
  rewards: z.array(
    z.object({
      id: z.uuid(),
      days: z.number().int(),
      created_at: z.iso.datetime(),
      applied_at: z.iso.datetime().nullable().meta({ description: "Null while pending: no subscription to add the days to yet" }),
    }),
  ),
  reward_days: z.number().int().meta({ description: "Free days earned in all" }),
});

export type Referrals = z.infer<typeof referralsSchema>;
