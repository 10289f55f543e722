// The referral program's constants, zod-free: the referrals page renders them without the schemas.

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot cannot be mistaken. */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_REWARD_DAYS = 7;
