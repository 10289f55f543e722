import { ApiError, request, serializeDates, withQuery } from "./request";

type FetchCall = { url: string; init: RequestInit };
let calls: FetchCall[] = [];
let nextResponse: () => Response;

beforeEach(() => {
  calls = [];
  nextResponse = () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return nextResponse();
  }) as typeof fetch;
});

describe("request", () => {
  it("sends GET parameters in the query string, leaving out empty ones, and no body", async () => {
    await request("GET", "/api/v1/data/locations", { params: { q: "münchen", limit: 5, cursor: undefined, type: null } });
    expect(calls[0]!.url).toBe("/api/v1/data/locations?q=m%C3%BCnchen&limit=5");
    expect(calls[0]!.init.body).toBeUndefined();
    expect(calls[0]!.init.method).toBe("GET");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("sends a JSON body with %s, dates as dd-MM-yyyy", async (method) => {
    await request(method, "/api/v1/profile/details", { body: { available_from: new Date("2026-07-01T00:00:00Z"), nested: [{ at: new Date("2026-12-24T10:00:00Z") }] } });
    const init = calls[0]!.init;
    expect(init.method).toBe(method);
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect(JSON.parse(init.body as string)).toEqual({ available_from: "01-07-2026", nested: [{ at: "24-12-2026" }] });
  });

  it("adds the bearer authorization header only when a token is given", async () => {
    await request("GET", "/a", { token: "abc.def.ghi" });
    await request("GET", "/b");
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe("Bearer abc.def.ghi");
    expect((calls[1]!.init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it("returns the parsed JSON body", async () => {
    nextResponse = () => new Response(JSON.stringify({ data: { items: [1, 2] } }), { status: 200 });
    await expect(request("GET", "/x")).resolves.toEqual({ data: { items: [1, 2] } });
  });

  it("throws an ApiError with the status and parsed body on a non-OK answer", async () => {
    const body = { error: { code: "validation_error", message: "Some fields are invalid.", fields: { email: "Enter a valid email address." } } };
    nextResponse = () => new Response(JSON.stringify(body), { status: 400 });
    const error = await request("POST", "/x", { body: {} }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body, code: "validation_error", fields: { email: "Enter a valid email address." }, message: "Some fields are invalid." });
  });

  it("keeps a non-JSON error body as text", async () => {
    nextResponse = () => new Response("Bad gateway", { status: 502 });
    const error = (await request("GET", "/x").catch((caught) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.body).toBe("Bad gateway");
  });
});

describe("serializeDates and withQuery", () => {
  it("leaves non-date values and class instances alone", () => {
    const map = new Map([["a", 1]]);
    expect(serializeDates({ n: 1, s: "x", b: false, nil: null, map })).toEqual({ n: 1, s: "x", b: false, nil: null, map });
  });

  it("appends to an existing query string and formats dates", () => {
    expect(withQuery("/x?a=1", { from: new Date("2026-01-02T00:00:00Z") })).toBe("/x?a=1&from=02-01-2026");
  });
});
