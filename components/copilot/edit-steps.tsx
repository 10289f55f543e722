import { clsx } from "clsx";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** The five edit steps of a copilot, /copilot/{id}/edit/1 to /5 (seed §2). */
export const COPILOT_STEPS = ["jobs", "locations", "filters", "cvAnswers", "launch"] as const;
export type CopilotStep = (typeof COPILOT_STEPS)[number];

/** The step number in the URL, or null for anything but 1 to 5. */
export const parseStep = (value: string): number | null => (/^[1-5]$/.test(value) ? Number(value) : null);

export const stepHref = (id: string, step: number) => `/copilot/${encodeURIComponent(id)}/edit/${step}`;

/** Shows all five steps, links to each, and marks the current one. */
export async function EditStepper({ id, current }: { id: string; current: number }) {
  const t = await getTranslations("Pages.copilotSteps");
  return (
    <nav aria-label={t("label")} className="mt-6">
      <ol className="grid grid-cols-5 gap-2">
        {COPILOT_STEPS.map((key, index) => {
          const step = index + 1;
          const isCurrent = step === current;
          return (
            <li key={key}>
              <Link
                href={stepHref(id, step)}
                aria-current={isCurrent ? "step" : undefined}
                className="group flex h-full flex-col gap-2 rounded-md pb-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
              >
                <span aria-hidden className={clsx("h-1.5 rounded-full", isCurrent ? "bg-brand-600" : "bg-gray-200 group-hover:bg-brand-200")} />
                <span className="flex items-baseline gap-1.5">
                  <span className={clsx("text-xs font-semibold tabular-nums", isCurrent ? "text-brand-700" : "text-gray-600")}>{step}</span>
                  <span className={clsx("font-medium leading-snug", isCurrent ? "text-gray-900" : "text-gray-600 group-hover:text-gray-900 max-mobile:sr-only")}>
                    {t(`${key}.title`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
