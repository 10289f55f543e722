import { createSseParser, type SseEvent } from "./sse";

const parse = (chunks: string[]) => {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
};

const STREAM = 'event: user\ndata: {"id":"u"}\n\nevent: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"ok":true}\n\n';

describe("createSseParser", () => {
  it("reads several events from one chunk", () => {
    expect(parse([STREAM]).map(({ event, data }) => [event, data])).toEqual([
      ["user", '{"id":"u"}'],
      ["delta", '{"text":"Hel"}'],
      ["delta", '{"text":"lo"}'],
      ["done", '{"ok":true}'],
    ]);
  });

  it("gives the same events however the stream is cut, mid-line and mid-field included", () => {
    const whole = parse([STREAM]);
    for (let size = 1; size <= 9; size++) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(parse(chunks)).toEqual(whole);
    }
    expect(parse(["event: del", 'ta\ndata: {"te', 'xt":"a"}', "\n", "\n"])).toEqual([{ event: "delta", data: '{"text":"a"}', id: null }]);
  });

  it("accepts CRLF and CR line endings, a CRLF cut between its two characters too", () => {
    expect(parse(["event: delta\r\ndata: x\r\n\r\n", "event: done\rdata: y\r\r"]).map(({ event, data }) => [event, data])).toEqual([
      ["delta", "x"],
      ["done", "y"],
    ]);
    expect(parse(["event: delta\r", "\ndata: x\r", "\n\r", "\n"])).toEqual([{ event: "delta", data: "x", id: null }]);
  });

  it("joins data lines with a line break, skips comments, keeps the last id and defaults the type to message", () => {
    expect(parse([": heartbeat\n\nid: 7\ndata: one\ndata:two\n\ndata: three\n\n"])).toEqual([
      { event: "message", data: "one\ntwo", id: "7" },
      { event: "message", data: "three", id: "7" },
    ]);
  });

  it("dispatches nothing for an event without data, nor for one the stream cut before its blank line", () => {
    expect(parse(["event: ping\n\n", "event: delta\ndata: half"])).toEqual([]);
  });
});
