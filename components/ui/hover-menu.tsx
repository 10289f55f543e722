"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";

/** Seed §9: a hover-opened menu closes 100 ms after the pointer leaves. */
export const HOVER_CLOSE_DELAY_MS = 100;
/** Hover opening is for desktops only: a fine pointer on a screen at least 600 px wide. */
const DESKTOP_HOVER_QUERY = "(hover: hover) and (pointer: fine) and (min-width: 600px)";

function useDesktopHover() {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_HOVER_QUERY);
    const update = () => setEnabled(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return enabled;
}

/**
 * A dropdown menu (Radix: arrow keys, Enter, Escape, focus return) that also opens on hover on
 * desktop and closes 100 ms after the pointer leaves both trigger and menu.
 */
export function HoverMenu({
  trigger,
  label,
  children,
  align = "start",
  triggerClassName,
}: {
  trigger: React.ReactNode;
  label: string;
  children: React.ReactNode;
  align?: "start" | "end";
  triggerClassName?: string;
}) {
  const [open, setOpen] = useState(false);
  const hover = useDesktopHover();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const openNow = () => {
    if (!hover) return;
    cancelClose();
    setOpen(true);
  };
  const closeSoon = () => {
    if (!hover) return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(() => cancelClose, []);

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        onPointerEnter={openNow}
        onPointerLeave={closeSoon}
        className={clsx(
          "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 data-[state=open]:bg-gray-100",
          triggerClassName,
        )}
      >
        {trigger}
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          onPointerEnter={openNow}
          onPointerLeave={closeSoon}
          className="z-50 min-w-52 rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const itemClasses =
  "flex w-full cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700";

/** A menu entry that runs an action. */
export function MenuItem({ onSelect, children, className }: { onSelect: () => void; children: React.ReactNode; className?: string }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={clsx(itemClasses, className)}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A menu entry that navigates; pass a Next.js <Link> as the child. */
export function MenuLinkItem({ children }: { children: React.ReactElement }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      {children}
    </DropdownMenu.Item>
  );
}

export const MenuSeparator = () => <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />;
