import { coveredMonths, findDateRanges, findDateSpans, isDateText, statedYears } from "./dates";

const NOW = new Date("2025-06-15T12:00:00Z");
/** The ranges as "YYYY-MM..YYYY-MM", end month included. */
const ranges = (text: string) =>
  findDateRanges(text, NOW).map(({ start, end }) => {
    const month = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
    return `${month(start)}..${month(end - 1)}`;
  });

describe("findDateRanges", () => {
  it.each([
    ["Jan 2019 – Present", "2019-01..2025-06"],
    ["03/2018 - 05/2021", "2018-03..2021-05"],
    ["2018-03 – 2020-11", "2018-03..2020-11"],
    ["01.03.2018 – 31.12.2019", "2018-03..2019-12"],
    ["Sept 2015 - Aug '17", "2015-09..2017-08"],
    ["Jan – Mar 2019", "2019-01..2019-03"],
    ["März 2017 bis heute", "2017-03..2025-06"],
    ["seit 04/2020", "2020-04..2025-06"],
    ["Okt. 2012 – Dez. 2014", "2012-10..2014-12"],
    ["janv. 2015 – déc. 2016", "2015-01..2016-12"],
    ["mars 2019 à aujourd’hui", "2019-03..2025-06"],
    ["février 2010 - août 2011", "2010-02..2011-08"],
    ["septiembre de 2018 - actualidad", "2018-09..2025-06"],
    ["gennaio 2020 - oggi", "2020-01..2025-06"],
    ["janeiro 2019 – atual", "2019-01..2025-06"],
    ["mei 2018 - heden", "2018-05..2025-06"],
    ["since 2021", "2021-07..2025-06"],
  ])("reads %s", (text, expected) => {
    expect(ranges(text)).toEqual([expected]);
  });

  it("counts a range of bare years from mid-year to mid-year, a single year as half a year", () => {
    expect(ranges("2016-2020")).toEqual(["2016-07..2020-06"]);
    expect(coveredMonths(findDateRanges("2016 – 2020", NOW))).toBe(48);
    expect(coveredMonths(findDateRanges("2019 – 2019", NOW))).toBe(6);
  });

  it("joins a range the PDF layout broke over two lines", () => {
    expect(ranges("Acme, Jan 2019 –\nMar 2021")).toEqual(["2019-01..2021-03"]);
  });

  it("ignores lone dates, academic years, future starts, and ends in the future", () => {
    expect(ranges("Born 12.03.1990; 2016/17; June 2019")).toEqual([]);
    expect(ranges("Jun 2030 – Present")).toEqual([]);
    expect(ranges("Jan 2024 – Dec 2026")).toEqual(["2024-01..2025-06"]);
  });

  it("uses the given now for Present", () => {
    expect(coveredMonths(findDateRanges("Jan 2020 – Present", new Date("2021-01-10")))).toBe(13);
  });
});

describe("coveredMonths", () => {
  it("counts overlapping jobs once", () => {
    const overlapping = findDateRanges("May 2019 – Present\nJan 2020 – Dec 2020 (part-time)\n2010 - 2014", NOW);
    expect(coveredMonths(overlapping)).toBe(74 + 48);
    expect(coveredMonths(findDateRanges("Jan 2019 – Dec 2019\nJan 2019 – Dec 2019", NOW))).toBe(12);
    expect(coveredMonths([])).toBe(0);
  });
});

describe("statedYears", () => {
  it.each([
    ["8+ years of experience", 8],
    ["over 10 years' professional experience", 10],
    ["mehr als 10 Jahre Berufserfahrung", 10],
    ["mit 12 Jahren Erfahrung im Vertrieb", 12],
    ["8 ans d'expérience", 8],
    ["5 años de experiencia", 5],
    ["7 anni di esperienza", 7],
    ["6 anos de experiência", 6],
    ["12 jaar werkervaring", 12],
    ["2.5 years experience", 2.5],
  ])("reads %s", (text, years) => {
    expect(statedYears(text)).toBe(years);
  });

  it("takes the largest claim and ignores numbers that are not about experience", () => {
    expect(statedYears("3 years of experience with React, 9 years experience overall")).toBe(9);
    expect(statedYears("Managed 8 engineers for years. Experience: broad")).toBeNull();
    expect(statedYears("2019: 120 years of company history")).toBeNull();
  });
});

describe("findDateSpans", () => {
  it("keeps the precision written and says which ends are open", () => {
    expect(findDateSpans("Jan 2019 – Present")).toEqual([{ start: { year: 2019, month: 0 }, end: "present" }]);
    expect(findDateSpans("2016-2020")).toEqual([{ start: { year: 2016, month: null }, end: { year: 2020, month: null } }]);
    expect(findDateSpans("seit 04/2020")).toEqual([{ start: { year: 2020, month: 3 }, end: "present" }]);
    expect(findDateSpans("Jan – Mar 2019")).toEqual([{ start: { year: 2019, month: 0 }, end: { year: 2019, month: 2 } }]);
    expect(findDateSpans("AWS Certified, 2021")).toEqual([{ start: { year: 2021, month: null }, end: null }]);
  });
});

describe("isDateText", () => {
  it.each(["seit 04/2020", "(2018 – heute):", "Jan. 2013 – Sept. 2015:", "mars 2019 à aujourd'hui", "2012 – 2016", "desde 2019"])("takes %s for dates only", (text) => {
    expect(isDateText(text)).toBe(true);
  });

  it.each(["Current projects", "Senior Engineer 2019", "Lab", "a", "Present"])("does not take %s for dates only", (text) => {
    expect(isDateText(text)).toBe(false);
  });
});
