import { forwardRef } from "react";

/** The panel's heading; focusable so a step change can move focus to it. */
export const EntryHeading = forwardRef<HTMLHeadingElement, { title: string; subtitle?: React.ReactNode; eyebrow?: string }>(function EntryHeading(
  { title, subtitle, eyebrow },
  ref,
) {
  return (
    <div className="mb-6">
      {eyebrow ? <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p> : null}
      <h1 ref={ref} tabIndex={-1} className="text-2xl font-bold tracking-tight text-gray-900 outline-none">
        {title}
      </h1>
      {subtitle ? <p className="mt-1.5 text-sm text-gray-600">{subtitle}</p> : null}
    </div>
  );
});
