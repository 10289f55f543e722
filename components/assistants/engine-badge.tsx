"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { EngineInfo } from "@/lib/contracts/assistant";

/**
 * Who answers: "Offline coach" (built in, no AI service called) or "AI model: <model>". The badge
 * is a button whose description shows on hover, on focus and on a tap, and is read with it.
 * Another tool says what the engine did for it through `texts`.
 */
export function EngineBadge({ engine, className, texts }: { engine: EngineInfo; className?: string; texts?: { label: string; description: string } }) {
  const t = useTranslations("Assistants.engine");
  const id = useId();
  const [open, setOpen] = useState(false);
  // Escape hides the description until the pointer or the focus leaves (WCAG 1.4.13: dismissible).
  const [dismissed, setDismissed] = useState(false);
  const offline = engine.engine === "offline";
  return (
    <span className={clsx("group relative inline-flex", className)} onMouseLeave={() => setDismissed(false)}>
      <button
        type="button"
        aria-describedby={`${id}-description`}
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setOpen(false);
            setDismissed(true);
          }
        }}
        className={clsx(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          offline ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : "bg-brand-50 text-brand-700 ring-brand-100",
        )}
      >
        <span aria-hidden className={clsx("size-1.5 rounded-full", offline ? "bg-emerald-600" : "bg-brand-600")} />
        {texts?.label ?? (offline ? t("offline") : t("llm", { model: engine.model ?? t("unnamedModel") }))}
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5 opacity-70">
          <path d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-11.5a1.1 1.1 0 1 1 0-2.2 1.1 1.1 0 0 1 0 2.2ZM9 9a1 1 0 0 1 2 0v5a1 1 0 1 1-2 0V9Z" />
        </svg>
      </button>
      <span
        id={`${id}-description`}
        role="tooltip"
        className={clsx(
          "absolute left-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-3rem)] rounded-lg bg-gray-900 px-3 py-2 text-xs font-normal leading-relaxed text-white shadow-lg",
          open ? "block" : dismissed ? "hidden" : "hidden group-hover:block group-focus-within:block",
        )}
      >
        {texts?.description ?? (offline ? t("offlineDescription") : t("llmDescription"))}
      </span>
    </span>
  );
}
