import Link from "next/link";
import type { ReactNode } from "react";

const LOOKS = {
  brand: "font-semibold text-brand-700 underline underline-offset-2",
  /** Lighter on hover, for links in running text that are not the page's main action. */
  brandHover: "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600",
  /** In the surrounding text's colour (inside alerts and coloured boxes). */
  inherit: "font-semibold underline underline-offset-2",
} as const;

/** A tag of a rich translation whose words link to `href`: `t.rich(key, { link: linkTag("/faq") })`. */
export function linkTag(href: string, look: keyof typeof LOOKS = "brand") {
  return function LinkTag(chunks: ReactNode) {
    return (
      <Link href={href} className={LOOKS[look]}>
        {chunks}
      </Link>
    );
  };
}
