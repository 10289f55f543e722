"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import type { Messages } from "@/lib/i18n/messages";

/** A shell notification hides itself after 3000 ms. */
export const SHELL_NOTICE_MS = 3000;

type NoticeKey = keyof Messages["Shell"]["notices"];
/** Kept as a key, not a string, so a notice shown before a language change reads in the new language. */
export type ShellNoticeMessage = { key: NoticeKey; values?: Record<string, string> };
type Notice = ShellNoticeMessage & { id: number };

let current: Notice | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function set(notice: Notice | null) {
  current = notice;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a message at the top of the content panel, replacing any shown before it. */
export function showShellNotice(message: ShellNoticeMessage) {
  if (timer) clearTimeout(timer);
  set({ ...message, id: ++nextId });
  timer = setTimeout(() => set(null), SHELL_NOTICE_MS);
}

export function hideShellNotice() {
  if (timer) clearTimeout(timer);
  set(null);
}

export function useShellNotice() {
  const notice = useSyncExternalStore(subscribe, () => current, () => null);
  return { notice, show: showShellNotice, hide: hideShellNotice };
}

export function ShellNotice() {
  const t = useTranslations("Shell.notices");
  const { notice } = useShellNotice();
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {notice ? (
        <p
          key={notice.id}
          data-testid="shell-notice"
          className="mb-6 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-5 shrink-0 text-emerald-600" fill="currentColor">
            <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z" />
          </svg>
          {t(notice.key, notice.values)}
        </p>
      ) : null}
    </div>
  );
}
