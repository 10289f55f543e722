import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { SWRConfig } from "swr";
import { billingKeys } from "@/lib/api/billing";
import { PLANS } from "@/lib/billing/plans";
import type { Entitlements } from "@/lib/contracts/billing";
import en from "@/messages/en.json";
import { PlanState } from "./tailor-cv";

const entitlements = (plan: "free" | "elite"): Entitlements => {
  const { id, group, name, limits } = PLANS[plan];
  return { plan: { id, group, name }, limits, premium: plan !== "free", source: plan === "free" ? "default" : "subscription" };
};

const render = (plan: "free" | "elite") =>
  renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="UTC">
      <SWRConfig value={{ fallback: { [billingKeys.entitlements]: { data: entitlements(plan) } }, fetcher: () => new Promise(() => undefined) }}>
        <PlanState />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("the tailoring page's plan answer", () => {
  it("with tailoring in the plan, leads to the copilots' step 4 where it is switched on", () => {
    const html = render("elite");
    expect(text(html)).toContain("CV tailoring per job is included in your Elite plan.");
    expect(text(html)).toContain("Switch it on in a copilot’s step 4, “Your CV”: open your copilots . It tailors a CV made in the CV builder; an uploaded CV is sent as it is.");
    expect(html).toMatch(/<a [^>]*href="\/copilot"[^>]*>open your copilots<\/a>/);
    expect(html).not.toContain('href="/subscription"');
  });

  it("without it, offers the plan that has it", () => {
    const html = render("free");
    expect(text(html)).toContain("CV tailoring per job is not included in your Free plan.");
    expect(text(html)).not.toContain("step 4");
    expect(html).toMatch(/<a [^>]*href="\/subscription"[^>]*>See the Elite plan<\/a>/);
  });
});
