"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSWRConfig } from "swr";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useEntitlements } from "@/lib/api/billing";
import { copilotKeys, NEW_COPILOT_PATH, useCopilots } from "@/lib/api/copilots";
import { useProfileStats } from "@/lib/api/profile";
import { CopilotCard } from "./copilot-card";
import { ProblemText, type ListProblem } from "./list-problem";
import { FirstRun } from "./first-run";

/** /copilot: the user's copilots with their actions, or the first-run invitation to set one up. */
export function CopilotList() {
  const t = useTranslations("CopilotList");
  const pages = useTranslations("Pages.copilot");
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const list = useCopilots();
  const entitlements = useEntitlements();
  const stats = useProfileStats();
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<ListProblem | null>(null);
  const plan = entitlements.data?.data;
  const copilots = list.data?.data.items;

  // A copilot is created when its first step is saved; at the plan's limit, the reason shows here first.
  const create = () => {
    setProblem(null);
    if (plan && copilots && copilots.length >= plan.limits.copilots) {
      setProblem({ kind: "planLimit" });
      return;
    }
    setCreating(true);
    router.push(NEW_COPILOT_PATH);
  };

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="max-w-2xl">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{pages("title")}</h1>
        <p className="mt-3 text-base leading-relaxed text-gray-600">{pages("description")}</p>
      </div>
      {copilots && copilots.length > 0 ? (
        <Button onClick={create} disabled={creating}>
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
          </svg>
          {t("new")}
        </Button>
      ) : null}
    </div>
  );

  const alert = problem ? (
    <FormAlert className="mt-6">
      <ProblemText problem={problem} plan={plan?.plan.name} limit={plan?.limits.copilots} />
    </FormAlert>
  ) : null;

  if (!copilots) {
    return (
      <>
        {header}
        {list.error ? (
          <FormAlert className="mt-8">
            {t("loadFailed")}{" "}
            <button type="button" onClick={() => void list.mutate()} className="font-semibold underline underline-offset-2">
              {t("retry")}
            </button>
          </FormAlert>
        ) : (
          <LoadingDots label={t("loading")} />
        )}
      </>
    );
  }

  if (copilots.length === 0) {
    return (
      <>
        {header}
        {alert}
        <FirstRun onStart={create} starting={creating} />
      </>
    );
  }

  return (
    <>
      {header}
      {alert}
      <ul aria-label={t("listLabel")} className="mt-8 flex flex-col gap-4">
        {copilots.map((copilot) => (
          <li key={copilot.id}>
            <CopilotCard
              copilot={copilot}
              entitlements={plan}
              stats={stats.data?.data.copilots.find((item) => item.id === copilot.id)}
              onChanged={(changed, message) => {
                void list.mutate(
                  (current) =>
                    current && {
                      data: {
                        ...current.data,
                        items: changed ? current.data.items.map((item) => (item.id === changed.id ? changed : item)) : current.data.items.filter((item) => item.id !== copilot.id),
                      },
                    },
                  { revalidate: true },
                );
                if (changed) void mutate(copilotKeys.one(changed.id), { data: changed }, { revalidate: false });
                void stats.mutate();
                toast.success(message);
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
