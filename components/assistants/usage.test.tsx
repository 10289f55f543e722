import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { ApiError } from "@/lib/api/request";
import type { AiQuotaValue } from "@/lib/contracts/assistant";
import { LimitScreen } from "./limit-screen";
import { isQuotaExceeded, isUsedUp, renewalDate, usedShare } from "./usage";
import { UsageMeter } from "./usage-meter";

const quota = (overrides: Partial<AiQuotaValue> = {}): AiQuotaValue => ({
  plan: { id: "free", name: "Free" },
  limit: 20,
  used: 12,
  remaining: 8,
  resets_at: "2026-12-01T00:00:00.000Z",
  by_feature: { "assistant:job_interview": 12 },
  tokens: { prompt: 0, completion: 0, total: 0 },
  ...overrides,
});

const render = (node: React.ReactNode, locale: "en" | "de" = "en") =>
  renderToStaticMarkup(
    // A time zone west of UTC: the renewal date must still be the 1st, the day the month turns in UTC.
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : de} timeZone="America/New_York">
      {node}
    </NextIntlClientProvider>,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();

describe("usage", () => {
  it("measures the share used, capped, with a plan of no messages used up", () => {
    expect(usedShare({ used: 12, limit: 20 })).toBe(0.6);
    expect(usedShare({ used: 25, limit: 20 })).toBe(1);
    expect(usedShare({ used: 0, limit: 0 })).toBe(1);
    expect(isUsedUp(quota({ remaining: 0 }))).toBe(true);
    expect(isUsedUp(quota())).toBe(false);
    expect(isUsedUp(undefined)).toBe(false);
  });

  it("takes the renewal from the quota, else from Retry-After counted from the refusal", () => {
    expect(renewalDate(quota(), 60, 0)?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(renewalDate(null, 3600, Date.UTC(2026, 10, 30, 23))?.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(renewalDate(undefined, null, 0)).toBeNull();
  });

  it("recognises the quota refusal and nothing else", () => {
    expect(isQuotaExceeded(new ApiError(429, { error: { code: "ai_quota_exceeded", message: "Used." } }, 60))).toBe(true);
    expect(isQuotaExceeded(new ApiError(429, { error: { code: "rate_limited", message: "Slow down." } }))).toBe(false);
    expect(isQuotaExceeded(new Error("ai_quota_exceeded"))).toBe(false);
  });
});

describe("UsageMeter", () => {
  it("says how many messages are used this month and the UTC date they renew", () => {
    expect(text(render(<UsageMeter quota={quota()} />))).toBe("12 of 20 AI messages used this month · renews Dec 1");
  });

  it("says it in the page's language", () => {
    expect(text(render(<UsageMeter quota={quota({ used: 1200, limit: 1000 })} />, "de"))).toBe("1.200 von 1.000 KI-Nachrichten in diesem Monat genutzt · erneuert am 1. Dez.");
  });
});

describe("LimitScreen", () => {
  it("names the plan and its limit, the renewal date, and links to upgrade and back", () => {
    const html = render(<LimitScreen quota={quota({ used: 20, remaining: 0 })} now={0} backHref="/interview-roleplay" />);
    expect(text(html)).toContain("You have used this month’s AI messages");
    expect(text(html)).toContain("Your Free plan includes 20 AI messages a month, and they are all used. They renew on December 1, 2026.");
    expect(html).toMatch(/<a[^>]*href="\/subscription"[^>]*>Upgrade<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/interview-roleplay"[^>]*>Back<\/a>/);
    expect(html).toMatch(/<section aria-labelledby="([^"]+)"[^>]*>[\s\S]*<h2 id="\1"/);
  });

  it("counts from Retry-After when the quota is not known", () => {
    const html = render(<LimitScreen quota={null} retryAfter={86_400} now={Date.UTC(2026, 1, 28)} backHref="/ai-tools" />, "de");
    expect(text(html)).toContain("Die KI-Nachrichten deines Tarifs für diesen Monat sind alle genutzt. Sie werden am 1. März 2026 erneuert.");
  });
});
