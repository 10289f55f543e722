"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useRef } from "react";
import { useDisplayNames } from "@/components/copilot/display-names";
import { compactFieldClasses } from "@/components/ui/field";
import { Badge, CardFrame, CardPart, Note, type BadgeTone } from "../advisors/card-parts";
import { useCardData } from "../advisors/parse-card";
import type { CardProps } from "../types";
import { CopyButton } from "./copy-button";
import { OFFER_SENIORITIES } from "./setup";
import { offerAnalysisSchema, type OfferAnalysisData } from "./types";

const POSITION_TONES: Record<OfferAnalysisData["position"], BadgeTone> = { below: "amber", within: "sky", above: "emerald", unknown: "gray" };

type Market = NonNullable<OfferAnalysisData["market"]>;

function useMoney(currency: string) {
  const format = useFormatter();
  return (value: number) => format.number(value, { style: "currency", currency, maximumFractionDigits: 0 });
}

/** The offer's pay per year, part by part. */
function CompensationTable({ card }: { card: OfferAnalysisData }) {
  const t = useTranslations("AssistantsOffer.analysis");
  const money = useMoney(card.currency);
  const { base, bonus, equity, signing_first_year, total_annual } = card.total_compensation;
  const rows = [
    { key: "base", label: t("base"), value: base },
    { key: "bonus", label: t("bonus"), value: bonus },
    { key: "equity", label: t("equity"), value: equity },
    { key: "signing", label: t("signing"), value: signing_first_year },
  ];
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-gray-200 text-left text-xs text-gray-500">
          <th scope="col" className="py-1.5 pr-3 font-medium">
            {t("part")}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t("perYear")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100">
            <th scope="row" className="py-2 pr-3 text-left font-normal text-gray-700">
              {row.label}
            </th>
            <td className="py-2 text-right tabular-nums text-gray-900">{money(row.value)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="py-2 pr-3 text-left font-semibold text-gray-900">
            {t("total")}
          </th>
          <td className="py-2 text-right font-semibold tabular-nums text-gray-900">{money(total_annual)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The market's spread from lowest to highest, the typical range (25th to 75th percentile) and the
 * median drawn on it, with the offer's base marked. The caption says the same in words.
 */
function MarketBar({ market, base }: { market: Market; base: number }) {
  const t = useTranslations("AssistantsOffer.analysis");
  const money = useMoney(market.currency);
  const low = Math.min(market.min, base);
  const high = Math.max(market.max, base);
  const at = (value: number) => (high === low ? 50 : ((value - low) / (high - low)) * 100);
  return (
    <figure className="flex flex-col gap-2">
      <div aria-hidden className="relative mx-2 h-9">
        <span className="absolute inset-x-0 top-5 h-2 rounded-full bg-gray-100" />
        <span className="absolute top-5 h-2 rounded-full bg-brand-100 ring-1 ring-inset ring-brand-500/40" style={{ left: `${at(market.p25)}%`, width: `${at(market.p75) - at(market.p25)}%` }} />
        <span className="absolute top-4 h-4 w-0.5 -translate-x-1/2 bg-brand-700" style={{ left: `${at(market.median)}%` }} />
        <span className="absolute top-0 flex -translate-x-1/2 flex-col items-center" style={{ left: `${at(base)}%` }}>
          <span className="rounded bg-gray-900 px-1 text-[10px] font-semibold leading-4 text-white">{t("you")}</span>
          <span className="h-0 w-0 border-x-4 border-t-4 border-x-transparent border-t-gray-900" />
          <span className="mt-0.5 size-2.5 rounded-full bg-gray-900 ring-2 ring-white" />
        </span>
      </div>
      <div aria-hidden className="flex justify-between text-xs tabular-nums text-gray-500">
        <span>{money(low)}</span>
        <span>{money(high)}</span>
      </div>
      <div aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2 w-4 rounded-full bg-brand-100 ring-1 ring-inset ring-brand-500/40" />
          {t("typicalRangeShort")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-3 w-0.5 bg-brand-700" />
          {t("median")}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-gray-900" />
          {t("yourBase")}
        </span>
      </div>
      <figcaption className="text-sm text-gray-700">
        {t("barCaption", { base: money(base), low: money(market.p25), high: money(market.p75), median: money(market.median) })}
      </figcaption>
    </figure>
  );
}

function MarketPart({ card }: { card: OfferAnalysisData }) {
  const t = useTranslations("AssistantsOffer.analysis");
  const levels = useTranslations("AssistantsOffer.form.seniorities");
  const names = useDisplayNames();
  const { market } = card;
  const money = useMoney(market?.currency ?? card.currency);
  const position = (
    <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
      <Badge tone={POSITION_TONES[card.position]}>{t(`position.${card.position}`)}</Badge>
      {card.percentile !== null && market ? <span>{t("percentile", { percentile: Math.round(card.percentile) })}</span> : null}
    </p>
  );
  if (!market) {
    return (
      <CardPart title={t("marketTitle")}>
        <div className="flex flex-col gap-3">
          {position}
          <Note>{t("noMarket")}</Note>
        </div>
      </CardPart>
    );
  }
  const seniority = market.scope.seniority;
  const level = seniority === null ? t("allLevels") : (OFFER_SENIORITIES as readonly string[]).includes(seniority) ? levels(seniority as (typeof OFFER_SENIORITIES)[number]) : seniority;
  return (
    <CardPart title={t("marketTitle")}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-gray-700">
          {t("basedOn", {
            count: market.postings,
            family: market.scope.title_family,
            country: market.scope.country ? names.country(market.scope.country) : t("allCountries"),
            level,
          })}
        </p>
        {market.broadened.length > 0 ? (
          <Note tone="warning">
            {market.broadened.map((part) => (
              <p key={part}>{t(`broadened.${part}`)}</p>
            ))}
          </Note>
        ) : null}
        <MarketBar market={market} base={card.total_compensation.base} />
        <dl className="grid gap-3 text-sm mobile:grid-cols-3">
          <div className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-600">{t("median")}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{money(market.median)}</dd>
          </div>
          <div className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-600">{t("typicalRange")}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{t("range", { low: money(market.p25), high: money(market.p75) })}</dd>
          </div>
          <div className="rounded-lg bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-600">{t("fullRange")}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{t("range", { low: money(market.min), high: money(market.max) })}</dd>
          </div>
        </dl>
        {position}
      </div>
    </CardPart>
  );
}

function CounterPart({ card }: { card: OfferAnalysisData }) {
  const t = useTranslations("AssistantsOffer.analysis");
  const money = useMoney(card.currency);
  return (
    <CardPart title={t("counterTitle")}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-brand-50 px-3 py-2">
          <dt className="text-xs text-brand-700">{t("counterBase")}</dt>
          <dd className="text-lg font-semibold tabular-nums text-gray-900">{money(card.counter.base)}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 px-3 py-2">
          <dt className="text-xs text-brand-700">{t("counterTotal")}</dt>
          <dd className="text-lg font-semibold tabular-nums text-gray-900">{money(card.counter.total_annual)}</dd>
        </div>
      </dl>
      {card.counter.reasons.length > 0 ? (
        <>
          <p className="mt-3 text-xs font-medium uppercase tracking-wide text-gray-500">{t("reasons")}</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm text-gray-800">
            {card.counter.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        </>
      ) : null}
    </CardPart>
  );
}

function ScriptsPart({ card }: { card: OfferAnalysisData }) {
  const t = useTranslations("AssistantsOffer.analysis");
  const id = useId();
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const { subject, body } = card.scripts.email;
  const select = (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    element?.focus();
    element?.select();
  };
  const points = card.scripts.call.map((point, index) => `${index + 1}. ${point}`).join("\n");
  return (
    <CardPart title={t("scriptsTitle")}>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-gray-800">{t("emailTitle")}</p>
          <label htmlFor={`${id}-subject`} className="text-xs font-medium text-gray-600">
            {t("subject")}
          </label>
          <input ref={subjectRef} id={`${id}-subject`} readOnly value={subject} className={compactFieldClasses} />
          <label htmlFor={`${id}-body`} className="text-xs font-medium text-gray-600">
            {t("body")}
          </label>
          <textarea
            ref={bodyRef}
            id={`${id}-body`}
            readOnly
            value={body}
            rows={Math.min(16, body.split("\n").length + 1)}
            className={`${compactFieldClasses} resize-y leading-relaxed`}
          />
          <div className="flex flex-wrap gap-2">
            <CopyButton text={subject} label={t("copySubject")} onFailed={() => select(subjectRef.current)} />
            <CopyButton text={body} label={t("copyEmail")} onFailed={() => select(bodyRef.current)} />
          </div>
        </div>
        {card.scripts.call.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p id={`${id}-call`} className="text-sm font-medium text-gray-800">
              {t("callTitle")}
            </p>
            <ol aria-labelledby={`${id}-call`} className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-gray-800">
              {card.scripts.call.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ol>
            <div>
              <CopyButton text={points} label={t("copyPoints")} />
            </div>
          </div>
        ) : null}
      </div>
    </CardPart>
  );
}

/** offer_analysis: the offer's total pay, the market around it, the counter to ask and what to say. */
export function OfferAnalysisCard({ data }: CardProps) {
  const t = useTranslations("AssistantsOffer.analysis");
  const card = useCardData(offerAnalysisSchema, data);
  if (!card) return null;
  return (
    <CardFrame title={t("title")}>
      <CardPart title={t("compensationTitle")}>
        <CompensationTable card={card} />
      </CardPart>
      <MarketPart card={card} />
      <CounterPart card={card} />
      <ScriptsPart card={card} />
      <Note title={t("practiseTitle")}>{t("practiseText")}</Note>
    </CardFrame>
  );
}
