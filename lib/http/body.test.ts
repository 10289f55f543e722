import { BodyTooLargeError, readBodyText } from "./body";

const streamOf = (chunks: number, chunkBytes: number, onPull: () => void) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (chunks-- <= 0) return controller.close();
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });

describe("readBodyText", () => {
  it("reads a body within the limit", async () => {
    const request = new Request("http://x/", { method: "POST", body: JSON.stringify({ a: "é" }) });
    expect(await readBodyText(request, 100)).toBe('{"a":"é"}');
  });

  it("refuses a declared length over the limit without reading", async () => {
    let pulls = 0;
    const request = new Request("http://x/", {
      method: "POST",
      headers: { "content-length": String(8 * 1024 * 1024) },
      body: streamOf(8, 1024 * 1024, () => (pulls += 1)),
      duplex: "half",
    } as RequestInit);
    await expect(readBodyText(request)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared stream where it crosses the limit", async () => {
    let pulls = 0;
    const request = new Request("http://x/", { method: "POST", body: streamOf(60, 64 * 1024, () => (pulls += 1)), duplex: "half" } as RequestInit);
    await expect(readBodyText(request, 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    // 1 MB is 16 chunks of 64 KB: the 17th crosses it; the stream may have pulled one or two ahead.
    expect(pulls).toBeLessThan(20);
  });
});
