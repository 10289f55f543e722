// The CSRF rules of every state-changing request, as pure functions of its headers, for the
// backend's middleware and the web app's route handlers alike.

export type Refusal = { status: 403 | 415; code: string; message: string };

const FOREIGN: Refusal = { status: 403, code: "forbidden_origin", message: "Requests from other sites are not accepted." };

/** The origin a browser sends for a same-origin request to this server, behind a proxy or not. */
export function ownOrigin(url: string, host: string | null | undefined, forwardedProto: string | null | undefined): string {
  const parsed = new URL(url);
  const proto = forwardedProto?.split(",")[0]?.trim() || parsed.protocol.replace(":", "");
  return `${proto}://${host || parsed.host}`;
}

/**
 * A foreign or "null" Origin and cross-site fetch metadata are refused. Requests without an
 * Origin (API clients with a bearer token) pass: browsers always send Origin on cross-origin
 * POSTs, including the form posts a non-JSON body would otherwise let through.
 */
export function originRefusal(headers: { origin: string | null | undefined; secFetchSite: string | null | undefined }, allowedOrigins: readonly string[]): Refusal | null {
  const { origin, secFetchSite } = headers;
  if (origin !== null && origin !== undefined && (origin === "null" || !allowedOrigins.includes(origin))) return FOREIGN;
  if (secFetchSite === "cross-site") return FOREIGN;
  return null;
}

/** Bodies are JSON (or multipart where a route takes files): the types a plain HTML form cannot send cross-site without a preflight. */
export function contentTypeRefusal(contentType: string, { multipart = false } = {}): Refusal | null {
  if (multipart) {
    return /^multipart\/form-data\b/i.test(contentType)
      ? null
      : { status: 415, code: "unsupported_media_type", message: "Send the CV as multipart/form-data, in a field named file." };
  }
  return /^application\/json\b/i.test(contentType)
    ? null
    : { status: 415, code: "unsupported_media_type", message: "Send the request body as application/json." };
}
