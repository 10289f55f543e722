import { getEnv } from "@/lib/env";
import { migrateDatabase, openDatabase } from "@/server/db/client";

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
async function main() {
  const env = getEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  await database.close();
  console.log(`Migrations applied (${database.kind}).`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
