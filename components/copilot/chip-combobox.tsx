"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Chip, Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { addChip, addChips, removeAt } from "./chips";
import type { Suggestion, SuggestionPath } from "@/lib/api/reference-data";
import { useSuggestions } from "./hooks";

/** Texts every combobox of the copilot steps shares. */
export function useComboboxTexts() {
  const t = useTranslations("CopilotEditor.combobox");
  return {
    noResults: t("noResults"),
    loading: t("loading"),
    addText: (text: string) => t("add", { text }),
    count: (count: number) => t("count", { count }),
  };
}

/**
 * A list of values as chips with an input that adds to it: from suggestions of a reference list,
 * typed text (when `freeText`), or both. Values are strings: names, or codes shown through `display`.
 */
export function ChipCombobox({
  label,
  hint,
  placeholder,
  error,
  values,
  onChange,
  max = Infinity,
  source,
  toValue = (item) => item.name,
  describe,
  freeText = false,
  display = (value) => value,
  icon,
}: {
  label: string;
  hint?: string;
  placeholder?: string;
  error?: string;
  values: string[];
  onChange: (values: string[]) => void;
  max?: number;
  source?: { path: SuggestionPath; extra?: Record<string, string> };
  toValue?: (item: Suggestion) => string;
  describe?: (item: Suggestion) => string | undefined;
  freeText?: boolean;
  display?: (value: string) => string;
  icon?: (value: string) => ReactNode;
}) {
  const t = useTranslations("CopilotEditor.combobox");
  const texts = useComboboxTexts();
  const [query, setQuery] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const suggestions = useSuggestions(source?.path ?? null, query, source?.extra);
  const full = values.length >= max;

  const options: ComboboxOption[] | undefined = source
    ? suggestions.items
        .filter((item) => !values.includes(toValue(item)))
        .map((item) => ({ id: item.id, label: item.name, description: describe?.(item), icon: icon?.(toValue(item)) }))
    : undefined;

  const report = (outcome: ReturnType<typeof addChip>["outcome"], text: string) => {
    if (outcome === "duplicate") setNote(t("duplicate", { value: text }));
    else if (outcome === "full") setNote(t("full", { max }));
    else setNote(null);
  };

  const add = (text: string, many = false) => {
    const result = many ? addChips(values, text, max) : addChip(values, text, max);
    if (result.values.length !== values.length) onChange(result.values);
    report(result.outcome, text.trim());
    if (result.outcome !== "full") setQuery("");
  };

  const remove = (index: number) => {
    onChange(removeAt(values, index));
    setNote(null);
  };

  return (
    <Combobox
      label={label}
      hint={note ?? (full ? t("full", { max }) : hint)}
      placeholder={full ? undefined : placeholder}
      error={error}
      query={query}
      onQueryChange={(text) => {
        // Pasting "React, TypeScript" adds both at once.
        if (freeText && /[,;\n]/.test(text) && !source) return add(text, true);
        setQuery(text);
      }}
      options={options}
      loading={suggestions.loading}
      onSelect={(option) => {
        const item = suggestions.items.find((candidate) => candidate.id === option.id);
        if (item) add(toValue(item));
      }}
      onSubmitText={freeText ? (text) => add(text, !source) : undefined}
      onBlurText={freeText && !source ? (text) => add(text, true) : undefined}
      onBackspaceEmpty={values.length > 0 ? () => remove(values.length - 1) : undefined}
      texts={texts}
      chips={values.map((value, index) => (
        <Chip key={value} icon={icon?.(value)} onRemove={() => remove(index)} removeLabel={t("remove", { value: display(value) })}>
          {display(value)}
        </Chip>
      ))}
    />
  );
}
