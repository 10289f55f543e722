"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { CardFrame } from "./card-parts";
import { useCardData } from "./parse-card";
import type { CardProps } from "../types";
import {
  answeredCount,
  browserStorage,
  createAnswersStore,
  gaps,
  pageCount,
  pageItems,
  PAGE_SIZE,
  storageKey,
  submitAnswers,
  type Answers,
  type Statement,
} from "./questionnaire";
import { personalityItemsSchema, type PersonalityItemsData, type ScaleValue } from "./types";

const linkButton =
  "rounded text-sm font-medium text-gray-600 underline-offset-2 hover:text-gray-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

type ViewProps = {
  items: readonly Statement[];
  scale: PersonalityItemsData["scale"];
  answers: Answers;
  page: number;
  busy: boolean;
  onAnswer: (id: string, value: ScaleValue) => void;
  onPage: (page: number) => void;
  onSubmit: () => void;
  onClear: () => void;
};

/** The questionnaire as shown: one page of statements, the progress, the way between pages and the sending. */
export function QuestionnaireView({ items, scale, answers, page, busy, onAnswer, onPage, onSubmit, onClear }: ViewProps) {
  const t = useTranslations("AssistantsAdvisors.questionnaire");
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const pages = pageCount(items.length);
  const answered = answeredCount(items, answers);
  const missing = gaps(items, answers);
  const complete = missing.length === 0;

  // After Previous, Next or a jump to a page, reading continues at the page's first statement.
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [page]);
  const go = (target: number) => {
    moved.current = true;
    onPage(Math.min(pages - 1, Math.max(0, target)));
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm leading-relaxed text-gray-700">{t("intro")}</p>
      <div>
        <div className="flex items-center justify-between gap-3 text-sm">
          <span id={`${id}-progress`} className="font-medium text-gray-800">
            {t("progress", { answered, total: items.length })}
          </span>
          {answered > 0 && !confirming ? (
            <button type="button" onClick={() => setConfirming(true)} disabled={busy} className={linkButton}>
              {t("clear")}
            </button>
          ) : null}
        </div>
        <div
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={0}
          aria-valuemax={items.length}
          aria-valuenow={answered}
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${(answered / items.length) * 100}%` }} />
        </div>
        <p className="mt-2 text-xs text-gray-500">{t("kept")}</p>
        {confirming && answered > 0 ? (
          <div role="group" aria-label={t("clear")} className="mt-2 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span>{t("clearConfirm", { answered })}</span>
            <Button
              variant="danger"
              className="px-3 py-1"
              onClick={() => {
                setConfirming(false);
                onClear();
              }}
            >
              {t("clearYes")}
            </Button>
            <Button variant="ghost" className="px-3 py-1" onClick={() => setConfirming(false)}>
              {t("clearNo")}
            </Button>
          </div>
        ) : null}
      </div>

      <h4 ref={headingRef} tabIndex={-1} className="scroll-mt-4 text-sm font-semibold text-gray-900 outline-none">
        {t("page", { page: page + 1, pages })}
      </h4>
      <ol className="flex flex-col gap-4">
        {pageItems(items, page).map((item, index) => {
          const number = page * PAGE_SIZE + index + 1;
          return (
            <li key={item.id} className="list-none">
              <fieldset className="min-w-0 rounded-xl border border-gray-200 p-3 mobile:p-4">
                <legend className="float-left mb-3 w-full text-sm font-medium text-gray-900">
                  <span className="mr-1.5 tabular-nums text-gray-500">{number}.</span>
                  {item.text}
                </legend>
                <div className="clear-left grid gap-1.5 mobile:grid-cols-5">
                  {scale.map((option) => {
                    const checked = answers[item.id] === option.value;
                    return (
                      <label
                        key={option.value}
                        className={clsx(
                          "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm transition-colors mobile:flex-col mobile:gap-1.5 mobile:px-2 mobile:text-center mobile:text-xs",
                          "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                          checked ? "border-brand-600 bg-brand-50 font-medium text-brand-700" : "border-gray-200 text-gray-700 hover:border-brand-500",
                        )}
                      >
                        <input
                          type="radio"
                          name={`${id}-${item.id}`}
                          value={option.value}
                          checked={checked}
                          disabled={busy}
                          onChange={() => onAnswer(item.id, option.value as ScaleValue)}
                          className="size-4 shrink-0 accent-brand-600"
                        />
                        {option.label}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>

      <nav aria-label={t("pages")} className="flex items-center justify-between gap-3">
        <Button variant="secondary" disabled={page === 0} onClick={() => go(page - 1)}>
          {t("previous")}
        </Button>
        <span className="text-sm tabular-nums text-gray-600">{t("pageShort", { page: page + 1, pages })}</span>
        <Button variant="secondary" disabled={page >= pages - 1} onClick={() => go(page + 1)}>
          {t("next")}
        </Button>
      </nav>

      <div className="flex flex-col gap-2 border-t border-gray-100 pt-4">
        <div>
          <Button disabled={!complete || busy} aria-describedby={complete ? undefined : `${id}-gaps`} onClick={onSubmit}>
            {t("submit")}
          </Button>
        </div>
        {complete ? null : answered === 0 ? (
          <p id={`${id}-gaps`} className="text-sm text-gray-700">
            {t("answerAll", { total: items.length })}
          </p>
        ) : (
          <div id={`${id}-gaps`} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-700">
            <span>{t("gaps")}</span>
            <ul className="flex flex-wrap gap-x-2 gap-y-1">
              {missing.map((gap) => (
                <li key={gap.page}>
                  <button
                    type="button"
                    onClick={() => go(gap.page)}
                    className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {t("gapPage", { page: gap.page + 1, missing: gap.missing })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * personality_items: the questionnaire, answered page by page. The answers are kept on the device
 * until they are sent, and sent all at once; only the latest message's questionnaire takes them.
 */
export function PersonalityItemsCard({ data, busy, onInput, last }: CardProps) {
  const t = useTranslations("AssistantsAdvisors.questionnaire");
  const card = useCardData(personalityItemsSchema, data);
  const items = useMemo(() => card?.items ?? [], [card]);
  const key = storageKey(items);
  const store = useMemo(() => createAnswersStore(key, new Set(items.map((item) => item.id)), browserStorage), [key, items]);
  const answers = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [page, setPage] = useState(0);
  const sent = useRef(false);

  // Once the sent answers have their reply (this card is no longer the latest), they are not kept.
  useEffect(() => {
    if (!last && sent.current) store.clear();
  }, [last, store]);

  if (!card) return null;
  if (!last) {
    return (
      <CardFrame title={t("title")}>
        <p className="text-sm text-gray-700">{t("closed", { total: card.items.length })}</p>
      </CardFrame>
    );
  }
  const submit = () => {
    if (submitAnswers(card.items, answers, onInput)) sent.current = true;
  };
  return (
    <CardFrame title={t("title")}>
      <QuestionnaireView
        items={card.items}
        scale={card.scale}
        answers={answers}
        page={page}
        busy={busy}
        onAnswer={(id, value) => store.set({ ...answers, [id]: value })}
        onPage={setPage}
        onSubmit={submit}
        onClear={() => store.clear()}
      />
    </CardFrame>
  );
}
