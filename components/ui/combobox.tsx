"use client";

import { clsx } from "clsx";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Field, fieldDescribedBy } from "./field";

export type ComboboxOption = { id: string; label: string; description?: string; icon?: ReactNode };

const FREE_TEXT_ID = "__free_text__";

type ComboboxProps = {
  label: string;
  /** The query, owned by the caller, which fetches `options` for it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Suggestions for the query; leave undefined for a plain text entry without a list. */
  options?: readonly ComboboxOption[];
  /** Lists the options before anything is typed (a searchable select), not only for a query. */
  listWhenEmpty?: boolean;
  loading?: boolean;
  onSelect: (option: ComboboxOption) => void;
  /** Accepts typed text that is not in the list (Enter, comma, or the "Add …" option). */
  onSubmitText?: (text: string) => void;
  /** Leaving the input with text in it (a plain chip input keeps what was typed). */
  onBlurText?: (text: string) => void;
  /** Backspace in the empty input: usually removes the last chip. */
  onBackspaceEmpty?: () => void;
  /** Rendered inside the field before the input: the chosen chips. */
  chips?: ReactNode;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  texts: { noResults: string; loading: string; addText?: (text: string) => string; count?: (count: number) => string };
  className?: string;
};

/**
 * A labelled text input with suggestions (ARIA 1.2 combobox: role="combobox", aria-expanded,
 * aria-activedescendant into a listbox; arrow keys, Enter, Escape) and room for chips.
 */
export function Combobox({
  label,
  query,
  onQueryChange,
  options,
  listWhenEmpty = false,
  loading = false,
  onSelect,
  onSubmitText,
  onBlurText,
  onBackspaceEmpty,
  chips,
  error,
  hint,
  placeholder,
  disabled,
  texts,
  className,
}: ComboboxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggests = options !== undefined;
  const text = query.trim();

  const choices: ComboboxOption[] = [...(options ?? [])];
  const exactMatch = choices.some((option) => option.label.localeCompare(text, undefined, { sensitivity: "accent" }) === 0);
  if (suggests && onSubmitText && text && !exactMatch && texts.addText) choices.push({ id: FREE_TEXT_ID, label: texts.addText(text) });
  const expanded = suggests && open && (text.length > 0 || listWhenEmpty);
  const listShown = expanded && choices.length > 0;
  const activeIndex = listShown && active < choices.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: ComboboxOption) => {
    if (option.id === FREE_TEXT_ID) onSubmitText?.(text);
    else onSelect(option);
    setActive(-1);
    // A list shown without a query would stay open over the choice just made.
    if (listWhenEmpty) setOpen(false);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!suggests) return;
        event.preventDefault();
        setOpen(true);
        const count = choices.length;
        if (count === 0) return setActive(-1);
        const delta = event.key === "ArrowDown" ? 1 : -1;
        setActive(activeIndex < 0 ? (delta > 0 ? 0 : count - 1) : (activeIndex + delta + count) % count);
        return;
      }
      case "Enter":
        // Never submits the surrounding form while there is something to add.
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(choices[activeIndex]!);
        } else if (text && onSubmitText) {
          event.preventDefault();
          onSubmitText(text);
        } else if (text) {
          event.preventDefault();
        }
        return;
      case ",":
        if (onSubmitText && text) {
          event.preventDefault();
          onSubmitText(text);
        }
        return;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (query) {
          event.preventDefault();
          onQueryChange("");
        }
        return;
      case "Backspace":
        if (!query && onBackspaceEmpty) onBackspaceEmpty();
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  };

  const status = !expanded ? "" : loading && choices.length === 0 ? texts.loading : choices.length === 0 ? texts.noResults : (texts.count?.(choices.length) ?? "");

  return (
    <Field controlId={inputId} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <div
          onClick={(event) => {
            if (event.target === event.currentTarget) inputRef.current?.focus();
          }}
          className={clsx(
            "flex min-h-11 flex-wrap items-center gap-1.5 rounded-lg border bg-white px-2 py-1.5 transition-colors focus-within:ring-2",
            error ? "border-red-500 focus-within:ring-red-200" : "border-gray-300 focus-within:border-brand-500 focus-within:ring-brand-100",
            disabled && "bg-gray-50",
          )}
        >
          {chips}
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={query}
            disabled={disabled}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            {...(suggests
              ? {
                  role: "combobox",
                  "aria-expanded": listShown,
                  "aria-controls": listId,
                  "aria-autocomplete": "list" as const,
                  "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
                }
              : {})}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(inputId, error, hint)}
            onChange={(event) => {
              onQueryChange(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              if (text) onBlurText?.(text);
            }}
            onKeyDown={onKeyDown}
            className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base outline-none placeholder:text-gray-400 disabled:cursor-not-allowed"
          />
        </div>
        {suggests ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!listShown}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
          >
            {choices.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the input, so the keyboard flow continues after a click.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                className={clsx(
                  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm",
                  index === activeIndex ? "bg-brand-50 text-brand-700" : "text-gray-800",
                  option.id === FREE_TEXT_ID && "border-t border-gray-100 font-medium text-brand-700",
                )}
              >
                {option.icon}
                <span className="min-w-0 flex-1 truncate">{option.label}</span>
                {option.description ? <span className="shrink-0 text-xs text-gray-500">{option.description}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {expanded && choices.length === 0 ? (
          <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm text-gray-600 shadow-lg">
            {loading ? texts.loading : texts.noResults}
          </div>
        ) : null}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </Field>
  );
}

/** A chosen value inside a combobox or chip input, with a button that removes it. */
export function Chip({ children, onRemove, removeLabel, icon }: { children: ReactNode; onRemove: () => void; removeLabel: string; icon?: ReactNode }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-2.5 pr-1 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-100">
      {icon}
      <span className="truncate">{children}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex size-5 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        <svg aria-hidden viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </span>
  );
}
