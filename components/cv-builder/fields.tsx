"use client";

import { clsx } from "clsx";
import { getCountries } from "libphonenumber-js/min";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { Chip, Combobox } from "@/components/ui/combobox";
import { compactFieldClasses, ErrorMessage, Field, fieldDescribedBy } from "@/components/ui/field";
import { joinCvDate, monthName, MONTHS, splitCvDate, type DateParts } from "./dates";
import { invalidClasses } from "./text-input";

/** A list of short words (keywords, courses, roles): Enter or a comma adds what was typed, each chip has its remove button. */
export function ChipsInput({
  label,
  values,
  onChange,
  error,
  hint,
  className,
}: {
  label: string;
  values: readonly string[] | undefined;
  onChange: (values: string[]) => void;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const t = useTranslations("CvBuilder.editor");
  const fieldError = useFieldError();
  const [query, setQuery] = useState("");
  const list = values ?? [];
  const add = (text: string) => {
    const word = text.trim();
    setQuery("");
    if (word && !list.some((value) => value.localeCompare(word, undefined, { sensitivity: "accent" }) === 0)) onChange([...list, word]);
  };
  return (
    <Combobox
      label={label}
      query={query}
      onQueryChange={setQuery}
      onSelect={() => undefined}
      onSubmitText={add}
      onBlurText={add}
      onBackspaceEmpty={() => list.length > 0 && onChange(list.slice(0, -1))}
      error={fieldError(error)}
      hint={hint ?? t("chipsHint")}
      texts={{ noResults: "", loading: "" }}
      className={className}
      chips={list.map((value, index) => (
        <Chip key={`${index}-${value}`} onRemove={() => onChange(list.filter((_, i) => i !== index))} removeLabel={t("removeChip", { value })}>
          {value}
        </Chip>
      ))}
    />
  );
}

/**
 * A month and a year (JSON Resume's "2021-03"), or a year alone: a month list and a year field,
 * which every browser offers alike, rather than a month picker some browsers do not have.
 */
export function DateInput({
  legend,
  value,
  onChange,
  error,
  disabled,
  className,
}: {
  legend: string;
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
}) {
  const t = useTranslations("CvBuilder.editor");
  const locale = useLocale();
  const id = useId();
  const fieldError = useFieldError();
  const message = fieldError(error);
  // The month is kept while the year is still empty: the document has no place for a month alone.
  const [pending, setPending] = useState<DateParts>(() => splitCvDate(value));
  const parts = joinCvDate(pending) === (value ?? "") ? pending : splitCvDate(value);
  const change = (next: DateParts) => {
    setPending(next);
    onChange(joinCvDate(next));
  };
  const errorId = `${id}-error`;
  return (
    <fieldset className={clsx("flex min-w-0 flex-col gap-1", className)} aria-describedby={message ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-gray-800">{legend}</legend>
      <ErrorMessage id={errorId}>{message}</ErrorMessage>
      <div className="flex gap-2">
        <label htmlFor={`${id}-month`} className="sr-only">
          {t("month", { date: legend })}
        </label>
        <select
          id={`${id}-month`}
          value={parts.month}
          onChange={(event) => change({ ...parts, month: event.target.value })}
          className={clsx(compactFieldClasses, "min-w-0 flex-[3] disabled:bg-gray-50 disabled:text-gray-400")}
        >
          <option value="">{t("noMonth")}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month, locale)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="sr-only">
          {t("year", { date: legend })}
        </label>
        <input
          id={`${id}-year`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder={t("yearPlaceholder")}
          value={parts.year}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => change({ ...parts, year: event.target.value.trim() })}
          className={clsx(compactFieldClasses, "w-24 min-w-0 flex-[2] disabled:bg-gray-50 disabled:text-gray-400", message && invalidClasses)}
        />
      </div>
    </fieldset>
  );
}

/** Start and end of an entry; "present" leaves the end out, which is how JSON Resume says an entry is ongoing. */
export function DateRangeInput({
  start,
  end,
  onStart,
  onEnd,
  startError,
  endError,
}: {
  start: string | undefined;
  end: string | undefined;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  startError?: string;
  endError?: string;
}) {
  const t = useTranslations("CvBuilder.editor");
  const id = useId();
  // Unticking "present" shows the end fields; the entry stays ongoing until an end is given.
  // An entry without any date starts with the end fields open: "present" is a claim to make, not a default.
  const [endOpen, setEndOpen] = useState(Boolean(end) || !start);
  const present = !end && !endOpen;
  return (
    <div className="col-span-full flex flex-col gap-3">
      <div className="grid gap-3 mobile:grid-cols-2">
        <DateInput legend={t("startDate")} value={start} onChange={onStart} error={startError} />
        <DateInput legend={t("endDate")} value={present ? "" : end} onChange={onEnd} error={endError} disabled={present} />
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-present`}
          type="checkbox"
          checked={present}
          onChange={(event) => {
            setEndOpen(!event.target.checked);
            if (event.target.checked) onEnd("");
          }}
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
        />
        <label htmlFor={`${id}-present`} className="text-sm text-gray-800">
          {t("present")}
        </label>
      </div>
      {!present && !end ? <p className="text-xs text-gray-500">{t("noEndHint")}</p> : null}
    </div>
  );
}

/** The countries, named in the page's language, in its alphabetical order. */
function useCountryOptions() {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);
}

export function CountryInput({ label, value, onChange, error, className }: { label: string; value: string | undefined; onChange: (value: string) => void; error?: string; className?: string }) {
  const t = useTranslations("CvBuilder.editor");
  const id = useId();
  const fieldError = useFieldError();
  const message = fieldError(error);
  const countries = useCountryOptions();
  return (
    <Field controlId={id} label={label} error={message} className={className}>
      <select
        id={id}
        value={value ?? ""}
        autoComplete="country"
        aria-invalid={message ? true : undefined}
        aria-describedby={fieldDescribedBy(id, message)}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(compactFieldClasses, message && invalidClasses)}
      >
        <option value="">{t("noCountry")}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
