"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { ErrorMessage, fieldErrorId } from "@/components/ui/field";

export type Choice<T extends string> = { value: T; label: string; description: string };

/**
 * One choice among cards: a fieldset whose legend names it, and for each choice a native radio
 * with its name and a line that says what it means (read as the radio's description). Arrow keys
 * move between them as with any radio group.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  columns = 3,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  columns?: 2 | 3;
}) {
  const id = useId();
  const errorId = fieldErrorId(id);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-gray-900">{legend}</legend>
      <ErrorMessage id={errorId}>{error}</ErrorMessage>
      <div className={clsx("grid gap-2", columns === 3 ? "mobile:grid-cols-3" : "mobile:grid-cols-2")}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const checked = value === choice.value;
          return (
            <div
              key={choice.value}
              className={clsx(
                "flex gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                checked ? "border-brand-600 bg-brand-50" : "border-gray-200 bg-white hover:bg-gray-50",
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={`${name}-${id}`}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                aria-describedby={`${inputId}-description`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none"
              />
              <div className="min-w-0">
                <label htmlFor={inputId} className="cursor-pointer text-sm font-semibold text-gray-900">
                  {choice.label}
                </label>
                <p id={`${inputId}-description`} className="mt-0.5 text-sm text-gray-600">
                  {choice.description}
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
