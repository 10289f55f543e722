"use client";

import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { toast } from "@/lib/toast";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { REFERRAL_REWARD_DAYS } from "@/lib/contracts/referral-values";

/** The invite link with Copy (clipboard, toast) and, where the device offers it, Share. */
export function ShareLink({ code, link }: { code: string; link: string }) {
  const t = useTranslations("Referrals.share");
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Known only in the browser: rendered after hydration so server and client markup agree.
  const canShare = useHydrated() && typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("copied"));
    } catch {
      // No clipboard permission (or an old browser): leave the link selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      toast.error(t("copyFailed"));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t("shareTitle"), text: t("shareText"), url: link });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5 mobile:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-gray-900">
        {t("heading")}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-gray-700">{t("intro", { days: REFERRAL_REWARD_DAYS })}</p>
      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={`${id}-link`} className="text-sm font-medium text-gray-800">
          {t("linkLabel")}
        </label>
        <div className="flex flex-col gap-2 mobile:flex-row">
          <input
            ref={input}
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-sm text-gray-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          <Button onClick={() => void copy()}>
            <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" className="size-4">
              <rect x="7" y="7" width="10" height="10" rx="2" />
              <path d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-7A1.5 1.5 0 0 0 3 4.5v7A1.5 1.5 0 0 0 4.5 13" />
            </svg>
            {t("copy")}
          </Button>
          {canShare ? (
            <Button variant="secondary" onClick={() => void share()}>
              {t("share")}
            </Button>
          ) : null}
        </div>
      </div>
      <p className="mt-3 text-sm text-gray-700">
        {t("codeLabel")}: <span className="rounded-md bg-white px-2 py-0.5 font-mono font-semibold tracking-wider text-gray-900">{code}</span>
      </p>
    </section>
  );
}
