import { clsx } from "clsx";
import { useId, type ReactNode } from "react";

// The frame and pieces the assistants' cards share: a titled card under a message, its parts,
// bars whose numbers are always written beside them, badges and notes.

/** A card: an h3 title naming a region, then its parts. */
export function CardFrame({ title, subtitle, children, className }: { title: string; subtitle?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx("min-w-0 rounded-2xl border border-gray-200 bg-white p-4 mobile:p-5", className)}>
      <h3 id={id} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      {subtitle ? <div className="mt-1 text-sm leading-relaxed text-gray-600">{subtitle}</div> : null}
      <div className="mt-4 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** A part of a card under its h4 title. */
export function CardPart({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx("min-w-0", className)}>
      <h4 id={id} className="text-sm font-semibold text-gray-900">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const BAR_TONES = { brand: "bg-brand-600", emerald: "bg-emerald-600", amber: "bg-amber-500", gray: "bg-gray-400" } as const;
export type BarTone = keyof typeof BAR_TONES;

/** A 0-100 bar; decoration only: the number it draws is always written next to it. */
export function Bar({ percent, tone = "brand", className }: { percent: number; tone?: BarTone; className?: string }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <span aria-hidden className={clsx("block h-2 overflow-hidden rounded-full bg-gray-100", className)}>
      <span className={clsx("block h-full rounded-full", BAR_TONES[tone])} style={{ width: `${width}%` }} />
    </span>
  );
}

const BADGE_TONES = {
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  emerald: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  amber: "bg-amber-50 text-amber-800 ring-amber-200",
  sky: "bg-sky-50 text-sky-800 ring-sky-200",
  gray: "bg-gray-100 text-gray-700 ring-gray-200",
  red: "bg-red-50 text-red-800 ring-red-200",
} as const;
export type BadgeTone = keyof typeof BADGE_TONES;

export function Badge({ tone = "gray", children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={clsx("inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", BADGE_TONES[tone], className)}>
      {children}
    </span>
  );
}

/** A level as a badge: low, average, high. */
export const LEVEL_TONES = { low: "sky", average: "gray", high: "brand" } as const satisfies Record<string, BadgeTone>;

/** A remark set apart from the content: a caveat, where numbers come from, why a list is empty. */
export function Note({ tone = "info", title, children }: { tone?: "info" | "warning"; title?: string; children: ReactNode }) {
  return (
    <div
      className={clsx(
        "rounded-lg border px-3 py-2.5 text-sm leading-relaxed",
        tone === "warning" ? "border-amber-200 bg-amber-50 text-amber-900" : "border-gray-200 bg-gray-50 text-gray-700",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? "mt-0.5" : undefined}>{children}</div>
    </div>
  );
}

/** Skills as small chips, in a list. */
export function SkillChips({ skills, label }: { skills: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
          {skill}
        </li>
      ))}
    </ul>
  );
}
