"use client";

import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";

export type ScrollEdges = { before: boolean; after: boolean };

/** Whether a horizontally scrolling box hides content before or after what it shows (1 px of rounding slack). */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">): ScrollEdges {
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * A row that scrolls sideways when it does not fit, and shows that it does: the hidden side fades
 * out behind an arrow that scrolls by most of a width. Keyboard users move through the row's own
 * controls (which scroll into view), so the arrows stay out of the tab order.
 */
export function ScrollRow({ children, labels, className }: { children: ReactNode; labels: { before: string; after: string }; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });

  const measure = useCallback(() => {
    if (scroller.current) setEdges(scrollEdges(scroller.current));
  }, []);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    if (node.firstElementChild) observer.observe(node.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => {
    const node = scroller.current;
    if (node) node.scrollBy({ left: direction * Math.max(node.clientWidth * 0.8, 120), behavior: "smooth" });
  };

  return (
    <div className={clsx("relative", className)}>
      <div ref={scroller} onScroll={measure} className="-mx-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        {children}
      </div>
      {edges.before ? <EdgeArrow side="before" label={labels.before} onClick={() => scrollBy(-1)} /> : null}
      {edges.after ? <EdgeArrow side="after" label={labels.after} onClick={() => scrollBy(1)} /> : null}
    </div>
  );
}

function EdgeArrow({ side, label, onClick }: { side: "before" | "after"; label: string; onClick: () => void }) {
  return (
    <div
      className={clsx(
        "pointer-events-none absolute inset-y-0 flex w-12 items-center",
        side === "before" ? "left-0 justify-start bg-gradient-to-r" : "right-0 justify-end bg-gradient-to-l",
        "from-white via-white/90 to-transparent",
      )}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={label}
        title={label}
        onClick={onClick}
        data-scroll-edge={side}
        className="pointer-events-auto grid h-8 w-8 place-items-center rounded-full border border-gray-200 bg-white text-gray-600 shadow-sm hover:text-gray-900"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={clsx("h-4 w-4", side === "before" && "rotate-180")}>
          <path fillRule="evenodd" d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 0 1-1.06 0Z" clipRule="evenodd" />
        </svg>
      </button>
    </div>
  );
}
