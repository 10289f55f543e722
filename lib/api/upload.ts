"use client";

import { readAnswer } from "@/lib/api/request";
import { apiUrl, readSession, redirectToLogin, refreshSession } from "@/lib/session/browser";

async function send(path: string, file: File, token: string | undefined, signal?: AbortSignal): Promise<Response> {
  const body = new FormData();
  body.append("file", file, file.name);
  // No content-type header: the browser sets multipart/form-data with its boundary.
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(apiUrl(path), { method: "POST", headers, body, signal, credentials: "same-origin" });
}

/**
 * Uploads one file as multipart/form-data (apiRequest sends JSON only). A 401 refreshes the
 * session once and retries; failing that, the login page.
 */
export async function uploadFile<T = unknown>(file: File, { path = "/file-upload", signal }: { path?: string; signal?: AbortSignal } = {}): Promise<T> {
  const token = readSession()?.auth.access_token;
  const response = await send(path, file, token, signal);
  if (response.status !== 401) return readAnswer<T>(response);
  const fresh = await refreshSession(token ?? null);
  if (!fresh) {
    redirectToLogin();
    return readAnswer<T>(response);
  }
  return readAnswer<T>(await send(path, file, fresh.auth.access_token, signal));
}
