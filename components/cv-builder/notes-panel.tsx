"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { CV_SECTIONS, type CvSection } from "@/lib/contracts/cv-document";
import type { StartNotes } from "./start-notes";

/** The section and entry a note's path names ("work.1"); null when it names no entry. */
export function entryOfPath(path: string | null): { section: CvSection; index: number } | null {
  const match = /^([a-z]+)\.(\d+)(?:\.|$)/.exec(path ?? "");
  if (!match || !(CV_SECTIONS as readonly string[]).includes(match[1]!)) return null;
  return { section: match[1] as CvSection, index: Number(match[2]) };
}

/**
 * What the start could not do, for the user to check: the uploaded CV's lines that found no
 * field (quoted as written) and the imported file's fields that were left out, until confirmed.
 */
export function NotesPanel({ notes, onShow, onDone }: { notes: StartNotes; onShow: (path: string | null) => void; onDone: () => void }) {
  const t = useTranslations("CvBuilder.notes");
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-amber-200 bg-amber-50/70 p-4 mobile:p-5">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t(notes.notes.length > 0 ? "intro" : "introImport")}</p>
      {notes.notes.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3">
          {notes.notes.map((note, i) => (
            <li key={i} className="rounded-xl bg-white p-3 text-sm ring-1 ring-amber-200">
              <p className="text-gray-900">{note.message}</p>
              {note.lines.length > 0 ? (
                <ul aria-label={t("lines")} className="mt-2 flex flex-col gap-1 border-l-2 border-amber-300 pl-3 text-gray-700">
                  {note.lines.map((line, j) => (
                    <li key={j} className="whitespace-pre-wrap break-words">
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
              {entryOfPath(note.path) || note.path === "basics" ? (
                <button
                  type="button"
                  onClick={() => onShow(note.path)}
                  className="mt-2 rounded-md text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t("show")}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {notes.dropped.length > 0 ? (
        <div className="mt-4">
          <p className="text-sm font-medium text-gray-900">{t("dropped", { count: notes.dropped.length })}</p>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-700">
            {notes.dropped.map((field) => (
              <li key={`${field.path}-${field.reason}`}>
                <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-gray-900 ring-1 ring-amber-200">{field.path}</code> {t(`reasons.${field.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button variant="secondary" className="mt-4" onClick={onDone}>
        {t("done")}
      </Button>
    </section>
  );
}
