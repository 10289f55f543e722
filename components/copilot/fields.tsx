"use client";

import { clsx } from "clsx";
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from "react";
import { SelectChevron } from "@/components/forms/select-chevron";
import { ErrorMessage, Field, fieldDescribedBy } from "@/components/ui/field";
import { TitledSection } from "@/components/ui/titled-section";

/** A titled part of a step's form. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      description={description}
      className="border-t border-gray-100 pt-8 first:border-t-0 first:pt-0"
      contentClassName="mt-5 flex flex-col gap-6"
    >
      {children}
    </TitledSection>
  );
}

/** A group of inputs with its legend; the error sits under the legend, like a field's under its label. */
export function Fieldset({
  legend,
  hint,
  error,
  children,
  className,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={clsx(hint && `${id}-hint`, error && `${id}-error`) || undefined} className={clsx("flex min-w-0 flex-col gap-2", className)}>
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
      {children}
    </fieldset>
  );
}

export type Choice<T extends string> = { value: T; label: string; description?: string; icon?: ReactNode; disabled?: boolean };

/** Choices with a label and a description each, as `text` words them. */
export const describedChoices = <T extends string>(values: readonly T[], text: (value: T, part: "label" | "description") => string): Choice<T>[] =>
  values.map((value) => ({ value, label: text(value, "label"), description: text(value, "description") }));

/** Several choices as toggle pills (checkboxes). */
export function PillCheckboxes<T extends string>({
  name,
  choices,
  value,
  onChange,
  invalid,
}: {
  name: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  invalid?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const checked = value.includes(choice.value);
        return (
          <label
            key={choice.value}
            className={clsx(
              "relative inline-flex cursor-pointer select-none items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              checked ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 bg-white text-gray-800 hover:border-brand-500 hover:bg-brand-50",
              invalid && !checked && "border-red-400",
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={checked}
              aria-invalid={invalid || undefined}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, choice.value] : value.filter((item) => item !== choice.value))
              }
              className="sr-only"
            />
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-4", checked ? "block" : "hidden")}>
              <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {choice.icon}
            {choice.label}
          </label>
        );
      })}
    </div>
  );
}

/** Choices as cards with a line of explanation: radio buttons (one) or checkboxes (several). */
export function ChoiceCards<T extends string>({
  type,
  name,
  choices,
  value,
  onChange,
  columns = 3,
  invalid,
}: {
  type: "radio" | "checkbox";
  name: string;
  choices: readonly Choice<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  columns?: 2 | 3;
  invalid?: boolean;
}) {
  return (
    <div className={clsx("grid gap-3", columns === 3 ? "mobile:grid-cols-3" : "mobile:grid-cols-2")}>
      {choices.map((choice) => {
        const checked = value.includes(choice.value);
        const descriptionId = `${name}-${choice.value}-description`;
        return (
          <label
            key={choice.value}
            className={clsx(
              "relative flex gap-3 rounded-xl border p-4 transition-colors",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              choice.disabled ? "cursor-not-allowed border-gray-200 bg-gray-50" : "cursor-pointer hover:border-brand-500",
              checked ? "border-brand-600 bg-brand-50/60 ring-1 ring-brand-600" : !choice.disabled && "border-gray-200 bg-white",
              invalid && !checked && "border-red-400",
            )}
          >
            <input
              type={type}
              name={name}
              value={choice.value}
              checked={checked}
              disabled={choice.disabled}
              aria-describedby={choice.description ? descriptionId : undefined}
              aria-invalid={invalid || undefined}
              onChange={(event) => {
                if (type === "radio") onChange([choice.value]);
                else onChange(event.target.checked ? [...value, choice.value] : value.filter((item) => item !== choice.value));
              }}
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className={clsx("flex items-center gap-2 text-sm font-semibold", choice.disabled ? "text-gray-500" : "text-gray-900")}>
                {choice.icon}
                {choice.label}
              </span>
              {choice.description ? (
                <span id={descriptionId} className="text-sm leading-snug text-gray-600">
                  {choice.description}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** A yes / no answer that may also be left unanswered (null). */
export function YesNo({
  legend,
  name,
  value,
  onChange,
  texts,
  error,
}: {
  legend: string;
  name: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  texts: { yes: string; no: string };
  error?: string;
}) {
  const options = [
    { key: "yes", label: texts.yes, value: true },
    { key: "no", label: texts.no, value: false },
  ] as const;
  return (
    <Fieldset legend={legend} error={error}>
      <div className="inline-flex w-fit rounded-lg border border-gray-300 bg-white p-0.5">
        {options.map((option) => (
          <label
            key={option.key}
            className={clsx(
              "cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              value === option.value ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-100",
            )}
          >
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </Fieldset>
  );
}

/**
 * An on/off switch with its label and a line of explanation; `error` goes under the label (read
 * before the switch), `children` under the explanation (a notice, a link).
 */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled,
  error,
  ref,
  children,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
  ref?: Ref<HTMLInputElement>;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-6">
      <div className="flex min-w-0 flex-col gap-0.5">
        <label htmlFor={id} className={clsx("text-sm font-medium", disabled ? "text-gray-500" : "text-gray-800")}>
          {label}
        </label>
        <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-gray-600">
            {description}
          </p>
        ) : null}
        {children}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(error && `${id}-error`, description && `${id}-description`) || undefined}
          onChange={(event) => onChange(event.target.checked)}
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full outline-none disabled:cursor-not-allowed"
        />
        <span
          aria-hidden
          className={clsx(
            "pointer-events-none flex h-6 w-11 items-center rounded-full p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
            checked ? "bg-brand-600" : "bg-gray-300",
            disabled && "opacity-50",
          )}
        >
          <span className={clsx("size-5 rounded-full bg-white shadow transition-transform", checked && "translate-x-5")} />
        </span>
      </span>
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: string; labelHidden?: boolean };

/** A labelled native select, laid out like TextField. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, labelHidden, className, children, id, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field controlId={selectId} label={label} labelHidden={labelHidden} error={error} hint={hint} className={className}>
      <div className="relative flex items-center">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(selectId, error, hint)}
          className={clsx(
            "w-full appearance-none rounded-lg border bg-white py-2 pl-3 pr-9 text-base outline-none transition-colors focus:ring-2",
            error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
          )}
          {...props}
        >
          {children}
        </select>
        <span className="pointer-events-none absolute right-3">
          <SelectChevron />
        </span>
      </div>
    </Field>
  );
});

/** Input classes matching TextField, for inputs laid out by hand. */
const inputClasses = (error?: boolean) =>
  clsx(
    "rounded-lg border bg-white px-3 py-2 text-base outline-none transition-colors focus:ring-2",
    error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
  );

type NumberInputProps = InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };

/** A whole-number input laid out by hand (inline in a sentence, beside a unit); `className` sets its width. */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput({ invalid, className, ...props }, ref) {
  return (
    <input
      ref={ref}
      type="number"
      inputMode="numeric"
      aria-invalid={invalid ? true : undefined}
      className={clsx(inputClasses(invalid), className, "tabular-nums")}
      {...props}
    />
  );
});

/** An amount beside its currency, with a small label of its own. */
export const AmountField = forwardRef<HTMLInputElement, NumberInputProps & { label: string }>(function AmountField({ label, id, ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-gray-600">
        {label}
      </label>
      <NumberInput ref={ref} id={inputId} {...props} />
    </div>
  );
});
