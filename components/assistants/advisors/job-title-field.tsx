"use client";

import { useTranslations } from "next-intl";
import { useComboboxTexts } from "@/components/copilot/chip-combobox";
import { useSuggestions } from "@/components/copilot/hooks";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";

/**
 * One job title, typed freely or picked from the app's list of titles (in the user's language),
 * as the copilot's job step suggests them.
 */
export function JobTitleField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  disabled,
}: {
  /** The visible label; a required field's label carries its mark. */
  label: string;
  value: string;
  onChange: (title: string) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  const t = useTranslations("AssistantsAdvisors.titleField");
  const texts = useComboboxTexts();
  const suggestions = useSuggestions("/data/job-titles", value);
  const typed = value.trim().toLocaleLowerCase();
  // The title already chosen is not offered again.
  const options: ComboboxOption[] = suggestions.items
    .filter((item) => item.name.toLocaleLowerCase() !== typed)
    .map((item) => ({ id: item.id, label: item.name }));
  return (
    <Combobox
      label={label}
      query={value}
      onQueryChange={onChange}
      options={options}
      loading={suggestions.loading}
      onSelect={(option) => onChange(option.label)}
      error={error}
      hint={hint}
      placeholder={placeholder}
      disabled={disabled}
      texts={{ noResults: t("noResults"), loading: texts.loading, count: texts.count }}
    />
  );
}
