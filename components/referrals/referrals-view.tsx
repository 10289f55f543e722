"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { FormAlert } from "@/components/entry/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useReferrals } from "@/lib/api/referrals";
import { ApiError } from "@/lib/api/request";
import { REFERRAL_REWARD_DAYS } from "@/lib/contracts/referral-values";
import { ShareLink } from "./share-link";

/** Shown instead of the page to users without a subscription in effect. */
function Locked() {
  const t = useTranslations("Referrals.locked");
  return (
    <section aria-labelledby="referrals-locked" className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6">
      <h2 id="referrals-locked" className="text-lg font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-gray-700">{t("body", { days: REFERRAL_REWARD_DAYS })}</p>
      <Link href="/subscription" className={buttonClasses("primary", "mt-4")}>
        {t("action")}
      </Link>
    </section>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <li className="flex flex-col-reverse rounded-xl bg-gray-50 px-3 py-3 mobile:px-4">
      <span className="text-sm text-gray-700">{label}</span>
      <span className="text-2xl font-bold text-gray-900">{value}</span>
    </li>
  );
}

/** /referrals: the share link, the numbers, the invitees, the rewards and how it works. */
export function ReferralsView({ initiallyLocked }: { initiallyLocked: boolean }) {
  const t = useTranslations("Referrals");
  const format = useFormatter();
  const { data, error, mutate } = useReferrals();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });

  const locked = error instanceof ApiError ? error.status === 403 : initiallyLocked && !data;
  if (locked) return <Locked />;
  if (!data) {
    return error ? (
      <FormAlert className="mt-8">
        {t("loadFailed")}{" "}
        <button type="button" onClick={() => void mutate()} className="font-semibold underline underline-offset-2">
          {t("retry")}
        </button>
      </FormAlert>
    ) : (
      <LoadingDots label={t("loading")} />
    );
  }

  const referrals = data.data;
  // One reward per friend who subscribed, so the count holds beyond the invitees listed.
  const subscribed = referrals.rewards.length;
  return (
    <div className="mt-8 flex flex-col gap-10">
      <ShareLink code={referrals.code} link={referrals.link} />

      <ul aria-label={t("stats.label")} className="grid grid-cols-3 gap-2 mobile:gap-3">
        <Stat value={format.number(referrals.invitees_total)} label={t("stats.joined")} />
        <Stat value={format.number(subscribed)} label={t("stats.subscribed")} />
        <Stat value={format.number(referrals.reward_days)} label={t("stats.days")} />
      </ul>

      <section aria-labelledby="invitees-heading">
        <h2 id="invitees-heading" className="text-xl font-semibold text-gray-900">
          {t("invitees.heading")}
        </h2>
        {referrals.invitees.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t("invitees.empty")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("invitees.caption")}</caption>
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("invitees.name")}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("invitees.joined")}
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {t("invitees.status")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {referrals.invitees.map((invitee, index) => (
                  <tr key={`${invitee.joined_at}-${index}`}>
                    <td className="px-4 py-2.5 font-medium text-gray-900">{invitee.name}</td>
                    <td className="px-4 py-2.5 text-gray-700">{date(invitee.joined_at)}</td>
                    <td className="px-4 py-2.5">
                      <span
                        className={
                          invitee.status === "subscribed"
                            ? "rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800"
                            : "rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700"
                        }
                      >
                        {t(`invitees.${invitee.status}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {referrals.invitees_total > referrals.invitees.length ? (
          <p className="mt-2 text-xs text-gray-500">{t("invitees.more", { shown: referrals.invitees.length, total: referrals.invitees_total })}</p>
        ) : null}
      </section>

      <section aria-labelledby="rewards-heading">
        <h2 id="rewards-heading" className="text-xl font-semibold text-gray-900">
          {t("rewards.heading")}
        </h2>
        {referrals.rewards.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">{t("rewards.empty")}</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-2">
            {referrals.rewards.map((reward) => (
              <li key={reward.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-gray-200 px-4 py-3 text-sm">
                <span className="font-semibold text-emerald-700">{t("rewards.days", { days: reward.days })}</span>
                <span className="text-gray-700">{t("rewards.earned", { date: date(reward.created_at) })}</span>
                <span className={reward.applied_at ? "text-gray-600" : "text-amber-800"}>
                  {reward.applied_at ? t("rewards.applied", { date: date(reward.applied_at) }) : t("rewards.pending")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="how-heading" className="rounded-2xl bg-gray-50 p-5 mobile:p-6">
        <h2 id="how-heading" className="text-xl font-semibold text-gray-900">
          {t("how.heading")}
        </h2>
        <ol className="mt-4 grid gap-4 mobile:grid-cols-3">
          {(["step1", "step2", "step3"] as const).map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-gray-700">
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                {index + 1}
              </span>
              <span>{t(`how.${step}`, { days: REFERRAL_REWARD_DAYS })}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
