import { NextResponse, type NextRequest } from "next/server";
import { backendCall, httpTransport } from "@/lib/backend/call";
import { getEnv, isProduction } from "@/lib/env";
import { BASE_SECURITY_HEADERS, HSTS_HEADER, connectSourcesFor, contentSecurityPolicy, createNonce } from "@/lib/http/security-headers";
import { isLocale, LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import {
  CURRENT_PATH_HEADER,
  HOME_PATH,
  LOGIN_PATH,
  PRIVACY_PATH,
  REFRESH_COOKIE,
  SESSION_COOKIE,
  SIGNED_OUT_PARAM,
  TERMS_PATH,
  isExpired,
  isSession,
  parseSession,
  type Session,
} from "@/lib/session/constants";
import { clearSessionCookies, writeSessionCookies, type SessionWithRefresh } from "@/lib/session/cookies";
import { loginRedirectPath, sameOriginUrl, sanitizeReturnPath } from "@/lib/session/return-path";
import { SERVICE_UNAVAILABLE_TEXT } from "@/lib/session/unavailable-text";

/** Pages anyone may open; everything else behind the gate needs a session. */
const PUBLIC_PATHS = new Set(["/", LOGIN_PATH, "/signup", "/forgot-password", "/reset-password", "/verify-email", TERMS_PATH, PRIVACY_PATH]);

type RefreshOutcome = { session: SessionWithRefresh } | "refused" | "unavailable";

/** Exchanges the refresh token at the backend (API_URL, or this app's own /api/v1) within the backend timeout. */
async function exchange(origin: string, refreshToken: string): Promise<RefreshOutcome> {
  const answer = await backendCall(httpTransport(getEnv().API_URL ?? origin), { path: "/auth/refresh", method: "POST", body: { refresh_token: refreshToken } });
  if (!answer || answer.status >= 500) return "unavailable";
  if (answer.status !== 200) return "refused";
  const data = (answer.body as { data?: SessionWithRefresh } | null)?.data;
  return data && isSession(data) ? { session: data } : "refused";
}

/**
 * Ends the sign-in at the backend, best effort: the page's own logout call did not get through,
 * and a refresh token left valid would let any request still in flight sign the browser back in.
 */
async function revoke(origin: string, refreshToken: string | undefined) {
  if (!refreshToken) return;
  const answer = await backendCall(httpTransport(getEnv().API_URL ?? origin), { path: "/auth", method: "DELETE", body: { refresh_token: refreshToken } });
  if (!answer || answer.status !== 200) console.error("Sign-out: the sign-in could not be ended", answer?.status ?? "unreachable");
}

/**
 * One refresh per refresh token at a time: prefetches and parallel navigations that reach the
 * gate together with the same cookie share the first one's answer instead of each rotating it.
 */
const refreshesInFlight = new Map<string, Promise<RefreshOutcome>>();

function refresh(request: NextRequest, refreshToken: string): Promise<RefreshOutcome> {
  let pending = refreshesInFlight.get(refreshToken);
  if (!pending) {
    pending = exchange(request.nextUrl.origin, refreshToken).finally(() => refreshesInFlight.delete(refreshToken));
    refreshesInFlight.set(refreshToken, pending);
  }
  return pending;
}

/** Security headers on every answer of the gate; the page policy carries this request's nonce. */
function secure<T extends Response>(response: T, csp: string): T {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) response.headers.set(name, value);
  response.headers.set("Content-Security-Policy", csp);
  if (isProduction(getEnv())) response.headers.set("Strict-Transport-Security", HSTS_HEADER);
  return response;
}

function unavailableResponse(request: NextRequest) {
  const stored = request.cookies.get(LOCALE_STORAGE_KEY)?.value;
  const locale = isLocale(stored) ? stored : "en";
  return new NextResponse(SERVICE_UNAVAILABLE_TEXT[locale], { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5" } });
}

/**
 * Lets the request through; with a refreshed session, both the page render and the browser get it.
 * The policy goes on the request too: Next.js reads its nonce from there for the scripts it renders.
 * `clear` drops the session cookies of a refresh the backend refused, so the next visit does not try it again.
 */
function pass(request: NextRequest, refreshed: SessionWithRefresh | null, csp: string, clear = false) {
  if (refreshed) request.cookies.set(SESSION_COOKIE, JSON.stringify({ user: refreshed.user, auth: refreshed.auth }));
  const headers = new Headers(request.headers);
  headers.set(CURRENT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  if (refreshed) writeSessionCookies(response.cookies, refreshed, isProduction(getEnv()));
  if (clear) clearSessionCookies(response.cookies);
  return response;
}

/** A 303 to a path on this app's own origin; a path that would leave it goes home instead. */
function redirect(request: NextRequest, path: string, refreshed: SessionWithRefresh | null, clear = false) {
  const target = sameOriginUrl(path, request.nextUrl.origin) ?? sameOriginUrl(HOME_PATH, request.nextUrl.origin)!;
  const response = NextResponse.redirect(target, 303);
  if (refreshed) writeSessionCookies(response.cookies, refreshed, isProduction(getEnv()));
  if (clear) clearSessionCookies(response.cookies);
  return response;
}

/**
 * The session gate (Edge). A valid session passes; without one, the refresh token is exchanged
 * for a new session; without either, the visitor goes to /login with the current path in `r`.
 * `/` is the public home for signed-out visitors; signed-in ones go on to the app, as from /login.
 * The token is checked for shape and expiry only: the backend verifies its signature on every call.
 */
export async function middleware(request: NextRequest) {
  // Next.js's internal recursion header must never come from outside.
  if (request.headers.has("x-middleware-subrequest")) return new NextResponse(null, { status: 400 });
  const env = getEnv();
  const csp = contentSecurityPolicy({
    nonce: createNonce(),
    development: process.env.NODE_ENV === "development",
    connectSources: connectSourcesFor(env),
    upgradeInsecureRequests: isProduction(env),
  });
  return secure(await gate(request, csp), csp);
}

async function gate(request: NextRequest, csp: string): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (pathname === LOGIN_PATH && request.nextUrl.searchParams.has(SIGNED_OUT_PARAM)) {
    await revoke(request.nextUrl.origin, request.cookies.get(REFRESH_COOKIE)?.value);
    const response = redirect(request, LOGIN_PATH, null);
    clearSessionCookies(response.cookies, { admin: true });
    return response;
  }
  const isPublic = PUBLIC_PATHS.has(pathname);
  const wantsTarget = pathname === "/" || pathname === LOGIN_PATH;

  let session: Session | null = parseSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (session && isExpired(session)) session = null;
  let refreshed: SessionWithRefresh | null = null;
  let refusedRefresh = false;

  const refreshToken = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!session && refreshToken && (!isPublic || wantsTarget)) {
    const outcome = await refresh(request, refreshToken);
    if (outcome === "unavailable") return unavailableResponse(request);
    if (outcome === "refused") refusedRefresh = true;
    else session = refreshed = outcome.session;
  }

  if (wantsTarget && session) {
    const target = sanitizeReturnPath(request.nextUrl.searchParams.get("r")) ?? HOME_PATH;
    return redirect(request, target, refreshed);
  }
  if (!isPublic && !session) return redirect(request, loginRedirectPath(`${pathname}${search}`), null, true);
  return pass(request, refreshed, csp, pathname === "/" && refusedRefresh);
}

export const config = {
  // Everything but the API, Next.js internals and files with an extension (static assets).
  matcher: ["/((?!api/|_next/static|_next/image|.*\\.[\\w]+$).*)"],
};
