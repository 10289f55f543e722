import { z } from "zod";
import { withCode } from "./errors";

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot cannot be mistaken. */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_REWARD_DAYS = 7;

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
