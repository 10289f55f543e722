"use client";

import { clsx } from "clsx";
import { useId } from "react";
import { get, useFormContext, useWatch, type FieldValues, type Path } from "react-hook-form";
import { CountryFlag } from "./country-flag";
import type { MobileCode } from "./phone-input";
import { SelectChevron } from "./select-chevron";
import { useFieldError } from "./use-error-text";

const selectClasses =
  "w-full appearance-none rounded-lg border bg-white py-2 pl-12 pr-9 text-base outline-none transition-colors focus:ring-2 disabled:bg-gray-50";

/** A labelled native select of countries (localised names from the mobile-codes list), with the chosen flag. */
export function CountrySelect<T extends FieldValues>({
  name,
  label,
  placeholder,
  items,
  loadingLabel,
}: {
  name: Path<T>;
  label: string;
  placeholder: string;
  items: readonly MobileCode[] | undefined;
  loadingLabel: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const fieldError = useFieldError();
  const { register, formState } = useFormContext<T>();
  const watched: unknown = useWatch<T>({ name });
  const value = typeof watched === "string" ? watched : "";
  const error = fieldError((get(formState.errors, name) as { message?: string } | undefined)?.message);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="relative flex items-center">
        <CountryFlag code={value || null} className="pointer-events-none absolute left-3" />
        {/* Mounted once the list is there, so a saved value finds its option. */}
        {items ? (
          <select
            id={id}
            {...register(name)}
            autoComplete="country"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={clsx(selectClasses, error ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100", !value && "text-gray-500")}
          >
            <option value="">{placeholder}</option>
            {items.map((item) => (
              <option key={item.code} value={item.code} className="text-gray-900">
                {item.name}
              </option>
            ))}
          </select>
        ) : (
          <select id={id} disabled className={clsx(selectClasses, "border-gray-300 text-gray-500")}>
            <option>{loadingLabel}</option>
          </select>
        )}
        <span className="pointer-events-none absolute right-3">
          <SelectChevron />
        </span>
      </div>
    </div>
  );
}
