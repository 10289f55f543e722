import { endsBeforeStart, joinCvDate, monthName, MONTHS, splitCvDate } from "./dates";

describe("CV dates in the editor", () => {
  it("splits JSON Resume's dates into a year and a month, a day left aside", () => {
    expect(splitCvDate("2021-03-15")).toEqual({ year: "2021", month: "03" });
    expect(splitCvDate("2021-03")).toEqual({ year: "2021", month: "03" });
    expect(splitCvDate("2021")).toEqual({ year: "2021", month: "" });
    expect(splitCvDate("")).toEqual({ year: "", month: "" });
    expect(splitCvDate(undefined)).toEqual({ year: "", month: "" });
    // What is not a date stays in the year field, to be corrected there.
    expect(splitCvDate("spring 2021")).toEqual({ year: "spring 2021", month: "" });
  });

  it("joins them back as JSON Resume writes them", () => {
    expect(joinCvDate({ year: "2021", month: "03" })).toBe("2021-03");
    expect(joinCvDate({ year: " 2021 ", month: "" })).toBe("2021");
    expect(joinCvDate({ year: "", month: "03" })).toBe("");
    for (const value of ["2019", "2019-12", "1999-01"]) expect(joinCvDate(splitCvDate(value))).toBe(value);
  });

  it("names the twelve months in the page's language", () => {
    expect(MONTHS).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"]);
    expect(monthName("03", "en")).toBe("March");
    expect(monthName("03", "de")).toBe("März");
    expect(monthName("12", "fr")).toBe("décembre");
  });

  it("tells an end before its start, at the precision both dates give", () => {
    expect(endsBeforeStart("2021-05", "2019")).toBe(true);
    expect(endsBeforeStart("2021-05", "2021-04")).toBe(true);
    expect(endsBeforeStart("2021-05", "2021-05")).toBe(false);
    expect(endsBeforeStart("2021", "2021-03")).toBe(false);
    expect(endsBeforeStart("2021-05", "2021")).toBe(false);
    expect(endsBeforeStart("2021-05", undefined)).toBe(false);
    expect(endsBeforeStart(undefined, "2020")).toBe(false);
  });
});
