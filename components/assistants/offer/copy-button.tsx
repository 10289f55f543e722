"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Copies `text` to the clipboard and says so, in the button and to screen readers. Without
 * clipboard access, `onFailed` selects the text so it can be copied by hand.
 */
export function CopyButton({ text, label, onFailed }: { text: string; label: string; onFailed?: () => void }) {
  const t = useTranslations("AssistantsOffer.copy");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      onFailed?.();
      setState("failed");
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => void copy()}>
        <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round" className="size-4">
          {state === "copied" ? (
            <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" />
          ) : (
            <>
              <rect x="7" y="7" width="10" height="10" rx="2" />
              <path d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-7A1.5 1.5 0 0 0 3 4.5v7A1.5 1.5 0 0 0 4.5 13" />
            </>
          )}
        </svg>
        {label}
      </Button>
      <span role="status" className={state === "failed" ? "text-sm text-red-700" : "text-sm text-emerald-700"}>
        {state === "copied" ? t("copied") : state === "failed" ? t("failed") : ""}
      </span>
    </span>
  );
}
