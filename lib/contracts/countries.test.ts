import { getCountries } from "libphonenumber-js/min";
import { COUNTRY_CODES, isCountryCode } from "./countries";

describe("the accepted country codes", () => {
  it("are exactly the countries of the phone metadata", () => {
    expect([...COUNTRY_CODES].sort()).toEqual([...getCountries()].sort());
  });

  it("tell codes from anything else", () => {
    expect(isCountryCode("DE")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("de")).toBe(false);
  });
});
