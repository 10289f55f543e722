/**
 * Refresh soak: many connections rotating refresh tokens at once through the web app's
 * /api/refresh, several of them sharing one sign-in the way the tabs of one browser share a
 * cookie jar (the last Set-Cookie wins). A sign-in must never be signed out by its own parallel
 * refreshes, and a family must never hold two live tokens.
 *
 *   BASE_URL=http://127.0.0.1:3000 DATABASE_URL=postgres://… npx tsx bench/soak-refresh.ts
 *
 * Against a running server (`npm start` with DATABASE_URL) on this machine only. Bounded:
 * SOAK_SECONDS (60), SOAK_CONNECTIONS (50), SOAK_PER_SIGN_IN (5). With DATABASE_URL it also
 * counts, per family, the live tokens and whether the family was revoked.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { API_BASE } from "../lib/backend/base";
import { stats } from "./lib";

const BASE_URL = (process.env.BASE_URL ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const PER_SIGN_IN = Number(process.env.SOAK_PER_SIGN_IN ?? 5);
const PASSWORD = "soak test passphrase 2026";

const host = new URL(BASE_URL).hostname;
if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) throw new Error(`soak only runs against this machine, not ${host}`);

/** The cookie jar of one browser: every tab (connection) sends what it holds and stores what comes back. */
type Jar = { refreshToken: string; familyId: string };

async function signUp(index: number): Promise<Jar> {
  const email = `soak-${Date.now()}-${index}@example.com`;
  const response = await fetch(`${BASE_URL}${API_BASE}/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD, accept_terms: true }),
  });
  if (response.status !== 201) throw new Error(`sign-up ${index}: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { refresh_token: string; auth: { access_token: string } } };
  const claims = JSON.parse(Buffer.from(data.auth.access_token.split(".")[1]!, "base64url").toString()) as { sid: string };
  return { refreshToken: data.refresh_token, familyId: claims.sid };
}

const refreshCookie = (setCookies: string[]) => {
  for (const value of setCookies) {
    const match = /^refresh_token=([^;]*)/.exec(value);
    if (match) return match[1]!;
  }
  return null;
};

type Tally = { ok: number; byStatus: Map<number, number>; latencies: number[]; errors: number };

async function connection(jar: Jar, until: number, tally: Tally) {
  while (performance.now() < until) {
    const sent = jar.refreshToken;
    const started = performance.now();
    try {
      const response = await fetch(`${BASE_URL}/api/refresh`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE_URL, cookie: `refresh_token=${sent}` },
        body: "{}",
      });
      await response.arrayBuffer();
      tally.latencies.push(performance.now() - started);
      tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
      if (response.ok) {
        tally.ok += 1;
        const next = refreshCookie(response.headers.getSetCookie());
        if (next) jar.refreshToken = next;
      }
    } catch {
      tally.errors += 1;
    }
  }
}

async function familyReport(familyIds: string[]) {
  if (!process.env.DATABASE_URL) return null;
  const { Client } = await import("pg");
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ family_id: string; live: string; revoked: string; tokens: string }>(
      `select family_id,
              count(*) filter (where rotated_at is null and revoked_at is null) as live,
              count(*) filter (where revoked_at is not null) as revoked,
              count(*) as tokens
         from refresh_tokens where family_id = any($1::uuid[]) group by family_id`,
      [familyIds],
    );
    return {
      families: rows.length,
      withTwoLive: rows.filter((row) => Number(row.live) > 1).length,
      withNoLive: rows.filter((row) => Number(row.live) === 0).length,
      revoked: rows.filter((row) => Number(row.revoked) > 0).length,
      rotations: rows.reduce((sum, row) => sum + Number(row.tokens) - 1, 0),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const signIns = Math.max(1, Math.ceil(CONNECTIONS / PER_SIGN_IN));
  const jars: Jar[] = [];
  for (let i = 0; i < signIns; i += 1) jars.push(await signUp(i));
  const tally: Tally = { ok: 0, byStatus: new Map(), latencies: [], errors: 0 };
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => connection(jars[i % signIns]!, until, tally)));

  const total = tally.latencies.length + tally.errors;
  const non2xx = total - tally.ok;
  const latency = stats(tally.latencies);
  const families = await familyReport(jars.map((jar) => jar.familyId));
  console.log(`\n${BASE_URL}, ${SECONDS} s, ${CONNECTIONS} connections over ${signIns} sign-ins, Node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`);
  console.log(`requests ${total} (${(total / SECONDS).toFixed(0)}/s), non-2xx ${non2xx}, network errors ${tally.errors}`);
  console.log(`statuses ${JSON.stringify(Object.fromEntries(tally.byStatus))}`);
  console.log(`latency ms p50 ${latency.p50.toFixed(1)} p95 ${latency.p95.toFixed(1)} p99 ${latency.p99.toFixed(1)}`);
  if (families) {
    console.log(
      `families ${families.families}: with two live tokens ${families.withTwoLive}, with none ${families.withNoLive}, revoked ${families.revoked}, rotations ${families.rotations}`,
    );
  }
  if (non2xx > 0 || (families && (families.withTwoLive > 0 || families.revoked > 0))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
