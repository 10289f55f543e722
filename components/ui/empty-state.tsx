import { clsx } from "clsx";
import type { ReactNode } from "react";

const LOOKS = {
  /** Nothing yet, with a way to start: a brand-coloured panel, left-aligned. */
  welcome: {
    section: "rounded-2xl bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 p-6 ring-1 ring-brand-100 mobile:p-10",
    badge: "bg-brand-600",
    shadow: "shadow-brand-600/30",
    title: "text-2xl font-bold tracking-tight text-gray-900",
    text: "mt-3 max-w-2xl text-base leading-relaxed text-gray-600",
  },
  /** Nothing left to do: a green panel, centred. */
  done: {
    section: "flex flex-col items-center rounded-2xl bg-gradient-to-br from-emerald-50 via-white to-brand-50 px-6 py-12 text-center ring-1 ring-emerald-100",
    badge: "bg-emerald-600",
    shadow: "shadow-emerald-600/30",
    title: "text-xl font-bold text-gray-900",
    text: "mt-2 max-w-lg text-sm leading-relaxed text-gray-600",
  },
} as const;

/**
 * A page's empty state: an icon badge, an h2 title (`titleId` names the section) and a line of
 * text; `children` follow (points, actions).
 */
export function EmptyState({
  look,
  titleId,
  icon,
  title,
  text,
  className,
  titleClassName,
  children,
}: {
  look: keyof typeof LOOKS;
  titleId: string;
  /** The path of a 20×20 icon. */
  icon: string;
  title: string;
  text: string;
  className?: string;
  titleClassName?: string;
  children?: ReactNode;
}) {
  const styles = LOOKS[look];
  return (
    <section aria-labelledby={titleId} className={clsx(className, styles.section)}>
      <span aria-hidden className={clsx("flex size-12 items-center justify-center rounded-2xl", styles.badge, "text-white shadow-lg", styles.shadow)}>
        <svg viewBox="0 0 20 20" fill="currentColor" className="size-6">
          <path d={icon} />
        </svg>
      </span>
      <h2 id={titleId} className={clsx("mt-5", titleClassName, styles.title)}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {children}
    </section>
  );
}
