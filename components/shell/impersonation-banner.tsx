"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSession } from "@/lib/hooks/use-session";
import { backToAdmin } from "@/lib/session/browser";

/** Shown on every page while an admin is signed in as someone else. */
export function ImpersonationBanner() {
  const t = useTranslations("Impersonation");
  const { user, impersonatorId } = useSession();
  const [leaving, setLeaving] = useState(false);
  if (!user || !impersonatorId) return null;
  return (
    <section aria-label={t("bannerLabel")} data-testid="impersonation-banner" className="bg-amber-300 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm mobile:px-6">
        <p className="flex min-w-0 items-center gap-2 font-medium">
          <svg aria-hidden viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor">
            <path fillRule="evenodd" d="M10 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM3 16.5C3 13.5 6.1 12 10 12s7 1.5 7 4.5V18H3v-1.5Z" />
          </svg>
          <span className="min-w-0 [overflow-wrap:anywhere]">{t("banner", { email: user.email })}</span>
        </p>
        <button
          type="button"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void backToAdmin();
          }}
          className="rounded-lg bg-amber-950 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-950 disabled:opacity-70"
        >
          {t("backToAdmin")}
        </button>
      </div>
    </section>
  );
}
