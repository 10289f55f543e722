"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import { CancelSubscriptionFlow } from "@/components/subscription/cancel-flow";
import { Button } from "@/components/ui/button";
import { useSubscription } from "@/lib/api/billing";
import { copilotKeys, pauseCopilot, useCopilots } from "@/lib/api/copilots";
import { Panel, StillStuck, useSaveProblem } from "./parts";

/** Pausing costs nothing and keeps everything: often what people who cancel actually want. */
function PauseInstead() {
  const t = useTranslations("Support.cancelSubscription");
  const { mutate } = useSWRConfig();
  const problemText = useSaveProblem();
  const list = useCopilots();
  const running = (list.data?.data.items ?? []).filter((copilot) => copilot.status === "active");
  const [pausing, setPausing] = useState(false);
  if (running.length === 0) return <p className="text-sm text-gray-600">{t("nothingRunning")}</p>;
  return (
    <Button
      variant="secondary"
      disabled={pausing}
      onClick={async () => {
        setPausing(true);
        try {
          for (const copilot of running) {
            const { data } = await pauseCopilot(copilot.id);
            await mutate(copilotKeys.one(copilot.id), { data }, { revalidate: false });
          }
          await mutate(copilotKeys.list);
          toast.success(t("paused", { count: running.length }));
        } catch (error) {
          toast.error(problemText(error));
          void mutate(copilotKeys.list);
        } finally {
          setPausing(false);
        }
      }}
    >
      {pausing ? t("pausing") : t("pauseAll", { count: running.length })}
    </Button>
  );
}

export function CancelSubscription() {
  const t = useTranslations("Support.cancelSubscription");
  const { active } = useSubscription();
  // The alternatives only mean something while a paid plan would renew.
  const renewing = active !== null && !active.canceled;
  return (
    <>
      <div className="flex flex-col gap-6">
        {renewing ? (
          <div className="grid gap-4 mobile:grid-cols-2">
            <Panel title={t("pauseTitle")} description={t("pauseText")}>
              <PauseInstead />
            </Panel>
            <Panel title={t("cheaperTitle")} description={t("cheaperText")}>
              <Link href="/subscription" className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
                {t("cheaperLink")}
              </Link>
            </Panel>
          </div>
        ) : null}
        <section className="rounded-2xl border border-gray-200 p-5 mobile:p-6">
          <CancelSubscriptionFlow headingLevel={2} />
        </section>
      </div>
      <StillStuck />
    </>
  );
}
