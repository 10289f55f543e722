"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { TailorChange } from "@/lib/contracts/cv-tailor";
import { movedItems, wordParts } from "./diff";

/** A rewording, word by word: what went out struck through, what came in underlined. */
function Rewording({ before, after }: { before: string; after: string }) {
  const t = useTranslations("CvTailor.changes");
  return (
    <p className="text-sm leading-relaxed text-gray-800">
      {wordParts(before, after).map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "removed" ? (
          <del key={index} className="rounded bg-red-50 text-red-800 decoration-red-400">
            <span className="sr-only">{t("removed")} </span>
            {part.text}
          </del>
        ) : (
          <ins key={index} className="rounded bg-emerald-50 text-emerald-900 decoration-emerald-500">
            <span className="sr-only">{t("added")} </span>
            {part.text}
          </ins>
        ),
      )}
    </p>
  );
}

/** A list in its new order, each item saying where it stood before; `name` says an item as the user knows it. */
function Reordering({ before, after, keywords, name }: { before: string[]; after: string[]; keywords: string[]; name: (item: string) => string }) {
  const t = useTranslations("CvTailor.changes");
  const wanted = keywords.map((keyword) => keyword.toLowerCase());
  return (
    <ol className="flex flex-col gap-1.5">
      {movedItems(before, after).map((item) => {
        const matches = wanted.some((keyword) => item.text.toLowerCase().includes(keyword));
        return (
          <li key={`${item.position}-${item.text}`} className="flex items-start gap-2 text-sm">
            <span
              className={clsx(
                "mt-0.5 inline-flex min-w-16 shrink-0 justify-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
                item.moved > 0 ? "bg-emerald-50 text-emerald-800 ring-emerald-200" : item.moved < 0 ? "bg-gray-50 text-gray-600 ring-gray-200" : "bg-white text-gray-500 ring-gray-200",
              )}
            >
              {item.moved > 0 ? t("movedUp", { from: item.was }) : item.moved < 0 ? t("movedDown", { from: item.was }) : t("stayed")}
            </span>
            <span className={clsx("min-w-0 break-words", matches ? "font-medium text-gray-900" : "text-gray-700")}>{name(item.text)}</span>
          </li>
        );
      })}
    </ol>
  );
}

const asList = (value: string | string[]) => (Array.isArray(value) ? value : [value]);
const asText = (value: string | string[]) => (Array.isArray(value) ? value.join(" ") : value);

/** Every change tailoring made, grouped as the CV reads: nothing new, only reordered and reworded. */
export function ChangeList({ changes }: { changes: TailorChange[] }) {
  const t = useTranslations("CvTailor.changes");
  const sections = useTranslations("CvBuilder.sections");
  // The order of the sections lists their keys: say them as the editor names them.
  const sectionName = (key: string) => (sections.has(key as never) ? sections(key as never) : key);
  if (changes.length === 0) return <p className="text-sm text-gray-600">{t("none")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {changes.map((change) => (
        <li key={`${change.kind}-${change.path}`} className="rounded-xl border border-gray-200 bg-white p-4">
          <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{t(`kind.${change.kind}`)}</p>
          <p className="mt-0.5 mb-3 text-sm font-semibold text-gray-900">{change.label}</p>
          {Array.isArray(change.before) || Array.isArray(change.after) ? (
            <Reordering
              before={asList(change.before)}
              after={asList(change.after)}
              keywords={change.keywords}
              name={change.kind === "section_order" ? sectionName : (item) => item}
            />
          ) : (
            <Rewording before={asText(change.before)} after={asText(change.after)} />
          )}
          {change.keywords.length > 0 ? (
            <p className="mt-3 text-xs text-gray-600">{t("forKeywords", { keywords: change.keywords.join(", ") })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
