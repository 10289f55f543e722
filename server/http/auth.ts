import type { Context, MiddlewareHandler } from "hono";
import { verifyAccessToken } from "../services/tokens";
import type { AppEnv } from "./context";
import { unauthorized } from "../core/errors";

/** The access token of `Authorization: Bearer <token>`, if the header is there and well-formed. */
export const bearerToken = (c: Context<AppEnv>): string | undefined => /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];

/** Requires an access token, found by `tokenOf`, and puts the caller in `c.var.auth`. */
export function authenticate(tokenOf: (c: Context<AppEnv>) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = tokenOf(c);
    if (!token) throw unauthorized();
    const auth = await verifyAccessToken(c.var.deps, token);
    if (!auth) throw unauthorized("Your session has expired. Sign in again.", "invalid_token");
    c.set("auth", auth);
    await next();
  };
}

/** Requires `Authorization: Bearer <access token>`. */
export const requireAuth = authenticate(bearerToken);

/**
 * The client address for throttling: the right-most X-Forwarded-For entry, the one written by the
 * proxy nearest to us (a client can only prepend entries, not replace it). Production deployments
 * put a reverse proxy in front that sets the header; see the README.
 */
export function clientIp(headers: { header(name: string): string | undefined }): string {
  const forwarded = headers.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.header("x-real-ip") || "unknown";
}
