/** Listed in ADMIN_EMAILS of the test server, so signing up with it makes an admin. */
export const E2E_ADMIN_EMAIL = "e2e-admin@example.com";
export const E2E_PASSWORD = "a long enough passphrase";
