import { decodeFieldError } from "@/lib/contracts/errors";
import { initialDailyLimit, launchFormSchema } from "./launch-schema";

const free = { plan: { id: "free", group: "Free", name: "Free" }, limits: { copilots: 1, applications_per_day: 5, review_first_only: true, cv_tailoring: false } } as const;
const premium = { plan: { id: "premium", group: "Premium", name: "Premium" }, limits: { copilots: 1, applications_per_day: 20, review_first_only: false, cv_tailoring: false } } as const;
const values = { mode: "review_first", daily_limit: 5, cover_letter: true, email_report_frequency: "weekly" } as const;

describe("launchFormSchema", () => {
  it("accepts what the plan allows", () => {
    expect(launchFormSchema(free).parse(values)).toEqual({ ...values, dry_run: false });
    expect(launchFormSchema(premium).parse({ ...values, mode: "auto_apply", daily_limit: 20 }).daily_limit).toBe(20);
  });

  it("refuses more applications a day than the plan allows, in words the screen translates", () => {
    const result = launchFormSchema(free).safeParse({ ...values, daily_limit: 6 });
    const message = result.error!.issues[0]!.message;
    expect(result.error!.issues[0]!.path).toEqual(["daily_limit"]);
    expect(decodeFieldError(message)).toEqual({ code: "daily_limit_plan_max", params: { plan: "Free", max: 5 } });
  });

  it("refuses automatic applying on a review-first plan", () => {
    const result = launchFormSchema(free).safeParse({ ...values, mode: "auto_apply" });
    expect(result.error!.issues.map(({ path }) => path)).toEqual([["mode"]]);
    expect(decodeFieldError(result.error!.issues[0]!.message)).toEqual({ code: "auto_apply_upgrade", params: { plan: "Free" } });
  });

  it("needs a report frequency from the settings' list", () => {
    expect(launchFormSchema(free).safeParse({ ...values, email_report_frequency: "hourly" }).success).toBe(false);
  });
});

describe("initialDailyLimit", () => {
  const launch = (daily_limit: number) => ({ mode: "review_first" as const, daily_limit, cover_letter: false, dry_run: false });
  it("starts a never-saved step 5 at the plan's maximum, not at the stored default", () => {
    expect(initialDailyLimit({ completed_steps: [1, 2, 3, 4], launch: launch(5) }, 20)).toBe(20);
    expect(initialDailyLimit({ completed_steps: [], launch: launch(5) }, 5)).toBe(5);
  });

  it("keeps a saved limit, within the plan's maximum", () => {
    expect(initialDailyLimit({ completed_steps: [1, 2, 3, 4, 5], launch: launch(5) }, 20)).toBe(5);
    expect(initialDailyLimit({ completed_steps: [1, 2, 3, 4, 5], launch: launch(50) }, 20)).toBe(20);
  });
});
