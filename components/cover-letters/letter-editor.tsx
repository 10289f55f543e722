"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useRef } from "react";
import { useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { fieldErrorId, fieldHintId } from "@/components/ui/field";
import { LETTER_PARAGRAPH_MAX } from "@/lib/contracts/cover-letter";
import { canAddParagraph, canRemoveParagraph, isRegenerable, type DraftParagraph, type DraftProblems, type LetterDraft, type ParagraphKind } from "./paragraph-draft";

/** Grows with its text, so the letter reads as a page and not as a stack of scroll boxes. */
function fitHeight(node: HTMLTextAreaElement | null) {
  if (!node) return;
  node.style.height = "auto";
  node.style.height = `${node.scrollHeight}px`;
}

type ParagraphProps = {
  paragraph: DraftParagraph;
  index: number;
  kind: ParagraphKind;
  error?: string;
  notice?: string;
  regenerating: boolean;
  locked: boolean;
  canAdd: boolean;
  canRemove: boolean;
  lang: string;
  onEdit: (text: string) => void;
  onAdd: () => void;
  onRemove: () => void;
  onRegenerate: () => void;
  register: (node: HTMLTextAreaElement | null) => void;
};

function Paragraph({ paragraph, index, kind, error, notice, regenerating, locked, canAdd, canRemove, lang, onEdit, onAdd, onRemove, onRegenerate, register }: ParagraphProps) {
  const t = useTranslations("CoverLetters.editor");
  const id = `letter-${paragraph.key}`;
  const local = useRef<HTMLTextAreaElement | null>(null);
  const position = index + 1;

  useLayoutEffect(() => fitHeight(local.current), [paragraph.text]);

  const describedBy = clsx(error && fieldErrorId(id), notice && fieldHintId(id)) || undefined;
  return (
    <div className={clsx("group flex flex-col gap-1", regenerating && "animate-pulse")} aria-busy={regenerating || undefined}>
      <label htmlFor={id} className="text-[11px] font-semibold uppercase tracking-wide text-gray-500 print:hidden">
        <span className="sr-only">{t("paragraph", { position })}: </span>
        {t(`kinds.${kind}`)}
      </label>
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <textarea
        id={id}
        ref={(node) => {
          local.current = node;
          register(node);
        }}
        lang={lang}
        value={paragraph.text}
        readOnly={regenerating}
        maxLength={LETTER_PARAGRAPH_MAX}
        rows={kind === "greeting" || kind === "closing" ? 1 : 3}
        onChange={(event) => onEdit(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          "-mx-2 w-[calc(100%+1rem)] resize-none overflow-hidden rounded-md bg-transparent px-2 py-1 font-serif text-[15px] leading-7 text-gray-900 outline-none transition-colors",
          "hover:bg-gray-50 focus:bg-white focus:ring-2 focus:ring-brand-200",
          error && "ring-2 ring-red-300",
        )}
      />
      {notice ? (
        <p id={fieldHintId(id)} className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1 print:hidden">
        {isRegenerable(kind) ? (
          <Button variant="ghost" className="px-2 py-1 text-xs text-brand-700" onClick={onRegenerate} disabled={locked}>
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-3.5">
              <path d="M10 3a7 7 0 0 1 6.3 4H14a1 1 0 1 0 0 2h4a1 1 0 0 0 1-1V4a1 1 0 1 0-2 0v1.5A9 9 0 0 0 1 10a1 1 0 1 0 2 0 7 7 0 0 1 7-7Zm8 6a1 1 0 0 0-1 1 7 7 0 0 1-13.3 3H6a1 1 0 1 0 0-2H2a1 1 0 0 0-1 1v4a1 1 0 1 0 2 0v-1.5A9 9 0 0 0 19 10a1 1 0 0 0-1-1Z" />
            </svg>
            {regenerating ? t("regenerating") : t("regenerate")}
            <span className="sr-only"> ({t("paragraph", { position })})</span>
          </Button>
        ) : null}
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onAdd} disabled={!canAdd || locked}>
          {t("addBelow")}
          <span className="sr-only"> ({t("paragraph", { position })})</span>
        </Button>
        <Button variant="ghost" className="px-2 py-1 text-xs text-red-700 hover:bg-red-50" onClick={onRemove} disabled={!canRemove || locked}>
          {t("remove")}
          <span className="sr-only"> ({t("paragraph", { position })})</span>
        </Button>
      </div>
    </div>
  );
}

/**
 * The letter as a page: each paragraph edited in place, with its part named above it and, under
 * it, a new wording (for the body's parts), a paragraph added below, or this one removed.
 */
export function LetterEditor({
  draft,
  kinds,
  problems,
  notices,
  regeneratingKey,
  saving,
  lang,
  onEdit,
  onAdd,
  onRemove,
  onRegenerate,
  paragraphRefs,
}: {
  draft: LetterDraft;
  /** Index for index with the draft: the part each paragraph plays once saved. */
  kinds: readonly ParagraphKind[];
  problems: DraftProblems | null;
  /** Per paragraph key: why it could not be written again. */
  notices: Record<string, string>;
  regeneratingKey: string | null;
  /** While saving, paragraphs are neither added, removed nor written again. */
  saving: boolean;
  /** The letter's language: spelling checks and screen readers use it. */
  lang: string;
  onEdit: (key: string, text: string) => void;
  onAdd: (key: string) => void;
  onRemove: (key: string) => void;
  onRegenerate: (key: string) => void;
  paragraphRefs: React.RefObject<Map<string, HTMLTextAreaElement>>;
}) {
  const t = useTranslations("CoverLetters.editor");
  const fieldError = useFieldError();
  const locked = regeneratingKey !== null || saving;

  // Widths change the lines: every paragraph is measured again.
  const refit = useCallback(() => paragraphRefs.current.forEach((node) => fitHeight(node)), [paragraphRefs]);
  useEffect(() => {
    window.addEventListener("resize", refit);
    return () => window.removeEventListener("resize", refit);
  }, [refit]);

  return (
    <div className="flex flex-col gap-4">
      {problems?.list ? (
        <p role="alert" className="text-sm text-red-700">
          {fieldError(problems.list)}
        </p>
      ) : null}
      <article
        aria-label={t("label")}
        className="flex flex-col gap-4 rounded-xl bg-white px-5 py-6 shadow-sm ring-1 ring-gray-200 mobile:px-12 mobile:py-12"
      >
        {draft.paragraphs.map((paragraph, index) => (
          <Paragraph
            key={paragraph.key}
            paragraph={paragraph}
            index={index}
            kind={kinds[index] ?? "custom"}
            error={fieldError(problems?.paragraphs[paragraph.key])}
            notice={notices[paragraph.key]}
            regenerating={regeneratingKey === paragraph.key}
            locked={locked}
            canAdd={canAddParagraph(draft)}
            canRemove={canRemoveParagraph(draft)}
            lang={lang}
            onEdit={(text) => onEdit(paragraph.key, text)}
            onAdd={() => onAdd(paragraph.key)}
            onRemove={() => onRemove(paragraph.key)}
            onRegenerate={() => onRegenerate(paragraph.key)}
            register={(node) => {
              if (node) paragraphRefs.current.set(paragraph.key, node);
              else paragraphRefs.current.delete(paragraph.key);
            }}
          />
        ))}
      </article>
    </div>
  );
}
