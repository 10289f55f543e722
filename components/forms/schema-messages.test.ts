import { completeRegistrationSchema, phoneSchema } from "@/lib/contracts/phone";

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("the phone form's schema codes", () => {
  it("asks for the number and the country when they are empty", () => {
    const result = completeRegistrationSchema.safeParse({ first_name: "A", last_name: "B", country: "", country_code: "", phone_number: "" });
    expect(firstMessage(result, "phone_number")).toBe("phone_required");
    expect(firstMessage(result, "country")).toBe("country_required");
    expect(firstMessage(result, "country_code")).toBe("country_required");
  });

  it("checks digits, length and the numbering plan", () => {
    expect(firstMessage(phoneSchema.safeParse({ country_code: "DE", phone_number: "12a" }), "phone_number")).toBe("phone_digits_only");
    expect(firstMessage(phoneSchema.safeParse({ country_code: "DE", phone_number: "123" }), "phone_number")).toBe("phone_too_short");
    expect(firstMessage(phoneSchema.safeParse({ country_code: "FR", phone_number: "1234567890" }), "phone_number")).toBe(
      "phone_invalid",
    );
    expect(phoneSchema.safeParse({ country_code: "DE", phone_number: "15123456789" }).success).toBe(true);
    expect(firstMessage(phoneSchema.safeParse({ country_code: "XX", phone_number: "15123456789" }), "country_code")).toBe("country_invalid");
  });
});
