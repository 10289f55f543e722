import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import type { FieldError } from "@/lib/contracts/errors";
import { fieldError } from "@/lib/http/envelope";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

const commonPasswords = new Set(dictionary["passwords-common"]);

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string): FieldError | null {
  if (password.length < MIN_PASSWORD_LENGTH) return fieldError("too_short", { min: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return fieldError("too_long", { max: MAX_PASSWORD_LENGTH });
  if (commonPasswords.has(password.toLowerCase())) return fieldError("password_too_common");
  if (email && password.toLowerCase() === email.toLowerCase()) return fieldError("password_is_email");
  return null;
}

// argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane).
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verified against when an account does not exist, so the reply takes as long either way. */
let decoyHash: Promise<string> | undefined;
export const getDecoyHash = () => (decoyHash ??= hashPassword("decoy-password-for-timing"));
