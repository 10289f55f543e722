"use client";

import Link from "next/link";
import { pageConfig } from "@/lib/page-config";
import { HOME_PATH } from "@/lib/session/constants";
import { useSession } from "@/lib/hooks/use-session";

/** Leads to the copilot when signed in, to the public home when not. */
export function Logo() {
  const { user } = useSession();
  const { logo } = pageConfig;
  const content = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG from the page config */}
      <img src={logo.path} alt="" width={32} height={32} className="size-8" />
      <span className="text-lg font-bold tracking-tight text-gray-900">{logo.title}</span>
    </>
  );
  const className = "flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600";
  if (user) {
    return (
      <Link href={HOME_PATH} className={className} aria-label={logo.title}>
        {content}
      </Link>
    );
  }
  return (
    <a href={logo.url} target={logo.target} className={className} aria-label={logo.title} rel={logo.target === "_blank" ? "noopener" : undefined}>
      {content}
    </a>
  );
}
