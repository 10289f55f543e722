import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { withSentryConfig } from "@sentry/nextjs/config";
import { BASE_SECURITY_HEADERS } from "./lib/http/security-headers";
import { parseEnv } from "./lib/env";

// A wrong setting fails the build and the start with a message naming it.
parseEnv(process.env, { runtime: false });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // `npm start` builds without Next's own type check (BUILD_SKIP_TYPECHECK=1): `npm test` and CI run
  // `tsc` on every change, and on two cores the check is half of a first start. `npm run build` keeps it.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  poweredByHeader: false,
  // `ANALYZE_BUNDLE=1 npm run build`, then `npm run bench:bundle`: which modules each route's first-load JS is made of.
  productionBrowserSourceMaps: process.env.ANALYZE_BUNDLE === "1",
  // Kept out of the bundle: native addons, and PGlite's wasm/data files must not land in public static media.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pg-boss", "pino", "nodemailer", "unpdf", "mammoth"],
  // Pages get these and their nonce policy from middleware.ts; everything it does not see gets them here.
  async headers() {
    const headers = Object.entries(BASE_SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [
      { source: "/api/:path*", headers },
      { source: "/_next/:path*", headers },
      { source: "/:file([^/]+\\.[a-z0-9]+)", headers },
    ];
  },
};

// Sentry's build step stays offline: no telemetry, no source map upload, no release calls.
// Every catalog formatted with next-intl/use-intl inside the app: precompiled to icu-minify's form
// at build time, so pages ship a 1 KiB formatter instead of an ICU parser (intl-messageformat).
// A catalog left out would be passed raw to that formatter and show its placeholders unfilled.
export const MESSAGE_CATALOGS = [
  "./messages",
  "./server/ai/assistants/career/locales",
  "./server/ai/assistants/interview/locales",
  "./server/ai/assistants/offer/locales",
  "./server/ai/assistants/personality/locales",
  "./server/ai/letters/locales",
  "./server/ai/writer/locales",
  "./server/cv-builder/locales",
  "./server/cv-builder/render/locales",
];

const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: MESSAGE_CATALOGS, format: "json", locales: "infer", precompile: true } },
});

export default withSentryConfig(withNextIntl(nextConfig), {
  telemetry: false,
  silent: true,
  sourcemaps: { disable: true },
  release: { create: false, finalize: false },
});
