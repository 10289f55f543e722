"use client";

import { useTranslations } from "next-intl";
import { Badge, Bar, CardFrame, CardPart, LEVEL_TONES, Note } from "./card-parts";
import { useCardData } from "./parse-card";
import type { CardProps } from "../types";
import { personalityProfileSchema, type Level } from "./types";

/** A percentile written out and drawn, with its level. */
function PercentileRow({ name, percentile, level, strong }: { name: string; percentile: number; level: Level; strong?: boolean }) {
  const t = useTranslations("AssistantsAdvisors");
  const value = Math.round(percentile);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 mobile:grid-cols-[minmax(8rem,14rem)_minmax(0,1fr)_auto]">
      <span className={strong ? "text-base font-semibold text-gray-900" : "text-sm text-gray-800"}>{name}</span>
      <span className="col-span-2 row-start-2 mobile:col-span-1 mobile:row-start-1 mobile:col-start-2">
        <Bar percent={value} />
      </span>
      <span className="flex items-center gap-2 justify-self-end text-sm">
        <span className="tabular-nums text-gray-700">{t("profile.percentile", { percentile: value })}</span>
        <Badge tone={LEVEL_TONES[level]}>{t(`levels.${level}`)}</Badge>
      </span>
    </div>
  );
}

/** personality_profile: the five domains with their facets, how the user tends to work, roles that may suit, and the limits of it all. */
export function PersonalityProfileCard({ data }: CardProps) {
  const t = useTranslations("AssistantsAdvisors.profile");
  const card = useCardData(personalityProfileSchema, data);
  if (!card) return null;
  return (
    <CardFrame title={t("title")} subtitle={t("subtitle")}>
      <CardPart title={t("domainsTitle")}>
        <ul className="flex flex-col gap-4">
          {card.domains.map((domain) => (
            <li key={domain.key} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-3 mobile:p-4">
              <PercentileRow name={domain.name} percentile={domain.percentile} level={domain.level} strong />
              <p className="text-sm leading-relaxed text-gray-700">{domain.summary}</p>
              {domain.facets.length > 0 ? (
                <details className="group">
                  <summary className="w-fit cursor-pointer rounded text-sm font-medium text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                    {t("facets", { domain: domain.name, count: domain.facets.length })}
                  </summary>
                  <ul className="mt-3 flex flex-col gap-2.5 border-l-2 border-gray-100 pl-3">
                    {domain.facets.map((facet) => (
                      <li key={facet.key}>
                        <PercentileRow name={facet.name} percentile={facet.percentile} level={facet.level} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </CardPart>
      {card.work_styles.length > 0 ? (
        <CardPart title={t("workStyles")}>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800">
            {card.work_styles.map((style, index) => (
              <li key={index}>{style}</li>
            ))}
          </ul>
        </CardPart>
      ) : null}
      {card.role_families.length > 0 ? (
        <CardPart title={t("roleFamilies")}>
          <ul className="grid gap-3 mobile:grid-cols-2">
            {card.role_families.map((family) => (
              <li key={family.name} className="rounded-xl bg-gray-50 p-3">
                <p className="text-sm font-semibold text-gray-900">{family.name}</p>
                <p className="mt-1 text-sm leading-relaxed text-gray-700">{family.why}</p>
              </li>
            ))}
          </ul>
        </CardPart>
      ) : null}
      <div className="flex flex-col gap-3">
        <Note tone="warning" title={t("caveatTitle")}>
          {card.caveat}
        </Note>
        <Note title={t("normsTitle")}>{card.norms}</Note>
      </div>
    </CardFrame>
  );
}
