/** Plans, their limits and prices: the one place to change them, read by the backend and the pages alike. */

export const PLAN_IDS = ["free", "premium", "elite"] as const;
export const PAID_PLAN_IDS = ["premium", "elite"] as const;
export const BILLING_PERIODS = ["weekly", "monthly", "quarterly"] as const;
export const PLAN_GROUPS = ["Free", "Premium", "Elite"] as const;

export type PlanId = (typeof PLAN_IDS)[number];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export type PlanGroup = (typeof PLAN_GROUPS)[number];

export type PlanLimits = {
  copilots: number;
  applications_per_day: number;
  /** Every application waits for the user's approval; auto-apply is not offered. */
  review_first_only: boolean;
  ai_messages_per_month: number;
  cover_letters_per_month: number;
  /** The CV is tailored to each job before it is sent. */
  cv_tailoring: boolean;
};

export type Plan = {
  id: PlanId;
  group: PlanGroup;
  name: string;
  limits: PlanLimits;
  /** Price per billing period in cents of CURRENCY; null for the free plan. */
  prices: Record<BillingPeriod, number> | null;
};

export const CURRENCY = "EUR";

/** How far one period moves the period end; months are calendar months. */
export const PERIOD_LENGTH: Record<BillingPeriod, { days: number } | { months: number }> = {
  weekly: { days: 7 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
};

export const PLANS = {
  free: {
    id: "free",
    group: "Free",
    name: "Free",
    limits: {
      copilots: 1,
      applications_per_day: 5,
      review_first_only: true,
      ai_messages_per_month: 20,
      cover_letters_per_month: 10,
      cv_tailoring: false,
    },
    prices: null,
  },
  premium: {
    id: "premium",
    group: "Premium",
    name: "Premium",
    limits: {
      copilots: 1,
      applications_per_day: 20,
      review_first_only: false,
      ai_messages_per_month: 300,
      cover_letters_per_month: 300,
      cv_tailoring: false,
    },
    // Per week: 9.99, 6.92, 5.38.
    prices: { weekly: 999, monthly: 2999, quarterly: 6999 },
  },
  elite: {
    id: "elite",
    group: "Elite",
    name: "Elite",
    limits: {
      copilots: 3,
      applications_per_day: 50,
      review_first_only: false,
      ai_messages_per_month: 1000,
      cover_letters_per_month: 1000,
      cv_tailoring: true,
    },
    // Per week: 19.99, 13.84, 10.77.
    prices: { weekly: 1999, monthly: 5999, quarterly: 13999 },
  },
} satisfies Record<PlanId, Plan>;

/** The price of a paid plan for one period, in cents of CURRENCY. */
export function priceOf(plan: PaidPlanId, period: BillingPeriod): number {
  return PLANS[plan].prices[period];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period starting at `start`; a month after Jan 31 is the last day of February. */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  const length = PERIOD_LENGTH[period];
  if ("days" in length) return new Date(start.getTime() + length.days * DAY_MS);
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + length.months);
  const lastDayOfMonth = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDayOfMonth));
  return end;
}
