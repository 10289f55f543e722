import { NextResponse, type NextRequest } from "next/server";
import { createTranslator } from "use-intl/core";
import { getEnv, isProduction } from "@/lib/env";
import { isLocale, LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import {
  CURRENT_PATH_HEADER,
  HOME_PATH,
  LOGIN_PATH,
  REFRESH_COOKIE,
  SESSION_COOKIE,
  SIGNED_OUT_PARAM,
  isExpired,
  parseSession,
  sessionSchema,
  type Session,
} from "@/lib/session/constants";
import { clearSessionCookies, writeSessionCookies, type SessionWithRefresh } from "@/lib/session/cookies";
import { loginRedirectPath, sanitizeReturnPath } from "@/lib/session/return-path";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import nl from "@/messages/nl.json";
import pt from "@/messages/pt.json";

/** Pages anyone may open; everything else behind the gate needs a session. */
const PUBLIC_PATHS = new Set([LOGIN_PATH, "/signup", "/forgot-password", "/reset-password", "/verify-email"]);
const REFRESH_TIMEOUT_MS = 5000;
const errorMessages = { de, en, es, fr, it, nl, pt };

type RefreshOutcome = { session: SessionWithRefresh } | "refused" | "unavailable";

/** Exchanges the refresh token at the backend (the in-process mount, or API_URL) within 5 s. */
async function refresh(request: NextRequest, refreshToken: string): Promise<RefreshOutcome> {
  const base = getEnv().API_URL ?? request.nextUrl.origin;
  try {
    const response = await fetch(`${base}/api/v1/auth/refresh`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
      signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
    });
    if (response.status >= 500) return "unavailable";
    if (!response.ok) return "refused";
    const { data } = (await response.json()) as { data: SessionWithRefresh };
    return sessionSchema.safeParse(data).success ? { session: data } : "refused";
  } catch (error) {
    console.error("Session refresh from middleware failed", error);
    return "unavailable";
  }
}

function unavailableResponse(request: NextRequest) {
  const stored = request.cookies.get(LOCALE_STORAGE_KEY)?.value;
  const locale = isLocale(stored) ? stored : "en";
  const t = createTranslator({ locale, messages: errorMessages[locale], namespace: "Errors" });
  return new NextResponse(t("serviceUnavailable"), { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "5" } });
}

/** Lets the request through; with a refreshed session, both the page render and the browser get it. */
function pass(request: NextRequest, refreshed: SessionWithRefresh | null) {
  if (refreshed) request.cookies.set(SESSION_COOKIE, JSON.stringify({ user: refreshed.user, auth: refreshed.auth }));
  const headers = new Headers(request.headers);
  headers.set(CURRENT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const response = NextResponse.next({ request: { headers } });
  if (refreshed) writeSessionCookies(response.cookies, refreshed, isProduction(getEnv()));
  return response;
}

function redirect(request: NextRequest, path: string, refreshed: SessionWithRefresh | null, clear = false) {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  if (refreshed) writeSessionCookies(response.cookies, refreshed, isProduction(getEnv()));
  if (clear) clearSessionCookies(response.cookies);
  return response;
}

/**
 * The session gate (Edge). A valid session passes; without one, the refresh token is exchanged
 * for a new session; without either, the visitor goes to /login with the current path in `r`.
 * The token is checked for shape and expiry only: the backend verifies its signature on every call.
 */
export async function middleware(request: NextRequest) {
  // Next.js's internal recursion header must never come from outside.
  if (request.headers.has("x-middleware-subrequest")) return new NextResponse(null, { status: 400 });

  const { pathname, search } = request.nextUrl;
  if (pathname === LOGIN_PATH && request.nextUrl.searchParams.has(SIGNED_OUT_PARAM)) {
    const response = NextResponse.redirect(new URL(LOGIN_PATH, request.url), 303);
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
  if (pathname === "/") return redirect(request, LOGIN_PATH, null, refusedRefresh);
  if (!isPublic && !session) return redirect(request, loginRedirectPath(`${pathname}${search}`), null, true);
  return pass(request, refreshed);
}

export const config = {
  // Everything but the API, Next.js internals and files with an extension (static assets).
  matcher: ["/((?!api/|_next/static|_next/image|.*\\.[\\w]+$).*)"],
};
