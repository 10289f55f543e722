import { clsx } from "clsx";
import { forwardRef, useId, type InputHTMLAttributes } from "react";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its error message right under the label, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className, id, ...props }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(error && errorId, hint && hintId) || undefined}
        className={clsx(
          "rounded-lg border px-3 py-2 text-base outline-none transition-colors focus:ring-2",
          error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
        )}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
