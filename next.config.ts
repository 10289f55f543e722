import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { parseEnv } from "./lib/env";

// A wrong setting fails the build and the start with a message naming it.
parseEnv(process.env, { runtime: false });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Kept out of the bundle: native addons, and PGlite's wasm/data files must not land in public static media.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer"],
};

export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
