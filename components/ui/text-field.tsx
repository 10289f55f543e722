import { clsx } from "clsx";
import { forwardRef, useId, type InputHTMLAttributes } from "react";
import { Field, fieldDescribedBy } from "./field";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

/** A labelled input with its error message right under the label, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className, id, ...props }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Field controlId={inputId} label={label} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(inputId, error, hint)}
        className={clsx(
          "rounded-lg border px-3 py-2 text-base outline-none transition-colors focus:ring-2",
          error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
        )}
        {...props}
      />
    </Field>
  );
});
