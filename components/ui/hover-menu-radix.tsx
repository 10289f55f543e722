"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { clsx } from "clsx";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { ChevronDown, DESKTOP_HOVER_QUERY, HOVER_CLOSE_DELAY_MS, triggerClasses, type HoverMenuProps } from "./hover-menu-trigger";

// The menus' Radix implementation, loaded after the page is interactive (./hover-menu.tsx).

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
  initiallyOpen = false,
  focusTrigger = false,
}: HoverMenuProps & {
  /** Pressed, or hovered on a desktop, before this code arrived: open at once. */
  initiallyOpen?: boolean;
  /** The stand-in trigger this one replaces had the focus: keep it here. */
  focusTrigger?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const hover = useDesktopHover();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger && !initiallyOpen) triggerRef.current?.focus();
    // Only when this trigger replaces the stand-in, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        ref={triggerRef}
        aria-label={label}
        onPointerEnter={openNow}
        onPointerLeave={closeSoon}
        // A click on a trigger that hover has just opened must not toggle the menu shut again.
        onPointerDown={(event) => {
          if (hover && open && event.pointerType === "mouse") event.preventDefault();
        }}
        className={triggerClasses(triggerClassName)}
      >
        {trigger}
        <ChevronDown />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          onPointerEnter={openNow}
          onPointerLeave={closeSoon}
          // The trigger handles its own clicks; a press on it is not a dismissing "outside" click.
          onInteractOutside={(event) => {
            if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
          }}
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

/** A non-interactive heading inside a menu. */
export const MenuLabel = ({ children }: { children: React.ReactNode }) => (
  <DropdownMenu.Label className="truncate px-3 pb-1 pt-2 text-xs font-medium text-gray-600">{children}</DropdownMenu.Label>
);

/** A nested menu: opens to the side on hover, click, Enter or the right arrow key. */
export function MenuSub({ trigger, children }: { trigger: React.ReactNode; children: React.ReactNode }) {
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={clsx(itemClasses, "justify-between data-[state=open]:bg-brand-50")}>
        {trigger}
        <svg aria-hidden viewBox="0 0 20 20" className="size-4 text-gray-500" fill="currentColor">
          <path d="M7.2 14.8a1 1 0 0 1 0-1.4l3.4-3.4-3.4-3.4a1 1 0 0 1 1.4-1.4l4.1 4.1a1 1 0 0 1 0 1.4l-4.1 4.1a1 1 0 0 1-1.4 0Z" />
        </svg>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent sideOffset={6} collisionPadding={8} className="z-50 min-w-44 rounded-xl border border-gray-200 bg-white p-1 shadow-lg">
          {children}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

/** A single choice among menu entries (menuitemradio, with a check mark on the chosen one). */
export function MenuRadioGroup({ value, onValueChange, children }: { value: string; onValueChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <DropdownMenu.RadioGroup value={value} onValueChange={onValueChange}>
      {children}
    </DropdownMenu.RadioGroup>
  );
}

export function MenuRadioItem({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <DropdownMenu.RadioItem value={value} className={clsx(itemClasses, "pl-8 relative")}>
      <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
        <svg aria-hidden viewBox="0 0 20 20" className="size-4 text-brand-600" fill="currentColor">
          <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
      </DropdownMenu.ItemIndicator>
      {children}
    </DropdownMenu.RadioItem>
  );
}
