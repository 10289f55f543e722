import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(process.cwd(), "server/db/migrations");

/**
 * Opens PostgreSQL through a pool when a URL is given, else PGlite stored in `dataDir`
 * (or in memory when dataDir is "memory://", as the tests use).
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ Pool }, { drizzle }] = await Promise.all([import("pg"), import("drizzle-orm/node-postgres")]);
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server closed (a restart, a failover, an administrator) is dropped
    // from the pool and replaced on next use; unhandled, the pool's error event would end the process.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzle(pool, { schema }) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  const target = options.dataDir === "memory://" ? undefined : path.resolve(options.dataDir, "pglite");
  if (target) fs.mkdirSync(target, { recursive: true });
  const client = await PGlite.create(target, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

/** Applies the committed migrations; safe to run on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
  }
}
