"use client";

import { clsx } from "clsx";
import Link from "next/link";

const navItemClasses = (current: boolean) =>
  clsx(
    "inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-brand-500",
    current ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
  );

/** A menu trigger (see HoverMenu) whose section is shown: the same highlight as a current link. */
export const currentTriggerClasses = (current: boolean) => (current ? "bg-brand-50 text-brand-700!" : undefined);

/** A top-level navigation link, marked as the current page while its section is shown. */
export function NavLink({ href, current, children }: { href: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link href={href} aria-current={current ? "page" : undefined} className={navItemClasses(current)}>
      {children}
    </Link>
  );
}

/** The Applications entry carries a badge dot that is present but hidden. */
export function ApplicationsBadge() {
  return <span data-testid="applications-badge" hidden className="ml-0.5 inline-block size-2 rounded-full bg-rose-500" />;
}
