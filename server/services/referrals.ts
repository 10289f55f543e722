import { randomInt } from "node:crypto";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { isLocale } from "@/lib/i18n/locales";
import { normalizeReferralCode, REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_REWARD_DAYS } from "@/lib/contracts/referrals";
import type { AppDeps } from "../deps";
import { referralRewards, userSettings, users } from "../db/schema";
import { forbidden, notFound } from "../core/errors";
import { renderActionMail } from "../mail/templates";
import { activeSubscriptionRow, providerOf, type SubscriptionRow } from "./billing-providers";
import { deliverMail } from "../mail/deliver";

/** The newest invitees the page lists; the total is counted separately. */
const INVITEES_SHOWN = 100;

export function generateReferralCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)]).join("");
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
};

/** The user's code, made on first use; a clash with another user's code just draws again. */
export async function ensureReferralCode(deps: AppDeps, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [user] = await deps.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound("Account");
    if (user.code) return user.code;
    try {
      // Only where none is set yet: two first visits at once keep the same code.
      await deps.db
        .update(users)
        .set({ referralCode: generateReferralCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not draw a unique referral code");
}

/**
 * The code to store for a new account: the canonical form of an existing user's code, or null
 * for anything else (unknown codes are ignored, the sign-up goes on without a referral).
 */
export async function referrerCodeForSignup(deps: AppDeps, raw: string | null | undefined): Promise<string | null> {
  const code = normalizeReferralCode(raw);
  if (!code) return null;
  const [referrer] = await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
  return referrer ? code : null;
}

/**
 * Adds the user's pending reward days to their subscription in effect (or `target`). Without
 * one, or when the provider refuses, the rewards stay pending for the next subscription.
 */
export async function applyPendingRewards(
  deps: AppDeps,
  userId: string,
  target?: SubscriptionRow,
): Promise<{ subscription: SubscriptionRow | null; applied: boolean }> {
  const pending = await deps.db
    .select({ id: referralRewards.id, days: referralRewards.days })
    .from(referralRewards)
    .where(and(eq(referralRewards.referrerId, userId), isNull(referralRewards.appliedAt)));
  const subscription = target ?? (await activeSubscriptionRow(deps, userId));
  if (pending.length === 0 || !subscription) return { subscription, applied: false };
  const days = pending.reduce((sum, reward) => sum + reward.days, 0);
  let extended: SubscriptionRow;
  try {
    extended = await providerOf(deps, subscription.provider).extend(deps, subscription, days);
  } catch (error) {
    deps.logger.error({ err: error, userId, subscription: subscription.id }, "referral reward could not be applied; kept pending");
    return { subscription, applied: false };
  }
  await deps.db
    .update(referralRewards)
    .set({ appliedAt: deps.now() })
    .where(inArray(referralRewards.id, pending.map((reward) => reward.id)));
  return { subscription: extended, applied: true };
}

/** A reward just earned, to tell the referrer about once the transaction that made it is committed. */
export type RewardNotice = { referrerId: string; inviteeId: string; days: number; extended: SubscriptionRow | null };

/**
 * A paid subscription of `userId` has just started: the user who invited them earns their reward
 * (once per invitee, ever), and the user's own pending rewards go onto the new subscription.
 * Runs inside the caller's billing transaction; the caller mails `notice` after it commits.
 */
export async function onSubscriptionStarted(
  deps: AppDeps,
  userId: string,
  subscription: SubscriptionRow,
): Promise<{ subscription: SubscriptionRow; notice: RewardNotice | null }> {
  let notice: RewardNotice | null = null;
  const [invitee] = await deps.db.select({ code: users.referredByCode }).from(users).where(eq(users.id, userId));
  const code = normalizeReferralCode(invitee?.code);
  if (code) {
    // Locked like any billing change of the referrer, so their own subscribe or cancel waits.
    const [referrer] = await deps.db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).for("update");
    if (referrer && referrer.id !== userId) {
      const [reward] = await deps.db
        .insert(referralRewards)
        .values({ referrerId: referrer.id, inviteeId: userId, days: REFERRAL_REWARD_DAYS, createdAt: deps.now() })
        .onConflictDoNothing({ target: referralRewards.inviteeId })
        .returning({ id: referralRewards.id });
      if (reward) {
        deps.logger.info({ referrer: referrer.id, invitee: userId }, "referral reward earned");
        const result = await applyPendingRewards(deps, referrer.id);
        notice = { referrerId: referrer.id, inviteeId: userId, days: REFERRAL_REWARD_DAYS, extended: result.applied ? result.subscription : null };
      }
    }
  }
  const own = await applyPendingRewards(deps, userId, subscription);
  return { subscription: own.subscription ?? subscription, notice };
}

/** Tells the referrer about their reward: added to their plan (with the new renewal date) or waiting. */
export async function mailRewardNotice(deps: AppDeps, notice: RewardNotice | null): Promise<void> {
  if (!notice) return;
  try {
    const [referrer] = await deps.db
      .select({ email: users.email, locale: userSettings.locale })
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(eq(users.id, notice.referrerId));
    const [invitee] = await deps.db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(eq(users.id, notice.inviteeId));
    if (!referrer || !invitee) return;
    const locale = referrer.locale && isLocale(referrer.locale) ? referrer.locale : "en";
    const date = notice.extended
      ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(notice.extended.currentPeriodEnd)
      : "";
    const mail = await renderActionMail({
      kind: notice.extended ? "referralReward.applied" : "referralReward.pending",
      locale,
      to: referrer.email,
      link: `${deps.env.WEB_ORIGIN}/referrals`,
      values: { name: inviteeLabel(invitee), days: String(notice.days), date },
      ignoreNote: false,
    });
    await deliverMail(deps, "referral_reward", notice.referrerId, mail);
  } catch (error) {
    // The reward stands whether or not the mail goes out.
    deps.logger.error({ err: error, referrer: notice.referrerId }, "referral reward mail failed");
  }
}

/** "A. L." from the name given at sign-up, else the email with its local part masked. */
export function inviteeLabel(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((initial) => `${initial}.`);
  if (initials.length > 0) return initials.join(" ");
  const [local = "", domain = ""] = user.email.split("@");
  return `${local.charAt(0)}•••@${domain}`;
}

/** The referrals page: code and link, invitees, rewards. Only for users with a subscription in effect. */
export async function getReferrals(deps: AppDeps, userId: string) {
  if (!(await activeSubscriptionRow(deps, userId))) {
    throw forbidden("Referrals are part of Premium and Elite. Subscribe to invite friends.", "subscription_required");
  }
  const code = await ensureReferralCode(deps, userId);
  // A reward that could not be applied before (provider unreachable) gets another chance here.
  await deps.db.transaction(async (tx) => {
    const locked: AppDeps = { ...deps, db: tx };
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    await applyPendingRewards(locked, userId);
  });

  const [invitees, [count], rewards] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        createdAt: users.createdAt,
        rewardId: referralRewards.id,
      })
      .from(users)
      .leftJoin(referralRewards, and(eq(referralRewards.inviteeId, users.id), eq(referralRewards.referrerId, userId)))
      .where(eq(users.referredByCode, code))
      .orderBy(desc(users.createdAt))
      .limit(INVITEES_SHOWN),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(users).where(eq(users.referredByCode, code)),
    deps.db.select().from(referralRewards).where(eq(referralRewards.referrerId, userId)).orderBy(desc(referralRewards.createdAt)),
  ]);

  return {
    code,
    link: `${deps.env.WEB_ORIGIN}/signup?ref=${code}`,
    invitees: invitees.map((invitee) => ({
      name: inviteeLabel(invitee),
      joined_at: invitee.createdAt.toISOString(),
      status: invitee.rewardId ? ("subscribed" as const) : ("signed_up" as const),
    })),
    invitees_total: count?.total ?? 0,
    rewards: rewards.map((reward) => ({
      id: reward.id,
      days: reward.days,
      created_at: reward.createdAt.toISOString(),
      applied_at: reward.appliedAt?.toISOString() ?? null,
    })),
    reward_days: rewards.reduce((sum, reward) => sum + reward.days, 0),
  };
}

export type Referrals = Awaited<ReturnType<typeof getReferrals>>;
