/**
 * Backend latency, in-process (no network): sign-in, refresh rotation, an authenticated read and
 * the reference-data searches. `npm run bench` (PGlite); with TEST_DATABASE_URL on PostgreSQL.
 */
import os from "node:os";
import { createTestContext } from "../server/test/harness";
import { format, measure } from "./lib";

async function main() {
  const t = await createTestContext();
  const kind = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const user = await t.signUp({ complete: true });
  const rows: string[] = [];

  rows.push(format("POST /auth (login, argon2id)", await measure(50, () => t.call("POST", "/auth", { body: { email: user.email, password: user.password } }).then(ok))));
  let refreshToken = user.refreshToken;
  rows.push(
    format(
      "POST /auth/refresh (rotation)",
      await measure(300, async () => {
        const res = await t.call("POST", "/auth/refresh", { body: { refresh_token: refreshToken } });
        refreshToken = ok(res).body.data!.refresh_token!;
      }),
    ),
  );
  const token = user.token;
  rows.push(format("GET /profile", await measure(500, () => t.call("GET", "/profile", { token }).then(ok))));
  const queries = ["ber", "new york", "münchen", "sao", "lo", "a"];
  rows.push(format("GET /data/locations?q=…", await measure(300, (i) => t.call("GET", `/data/locations?q=${encodeURIComponent(queries[i % queries.length]!)}`, { token }).then(ok))));
  const titles = ["soft", "entwickler", "nurse", "data sc", "mana", "ingénieur"];
  rows.push(format("GET /data/job-titles?q=…", await measure(300, (i) => t.call("GET", `/data/job-titles?q=${encodeURIComponent(titles[i % titles.length]!)}&locale=de`, { token }).then(ok))));
  rows.push(format("GET /data/mobile-codes?limit=300", await measure(300, () => t.call("GET", "/data/mobile-codes?limit=300", { token }).then(ok))));
  rows.push(format("GET /data/brands?q=…", await measure(300, (i) => t.call("GET", `/data/brands?q=${"abcdefg"[i % 7]}`, { token }).then(ok))));

  console.log(`\n${kind}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log("| call | n | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|");
  console.log(rows.join("\n"));
  await t.close();
}

type Answer = { status: number; body: { data?: { refresh_token?: string } } };

function ok<T extends Answer>(res: T): T {
  if (res.status >= 300) throw new Error(`unexpected status ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
