import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { AtsName } from "../types";

// Local replicas of the employers' application forms and APIs, served by the fixture server so the
// tests and the offline demo apply for real without the internet. Each speaks its ATS's protocol
// (pages, field names, endpoints, answers) at that ATS's real paths, under /replica/<ats>.

/** One application a replica received, as it received it. */
export type ReplicaSubmission = {
  ats: AtsName;
  /** The posting, as the ATS names it: "board/123", "site/uuid", "company/slug". */
  posting: string;
  fields: Record<string, string | string[]>;
  files: { field: string; name: string; bytes: number; sha256: string }[];
  at: string;
  accepted: boolean;
};

export type ReplicaContext = {
  now: () => Date;
  record: (submission: ReplicaSubmission) => void;
  /** The fixture server's recorded job-board answer at this path (dates filled in), null when none. */
  loadFixture: (relativePath: string) => unknown;
  /** The replica's own base URL, e.g. http://127.0.0.1:4610/replica/greenhouse. */
  baseUrl: string;
};

/** Answers a request under its ATS's prefix; false when the path is not one of its pages. */
export type ReplicaHandler = (request: IncomingMessage, response: ServerResponse, path: string, url: URL, ctx: ReplicaContext) => Promise<boolean>;

export const REPLICA_PREFIX = "/replica";

/** The base URL of each replica on a fixture server, as APPLY_TARGETS takes it. */
export const replicaTargets = (serverUrl: string): Record<Exclude<AtsName, "email">, string> => ({
  greenhouse: `${serverUrl}${REPLICA_PREFIX}/greenhouse`,
  lever: `${serverUrl}${REPLICA_PREFIX}/lever`,
  ashby: `${serverUrl}${REPLICA_PREFIX}/ashby`,
  recruitee: `${serverUrl}${REPLICA_PREFIX}/recruitee`,
});

/** A request's form body (urlencoded or multipart), read with the platform's own parser. */
export async function readForm(request: IncomingMessage): Promise<FormData> {
  const body = Readable.toWeb(request) as ReadableStream<Uint8Array>;
  const parsed = new Request("http://replica.local/", { method: "POST", headers: request.headers as HeadersInit, body, duplex: "half" } as RequestInit);
  return parsed.formData();
}

/** A form's values and files, for the submissions log. */
export async function describeForm(form: FormData): Promise<Pick<ReplicaSubmission, "fields" | "files">> {
  const fields: Record<string, string | string[]> = {};
  const files: ReplicaSubmission["files"] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      const previous = fields[name];
      fields[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    } else if (value.size > 0) {
      const bytes = Buffer.from(await value.arrayBuffer());
      files.push({ field: name, name: value.name, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
    }
  }
  return { fields, files };
}

export function sendHtml(response: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
  response.end(html);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);
