"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Chip, Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { RetryAlert } from "@/components/applications/retry-alert";
import { useFieldError } from "@/components/forms/use-error-text";
import { applicationKeys } from "@/lib/api/applications";
import type { Data } from "@/lib/api/data";
import { ApiError } from "@/lib/api/request";
import type { Application, ApplicationDetail } from "@/lib/contracts/applications";
import type { Page } from "@/lib/contracts/page";
import { encodeFieldError } from "@/lib/contracts/errors";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { useSWR } from "@/lib/swr/hooks";
import { jobLabel } from "./builder-draft";

/** How many applications the list offers at once: the newest postings first, narrowed by the search. */
export const APPLICATION_CHOICES = 20;

/** The list's key: the applications whose title or company has the search text, newest posting first. */
export const applicationSearchKey = (q: string) => [applicationKeys.list, { q: q || undefined, sort: "posted", limit: APPLICATION_CHOICES }] as const;

/**
 * One of the user's applications, searched by job title or company ("Frontend Engineer — Acme").
 * The chosen one shows as a chip that removes it. With no application at all, `renderNone` takes
 * its place, so the form can offer the pasted posting instead.
 */
export function ApplicationPicker({
  value,
  onChange,
  error,
  renderNone,
}: {
  value: string;
  onChange: (applicationId: string) => void;
  error?: string;
  renderNone: () => React.ReactNode;
}) {
  const t = useTranslations("CoverLetters.builder.application");
  const stages = useTranslations("Stages.stage");
  const fieldError = useFieldError();
  const [query, setQuery] = useState("");
  const typed = query.trim();
  const q = useDebounced(typed, 200);
  const list = useSWR<Data<Page<Application>>>(applicationSearchKey(q), { keepPreviousData: true, revalidateOnFocus: false });
  const [labels, setLabels] = useState<Record<string, string>>({});
  // The name of an application chosen before the list was seen (through ?application=).
  const chosen = useSWR<Data<ApplicationDetail>>(value && !labels[value] ? applicationKeys.detail(value) : null, { revalidateOnFocus: false });

  const items = list.data?.data.items ?? [];
  if (!list.isLoading && list.data && q === "" && items.length === 0 && !value) return renderNone();
  if (!list.data && list.error) return <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void list.mutate()} />;

  const options: ComboboxOption[] = items.map((item) => ({ id: item.id, label: jobLabel(item.job), description: stages(item.stage) }));
  const chosenLabel = value ? (labels[value] ?? (chosen.data ? jobLabel(chosen.data.data.job) : null)) : null;
  const missing = value && chosen.error instanceof ApiError && chosen.error.status === 404;

  return (
    <Combobox
      label={t("label")}
      hint={t("hint")}
      placeholder={value ? undefined : t("placeholder")}
      query={query}
      onQueryChange={setQuery}
      options={options}
      listWhenEmpty
      loading={list.isLoading || typed !== q}
      onSelect={(option) => {
        setLabels((known) => ({ ...known, [option.id]: option.label }));
        onChange(option.id);
        setQuery("");
      }}
      onBackspaceEmpty={() => value && onChange("")}
      error={error ?? (missing ? fieldError(encodeFieldError("application_missing")) : undefined)}
      chips={
        value && !missing ? (
          <Chip onRemove={() => onChange("")} removeLabel={t("remove", { application: chosenLabel ?? t("chosen") })}>
            {chosenLabel ?? t("loadingChosen")}
          </Chip>
        ) : null
      }
      texts={{ noResults: t("noResults"), loading: t("loading"), count: (count) => t("count", { count }) }}
    />
  );
}
