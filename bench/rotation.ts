/**
 * autocannon requests for the gate benchmark that behave like browsers holding a refresh token:
 * each request takes a sign-in no other request is using, sends only its refresh token, and keeps
 * the one the answer sets, so every visit is a real rotation (a token shown again after the
 * backend's grace window would count as theft and revoke the sign-in). Every answer is checked.
 */
import type { AutocannonRequest } from "autocannon";

type Headers = Record<string, string | string[]>;
type Jar = { token: string; busySince: number | null };

/** A header's values, whatever the case of its name. */
export function headerValues(headers: Headers, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) values.push(...(Array.isArray(value) ? value : [value]));
  }
  return values;
}

/** The value a Set-Cookie answer gives `name` (null when it sets none, or deletes it). */
export function setCookieValue(headers: Headers, name: string): string | null {
  for (const line of headerValues(headers, "set-cookie")) {
    const match = new RegExp(`^\\s*${name}=([^;]*)`).exec(line);
    if (match && match[1]) return match[1];
  }
  return null;
}

/** True when the answer's Location points at `path` on any origin. */
export function redirectsTo(headers: Headers, path: string): boolean {
  const location = headerValues(headers, "location")[0];
  if (!location) return false;
  return new URL(location, "http://placeholder").pathname === path;
}

export function refreshRotation(tokens: string[], options: { cookie: string; expectPath: string; now?: () => number }) {
  if (tokens.length === 0) throw new Error("refreshRotation needs at least one sign-in");
  const now = options.now ?? Date.now;
  const jars: Jar[] = tokens.map((token) => ({ token, busySince: null }));
  const seen: string[] = [];
  let failures = 0;
  let rotations = 0;
  let cursor = 0;

  const fail = (problem: string) => {
    failures += 1;
    if (seen.length < 5) seen.push(problem);
  };

  /** The next idle sign-in; when all are taken (an answer cut off at the end of a run), the longest-held one. */
  function take(): Jar {
    for (let i = 0; i < jars.length; i += 1) {
      const jar = jars[(cursor + i) % jars.length]!;
      if (jar.busySince === null) {
        cursor = (cursor + i + 1) % jars.length;
        jar.busySince = now();
        return jar;
      }
    }
    const oldest = jars.reduce((a, b) => (a.busySince! <= b.busySince! ? a : b));
    oldest.busySince = now();
    return oldest;
  }

  const request: AutocannonRequest = {
    method: "GET",
    setupRequest(req, context) {
      const jar = take();
      context.jar = jar;
      return { ...req, headers: { ...req.headers, cookie: `${options.cookie}=${jar.token}` } };
    },
    onResponse(status, _body, context, headers) {
      const jar = context.jar as Jar | undefined;
      if (jar) jar.busySince = null;
      const fresh = setCookieValue(headers, options.cookie);
      if (status !== 303 || !redirectsTo(headers, options.expectPath)) fail(`status ${status}, location ${headerValues(headers, "location")[0] ?? "none"}`);
      else if (!fresh) fail("no new refresh token set");
      else {
        rotations += 1;
        if (jar) jar.token = fresh;
      }
    },
  };

  /** A plain request whose answers must all be a redirect to `path` (the signed-in case). */
  const expectRedirect = (path: string): AutocannonRequest => ({
    method: "GET",
    onResponse(status, _body, _context, headers) {
      if (status !== 303 || !redirectsTo(headers, path)) fail(`status ${status}, location ${headerValues(headers, "location")[0] ?? "none"}`);
    },
  });

  return {
    request,
    expectRedirect,
    rotations: () => rotations,
    /** null while every answer was as expected; else how many were not and the first few. */
    problems: () => (failures === 0 ? null : `${failures} unexpected answers, e.g. ${seen.join("; ")}`),
  };
}
