// Server-sent events read from a fetch body. EventSource cannot POST nor send an Authorization
// header, so the streamed answers of POST routes are parsed here, by the rules of the HTML
// standard's event-stream format: lines end in CRLF, LF or CR; `data` lines join with "\n"; a
// blank line dispatches; a line starting with ":" is a comment (a heartbeat).

export type SseEvent = { event: string; data: string; id: string | null };

export type SseParser = {
  /** The next piece of text, cut anywhere (mid-line, mid-CRLF). */
  push: (chunk: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end: () => void;
};

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = "";
  // A chunk that ended in CR: an LF at the start of the next one belongs to the same line ending.
  let skipLeadingLf = false;
  let eventType = "";
  let data: string[] = [];
  let lastId: string | null = null;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || "message", data: data.join("\n"), id: lastId });
    eventType = "";
    data = [];
  };

  const line = (text: string) => {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventType = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) lastId = value;
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== "\n" && char !== "\r") continue;
        line(buffer.slice(start, i));
        if (char === "\r") {
          if (i + 1 === buffer.length) skipLeadingLf = true;
          else if (buffer[i + 1] === "\n") i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = "";
      eventType = "";
      data = [];
    },
  };
}
