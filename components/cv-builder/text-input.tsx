"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { compactFieldClasses, Field, fieldDescribedBy } from "@/components/ui/field";

export const invalidClasses = "border-red-500 focus:border-red-500 focus:ring-red-200";

type TextInputProps = {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** A field error code, said in the page's language. */
  error?: string;
  hint?: string;
  kind?: "text" | "multiline" | "url" | "email" | "tel";
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  className?: string;
};

/** A labelled text field of the editor; a multiline one grows with its text. */
export function TextInput({ label, value, onChange, error, hint, kind = "text", autoComplete, autoFocus, placeholder, className }: TextInputProps) {
  const id = useId();
  const fieldError = useFieldError();
  const message = fieldError(error);
  const shared = {
    id,
    value: value ?? "",
    autoFocus,
    placeholder,
    "aria-invalid": message ? true : undefined,
    "aria-describedby": fieldDescribedBy(id, message, hint),
    className: clsx(compactFieldClasses, message && invalidClasses),
  };
  return (
    <Field controlId={id} label={label} error={message} hint={hint} className={className}>
      {kind === "multiline" ? (
        <textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} className={clsx(shared.className, "field-sizing-content min-h-24 resize-y")} />
      ) : (
        <input
          {...shared}
          type={kind}
          inputMode={kind === "url" ? "url" : kind === "email" ? "email" : kind === "tel" ? "tel" : undefined}
          autoComplete={autoComplete ?? "off"}
          spellCheck={kind === "text" ? undefined : false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
