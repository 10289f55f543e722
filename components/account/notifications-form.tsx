"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "@/lib/toast";
import { FormAlert } from "@/components/entry/form-alert";
import { LoadingDots } from "@/components/ui/loading-dots";
import { updateSettings, useSettings } from "@/lib/api/settings";
import type { Settings } from "@/lib/contracts/settings";

type Toggle = keyof Settings["notifications"];
const TOGGLES: Toggle[] = ["new_matches", "application_updates", "product_news"];
const KEYS = { new_matches: "newMatches", application_updates: "applicationUpdates", product_news: "productNews" } as const;

function Switch({ label, hint, checked, onChange }: { label: string; hint: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-gray-600">
          {hint}
        </p>
      </div>
      {/* A native checkbox drawn as a switch: it keeps Space, focus and its announced state. */}
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden
          className="h-6 w-11 rounded-full bg-gray-300 ring-1 ring-inset ring-gray-400 transition-colors peer-checked:bg-brand-600 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute left-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </li>
  );
}

/** The notification toggles of GET/PATCH /settings; each switch saves at once. */
export function NotificationsForm() {
  const t = useTranslations("Account.notifications");
  const shared = useTranslations("Account");
  const settings = useSettings();
  const current = settings.data?.data;

  const save = async (toggle: Toggle, value: boolean) => {
    if (!current) return;
    const optimistic = { data: { ...current, notifications: { ...current.notifications, [toggle]: value } } };
    try {
      await settings.mutate(
        async () => updateSettings({ notifications: { [toggle]: value } }),
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
      toast.success(t("saved"));
    } catch (error) {
      console.error("Saving a notification setting failed", error);
      toast.error(t("saveFailed"));
    }
  };

  if (!current) {
    return settings.error ? (
      <FormAlert>
        {shared("loadFailed")}{" "}
        <button type="button" onClick={() => void settings.mutate()} className="font-semibold underline underline-offset-2">
          {shared("retry")}
        </button>
      </FormAlert>
    ) : (
      <LoadingDots label={shared("loading")} className="py-6" />
    );
  }

  return (
    <ul className="-my-3 divide-y divide-gray-100">
      {TOGGLES.map((toggle) => (
        <Switch
          key={toggle}
          label={t(KEYS[toggle])}
          hint={t(`${KEYS[toggle]}Hint`)}
          checked={current.notifications[toggle]}
          onChange={(value) => void save(toggle, value)}
        />
      ))}
    </ul>
  );
}
