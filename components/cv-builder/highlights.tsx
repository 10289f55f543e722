"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useRef, type KeyboardEvent } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { compactFieldClasses, ErrorMessage } from "@/components/ui/field";
import { CV_HIGHLIGHTS_MAX } from "@/lib/contracts/cv-document";
import { useEditor } from "./editor-context";
import { getIn, idsOf, newItemId, type HighlightSection, type ListRef } from "./editor-state";
import { DragHandle, SortableList, useSortableItem } from "./sortable";

/** A bullet point as announcements name it: its first words. */
export const bulletLabel = (text: string, max = 40) => {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

function Bullet({
  id,
  index,
  value,
  error,
  onChange,
  onEnter,
  onRemove,
  inputRef,
}: {
  id: string;
  index: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  onRemove: (focusPrevious: boolean) => void;
  inputRef: (node: HTMLTextAreaElement | null) => void;
}) {
  const t = useTranslations("CvBuilder.editor");
  const fieldError = useFieldError();
  const { bindItem, bindHandle, handleProps, style, isDragging } = useSortableItem(id);
  const message = fieldError(error);
  const inputId = `bullet-${id}`;
  const name = t("bullet", { position: index + 1 });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter starts the next bullet point; Shift+Enter stays a line break inside this one.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    } else if (event.key === "Backspace" && value === "") {
      event.preventDefault();
      onRemove(true);
    }
  };

  return (
    <li ref={bindItem} style={style} className={clsx("flex flex-col gap-1 rounded-lg bg-white", isDragging && "shadow-lg ring-1 ring-brand-200")}>
      <ErrorMessage id={`${inputId}-error`}>{message}</ErrorMessage>
      <div className="flex items-start gap-1">
        <DragHandle bind={bindHandle} handleProps={handleProps} label={t("moveBullet", { position: index + 1, text: bulletLabel(value) || t("emptyBullet") })} className="mt-0.5" />
        <label htmlFor={inputId} className="sr-only">
          {name}
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className={clsx(compactFieldClasses, "field-sizing-content min-h-10 flex-1 resize-none", message && "border-red-500")}
        />
        <button
          type="button"
          onClick={() => onRemove(false)}
          aria-label={t("removeBullet", { position: index + 1 })}
          className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </li>
  );
}

/**
 * An entry's bullet points: one field each, Enter for the next one, Backspace in an empty one
 * removes it; moved by their handles, with the mouse or the keyboard.
 */
export function Highlights({ section, index }: { section: HighlightSection; index: number }) {
  const t = useTranslations("CvBuilder.editor");
  const { state, dispatch, errors } = useEditor();
  const list: ListRef = { kind: "highlights", section, index };
  const values = (getIn(state.document, [section, index, "highlights"]) as string[] | undefined) ?? [];
  const ids = idsOf(state, list);
  const inputs = useRef(new Map<string, HTMLTextAreaElement>());
  /** The bullet point to focus once its field is drawn (a new one). */
  const focusOnMount = useRef<string | null>(null);
  const full = values.length >= CV_HIGHLIGHTS_MAX;
  const listError = useFieldError()(errors[`${section}.${index}.highlights`]);

  const insertAfter = (position: number) => {
    if (full) return;
    const id = newItemId();
    focusOnMount.current = id;
    dispatch({ type: "insert", list, index: position + 1, item: "", id });
  };

  const focusAt = (position: number) => {
    const input = inputs.current.get(ids[position] ?? "");
    if (!input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  };

  return (
    <fieldset className="col-span-full flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-gray-800">{t("bullets")}</legend>
      <p className="text-xs text-gray-500">{t("bulletsHint")}</p>
      <ErrorMessage>{listError}</ErrorMessage>
      {values.length > 0 ? (
        <SortableList
          ids={ids}
          labelOf={(id) => bulletLabel(values[ids.indexOf(id)] ?? "") || t("emptyBullet")}
          onMove={(from, to) => dispatch({ type: "move", list, from, to })}
        >
          <ul className="flex flex-col gap-2">
            {values.map((value, position) => {
              const id = ids[position] ?? `${position}`;
              return (
                <Bullet
                  key={id}
                  id={id}
                  index={position}
                  value={value}
                  error={errors[`${section}.${index}.highlights.${position}`]}
                  onChange={(text) => dispatch({ type: "field", path: [section, index, "highlights", position], value: text })}
                  onEnter={() => insertAfter(position)}
                  onRemove={(focusPrevious) => {
                    if (focusPrevious && position > 0) focusAt(position - 1);
                    dispatch({ type: "remove", list, index: position });
                  }}
                  inputRef={(node) => {
                    if (!node) return void inputs.current.delete(id);
                    inputs.current.set(id, node);
                    if (focusOnMount.current === id) {
                      focusOnMount.current = null;
                      node.focus();
                    }
                  }}
                />
              );
            })}
          </ul>
        </SortableList>
      ) : null}
      <Button variant="ghost" className="self-start px-2" disabled={full} onClick={() => insertAfter(values.length - 1)}>
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
        </svg>
        {full ? t("bulletsFull", { max: CV_HIGHLIGHTS_MAX }) : t("addBullet")}
      </Button>
    </fieldset>
  );
}
