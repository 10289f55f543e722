import type { FieldError } from "@/lib/contracts/errors";
import { formatApiDate } from "@/lib/dates";

/** A non-OK answer: carries the HTTP status, the parsed body and, after a 429, the seconds to wait. */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly fields: Record<string, FieldError> | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly retryAfter: number | null = null,
  ) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, FieldError> } } | null)?.error;
    super(error?.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.code = error?.code;
    this.fields = error?.fields;
  }
}

/** Retry-After in seconds (its date form too); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The body of an answer, JSON when it parses; an ApiError when the status is not OK. */
export async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body, retryAfterSeconds(response.headers.get("retry-after")));
  return body as T;
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type RequestOptions = {
  /** Sent in the query string (GET) — undefined and null values are left out. */
  params?: Record<string, string | number | boolean | Date | null | undefined>;
  /** Sent as JSON (POST, PUT, PATCH, DELETE). */
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** "blob" for files (a proof's screenshot); "file" for a download with its name (a FileAnswer); JSON otherwise. */
  responseType?: "json" | "blob" | "file";
};

/** A downloaded file and the name the server gave it (Content-Disposition); null when it gave none. */
export type FileAnswer = { blob: Blob; fileName: string | null };

/**
 * The file name of a Content-Disposition header: its UTF-8 `filename*` first, else the plain
 * `filename`; null when neither is readable. Path parts are dropped: only a name is ever used.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | null = null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ?? null;
  const base = name?.split(/[\\/]/).at(-1)?.trim();
  return base ? base : null;
}

/** Date values anywhere in a payload become dd-MM-yyyy text, the API's date format. */
export function serializeDates(value: unknown): unknown {
  if (value instanceof Date) return formatApiDate(value);
  if (Array.isArray(value)) return value.map(serializeDates);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, serializeDates(child)]));
  }
  return value;
}

export function withQuery(url: string, params: RequestOptions["params"]): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(serializeDates(value)));
  }
  const query = search.toString();
  return query ? `${url}${url.includes("?") ? "&" : "?"}${query}` : url;
}

/** The one request function: JSON in and out, bearer auth when a token is given, ApiError on non-OK. */
export async function request<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method, headers, signal: options.signal, credentials: "same-origin" };
  if (method !== "GET" && options.body !== undefined) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(serializeDates(options.body));
  }
  const response = await fetch(method === "GET" ? withQuery(url, options.params) : url, init);
  if (options.responseType === "blob" && response.ok) return (await response.blob()) as T;
  if (options.responseType === "file" && response.ok) {
    const file: FileAnswer = { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
    return file as T;
  }
  return readAnswer<T>(response);
}
