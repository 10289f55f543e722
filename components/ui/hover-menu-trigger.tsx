import { clsx } from "clsx";

// What the menu's stand-in and its Radix trigger share, so the swap changes nothing on screen.

/** A hover-opened menu closes 100 ms after the pointer leaves. */
export const HOVER_CLOSE_DELAY_MS = 100;
/** Hover opening is for desktops only: a fine pointer on a screen at least 600 px wide. */
export const DESKTOP_HOVER_QUERY = "(hover: hover) and (pointer: fine) and (min-width: 600px)";

export type HoverMenuProps = {
  trigger: React.ReactNode;
  label: string;
  children: React.ReactNode;
  align?: "start" | "end";
  triggerClassName?: string;
};

export const triggerClasses = (extra?: string) =>
  clsx(
    "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=open]:bg-gray-100",
    extra,
  );

export const ChevronDown = () => (
  <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
    <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
  </svg>
);
