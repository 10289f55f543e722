"use client";

import { readAnswer } from "@/lib/api/request";
import { apiUrl, clearBrowserSession, readSession, redirectToLogin, refreshSession } from "@/lib/session/browser";

/** A file the API sent as an attachment, with the name it gave it (null when it gave none). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` when there is one, else
 * the plain `filename`; null when neither is readable. Path parts are dropped.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/.exec(header)?.[1] ?? null;
  const base = name?.split(/[\\/]/).at(-1)?.trim();
  return base ? base : null;
}

const get = (path: string, token: string | undefined, signal?: AbortSignal) =>
  fetch(apiUrl(path), { method: "GET", headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: "same-origin", signal });

/**
 * Fetches a file as the signed-in user (a plain link cannot send the token). A 401 refreshes the
 * session once and retries; failing that, the login page. A refusal throws the ApiError.
 */
export async function downloadFile(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
  const token = readSession()?.auth.access_token;
  let response = await get(path, token, signal);
  if (response.status === 401) {
    clearBrowserSession(token);
    const fresh = await refreshSession(token ?? null);
    if (fresh) response = await get(path, fresh.auth.access_token, signal);
    else redirectToLogin();
  }
  if (!response.ok) await readAnswer(response);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get("content-disposition")) };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
