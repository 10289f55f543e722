import { formatApiDate } from "@/lib/dates";

/** A non-OK answer: carries the HTTP status and the parsed body. */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    super(error?.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.code = error?.code;
    this.fields = error?.fields;
  }
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
};

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
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
