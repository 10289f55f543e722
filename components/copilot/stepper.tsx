"use client";

import { clsx } from "clsx";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { COPILOT_STEPS, stepHref, stepState, type StepState } from "./edit-steps";

const CHECK = "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z";

function Marker({ state, step }: { state: StepState; step: number }) {
  return (
    <span
      aria-hidden
      className={clsx(
        "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold tabular-nums transition-colors",
        state === "current" && "bg-brand-600 text-white ring-4 ring-brand-100",
        state === "done" && "bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-600 group-hover:bg-brand-100",
        state === "todo" && "bg-white text-gray-500 ring-1 ring-inset ring-gray-300",
      )}
    >
      {state === "done" ? (
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path fillRule="evenodd" d={CHECK} />
        </svg>
      ) : (
        step
      )}
    </span>
  );
}

/** The five steps with their progress: done steps link back, the current one is marked, the rest wait. */
export function Stepper({ id, current, completed }: { id: string | null; current: number; completed: readonly number[] }) {
  const t = useTranslations("Pages.copilotSteps");
  const e = useTranslations("CopilotEditor.stepper");
  return (
    <nav aria-label={t("label")} className="mt-6">
      <ol className="flex items-start">
        {COPILOT_STEPS.map((key, index) => {
          const step = index + 1;
          const state = stepState(step, current, completed);
          const title = t(`${key}.title`);
          const content = (
            <>
              <Marker state={state} step={step} />
              <span className="flex flex-col items-center text-center">
                <span
                  className={clsx(
                    "text-sm font-medium leading-tight",
                    state === "current" ? "text-gray-900" : state === "done" ? "text-gray-700 group-hover:text-brand-700" : "text-gray-500",
                    state !== "current" && "max-mobile:sr-only",
                  )}
                >
                  {title}
                </span>
                <span className="sr-only">{e(state)}</span>
              </span>
            </>
          );
          return (
            <li key={key} className="relative flex flex-1 flex-col items-center">
              {index > 0 ? (
                <span
                  aria-hidden
                  className={clsx(
                    "absolute right-1/2 top-4 z-0 h-0.5 w-full -translate-y-1/2",
                    completed.includes(step - 1) ? "bg-brand-600/40" : "bg-gray-200",
                  )}
                />
              ) : null}
              {state === "done" && id ? (
                <Link
                  href={stepHref(id, step)}
                  className="group relative z-10 flex flex-col items-center gap-2 rounded-lg px-1 pb-1 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
                >
                  {content}
                </Link>
              ) : (
                <span aria-current={state === "current" ? "step" : undefined} className="relative z-10 flex flex-col items-center gap-2 px-1 pb-1">
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
