/** Listed in ADMIN_EMAILS of the test server, so signing up with it makes an admin. */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.com";
export const E2E_PASSWORD = "a long enough passphrase";

/**
 * The second app the runner starts, with the OpenAI-protocol stand-in as its AI model; against an
 * already running server (E2E_BASE_URL), E2E_LLM_BASE_URL names one set up the same way.
 */
export const LLM_APP_URL = process.env.E2E_LLM_BASE_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
