"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { rowId } from "./application-row";
import { LoadingDots } from "@/components/ui/loading-dots";
import type { ApplicationDetail } from "@/lib/contracts/applications";
import { DESKTOP_QUERY, useMediaQuery } from "./use-media-query";
import { deferredModule } from "@/lib/deferred-module";

// The narrow screens' dialog code arrives after the page is interactive; one opened sooner shows on arrival.
const detailDialog = deferredModule(() => import("./detail-dialog"));
// The detail's code (its actions, the apply panel, the answer diff) too: the list paints and
// hydrates without it, and a detail shows its loading state until its data is there anyway.
const detailContent = deferredModule(() => import("./detail-content"));

type ContentProps = { id: string; titleId: string; onChanged: (detail: ApplicationDetail) => void; closeButton: React.ReactNode };

function Content(props: ContentProps) {
  const t = useTranslations("ApplicationDetail");
  const loaded = detailContent.useModule(true);
  return loaded ? <loaded.DetailContent {...props} /> : <LoadingDots label={t("loading")} />;
}

const closeIcon = (
  <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="currentColor">
    <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
  </svg>
);
const closeClasses = "shrink-0 rounded-lg p-1.5 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600";

/**
 * The selected application: a labelled panel beside the list on wide screens, a full-screen
 * dialog on narrow ones. Opening moves focus into it; closing returns focus to its row.
 */
export function DetailPanel({ id, onClose, onChanged, placeholder }: { id: string | null; onClose: () => void; onChanged: (detail: ApplicationDetail) => void; placeholder: React.ReactNode }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const dialog = detailDialog.useModule(id !== null && desktop === false);
  const t = useTranslations("ApplicationDetail");
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opened = useRef<string | null>(null);

  // The last application shown, to give its row the focus back once the dialog has closed.
  const last = useRef<string | null>(null);

  useEffect(() => {
    if (id) last.current = id;
    if (!desktop) return;
    if (id && opened.current !== id) panel.current?.focus({ preventScroll: true });
    opened.current = id;
  }, [id, desktop]);

  const close = () => {
    const row = id ? document.getElementById(rowId(id)) : null;
    onClose();
    // The row may be gone (it moved to another tab); the list then takes the focus.
    requestAnimationFrame(() => (row?.isConnected ? row : document.getElementById("applications-list"))?.focus());
  };

  if (desktop === null) return null;

  if (!desktop) {
    if (!dialog) return null;
    return (
      <dialog.DetailDialog
        open={id !== null}
        onClose={onClose}
        label={t("label")}
        closeLabel={t("close")}
        closeClassName={closeClasses}
        closeIcon={closeIcon}
        returnFocus={() => (last.current ? document.getElementById(rowId(last.current)) : null)}
      >
        {(closeButton) => (id ? <Content id={id} titleId={titleId} onChanged={onChanged} closeButton={closeButton} /> : null)}
      </dialog.DetailDialog>
    );
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={id ? titleId : undefined}
      aria-label={id ? undefined : t("label")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && id) {
          event.stopPropagation();
          close();
        }
      }}
      className={clsx(
        "sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-6 shadow-sm outline-none",
        "focus-visible:ring-2 focus-visible:ring-brand-500",
      )}
    >
      {id ? (
        <Content
          id={id}
          titleId={titleId}
          onChanged={onChanged}
          closeButton={
            <button type="button" aria-label={t("close")} onClick={close} className={closeClasses}>
              {closeIcon}
            </button>
          }
        />
      ) : (
        placeholder
      )}
    </section>
  );
}
