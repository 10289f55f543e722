import type { Copilot } from "@/lib/contracts/copilot";
import { clamp } from "../chips";

// Apart from launch-schema.ts (zod): the launch step fills its form with it while it renders.

/**
 * The daily limit step 5 starts from: the saved one within the plan's maximum, or, before the
 * step was ever saved, the plan's maximum itself (the stored default is only the Free plan's).
 */
export function initialDailyLimit(copilot: Pick<Copilot, "completed_steps" | "launch">, max: number): number {
  if (!copilot.completed_steps.includes(5)) return max;
  return clamp(copilot.launch.daily_limit, 1, max, max);
}
