"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import { copilotKeys } from "@/lib/api/copilots";
import type { Data } from "@/lib/api/data";
import { profileKeys } from "@/lib/api/profile";
import { adjustCopilot, supportKeys } from "@/lib/api/support";
import type { Copilot, MatchRun } from "@/lib/contracts/copilot";
import type { Page } from "@/lib/contracts/page";
import type { SupportCopilotPatchInput } from "@/lib/contracts/support";

/**
 * The copilot a support page works on: `?copilot=` (support staff can link to one), else the
 * first running one, else the newest. Choosing another keeps the page and rewrites the link.
 */
export function useChosenCopilot(copilots: Copilot[] | undefined) {
  const params = useSearchParams();
  const pathname = usePathname();
  const wanted = params.get("copilot");
  const chosen =
    copilots?.find((copilot) => copilot.id === wanted) ?? copilots?.find((copilot) => copilot.status === "active") ?? copilots?.[0] ?? null;
  const choose = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params.toString());
      next.set("copilot", id);
      // A shallow change: Next keeps useSearchParams in step with the history API, no server round trip.
      window.history.replaceState(null, "", `${pathname}?${next.toString()}`);
    },
    [params, pathname],
  );
  return { chosen, choose };
}

/** What a saved fix did, in one sentence for the toast. */
export function useRunMessage() {
  const t = useTranslations("Support.common");
  return useCallback(
    (copilot: Copilot, run: MatchRun | null) => {
      if (!run) return copilot.status === "paused" ? t("savedPaused") : t("savedDraft");
      if (run.created > 0) return t("savedFound", { count: run.created });
      return t("savedNone");
    },
    [t],
  );
}

/**
 * Saves a fix (PATCH /support/copilots/{id}): the copilot changes and, when it runs, is matched
 * again at once. Every view of the copilot and the support figures are refreshed.
 */
export function useAdjustCopilot() {
  const { mutate } = useSWRConfig();
  const message = useRunMessage();
  return useCallback(
    async (copilotId: string, patch: SupportCopilotPatchInput, options: { toast?: boolean } = {}) => {
      const { data } = await adjustCopilot(copilotId, patch);
      await mutate(copilotKeys.one(copilotId), { data: data.copilot }, { revalidate: false });
      await mutate(
        copilotKeys.list,
        (current: Data<Page<Copilot>> | undefined) =>
          current && { data: { ...current.data, items: current.data.items.map((item) => (item.id === copilotId ? data.copilot : item)) } },
        { revalidate: false },
      );
      void mutate(supportKeys.filters(copilotId));
      void mutate(supportKeys.outcomes(copilotId));
      void mutate(profileKeys.stats);
      if (options.toast !== false) toast.success(message(data.copilot, data.run));
      return data;
    },
    [mutate, message],
  );
}
