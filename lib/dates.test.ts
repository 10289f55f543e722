import { apiDateSchema } from "./contracts/common";
import { apiDateToIso, formatApiDate, isoToApiDate } from "./dates";

describe("API dates (dd-MM-yyyy)", () => {
  it("formats a Date by its UTC calendar day", () => {
    expect(formatApiDate(new Date("2026-03-05T23:30:00Z"))).toBe("05-03-2026");
  });

  it("converts between dd-MM-yyyy and ISO, refusing impossible dates", () => {
    expect(apiDateToIso("29-02-2028")).toBe("2028-02-29");
    expect(apiDateToIso("29-02-2027")).toBeNull();
    expect(apiDateToIso("2026-03-05")).toBeNull();
    expect(isoToApiDate("2026-03-05")).toBe("05-03-2026");
    expect(apiDateSchema.safeParse("31-04-2026").success).toBe(false);
    expect(apiDateSchema.safeParse("30-04-2026").success).toBe(true);
  });
});
