"use client";

import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, type Ref } from "react";
import { RENEWAL_DATE_LONG_FORMAT } from "@/components/assistants/usage";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import type { Basis } from "@/lib/contracts/aiwriter";
import { draftSources, type DraftState, type WriterEngine } from "./answer-draft";
import { useAnswerDraft, type AnswerDraftOptions } from "./use-answer-draft";
import { useBannerText } from "./use-error-text";

const SPARKLE = "M10 2a1 1 0 0 1 .95.68l1.2 3.6 3.17 1.06a1 1 0 0 1 0 1.9l-3.17 1.06-1.2 3.6a1 1 0 0 1-1.9 0l-1.2-3.6-3.17-1.06a1 1 0 0 1 0-1.9l3.17-1.06 1.2-3.6A1 1 0 0 1 10 2Zm5 10a.75.75 0 0 1 .71.51l.4 1.2 1.2.4a.75.75 0 0 1 0 1.42l-1.2.4-.4 1.2a.75.75 0 0 1-1.42 0l-.4-1.2-1.2-.4a.75.75 0 0 1 0-1.42l1.2-.4.4-1.2A.75.75 0 0 1 15 12Z";

/**
 * The id of the note under a field (where a draft came from, or why there is none): the field
 * names it in its aria-describedby, so the note is read with the field.
 */
export const draftNoteId = (fieldId: string) => `${fieldId}-draft`;

/** "From your CV: skills and achievements · From your profile: notice period", in the page's language. */
export function useDraftSourceLine() {
  const t = useTranslations("AiWriter");
  const format = useFormatter();
  return (basis: readonly Basis[]) =>
    draftSources(basis)
      .map((source) => {
        if (source.source === "answer_bank") return t("from.answerBank");
        if (source.source === "cv") return t("from.cv", { parts: format.list(source.parts.map((part) => t(`parts.${part}`))) });
        if (source.fields.length === 0) return t("from.profileOnly");
        return t("from.profile", { fields: format.list(source.fields.map((field) => t(`fields.${field}`))) });
      })
      .join(" · ");
}

function DraftNote({ state, engine }: { state: DraftState; engine: WriterEngine | null }) {
  const t = useTranslations("AiWriter");
  const format = useFormatter();
  const sourceLine = useDraftSourceLine();
  const plans = (
    <Link href="/subscription" className="font-semibold underline underline-offset-2">
      {t("plans")}
    </Link>
  );
  switch (state.status) {
    case "busy":
      return <span className="sr-only">{t("draftingStatus")}</span>;
    case "drafted":
      return (
        <span className="flex flex-col gap-0.5 text-xs text-gray-600">
          {state.basis.length > 0 ? <span className="font-medium text-gray-700">{sourceLine(state.basis)}</span> : null}
          <span>
            {engine === "llm" ? `${t("engineModel")} ` : null}
            {t("review")}
          </span>
        </span>
      );
    case "needs_user":
      return (
        <span className="block rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {state.message}
          {state.reason === "quota" ? <> {plans}</> : null}
        </span>
      );
    case "quota":
      return (
        <span className="block rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {state.renewsAt ? t("quota", { date: format.dateTime(new Date(state.renewsAt), RENEWAL_DATE_LONG_FORMAT) }) : t("quotaNextMonth")} {plans}
        </span>
      );
    default:
      return null;
  }
}

/**
 * The "Draft from my CV" button of one field as it looks in each state, with the note under it:
 * where the draft came from, why the user must answer, the month's limit; a failure with Retry.
 * The button is named with the question; while a draft is on its way it stays focusable.
 */
export function DraftAnswerView({
  fieldId,
  question,
  state,
  canDraft,
  onDraft,
  onUndo,
  buttonRef,
}: {
  fieldId: string;
  question: string;
  state: DraftState;
  canDraft: boolean;
  onDraft: () => void;
  onUndo: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations("AiWriter");
  const bannerText = useBannerText();
  const busy = state.status === "busy";
  const asked = question.trim();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={buttonRef}
          variant="secondary"
          className="px-3 py-1.5 aria-disabled:cursor-wait aria-disabled:opacity-60"
          disabled={!canDraft}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onDraft()}
        >
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={busy ? "size-4 animate-pulse text-brand-600" : "size-4 text-brand-600"}>
            <path d={SPARKLE} />
          </svg>
          {busy ? t("drafting") : t("draft")}
          {asked ? <span className="sr-only"> {t("forQuestion", { question: asked })}</span> : null}
        </Button>
        {state.status === "drafted" && state.previous.trim() ? (
          <Button variant="ghost" className="px-3 py-1.5" onClick={onUndo}>
            {t("undo")}
          </Button>
        ) : null}
      </div>
      <div id={draftNoteId(fieldId)} role="status" className="empty:hidden">
        <DraftNote state={state} engine={state.status === "drafted" ? state.engine : null} />
      </div>
      {state.status === "failed" ? (
        <FormAlert>
          {t("failed")} {bannerText(state.error)}{" "}
          <button type="button" onClick={onDraft} className="font-semibold underline underline-offset-2">
            {t("retry")}
          </button>
        </FormAlert>
      ) : null}
    </div>
  );
}

/**
 * "Draft from my CV" under a text field: asks the aiwriter for an answer to `question`, puts it in
 * the field for the user to read and edit (it is never sent by itself), and says under the field
 * where it came from; or why only the user can answer. After a draft the field takes the focus
 * when the button still had it.
 */
export function DraftAnswer({ fieldId, ...options }: AnswerDraftOptions & { fieldId: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const focusField = () => requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
  const { state, canDraft, draft, undo } = useAnswerDraft({
    ...options,
    onText: (text) => {
      options.onText(text);
      if (document.activeElement === button.current) focusField();
    },
  });
  // The undo button goes away with the draft: the field, with its text back, takes the focus.
  const undoDraft = () => {
    undo();
    focusField();
  };
  return <DraftAnswerView fieldId={fieldId} question={options.question} state={state} canDraft={canDraft} onDraft={draft} onUndo={undoDraft} buttonRef={button} />;
}
