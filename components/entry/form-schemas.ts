import { z } from "zod";
import { acceptTermsSchema, newPasswordSchema, registerSchema } from "@/lib/contracts/auth";
import { withCode } from "@/lib/contracts/errors";

// The entry forms' own schemas (built on the API's), imported on demand by their forms only:
// the pages render and hydrate without zod.

/** The new password, twice. */
export const resetFormSchema = z
  .object({ password: newPasswordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], ...withCode("passwords_differ") });

/** The API's schema, with the consent checkbox starting unticked (false) and refused until ticked. */
export const accountSchema = registerSchema.extend({ accept_terms: z.boolean().pipe(acceptTermsSchema) });
