"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Badge, type BadgeTone } from "../advisors/card-parts";
import { useCardData } from "../advisors/parse-card";
import type { CardProps } from "../types";
import { recruiterMoveSchema, type RecruiterMove } from "./types";

const MOVE_TONES: Record<RecruiterMove, BadgeTone> = {
  pushback: "amber",
  concession: "sky",
  non_salary: "brand",
  final: "red",
  accepted: "emerald",
};

/** What the user sends to start the practice negotiation over. */
export const RESTART_ROLEPLAY = { action: "restart_roleplay" } as const;

/** recruiter_move: the recruiter's move in the practice negotiation, the amounts on the table and a coaching tip. */
export function RecruiterMoveCard({ data, busy, onInput, last }: CardProps) {
  const t = useTranslations("AssistantsOffer.move");
  const format = useFormatter();
  const card = useCardData(recruiterMoveSchema, data);
  if (!card) return null;
  const amount = (value: number) =>
    card.currency ? format.number(value, { style: "currency", currency: card.currency, maximumFractionDigits: 0 }) : format.number(value, { maximumFractionDigits: 0 });
  const amounts = [
    { key: "offered", label: t("offered"), value: card.offered_base },
    { key: "asked", label: t("asked"), value: card.asked_base },
  ].filter((entry): entry is { key: string; label: string; value: number } => entry.value !== null);
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span>{t("label")}</span>
        <Badge tone={MOVE_TONES[card.move]}>{t(`moves.${card.move}`)}</Badge>
      </p>
      {amounts.length > 0 ? (
        <dl className="flex flex-wrap gap-3 text-sm">
          {amounts.map((entry) => (
            <div key={entry.key} className="min-w-32 rounded-lg bg-gray-50 px-3 py-2">
              <dt className="text-xs text-gray-600">{entry.label}</dt>
              <dd className="font-semibold tabular-nums text-gray-900">{amount(entry.value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {card.tip ? (
        <div className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50/60 px-3 py-2.5 text-sm text-gray-800">
          <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-600">
            <path d="M10 2a6 6 0 0 0-3.5 10.9V15a1 1 0 0 0 1 1h5a1 1 0 0 0 1-1v-2.1A6 6 0 0 0 10 2Zm-2 16a1 1 0 0 0 1 1h2a1 1 0 1 0 0-2H9a1 1 0 0 0-1 1Z" />
          </svg>
          <p>
            <span className="font-semibold">{t("tip")}</span>{" "}
            {card.tip}
          </p>
        </div>
      ) : null}
      {last ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => onInput(RESTART_ROLEPLAY, "")}>
            {t("restart")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
