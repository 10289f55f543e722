import { mkdir } from "node:fs/promises";
import { expect as baseExpect, test } from "./fixtures";
import { apiOf, expectNoAxeViolations, hydrated, logIn, randomClientIp, shoot } from "./helpers";

// The README's demo job seeker, seeded at start (server/services/demo.ts): a visitor who logs in
// sees a running copilot and its applications at once, and the ones the background workers sent
// to the local form replicas carry the proof.

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = "test-results/demo";
const DEMO = { email: "demo@job-copilot.local", password: "copilot-demo-2026" };

test.use({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp() } });

test("the demo account shows a launched copilot, its applications, and one sent with proof", async ({ page }) => {
  // The workers send the approved applications after start: a real browser on each replica form.
  test.setTimeout(180_000);
  await page.goto("/login");
  await hydrated(page);
  await logIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/copilot$/);

  const card = page.getByRole("article", { name: "Product & engineering" });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
  await mkdir(SHOTS, { recursive: true });
  await shoot(page, `${SHOTS}/copilot-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/copilot-390.png`, { width: 390 });

  // The designer job was approved first, with a letter: sent and confirmed once the worker got to it.
  const api = await apiOf(page);
  let sentId: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.request.get("/api/v1/applications/pagination", { headers: api.headers, params: { stage: "applied", limit: "100" } });
        sentId = ((await response.json()).data.items as { id: string }[])[0]?.id;
        return Boolean(sentId);
      },
      { timeout: 120_000, intervals: [2_000], message: "a demo application sent by the workers" },
    )
    .toBe(true);

  await page.goto("/applications");
  const tabs = page.getByRole("tablist", { name: "Stages" });
  await expect(tabs.getByRole("tab", { name: /^Review\s*[1-9]\d*$/ })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: /^Applied\s*[1-9]\d*$/ })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: /^Closed\s*[1-9]\d*$/ })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
  await shoot(page, `${SHOTS}/applications-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/applications-390.png`, { width: 390 });

  await page.goto(`/applications?id=${sentId}`);
  const proof = page.getByTestId("application-proof");
  await expect(proof).toContainText("Sent ✓", { timeout: 60_000 });
  await expect(proof).toContainText("Alex Morgan CV.pdf");
  await expect(proof).toContainText(/SHA-256 [0-9a-f]{12}/);
  await expectNoAxeViolations(page, { exclude: ["nextjs-portal"] });
  await shoot(page, `${SHOTS}/sent-1280.png`, { width: 1280 });
  await shoot(page, `${SHOTS}/sent-390.png`, { width: 390 });
});
