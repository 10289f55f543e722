import { MIN_PASSWORD_LENGTH } from "@/lib/contracts/auth-limits";
import { accountSchema, resetFormSchema } from "./form-schemas";

describe("entry form schemas (loaded on demand)", () => {
  it("refuse an unticked consent box with terms_required and accept a ticked one", () => {
    const base = { email: " Ada@Example.com ", password: "a long enough passphrase" };
    const refused = accountSchema.safeParse({ ...base, accept_terms: false });
    expect(refused.error?.issues.find((issue) => issue.path[0] === "accept_terms")?.message).toBe("terms_required");
    expect(accountSchema.parse({ ...base, accept_terms: true })).toEqual({ email: "ada@example.com", password: base.password, accept_terms: true });
  });

  it("refuse two different passwords on the confirmation field", () => {
    const differ = resetFormSchema.safeParse({ password: "a long enough passphrase", confirm: "another one entirely" });
    expect(differ.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["confirm", "passwords_differ"]]);
    const short = resetFormSchema.safeParse({ password: "short", confirm: "short" });
    expect(short.error?.issues[0]?.message).toBe(`too_short?min=${MIN_PASSWORD_LENGTH}`);
  });
});
