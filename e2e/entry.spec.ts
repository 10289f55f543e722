import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_PASSWORD } from "./constants";
import { expect as baseExpect, signIn, test } from "./fixtures";
import { expectNoAxeViolations, logIn, randomClientIp } from "./helpers";

// The dev server compiles a route on its first visit: give navigations time.
const expect = baseExpect.configure({ timeout: 15_000 });

// Login is throttled per client address (100 failures in 15 minutes). Every run of this file gets an address
// of its own, so runs — and the other spec files on the same server — do not use up each other's budget.
test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

const newEmail = () => `e2e-entry-${randomUUID().slice(0, 12)}@example.com`;
const PHONE_LABEL = "Please enter your mobile number for employers to contact you";
const TERMS_LABEL = "I accept the terms of use and the privacy notice.";

/** Signs a new account up through the route handler (cookies set), leaving step 2 to do. */
async function registerOnly(page: Page) {
  const response = await page.request.post("/api/register", { data: { email: newEmail(), password: E2E_PASSWORD, accept_terms: true } });
  expect(response.status()).toBe(201);
}

test.describe("sign-up", () => {
  test("a new user signs up, completes the phone form and lands on /copilot", async ({ page }) => {
    await page.goto("/signup");
    await expect(page).toHaveTitle(/Sign up/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await expect(page.getByText("At least 10 characters")).toBeVisible();
    // Submit buttons are enabled once React has hydrated the form.
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    await page.screenshot({ path: "test-results/entry-signup-step1.png", fullPage: true });

    await page.getByLabel("Email").fill(newEmail());
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByLabel(TERMS_LABEL).check();
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Tell us about yourself" })).toBeFocused();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    const country = page.getByLabel("Country", { exact: true });
    await expect(country.locator("option[value=DE]")).toHaveText("Germany");
    await country.selectOption("DE");
    // The calling code follows the chosen country.
    const callingCode = page.getByLabel("Country calling code");
    await expect(callingCode).toHaveValue("DE");
    await expect(page.getByText("+49", { exact: true })).toBeVisible();
    await expect(callingCode.locator("option[value=GB]")).toHaveText(/United Kingdom \(\+44\)$/);
    await page.getByLabel(PHONE_LABEL).fill("15123456789");
    await page.screenshot({ path: "test-results/entry-signup-step2.png", fullPage: true });

    await page.getByRole("button", { name: "Finish sign-up" }).click();
    await expect(page).toHaveURL(/\/copilot$/);
  });

  test("step 1 needs consent to the terms and the privacy notice, whose links open them in a new tab", async ({ page }) => {
    await page.goto("/signup");
    await expect(page.getByRole("button", { name: "Continue" })).toBeEnabled();
    const email = newEmail();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    const consent = page.getByLabel(TERMS_LABEL);
    await expect(consent).not.toBeChecked();
    await page.getByRole("button", { name: "Continue" }).click();
    // Not sent: the form says why, on the checkbox itself.
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toHaveAccessibleDescription(/^Accept the terms of use and the privacy notice to create your account\./);
    await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
    await page.screenshot({ path: "test-results/entry-signup-consent-error.png", fullPage: true });

    for (const [link, title] of [
      ["terms of use", "Terms of use"],
      ["privacy notice", "Privacy notice"],
    ] as const) {
      const opened = page.waitForEvent("popup");
      await page.getByRole("main").getByRole("link", { name: link, exact: true }).click();
      const tab = await opened;
      await expect(tab).toHaveURL(link === "terms of use" ? /\/terms$/ : /\/privacy$/);
      await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await tab.close();
    }
    // The form kept what was typed while the documents were read.
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await consent.check();
    await expect(consent).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Tell us about yourself" })).toBeVisible();
  });

  test("step 2 validates the phone number with the shared schema and shows the error under the label", async ({ page }) => {
    await registerOnly(page);
    await page.goto("/signup");
    // Signed in but not completed: straight to step 2.
    await expect(page.getByRole("heading", { level: 1, name: "Tell us about yourself" })).toBeVisible();
    await page.getByRole("button", { name: "Finish sign-up" }).click();
    await expect(page.getByText("Enter a name.").first()).toBeVisible();
    await expect(page.getByText("Choose a country.").first()).toBeVisible();
    await expect(page.getByLabel(PHONE_LABEL)).toHaveAccessibleDescription("Enter your mobile number.");

    await page.getByLabel("Country", { exact: true }).selectOption("FR");
    await expect(page.getByLabel("Country calling code")).toHaveValue("FR");
    const phone = page.getByLabel(PHONE_LABEL);
    await phone.fill("123");
    await page.getByRole("button", { name: "Finish sign-up" }).click();
    // The message sits right under the label and describes the input.
    const underLabel = page.locator("label", { hasText: PHONE_LABEL }).locator("xpath=following-sibling::*[1]");
    await expect(underLabel).toHaveText("This number is too short.");
    await expect(underLabel).toHaveAttribute("role", "alert");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("This number is too short.");
    await phone.fill("1234567890");
    await expect(underLabel).toHaveText("This is not a valid mobile number for the chosen country.");

    // A code the user picks stays when the country changes.
    await page.getByLabel("Country calling code").selectOption("GB");
    await page.getByLabel("Country", { exact: true }).selectOption("IT");
    await expect(page.getByLabel("Country calling code")).toHaveValue("GB");
  });

  test("the phone input keeps digits only, typed and pasted", async ({ page, context }) => {
    await registerOnly(page);
    await page.goto("/signup");
    const phone = page.getByLabel(PHONE_LABEL);
    await expect(phone).toHaveAttribute("inputmode", "numeric");
    await expect(phone).toHaveAttribute("autocomplete", "tel-national");

    await phone.pressSequentially("+49 (151) 234-56");
    await expect(phone).toHaveValue("4915123456");

    await phone.fill("");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("+49 (151) 234-56"));
    await phone.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(phone).toHaveValue("4915123456");

    // Pasting into the middle replaces the selection with the digits only.
    await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 4));
    await page.evaluate(() => navigator.clipboard.writeText(" (0) 7 "));
    await page.keyboard.press("ControlOrMeta+V");
    await expect(phone).toHaveValue("4907123456");
  });

  test("a signed-in user who completed sign-up goes to /copilot", async ({ signedInPage: page }) => {
    await page.goto("/signup");
    await expect(page).toHaveURL(/\/copilot$/);
  });

  test("shows the password rule, a common password and a taken email", async ({ page, user }) => {
    await page.goto("/signup?ref=FRIEND42");
    await expect(page.getByText("FRIEND42")).toBeVisible();
    // Ticked first, so each submit below reaches the check it is about.
    await page.getByLabel(TERMS_LABEL).check();
    await page.getByLabel("Email").fill(newEmail());
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Use at least 10 characters.")).toBeVisible();

    await page.getByLabel("Password").fill("password123");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("This password is too common. Choose another one.")).toBeVisible();
    // Long enough, yet refused: the length rule shows no green tick beside the refusal.
    await expect(page.getByText("At least 10 characters. Common passwords are not accepted.")).not.toHaveClass(/emerald/);

    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Continue" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "already exists" });
    await expect(alert).toBeVisible();
    await alert.getByRole("link", { name: "Log in instead" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("terms and privacy notice", () => {
  test("open signed out and signed in, with a section per topic under its own heading", async ({ page, user }) => {
    for (const [path, title] of [
      ["/terms", "Terms of use"],
      ["/privacy", "Privacy notice"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/This text is the template it ships with/)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
      await expectNoAxeViolations(page, { seriousOnly: true });
    }

    // The contents lead to the sections; the privacy notice names the cookies and where deletion is.
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Cookies" }).click();
    await expect(page).toHaveURL(/\/privacy#privacy-cookies$/);
    await expect(page.getByRole("region", { name: "Cookies" })).toContainText("only when the operator configures them");
    await expect(page.getByRole("region", { name: "How long, and how to delete it" }).getByRole("link", { name: "account page" })).toHaveAttribute("href", "/account");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: "test-results/entry-privacy-phone.png", fullPage: true });

    await signIn(page, user);
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await page.screenshot({ path: "test-results/entry-terms-signed-in.png", fullPage: true });
  });
});

test.describe("login", () => {
  test("a wrong password shows the error above the form", async ({ page, user }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle(/Log in/);
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    await page.screenshot({ path: "test-results/entry-login.png", fullPage: true });
    await logIn(page, user.email, "not the right password");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("The email or password is not correct.");
    await expect(page).toHaveURL(/\/login$/);
    await page.screenshot({ path: "test-results/entry-login-error.png", fullPage: true });
  });

  test("empty fields show their errors under the fields", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Enter your password.");
  });

  test("too many attempts tell how long to wait", async ({ page, user }) => {
    await page.goto("/login");
    for (let attempt = 0; attempt < 6; attempt++) {
      await logIn(page, user.email, `wrong password ${attempt}`);
      await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });

  test("goes to r after login", async ({ page, user }) => {
    await page.goto("/login?r=%2Fsupport%2Freview-cv");
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/support\/review-cv$/);
  });

  for (const unsafe of ["//evil.example", "https://evil.example"]) {
    test(`an unsafe r (${unsafe}) goes to /copilot`, async ({ page, user }) => {
      await page.goto(`/login?r=${encodeURIComponent(unsafe)}`);
      await logIn(page, user.email, user.password);
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/copilot$/);
    });
  }

  test("announces the sign-in to the browser extension", async ({ page, user }) => {
    await page.goto("/login");
    await page.evaluate(() => {
      window.addEventListener("message", (event) => {
        if (event.data?.type === "job-copilot:auth") sessionStorage.setItem("extension-token", String(event.data.token));
      });
    });
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/copilot$/);
    expect(await page.evaluate(() => sessionStorage.getItem("extension-token"))).toMatch(/^ey/);
  });
});

test.describe("entry top bar", () => {
  test("the Login/Sign up toggle keeps r", async ({ page }) => {
    await page.goto("/login?r=%2Fapplications");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Login" })).toHaveCount(0);
    await bar.getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/signup\?r=%2Fapplications$/);
    await expect(bar.getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await bar.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/login\?r=%2Fapplications$/);
    await page.goto("/forgot-password");
    await expect(bar.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  test("switching to Deutsch on /login persists across a reload and is server-rendered", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Willkommen zurück");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("banner").getByRole("link", { name: "Registrieren" })).toBeVisible();
    // The server's HTML is already German (no flash of English).
    const html = await (await page.request.get("/login")).text();
    expect(html).toContain("Willkommen zurück");
    expect(html).toContain("<title>Anmelden · job-copilot</title>");
    expect(html).not.toContain("Welcome back");
  });

  test("a German-speaking new user reads the form's and the server's field errors in German", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await page.getByLabel("E-Mail").fill(newEmail());
    await page.getByLabel("Ich akzeptiere die Nutzungsbedingungen und die Datenschutzerklärung.").check();
    const password = page.getByLabel("Passwort");
    // Checked in the browser by the shared schema…
    await password.fill("short");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(password).toHaveAccessibleDescription(/Verwende mindestens 10 Zeichen\./);
    // …and by the server, whose answer is a code the page says in German.
    await password.fill("password123");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(password).toHaveAccessibleDescription(/Dieses Passwort ist zu verbreitet\. Wähle ein anderes\./);
    await expect(page.getByText(/characters|too common/)).toHaveCount(0);
  });
});

test.describe("password reset and email confirmation", () => {
  test("forgot-password shows the same neutral message for any address", async ({ page, user }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    for (const email of [user.email, newEmail()]) {
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toHaveText(`If an account exists for ${email}, we sent a link to reset its password.`);
      await page.getByRole("button", { name: "Use another email address" }).click();
    }
  });

  test("reset-password needs matching passwords and a valid link", async ({ page }) => {
    await page.goto(`/reset-password?token=${"x".repeat(43)}`);
    await page.getByLabel("New password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel("Repeat the new password").fill(`${E2E_PASSWORD}!`);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("The passwords do not match.")).toBeVisible();
    await page.getByLabel("Repeat the new password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
    await page.getByRole("link", { name: "Request a new link" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  });

  test("verify-email reports an invalid link", async ({ page }) => {
    await page.goto(`/verify-email?token=${"y".repeat(43)}`);
    await expect(page.getByRole("heading", { name: "We could not confirm your email address" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("axe finds no serious violation on /login and /signup", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { seriousOnly: true });
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expectNoAxeViolations(page, { seriousOnly: true });

    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, { seriousOnly: true });
  });

  test("axe finds no serious violation on sign-up step 2", async ({ page }) => {
    await registerOnly(page);
    await page.goto("/signup");
    await expect(page.getByLabel("Country calling code")).toBeEnabled();
    await expectNoAxeViolations(page, { seriousOnly: true });
    await page.getByRole("button", { name: "Finish sign-up" }).click();
    await expect(page.getByText("Enter a name.").first()).toBeVisible();
    await expectNoAxeViolations(page, { seriousOnly: true });
  });
});
