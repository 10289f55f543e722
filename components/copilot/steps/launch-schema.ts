import { launchStepSchema } from "@/lib/contracts/copilot";
import { settingsSchema } from "@/lib/contracts/settings";
import type { Entitlements } from "@/lib/contracts/billing";
import { withCode } from "@/lib/contracts/errors";

export { initialDailyLimit } from "./launch-limit";

/** Step 5's form: the shared launch schema, narrowed to what the plan allows, plus the report mail. */
export function launchFormSchema({
  plan,
  limits,
}: {
  plan: Pick<Entitlements["plan"], "name">;
  limits: Pick<Entitlements["limits"], "applications_per_day" | "review_first_only">;
}) {
  const max = limits.applications_per_day;
  return launchStepSchema
    .extend({
      daily_limit: launchStepSchema.shape.daily_limit.max(max, withCode("daily_limit_plan_max", { plan: plan.name, max })),
      email_report_frequency: settingsSchema.shape.email_report_frequency,
    })
    .refine(({ mode }) => !(limits.review_first_only && mode === "auto_apply"), {
      path: ["mode"],
      ...withCode("auto_apply_upgrade", { plan: plan.name }),
    });
}
