import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from "react";
import { compactFieldClasses, Field, fieldDescribedBy } from "./field";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  /** Under the textarea: a hint or a character count. */
  hint?: ReactNode;
  hintClassName?: string;
  spacing?: 1 | 2;
  /** The textarea's own classes; the wrapper takes `className`. */
  textareaClassName?: string;
  /** Rendered right under the textarea, above the hint. */
  children?: ReactNode;
};

/**
 * A labelled textarea (a reason, a note, a message) with its error under the label and a hint or
 * count under the textarea. An explicit aria-describedby or aria-invalid overrides the computed one.
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, hintClassName, spacing, className, textareaClassName = compactFieldClasses, children, id, ...props },
  ref,
) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <Field controlId={textareaId} label={label} error={error} hint={hint} hintClassName={hintClassName} spacing={spacing} className={className}>
      <textarea
        ref={ref}
        id={textareaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(textareaId, error, hint)}
        className={textareaClassName}
        {...props}
      />
      {children}
    </Field>
  );
});
