"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { toggleTarget } from "./toggle-target";

/** The entry top bar's Login/Sign up toggle. */
export function EntryToggle() {
  const t = useTranslations("Entry");
  const target = toggleTarget(usePathname(), useSearchParams().get("r"));
  return (
    <Link href={target.href} className={buttonClasses(target.label === "signup" ? "primary" : "secondary", "py-1.5")}>
      {t(target.label)}
    </Link>
  );
}

/** Before the search parameters are known (static shell): the toggle without `r`. */
export function EntryToggleFallback() {
  const t = useTranslations("Entry");
  const target = toggleTarget(usePathname(), null);
  return (
    <Link href={target.href} className={buttonClasses(target.label === "signup" ? "primary" : "secondary", "py-1.5")}>
      {t(target.label)}
    </Link>
  );
}
