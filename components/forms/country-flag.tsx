"use client";

import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { flagCode } from "./phone-input";

type FlagModule = typeof import("country-flag-icons/react/3x2");
type FlagComponent = FlagModule["DE"];

// The flag set is large: it loads once, on first use, instead of with every page.
let flags: FlagModule | null = null;
let loading: Promise<FlagModule> | null = null;
const loadFlags = () => (loading ??= import("country-flag-icons/react/3x2").then((module) => (flags = module)));

/** A 3×2 flag for an ISO country code (the United Kingdom as GB); a grey tile while loading or unknown. */
export function CountryFlag({ code, className }: { code: string | null | undefined; className?: string }) {
  const [module, setModule] = useState(flags);
  useEffect(() => {
    if (!module) void loadFlags().then(setModule);
  }, [module]);
  const Flag = module && code ? (module as unknown as Record<string, FlagComponent | undefined>)[flagCode(code)] : undefined;
  return (
    <span aria-hidden className={clsx("inline-flex aspect-[3/2] w-6 shrink-0 overflow-hidden rounded-[3px] bg-gray-200 ring-1 ring-black/10", className)}>
      {Flag ? <Flag className="block size-full" /> : null}
    </span>
  );
}
