import { DEFAULT_BOARDS } from "./default-boards";
import { SOURCES } from "./types";
import { JobSourcesError, jobSourcesSchema, parseJobSources } from ".";

const errorsOf = (value: string): string[] => {
  try {
    parseJobSources(value);
  } catch (error) {
    expect(error).toBeInstanceOf(JobSourcesError);
    return (error as JobSourcesError).issues;
  }
  throw new Error(`"${value}" was accepted`);
};

describe("JOB_SOURCES", () => {
  it("accepts fixtures, alone or with a server URL", () => {
    expect(parseJobSources("fixtures")).toEqual({ mode: "fixtures", baseUrl: null });
    expect(parseJobSources(" fixtures@http://127.0.0.1:4010/ ")).toEqual({ mode: "fixtures", baseUrl: "http://127.0.0.1:4010" });
  });

  it("accepts defaults: every source, ATSs with their default boards", () => {
    const config = parseJobSources("defaults");
    expect(config.mode).toBe("live");
    if (config.mode !== "live") return;
    expect(config.entries.map((entry) => entry.source)).toEqual([...SOURCES]);
    expect(config.entries.find((entry) => entry.source === "greenhouse")!.boards).toEqual(DEFAULT_BOARDS.greenhouse);
    expect(config.entries.find((entry) => entry.source === "remotive")!.boards).toBeNull();
  });

  it("parses a list of sources with boards, defaults and base URLs", () => {
    expect(parseJobSources("greenhouse:stripe,airbnb;lever:netflix;remotive;arbeitnow;remoteok")).toEqual({
      mode: "live",
      entries: [
        { source: "greenhouse", boards: [{ board: "stripe", company: "Stripe" }, { board: "airbnb", company: "Airbnb" }], baseUrl: null },
        { source: "lever", boards: [{ board: "netflix", company: "Netflix" }], baseUrl: null },
        { source: "remotive", boards: null, baseUrl: null },
        { source: "arbeitnow", boards: null, baseUrl: null },
        { source: "remoteok", boards: null, baseUrl: null },
      ],
    });
    expect(parseJobSources("Greenhouse : acme-co , stripe ,\nlever:kitebase@http://127.0.0.1:4010; remotive@http://localhost:9000/")).toEqual({
      mode: "live",
      entries: [
        { source: "greenhouse", boards: [{ board: "acme-co", company: "" }, { board: "stripe", company: "Stripe" }], baseUrl: null },
        { source: "lever", boards: [{ board: "kitebase", company: "" }], baseUrl: "http://127.0.0.1:4010" },
        { source: "remotive", boards: null, baseUrl: "http://localhost:9000" },
      ],
    });
    const ats = parseJobSources("ashby;recruitee:canalhouse@http://127.0.0.1:4010");
    expect(ats).toMatchObject({ mode: "live", entries: [{ source: "ashby", boards: DEFAULT_BOARDS.ashby }, { source: "recruitee", baseUrl: "http://127.0.0.1:4010" }] });
  });

  it("takes a board's company name after \"=\"", () => {
    expect(parseJobSources("lever:acme=Acme Analytics,netflix;ashby:brightloop = Brightloop Health@http://127.0.0.1:4010")).toEqual({
      mode: "live",
      entries: [
        { source: "lever", boards: [{ board: "acme", company: "Acme Analytics" }, { board: "netflix", company: "Netflix" }], baseUrl: null },
        { source: "ashby", boards: [{ board: "brightloop", company: "Brightloop Health" }], baseUrl: "http://127.0.0.1:4010" },
      ],
    });
    expect(errorsOf("lever:acme=")).toEqual([expect.stringMatching(/company name after "=" must be 1 to 100 characters/)]);
  });

  it("ignores empty entries and duplicate boards", () => {
    expect(parseJobSources("lever:netflix,NETFLIX;;")).toEqual({ mode: "live", entries: [{ source: "lever", boards: [{ board: "netflix", company: "Netflix" }], baseUrl: null }] });
  });

  it.each([
    ["", [/is empty/]],
    ["  ;  ", [/is empty/]],
    ["greenhous:stripe", [/unknown source "greenhous" in "greenhous:stripe" \(expected one of greenhouse, lever/]],
    ["remotive:foo", [/remotive is an aggregator and takes no boards: remove ":foo"/]],
    ["greenhouse:", [/"greenhouse:" names no boards/]],
    ["greenhouse:stripe co", [/invalid board "stripe co" for greenhouse/]],
    ["greenhouse:stripe@ftp://x", [/invalid base URL "ftp:\/\/x" for greenhouse: expected an http:\/\/ or https:\/\/ URL/]],
    ["greenhouse:stripe@", [/has "@" but no base URL/]],
    ["lever:a;lever:b", [/lever is listed twice/]],
    ["fixtures;remotive", [/"fixtures" stands alone/]],
    ["defaults;remotive", [/"defaults" stands alone/]],
    ["fixtures@not a url", [/invalid base URL "not a url" for fixtures/]],
  ])("rejects %p with a clear message", (value, messages) => {
    const issues = errorsOf(value);
    expect(issues).toHaveLength(messages.length);
    messages.forEach((message, i) => expect(issues[i]).toMatch(message));
  });

  it("reports every mistake at once", () => {
    const issues = errorsOf("greenhous:a;remotive:b;lever:x y");
    expect(issues).toHaveLength(3);
    expect(new JobSourcesError(issues).message).toMatch(/^Invalid JOB_SOURCES:\n {2}- unknown source/);
  });

  it("is a zod schema that other schemas can embed", () => {
    expect(jobSourcesSchema.safeParse("remoteok").success).toBe(true);
    const failed = jobSourcesSchema.safeParse("nope");
    expect(failed.success).toBe(false);
  });
});
