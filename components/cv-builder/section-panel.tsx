"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { CV_ENTRIES_MAX, type CvSection } from "@/lib/contracts/cv-document";
import { isLocale } from "@/lib/i18n/locales";
import { formatCvDate, formatCvRange, parseCvDate } from "@/lib/cv/layout";
import { useEditor } from "./editor-context";
import { idsOf, newItemId, type ListRef } from "./editor-state";
import { ChipsInput, DateInput, DateRangeInput } from "./fields";
import { TextInput } from "./text-input";
import { Highlights } from "./highlights";
import { entriesOf, entryHeadline, hasHighlights, SECTION_SPECS, type Entry } from "./sections";
import { DragHandle, SortableList, useSortableItem } from "./sortable";
import { hasErrorUnder } from "./validation";

const str = (value: unknown) => (typeof value === "string" ? value : undefined);

/** An entry's dates as its folded line shows them, in the page's language. */
function useEntryDates(section: CvSection, entry: Entry): string {
  const uiLocale = useLocale();
  const locale = isLocale(uiLocale) ? uiLocale : "en";
  const dates = SECTION_SPECS[section].dates;
  if (!dates) return "";
  if (dates.kind === "range") return formatCvRange(str(entry.startDate), str(entry.endDate), locale);
  const date = parseCvDate(str(entry[dates.key]));
  return date ? formatCvDate(date, locale) : "";
}

function SingleDate({ dateKey, value, onChange, error }: { dateKey: "date" | "releaseDate"; value: string | undefined; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations("CvBuilder.fields");
  return <DateInput legend={t(dateKey)} value={value} onChange={onChange} error={error} />;
}

function EntryFields({ section, index, entry }: { section: CvSection; index: number; entry: Entry }) {
  const t = useTranslations("CvBuilder");
  const { dispatch, errors, focusId, clearFocus, state } = useEditor();
  const spec = SECTION_SPECS[section];
  const path = (key: string) => [section, index, key] as const;
  const error = (key: string) => errors[`${section}.${index}.${key}`];
  const set = (key: string, value: string | string[]) => dispatch({ type: "field", path: path(key), value });
  const single = spec.dates?.kind === "single" ? spec.dates : null;
  const focusFirst = focusId !== null && idsOf(state, { kind: "section", section })[index] === focusId;

  useEffect(() => {
    if (focusFirst) clearFocus();
  }, [focusFirst, clearFocus]);

  return (
    <div className="grid gap-4 border-t border-gray-100 p-3 mobile:grid-cols-2 mobile:p-4">
      {spec.fields.map((field, i) => {
        const label = t(`fields.${section}.${field.key}` as never);
        const wide = field.wide ? "col-span-full" : undefined;
        if (field.kind === "chips") {
          return <ChipsInput key={field.key} label={label} values={entry[field.key] as string[] | undefined} onChange={(values) => set(field.key, values)} error={error(field.key)} className={wide} />;
        }
        return (
          <TextInput
            key={field.key}
            label={label}
            kind={field.kind}
            value={str(entry[field.key])}
            onChange={(value) => set(field.key, value)}
            error={error(field.key)}
            autoFocus={focusFirst && i === 0}
            className={wide}
          />
        );
      })}
      {spec.dates?.kind === "range" ? (
        <DateRangeInput
          start={str(entry.startDate)}
          end={str(entry.endDate)}
          onStart={(value) => set("startDate", value)}
          onEnd={(value) => set("endDate", value)}
          startError={error("startDate")}
          endError={error("endDate")}
        />
      ) : single ? (
        <SingleDate dateKey={single.key} value={str(entry[single.key])} onChange={(value) => set(single.key, value)} error={error(single.key)} />
      ) : null}
      {hasHighlights(section) ? <Highlights section={section} index={index} /> : null}
    </div>
  );
}

function EntryCard({ section, index, id, entry, onRemove }: { section: CvSection; index: number; id: string; entry: Entry; onRemove: () => void }) {
  const t = useTranslations("CvBuilder");
  const { isOpen, setOpen, errors } = useEditor();
  const { bindItem, bindHandle, handleProps, style, isDragging } = useSortableItem(id);
  const bodyId = useId();
  const headline = entryHeadline(section, entry) || t("editor.newEntry");
  const dates = useEntryDates(section, entry);
  const withError = hasErrorUnder(errors, `${section}.${index}`);
  const open = isOpen(id) || withError;
  return (
    <li
      ref={bindItem}
      style={style}
      id={`entry-${id}`}
      className={clsx("scroll-mt-36 rounded-xl border bg-white", withError ? "border-red-300" : "border-gray-200", isDragging && "shadow-xl ring-1 ring-brand-200")}
    >
      <div className="flex items-center gap-1 p-1.5">
        <DragHandle bind={bindHandle} handleProps={handleProps} label={t("editor.moveEntry", { entry: headline })} />
        <h4 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(id, !open)}
            className="flex w-full min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-gray-900">{headline}</span>
              {dates ? <span className="block truncate text-xs text-gray-600">{dates}</span> : null}
            </span>
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-4 shrink-0 text-gray-500 transition-transform", open && "rotate-180")}>
              <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </h4>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("editor.removeEntry", { entry: headline })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
            <path d="M8 2h4a1 1 0 0 1 1 1v1h3a1 1 0 1 1 0 2h-.1l-.8 10.1A2 2 0 0 1 13.1 18H6.9a2 2 0 0 1-2-1.9L4.1 6H4a1 1 0 0 1 0-2h3V3a1 1 0 0 1 1-1Zm-1.9 4 .8 10h6.2l.8-10H6.1ZM8 8a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Zm4 0a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Z" />
          </svg>
        </button>
      </div>
      <div id={bodyId} hidden={!open}>
        {open ? <EntryFields section={section} index={index} entry={entry} /> : null}
      </div>
    </li>
  );
}

/** The panel's fold button, inside its h3, with how many entries it holds. */
function PanelTitle({ title, count, open, onToggle, controls }: { title: string; count: number; open: boolean; onToggle: () => void; controls: string }) {
  const t = useTranslations("CvBuilder.editor");
  return (
    <h3 className="min-w-0 flex-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="min-w-0 flex-1 truncate text-base font-semibold text-gray-900">{title}</span>
        <span className="shrink-0 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">{t("entryCount", { count })}</span>
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={clsx("size-5 shrink-0 text-gray-500 transition-transform", open && "rotate-180")}>
          <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </h3>
  );
}

/** A section of the CV: its entries, folded to one line each, moved by their handles; the section itself moves by its own. */
export function SectionPanel({ section }: { section: CvSection }) {
  const t = useTranslations("CvBuilder");
  const { state, dispatch, reveal, errors } = useEditor();
  const { bindItem, bindHandle, handleProps, style, isDragging } = useSortableItem(section);
  const bodyId = useId();
  const entries = entriesOf(state.document, section);
  const list: ListRef = { kind: "section", section };
  const ids = idsOf(state, list);
  const [open, setOpen] = useState(true);
  const shown = open || hasErrorUnder(errors, section);
  const full = entries.length >= CV_ENTRIES_MAX;
  const title = t(`sections.${section}`);
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    const id = newItemId();
    dispatch({ type: "add", list, item: {}, id });
    setOpen(true);
    reveal(id);
  };

  const remove = (index: number) => {
    const removed = entries[index];
    const id = ids[index];
    const headline = entryHeadline(section, removed ?? {}) || t("editor.newEntry");
    dispatch({ type: "remove", list, index });
    addButton.current?.focus();
    toast(t("editor.entryRemoved", { entry: headline }), {
      action: { label: t("editor.undo"), onClick: () => dispatch({ type: "insert", list, index, item: removed, id }) },
    });
  };

  return (
    <li ref={bindItem} style={style} className={clsx("rounded-2xl border border-gray-200 bg-gray-50/60", isDragging && "shadow-xl ring-1 ring-brand-200")}>
      <section aria-label={title}>
        <div className="flex items-center gap-1 p-2">
          <DragHandle bind={bindHandle} handleProps={handleProps} label={t("editor.moveSection", { section: title })} />
          <PanelTitle title={title} count={entries.length} open={shown} onToggle={() => setOpen(!shown)} controls={bodyId} />
        </div>
        <div id={bodyId} hidden={!shown} className="flex flex-col gap-3 px-2 pb-3 mobile:px-3">
          {entries.length > 0 ? (
            <SortableList
              ids={ids}
              labelOf={(id) => entryHeadline(section, entries[ids.indexOf(id)] ?? {}) || t("editor.newEntry")}
              onMove={(from, to) => dispatch({ type: "move", list, from, to })}
            >
              <ul className="flex flex-col gap-2">
                {entries.map((entry, index) => {
                  const id = ids[index] ?? `${section}-${index}`;
                  return <EntryCard key={id} section={section} index={index} id={id} entry={entry} onRemove={() => remove(index)} />;
                })}
              </ul>
            </SortableList>
          ) : (
            <p className="px-2 text-sm text-gray-600">{t(`empty.${section}`)}</p>
          )}
          <Button
            ref={addButton}
            variant="secondary"
            className="self-start"
            disabled={full}
            onClick={add}
          >
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z" />
            </svg>
            {full ? t("editor.sectionFull", { max: CV_ENTRIES_MAX }) : t(`add.${section}`)}
          </Button>
        </div>
      </section>
    </li>
  );
}
