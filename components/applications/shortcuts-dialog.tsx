"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";

export const REVIEW_SHORTCUTS = [
  { keys: ["j"], action: "next" },
  { keys: ["k"], action: "previous" },
  { keys: ["a"], action: "approve" },
  { keys: ["r"], action: "reject" },
  { keys: ["x"], action: "select" },
  { keys: ["?"], action: "help" },
  { keys: ["Esc"], action: "close" },
] as const;

export const Kbd = ({ children }: { children: React.ReactNode }) => (
  <kbd className="inline-flex min-w-6 items-center justify-center rounded-md border border-gray-300 bg-white px-1.5 py-0.5 font-mono text-xs font-semibold text-gray-800 shadow-[0_1px_0_rgb(0_0_0/0.08)]">
    {children}
  </kbd>
);

/** What each key does on the review page. */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("Review.shortcuts");
  const common = useTranslations("Review");
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("title")} description={t("description")} closeLabel={common("close")}>
      <dl className="flex flex-col divide-y divide-gray-100">
        {REVIEW_SHORTCUTS.map(({ keys, action }) => (
          <div key={action} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-sm text-gray-700">{t(`actions.${action}`)}</dt>
            <dd className="flex gap-1">
              {keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
