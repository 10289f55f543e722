import { ApiError } from "@/lib/api/request";
import { describeAuthError, fieldText, retryMinutes } from "./error-text";

const apiError = (status: number, error?: { code?: string; message?: string; fields?: Record<string, string> }) =>
  new ApiError(status, error ? { error } : null);

describe("field messages", () => {
  it("maps the shared schemas' texts to translation keys", () => {
    expect(fieldText("Enter a valid email address.")).toEqual({ key: "fields.emailInvalid" });
    expect(fieldText("This is not a valid number for the chosen country.")).toEqual({ key: "fields.phoneInvalid" });
    expect(fieldText("This password is too common. Choose another one.")).toEqual({ key: "fields.passwordTooCommon" });
  });

  it("keeps the numbers of length rules", () => {
    expect(fieldText("Use at least 10 characters.")).toEqual({ key: "fields.minLength", values: { min: 10 } });
    expect(fieldText("Use at most 100 characters.")).toEqual({ key: "fields.maxLength", values: { max: 100 } });
  });

  it("passes unknown texts through", () => {
    expect(fieldText("Something new.")).toEqual({ raw: "Something new." });
  });
});

describe("auth errors", () => {
  it("shows wrong credentials above the form", () => {
    expect(describeAuthError(apiError(401, { code: "invalid_credentials", message: "The email or password is not correct." }))).toEqual({
      banner: { key: "invalidCredentials" },
      fields: {},
    });
  });

  it("tells how many minutes to wait after too many attempts", () => {
    const error = apiError(429, { code: "rate_limited", message: "Too many attempts. Try again in 12 minute(s)." });
    expect(describeAuthError(error).banner).toEqual({ key: "rateLimited", values: { minutes: 12 } });
    expect(retryMinutes(Object.assign(apiError(429, { code: "rate_limited" }), { retryAfter: 61 }))).toBe(2);
    expect(describeAuthError(apiError(429)).banner).toEqual({ key: "rateLimitedLater" });
  });

  it("shows the server's localised text when the service is unavailable", () => {
    const error = apiError(503, { code: "service_unavailable", message: "Der Dienst antwortet gerade nicht." });
    expect(describeAuthError(error).banner).toEqual({ raw: "Der Dienst antwortet gerade nicht." });
    expect(describeAuthError(apiError(503)).banner).toEqual({ key: "unavailable" });
  });

  it("puts field errors under the form's fields and the rest above it", () => {
    const error = apiError(400, {
      code: "validation_error",
      message: "Choose a stronger password.",
      fields: { password: "This password is too common. Choose another one." },
    });
    expect(describeAuthError(error, ["email", "password"])).toEqual({ banner: null, fields: { password: { key: "fields.passwordTooCommon" } } });
    expect(describeAuthError(error, ["email"])).toEqual({ banner: { key: "fields.passwordTooCommon" }, fields: {} });
    expect(describeAuthError(apiError(400, { code: "validation_error", message: "Some fields are invalid." })).banner).toEqual({ key: "checkFields" });
  });

  it("knows a taken email, an ended session and a network failure", () => {
    expect(describeAuthError(apiError(409, { code: "email_taken", message: "An account…" })).banner).toEqual({ key: "emailTaken" });
    expect(describeAuthError(apiError(401, { code: "unauthorized", message: "Sign in to continue." })).banner).toEqual({ key: "sessionExpired" });
    expect(describeAuthError(new TypeError("Failed to fetch")).banner).toEqual({ key: "network" });
    expect(describeAuthError(apiError(500)).banner).toEqual({ key: "generic" });
    expect(describeAuthError(apiError(403, { code: "forbidden_origin", message: "Requests from other sites are not accepted." })).banner).toEqual({
      raw: "Requests from other sites are not accepted.",
    });
  });
});
