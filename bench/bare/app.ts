/**
 * The yardstick of issue 16: a bare Next.js app with this repository's next, react, react-dom and
 * jose (symlinked, so both apps run the same versions), generated into a temp dir, built with
 * `next build` and served with `next start`. Its pages:
 *   /        a heading and a paragraph, static: the entry page and Lighthouse's reference
 *   /gated   the same behind a bare jose middleware that verifies a JWT cookie (HS256)
 *   /enter   the middleware alone: a valid token is sent on to /gated with a 303, as the app's
 *            gate sends a signed-in visitor from /login to the app
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { freePort, REPO_ROOT, startServer, type Started } from "../http";

export const BARE_COOKIE = "session";
const PACKAGES = ["next", "react", "react-dom", "jose"];

/** The longest directory both paths are in: Turbopack refuses files reached through a symlink out of its root. */
export function commonAncestor(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

/** The generated app's files, by path; `secret` is the HS256 key its middleware verifies with. */
export function bareAppFiles(secret: string, root: string): Record<string, string> {
  const text = "A bare Next.js page: a heading and a paragraph, nothing else, to compare the project's pages with.";
  return {
    "package.json": JSON.stringify({ name: "bare-next", private: true, version: "0.0.0" }, null, 2),
    "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`,
    "app/layout.jsx": `export const metadata = { title: "Bare Next.js" };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
    "app/page.jsx": `export default function Page() {
  return (<main><h1>Bare Next.js</h1><p>${text}</p></main>);
}
`,
    "app/gated/page.jsx": `export default function Gated() {
  return (<main><h1>Gated</h1><p>${text}</p></main>);
}
`,
    "middleware.js": `import { NextResponse } from "next/server";
import { jwtVerify } from "jose";

const secret = new TextEncoder().encode(${JSON.stringify(secret)});

async function valid(token) {
  if (!token) return false;
  try {
    await jwtVerify(token, secret, { algorithms: ["HS256"] });
    return true;
  } catch {
    return false;
  }
}

export async function middleware(request) {
  const ok = await valid(request.cookies.get(${JSON.stringify(BARE_COOKIE)})?.value);
  if (request.nextUrl.pathname === "/enter") return NextResponse.redirect(new URL(ok ? "/gated" : "/", request.url), 303);
  return ok ? NextResponse.next() : NextResponse.redirect(new URL("/", request.url), 303);
}

export const config = { matcher: ["/gated", "/enter"] };
`,
  };
}

export type BareApp = Started & { cookie: string; dir: string };

/** Generates, builds and starts the bare app; `cookie` passes its gate for an hour. */
export async function startBareApp(servers: Started[]): Promise<BareApp> {
  const modules = fs.realpathSync(path.join(REPO_ROOT, "node_modules"));
  const dir = fs.mkdtempSync(path.join(process.env.BENCH_TMP ?? os.tmpdir(), "bare-next-"));
  const secret = randomBytes(32).toString("base64url");
  for (const [file, content] of Object.entries(bareAppFiles(secret, commonAncestor(dir, modules)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.mkdirSync(path.join(dir, "node_modules"));
  for (const name of PACKAGES) fs.symlinkSync(path.join(modules, name), path.join(dir, "node_modules", name), "dir");

  const next = path.join(modules, "next", "dist", "bin", "next");
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  console.log(`building the bare Next.js app in ${dir} …`);
  execFileSync(process.execPath, [next, "build"], { cwd: dir, env, stdio: ["ignore", "inherit", "inherit"] });
  const port = await freePort();
  const server = await startServer({ name: "bare Next.js", command: process.execPath, args: [next, "start", "-p", String(port)], cwd: dir, env, port, timeoutMs: 60_000 });
  const stop = async () => {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  servers.push({ ...server, stop });
  const token = await new SignJWT({ sub: "bench" }).setProtectedHeader({ alg: "HS256" }).setIssuedAt().setExpirationTime("1h").sign(new TextEncoder().encode(secret));
  const cookie = `${BARE_COOKIE}=${token}`;
  // Self-check: the gate lets the token through and turns others away.
  const gated = await fetch(`${server.url}/gated`, { headers: { cookie }, redirect: "manual" });
  const refused = await fetch(`${server.url}/gated`, { headers: { cookie: `${BARE_COOKIE}=x.y.z` }, redirect: "manual" });
  if (gated.status !== 200 || refused.status !== 303) throw new Error(`the bare gate misbehaves: valid ${gated.status}, invalid ${refused.status}`);
  return { ...server, stop, cookie, dir };
}
