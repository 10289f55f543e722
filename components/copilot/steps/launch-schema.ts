import { launchStepSchema } from "@/lib/contracts/copilot";
import { settingsSchema } from "@/lib/contracts/settings";
import type { Entitlements } from "@/lib/contracts/billing";
import { withCode } from "@/lib/contracts/errors";
import type { Copilot } from "@/lib/contracts/copilot";
import { clamp } from "../chips";

/**
 * The daily limit step 5 starts from: the saved one within the plan's maximum, or, before the
 * step was ever saved, the plan's maximum itself (the stored default is only the Free plan's).
 */
export function initialDailyLimit(copilot: Pick<Copilot, "completed_steps" | "launch">, max: number): number {
  if (!copilot.completed_steps.includes(5)) return max;
  return clamp(copilot.launch.daily_limit, 1, max, max);
}

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
