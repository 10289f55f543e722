import { fieldText } from "@/components/forms/error-text";
import { ApiError } from "@/lib/api/request";
import { changeEmailSchema, changePasswordFormSchema, deleteAccountSchema, profileFormSchema } from "@/lib/contracts/account";
import { ACCOUNT_MESSAGES, describeFailure } from "./errors";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** A message the page can show in every language: the account's own, or one of the shared ones. */
const translatable = (message: string) => message in ACCOUNT_MESSAGES || !("raw" in fieldText(message));

describe("account error messages", () => {
  it("are all translated, from the forms' schemas and from the backend", () => {
    const messages = [
      ...messagesOf(changeEmailSchema.safeParse({ new_email: "nope", password: "" })),
      ...messagesOf(changeEmailSchema.safeParse({})),
      ...messagesOf(changePasswordFormSchema.safeParse({ current_password: "", new_password: "short", repeat_password: "short" })),
      ...messagesOf(changePasswordFormSchema.safeParse({ current_password: "x", new_password: "long enough 1", repeat_password: "long enough 2" })),
      ...messagesOf(deleteAccountSchema.safeParse({ email: "", password: "" })),
      ...messagesOf(profileFormSchema.safeParse({ first_name: "", last_name: "", country: "ZZ" })),
      // What server/services/account.ts and the shared password rules answer.
      "The password is not correct.",
      "This is already your email address.",
      "An account with this email address already exists.",
      "Choose a password different from your current one.",
      "Type the email address of this account.",
      "This password is too common. Choose another one.",
      "Do not use your email address as password.",
    ];
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => !translatable(message))).toEqual([]);
  });
});

describe("describeFailure", () => {
  const failure = (status: number, error: Record<string, unknown>) => new ApiError(status, { error });

  it("puts the form's fields under them and anything else above the form", () => {
    const view = describeFailure(
      failure(400, { code: "validation_error", message: "Some fields are invalid.", fields: { password: "The password is not correct.", extra: "Unknown field." } }),
      ["new_email", "password"],
    );
    expect(view).toEqual({ fields: { password: "The password is not correct." }, problem: { kind: "raw", message: "Unknown field." } });
  });

  it("names refusals while impersonating, throttling, outages and lost connections", () => {
    expect(describeFailure(failure(403, { code: "impersonation_forbidden", message: "x" }), []).problem).toEqual({ kind: "impersonation" });
    expect(describeFailure(failure(429, { code: "rate_limited", message: "Too many attempts. Try again in 12 minute(s)." }), []).problem).toEqual({
      kind: "rateLimited",
      minutes: 12,
    });
    expect(describeFailure(failure(503, { code: "billing_unavailable", message: "x" }), []).problem).toEqual({ kind: "unavailable" });
    expect(describeFailure(failure(500, { code: "internal_error", message: "x" }), []).problem).toEqual({ kind: "generic" });
    expect(describeFailure(failure(404, { code: "not_found", message: "x" }), []).problem).toEqual({ kind: "noPending" });
    expect(describeFailure(new TypeError("Failed to fetch"), []).problem).toEqual({ kind: "network" });
  });
});
