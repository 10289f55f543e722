import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The look of a plain compact text control (textareas, selects and inputs in panels and dialogs). */
export const compactFieldClasses =
  "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export const fieldErrorId = (controlId: string) => `${controlId}-error`;
export const fieldHintId = (controlId: string) => `${controlId}-hint`;

/** A control's aria-describedby inside a Field: the error first, then the hint; undefined when neither shows. */
export const fieldDescribedBy = (controlId: string, error?: string, hint?: ReactNode) =>
  clsx(error && fieldErrorId(controlId), hint && fieldHintId(controlId)) || undefined;

/** An error announced to screen readers as it appears; renders nothing without one. */
export function ErrorMessage({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

/**
 * The frame of a labelled control: the label, the error right under it (read before the control),
 * the control, then a hint. The control takes `controlId` as its id and `fieldDescribedBy` for its
 * aria-describedby.
 */
export function Field({
  controlId,
  label,
  labelHidden,
  error,
  hint,
  hintClassName = "text-xs text-gray-500",
  spacing = 1,
  className,
  children,
}: {
  controlId: string;
  label: ReactNode;
  labelHidden?: boolean;
  error?: string;
  hint?: ReactNode;
  hintClassName?: string;
  /** The gap between label, control and hint, in Tailwind spacing steps. */
  spacing?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col", spacing === 2 ? "gap-2" : "gap-1", className)}>
      <label htmlFor={controlId} className={clsx("text-sm font-medium text-gray-800", labelHidden && "sr-only")}>
        {label}
      </label>
      <ErrorMessage id={fieldErrorId(controlId)}>{error}</ErrorMessage>
      {children}
      {hint ? (
        <p id={fieldHintId(controlId)} className={hintClassName}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
