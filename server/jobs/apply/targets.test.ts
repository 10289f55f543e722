import { parseApplyTargets } from "./targets";

describe("parseApplyTargets", () => {
  it("reads one base URL per ATS, without trailing slashes", () => {
    expect(parseApplyTargets("greenhouse=http://127.0.0.1:4610/replica/greenhouse/; lever=https://lever.staging.example")).toEqual({
      greenhouse: "http://127.0.0.1:4610/replica/greenhouse",
      lever: "https://lever.staging.example",
    });
    expect(parseApplyTargets(undefined)).toEqual({});
  });

  it("names what is wrong", () => {
    expect(() => parseApplyTargets("workday=http://x.example")).toThrow(/"workday" is not one of greenhouse/);
    expect(() => parseApplyTargets("ashby=ftp://x.example")).toThrow(/ashby needs an http\(s\) URL/);
  });
});
