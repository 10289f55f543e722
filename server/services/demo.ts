import { eq } from "drizzle-orm";
import type { AppDeps } from "../deps";
import { userSettings, users } from "../db/schema";
import { hashPassword } from "./passwords";

/** Local demo accounts, created only in embedded mode (never in production) and listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    email: "demo@job-copilot.local",
    password: "copilot-demo-2026",
    isAdmin: false,
    firstName: "Alex",
    lastName: "Morgan",
    country: "DE",
    phone: { countryCode: "DE", number: "15123456789" },
  },
  {
    email: "admin@job-copilot.local",
    password: "copilot-admin-2026",
    isAdmin: true,
    firstName: "Sam",
    lastName: "Admin",
    country: "NL",
    phone: { countryCode: "NL", number: "612345678" },
  },
] as const;

export async function seedDemoData(deps: AppDeps) {
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (!existing) {
      const now = deps.now();
      const [user] = await deps.db
        .insert(users)
        .values({
          email: account.email,
          passwordHash: await hashPassword(account.password),
          isAdmin: account.isAdmin,
          firstName: account.firstName,
          lastName: account.lastName,
          country: account.country,
          phoneCountryCode: account.phone.countryCode,
          phoneNumber: account.phone.number,
          emailVerifiedAt: now,
          registrationCompletedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (user) await deps.db.insert(userSettings).values({ userId: user.id, locale: "en" }).onConflictDoNothing();
    }
  }
  console.log(
    [
      "",
      "  Demo accounts (embedded mode only):",
      ...DEMO_ACCOUNTS.map((a) => `    ${(a.isAdmin ? "admin" : "job seeker").padEnd(10)}  ${a.email}  /  ${a.password}`),
      "",
    ].join("\n"),
  );
}
