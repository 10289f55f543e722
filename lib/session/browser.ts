"use client";

import { deleteCookie, getCookie } from "cookies-next/client";
import { ApiError, request, type Method, type RequestOptions } from "@/lib/api/request";
import { API_BASE } from "@/lib/backend/base";
import { LOGIN_PATH, SESSION_COOKIE, SIGNED_OUT_PARAM, parseSession, type Session } from "./constants";
import { loginRedirectPath } from "./return-path";

// The session as the browser sees it: the readable `session` cookie. The refresh token is
// HttpOnly, so only the /api/refresh route handler can use it.

export const readSession = (): Session | null => parseSession(getCookie(SESSION_COOKIE) as string | undefined);

const SESSION_CHANNEL = "job-copilot-session";
const REFRESH_LOCK = "job-copilot-refresh";

type SessionListener = (session: Session | null) => void;
const listeners = new Set<SessionListener>();
let channel: BroadcastChannel | null = null;

function getChannel() {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ session: Session | null }>) => {
    for (const listener of listeners) listener(event.data.session);
  };
  return channel;
}

/** Called with the new session when this tab or another one refreshes it. */
export function onSessionChange(listener: SessionListener): () => void {
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function announce(session: Session | null) {
  for (const listener of listeners) listener(session);
  getChannel()?.postMessage({ session });
}

let inFlight: Promise<Session | null> | null = null;
/** Set by signOut: from then on no call may exchange the refresh token for a new session. */
let signingOut = false;

async function refreshOnce(staleToken: string | null): Promise<Session | null> {
  // Another tab may have refreshed while this one waited for the lock.
  const current = readSession();
  if (current && current.auth.access_token !== staleToken) return current;
  try {
    const response = await fetch("/api/refresh", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    if (!response.ok) return null;
    const { data } = (await response.json()) as { data: Session };
    announce(data);
    return data;
  } catch (error) {
    // A failed refresh is logged, not shown: the user is sent to /login instead.
    console.error("Session refresh failed", error);
    return null;
  }
}

/**
 * Exchanges the refresh token for a new session: one request however many callers ask at once,
 * in this tab (a shared promise) and across tabs (a Web Lock; the others reuse its result).
 */
export function refreshSession(staleToken: string | null = readSession()?.auth.access_token ?? null): Promise<Session | null> {
  if (signingOut) return Promise.resolve(null);
  inFlight ??= (async () => {
    try {
      if (typeof navigator !== "undefined" && navigator.locks) {
        return await navigator.locks.request(REFRESH_LOCK, () => refreshOnce(staleToken));
      }
      return await refreshOnce(staleToken);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Deletes the session cookie — unless another tab has meanwhile replaced the token that failed,
 * in which case the cookie already holds a good session.
 */
export function clearBrowserSession(failedToken?: string | null) {
  const current = readSession();
  if (failedToken && current && current.auth.access_token !== failedToken) return;
  deleteCookie(SESSION_COOKIE, { path: "/" });
}

export function redirectToLogin() {
  window.location.assign(loginRedirectPath(`${window.location.pathname}${window.location.search}`));
}

let apiBase = API_BASE;
/** Set once by the providers from server configuration (API_URL when the backend runs apart). */
export const setApiBase = (base: string) => {
  apiBase = base.replace(/\/+$/, "");
};
export const apiUrl = (path: string) => `${apiBase}${path.startsWith("/") ? path : `/${path}`}`;

/**
 * A backend call as the signed-in user. A 401 clears the session cookie; then, unless on the login
 * page, one refresh and one retry; failing that, the login page with the current path in `r`.
 */
export async function apiRequest<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const onLoginPage = window.location.pathname === LOGIN_PATH;
  let session = readSession();
  if (!session && !onLoginPage) session = await refreshSession(null);
  try {
    return await request<T>(method, apiUrl(path), { ...options, token: session?.auth.access_token });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    clearBrowserSession(session?.auth.access_token);
    if (!onLoginPage) {
      const fresh = await refreshSession(session?.auth.access_token ?? null);
      if (fresh) return request<T>(method, apiUrl(path), { ...options, token: fresh.auth.access_token });
      redirectToLogin();
    }
    throw error;
  }
}

async function postJson(path: string, body: unknown = {}) {
  return request<{ data: unknown }>("POST", path, { body });
}

/**
 * Logout: revoke, clear, go to /login — even when the call fails. The refresh cookie is
 * HttpOnly, so when the call did not get through, /login is told to end the sign-in and drop
 * both cookies (SIGNED_OUT_PARAM). Until then the session cookie stays: a prefetch still in
 * flight without it would have the gate exchange the refresh token and sign the browser back in.
 */
export async function signOut() {
  signingOut = true;
  let signedOut = true;
  try {
    await postJson("/api/logout");
  } catch (error) {
    signedOut = false;
    console.error("Logout failed", error);
  }
  if (signedOut) clearBrowserSession();
  announce(null);
  window.location.assign(signedOut ? LOGIN_PATH : `${LOGIN_PATH}?${SIGNED_OUT_PARAM}=1`);
}

/**
 * Admin: sign in as a user, then reload as them — or go to `goTo`, when the page the admin is on
 * is not one the user may see (the admin console). A refusal is thrown, for the dialog to show.
 */
export async function signInAs(email: string, reason?: string, goTo?: string): Promise<void> {
  await postJson("/api/login-admin", reason ? { email, reason } : { email });
  if (goTo) window.location.assign(goTo);
  else window.location.reload();
}

/** Restores the admin's own session and reloads. */
export async function backToAdmin() {
  try {
    await postJson("/api/back-to-admin");
  } catch (error) {
    console.error("Back to admin failed", error);
  }
  window.location.reload();
}

/** An SWR key: the API path, or [path, query parameters]. */
export type ApiKey = string | [string, Record<string, string | number | boolean | null | undefined>];

/** The app's SWR fetcher (set in components/providers.tsx): a GET of the key's API path. */
export const apiFetcher = (key: ApiKey) => (Array.isArray(key) ? apiRequest("GET", key[0], { params: key[1] }) : apiRequest("GET", key));
