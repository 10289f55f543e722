import { ApiError } from "@/lib/api/request";
import type { FieldError } from "@/lib/contracts/errors";
import { describeError, firstMessage, retryMinutes } from "./error-text";

const apiError = (status: number, error?: { code?: string; message?: string; fields?: Record<string, FieldError> }, retryAfter: number | null = null) =>
  new ApiError(status, error ? { error } : null, retryAfter);

const tooCommon: FieldError = { code: "password_too_common", message: "This password is too common. Choose another one." };

describe("describeError", () => {
  it("shows wrong credentials above the form", () => {
    expect(describeError(apiError(401, { code: "invalid_credentials", message: "The email or password is not correct." }))).toEqual({
      banner: { key: "invalidCredentials" },
      fields: {},
    });
  });

  it("tells how many minutes to wait after too many attempts, from Retry-After", () => {
    expect(describeError(apiError(429, { code: "rate_limited", message: "Too many attempts." }, 720)).banner).toEqual({ key: "rateLimited", values: { minutes: 12 } });
    expect(retryMinutes(apiError(429, { code: "rate_limited" }, 61))).toBe(2);
    expect(retryMinutes(apiError(429, { code: "rate_limited" }, 1))).toBe(1);
    expect(describeError(apiError(429)).banner).toEqual({ key: "rateLimitedLater" });
  });

  it("shows the server's localised text when the service is unavailable", () => {
    const error = apiError(503, { code: "service_unavailable", message: "Der Dienst antwortet gerade nicht." });
    expect(describeError(error).banner).toEqual({ raw: "Der Dienst antwortet gerade nicht." });
    expect(describeError(apiError(503)).banner).toEqual({ key: "unavailable" });
  });

  it("puts field problems under the form's fields as codes with their numbers, the rest above it", () => {
    const error = apiError(400, {
      code: "validation_error",
      message: "Some fields are invalid.",
      fields: { password: { code: "too_short", params: { min: 10 }, message: "Use at least 10 characters." }, email: tooCommon },
    });
    expect(describeError(error, ["email", "password"])).toEqual({ banner: null, fields: { password: "too_short?min=10", email: "password_too_common" } });
    expect(describeError(error, ["email"])).toEqual({ banner: { field: "too_short?min=10" }, fields: { email: "password_too_common" } });
    expect(describeError(apiError(400, { code: "validation_error", message: "Some fields are invalid." })).banner).toEqual({ key: "checkFields" });
  });

  it("renames the API's fields onto the form's", () => {
    const error = apiError(400, { code: "validation_error", fields: { "cities.0.id": { code: "city_duplicate", message: "x" } } });
    expect(describeError(error, ["places"], (name) => name.replace(/^cities/, "places")).fields).toEqual({ "places.0.id": "city_duplicate" });
  });

  it("knows a taken email, an administrator's refusal, an ended session and a network failure", () => {
    expect(describeError(apiError(409, { code: "email_taken", message: "An account…" })).banner).toEqual({ key: "emailTaken" });
    const takenField = apiError(409, { code: "email_taken", fields: { new_email: { code: "email_taken", message: "An account…" } } });
    expect(describeError(takenField, ["new_email"])).toEqual({ banner: null, fields: { new_email: "email_taken" } });
    expect(describeError(apiError(403, { code: "impersonation_forbidden" })).banner).toEqual({ key: "impersonation" });
    expect(describeError(apiError(401, { code: "unauthorized", message: "Sign in to continue." })).banner).toEqual({ key: "sessionExpired" });
    expect(describeError(new TypeError("Failed to fetch")).banner).toEqual({ key: "network" });
    expect(describeError(apiError(500)).banner).toEqual({ key: "generic" });
    expect(describeError(apiError(403, { code: "forbidden_origin", message: "Requests from other sites are not accepted." })).banner).toEqual({
      raw: "Requests from other sites are not accepted.",
    });
  });
});

describe("firstMessage", () => {
  it("finds a list's own message, its root message or its first entry's", () => {
    expect(firstMessage({ message: "job_titles_required", type: "too_small" })).toBe("job_titles_required");
    expect(firstMessage({ root: { message: "Full." } })).toBe("Full.");
    expect(firstMessage([undefined, { message: "Second.", ref: {} }])).toBe("Second.");
    expect(firstMessage({ linkedin: { message: "Bad link." } })).toBe("Bad link.");
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
