import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const baseConfig = createJestConfig({
  testEnvironment: "node",
  testMatch: ["<rootDir>/{lib,server,components,scripts,bench}/**/*.test.{ts,tsx}"],
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1", "^@react-pdf/hyphenate/(.*)$": "<rootDir>/node_modules/@react-pdf/hyphenate/lib/$1.js" },
  // Each test file boots its own database: PGlite takes about a second, argon2 adds a little.
  // Generous: CI shares two cores between Jest, a PostgreSQL server and, on busy days, more.
  testTimeout: 90_000,
});

const jestConfig = async () => {
  const config = await baseConfig();
  // next/jest ignores all of node_modules; these packages ship ES modules only and need transforming.
  config.transformIgnorePatterns = ["/node_modules/(?!(jose|use-intl|next-intl|@formatjs|intl-messageformat|icu-minify|@react-pdf|yoga-layout|color-string|color-name)/)"];
  return config;
};

export default jestConfig;
