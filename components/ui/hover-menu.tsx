"use client";

import { useState } from "react";
import { deferredModule, type DeferredModule } from "@/lib/deferred-module";
import { ChevronDown, DESKTOP_HOVER_QUERY, triggerClasses, type HoverMenuProps } from "./hover-menu-trigger";

export { HOVER_CLOSE_DELAY_MS } from "./hover-menu-trigger";

// Radix's menu (~28 KiB gzip with its positioning and focus code) is not part of any page's
// first-load JavaScript: a plain trigger renders until it has arrived, moments after the page.
const radix = deferredModule(() => import("./hover-menu-radix"));
/** For a menu whose entries need no code of their own. */
const NOTHING_MORE = deferredModule(() => Promise.resolve(true));

/**
 * A dropdown menu (Radix: arrow keys, Enter, Escape, focus return) that also opens on hover on
 * desktop and closes 100 ms after the pointer leaves both trigger and menu. Pressed before its
 * code arrived, the menu opens as soon as it has. `alsoLoad`: deferred code the entries need,
 * fetched with the menu's; the menu opens once both are here.
 */
export function HoverMenu({ alsoLoad = NOTHING_MORE, ...props }: HoverMenuProps & { alsoLoad?: DeferredModule<unknown> }) {
  const menu = radix.useModule();
  const entriesCode = alsoLoad.useModule();
  const loaded = entriesCode === null ? null : menu;
  const [pressed, setPressed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  if (loaded) return <loaded.HoverMenu {...props} initiallyOpen={pressed || hovered} focusTrigger={focused} />;
  const request = () => {
    radix.request();
    alsoLoad.request();
  };
  const press = () => {
    setPressed(true);
    request();
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      className={triggerClasses(props.triggerClassName)}
      onClick={press}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerEnter={() => {
        if (window.matchMedia(DESKTOP_HOVER_QUERY).matches) setHovered(true);
        request();
      }}
      onPointerLeave={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          press();
        }
      }}
    >
      {props.trigger}
      <ChevronDown />
    </button>
  );
}

// The entries only ever render inside an open menu, that is, once the Radix code is here.
const entries = () => radix.loaded()!;

/** A menu entry that runs an action. */
export function MenuItem(props: { onSelect: () => void; children: React.ReactNode; className?: string }) {
  const { MenuItem: Item } = entries();
  return <Item {...props} />;
}

/** A menu entry that navigates; pass a Next.js <Link> as the child. */
export function MenuLinkItem(props: { children: React.ReactElement }) {
  const { MenuLinkItem: Item } = entries();
  return <Item {...props} />;
}

export function MenuSeparator() {
  const { MenuSeparator: Separator } = entries();
  return <Separator />;
}

/** A non-interactive heading inside a menu. */
export function MenuLabel(props: { children: React.ReactNode }) {
  const { MenuLabel: Label } = entries();
  return <Label {...props} />;
}

/** A nested menu: opens to the side on hover, click, Enter or the right arrow key. */
export function MenuSub(props: { trigger: React.ReactNode; children: React.ReactNode }) {
  const { MenuSub: Sub } = entries();
  return <Sub {...props} />;
}

/** A single choice among menu entries (menuitemradio, with a check mark on the chosen one). */
export function MenuRadioGroup(props: { value: string; onValueChange: (value: string) => void; children: React.ReactNode }) {
  const { MenuRadioGroup: Group } = entries();
  return <Group {...props} />;
}

export function MenuRadioItem(props: { value: string; children: React.ReactNode }) {
  const { MenuRadioItem: Item } = entries();
  return <Item {...props} />;
}
