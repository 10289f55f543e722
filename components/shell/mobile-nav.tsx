"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { deferredModule } from "@/lib/deferred-module";

// The sheet (its dialog code and its links) arrives after the page is interactive; a press before
// that opens it on arrival.
const sheet = deferredModule(() => import("./mobile-nav-sheet"));

/**
 * Below 600 px the navigation lives behind a menu button: a Radix dialog (focus trap, Escape,
 * outside click) that also closes on navigation, because its open state remembers the path it opened on.
 */
export function MobileNav({ onSignInAs }: { onSignInAs: () => void }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const loaded = sheet.useModule();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  const openMenu = () => {
    setOpenedOn(pathname);
    sheet.request();
  };

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t("openMenu")}
        onClick={openMenu}
        className="ml-auto inline-flex size-10 items-center justify-center rounded-lg text-gray-800 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-500 mobile:hidden"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {loaded ? (
        <loaded.MobileNavSheet open={open} onOpenChange={(next) => setOpenedOn(next ? pathname : null)} menuButton={menuButton} onSignInAs={onSignInAs} />
      ) : null}
    </>
  );
}
