import fc from "fast-check";
import { normalizeReferralCode, REFERRAL_CODE_ALPHABET } from "@/lib/contracts/referrals";
import { generateReferralCode, inviteeLabel } from "./referrals";

describe("referral codes", () => {
  it("are 8 characters of the unambiguous alphabet, and normalise back to themselves", () => {
    const codes = new Set(Array.from({ length: 500 }, generateReferralCode));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
      expect(normalizeReferralCode(` ${code.toLowerCase()} `)).toBe(code);
    }
  });

  it("normalise only what could be a code", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const code = normalizeReferralCode(raw);
        if (code !== null) expect([...code].every((ch) => REFERRAL_CODE_ALPHABET.includes(ch)) && code.length === 8).toBe(true);
      }),
    );
    expect(normalizeReferralCode("OOOOOOOO")).toBeNull();
    expect(normalizeReferralCode("ABCDEFG")).toBeNull();
    expect(normalizeReferralCode(null)).toBeNull();
  });
});

describe("inviteeLabel", () => {
  it("shows initials, else the email with its local part masked", () => {
    expect(inviteeLabel({ firstName: "ada", lastName: "Lovelace", email: "ada@example.com" })).toBe("A. L.");
    expect(inviteeLabel({ firstName: "Ada", lastName: null, email: "ada@example.com" })).toBe("A.");
    expect(inviteeLabel({ firstName: " ", lastName: null, email: "ada@example.com" })).toBe("a•••@example.com");
    expect(inviteeLabel({ firstName: null, lastName: null, email: "x@mail.org" })).toBe("x•••@mail.org");
  });
});
