import { backendCall, backendRequest, type Transport } from "./call";

describe("backendCall", () => {
  it("builds the request under the API base with the token, JSON body and forwarded address", async () => {
    const request = backendRequest({ path: "/auth/refresh", method: "POST", token: "t", body: { a: 1 }, forwardedFor: "203.0.113.1" });
    expect(new URL(request.url).pathname).toBe("/api/v1/auth/refresh");
    expect(request.headers.get("authorization")).toBe("Bearer t");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("x-forwarded-for")).toBe("203.0.113.1");
    expect(await request.text()).toBe('{"a":1}');
  });

  it("reads the JSON answer with its status and headers", async () => {
    const transport: Transport = async () => Response.json({ data: { ok: true } }, { status: 201, headers: { "retry-after": "3" } });
    const answer = await backendCall(transport, { path: "/x" });
    expect(answer?.status).toBe(201);
    expect(answer?.body).toEqual({ data: { ok: true } });
    expect(answer?.headers.get("retry-after")).toBe("3");
  });

  it("gives up after one timeout, also when the transport ignores the abort signal", async () => {
    const transport: Transport = () => new Promise(() => undefined);
    const started = Date.now();
    expect(await backendCall(transport, { path: "/slow", timeoutMs: 50 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("answers null when the transport fails", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const transport: Transport = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await backendCall(transport, { path: "/down" })).toBeNull();
    spy.mockRestore();
  });
});
