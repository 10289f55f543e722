import type { MiddlewareHandler } from "hono";
import { verifyAccessToken } from "../services/tokens";
import type { AppEnv } from "./context";
import { unauthorized } from "./errors";

/** Requires `Authorization: Bearer <access token>` and puts the caller in `c.var.auth`. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const auth = await verifyAccessToken(c.var.deps, match[1]);
  if (!auth) throw unauthorized("Your session has expired. Sign in again.", "invalid_token");
  c.set("auth", auth);
  await next();
};

/**
 * The client address for throttling: the right-most X-Forwarded-For entry, the one written by the
 * proxy nearest to us (a client can only prepend entries, not replace it). Production deployments
 * put a reverse proxy in front that sets the header; see the README.
 */
export function clientIp(headers: { header(name: string): string | undefined }): string {
  const forwarded = headers.header("x-forwarded-for")?.split(",").at(-1)?.trim();
  return forwarded || headers.header("x-real-ip") || "unknown";
}
