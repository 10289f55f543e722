import { eq } from "drizzle-orm";
import { z } from "zod";
import { getEnv } from "@/lib/env";
import { migrateDatabase, openDatabase } from "@/server/db/client";
import { users } from "@/server/db/schema";

/** `npm run user:admin -- <email>`: grants admin rights to an existing account. */
async function main() {
  const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
  if (!email.success) {
    console.error("Usage: npm run user:admin -- <email>");
    process.exit(2);
  }
  const env = getEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const updated = await database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.email, email.data))
      .returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`No account with the email ${email.data}. The user must sign up first.`);
      process.exitCode = 1;
    } else {
      console.log(`${email.data} is now an admin. They get admin rights at their next sign-in.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
