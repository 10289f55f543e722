"use client";

import { apiRequest } from "@/lib/session/browser";
import type { FileAnswer } from "./request";

/**
 * Fetches a file as the signed-in user (a plain link cannot send the token), with the name the
 * server gave it; a 401 refreshes the session once, as every API call does.
 */
export const downloadFile = (path: string, signal?: AbortSignal) => apiRequest<FileAnswer>("GET", path, { responseType: "file", signal });

/** Hands a file fetched in memory to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
