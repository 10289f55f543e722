"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useDisplayNames } from "@/components/copilot/display-names";
import { Bar, CardFrame, CardPart, Note, SkillChips, type BarTone } from "./card-parts";
import { useCardData } from "./parse-card";
import type { CardProps } from "../types";
import { careerGapSchema, type CareerGapData } from "./types";

type SkillShare = CareerGapData["have"][number];

/** Skills with how many of the postings ask for each: the share drawn, and written. */
export function SkillShareList({ skills, tone, label }: { skills: readonly SkillShare[]; tone: BarTone; label: string }) {
  const t = useTranslations("AssistantsAdvisors.careerGap");
  const format = useFormatter();
  return (
    <ul aria-label={label} className="flex flex-col gap-2.5">
      {skills.map((entry) => (
        <li key={entry.skill} className="flex flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-medium text-gray-900">{entry.skill}</span>
            <span className="text-xs tabular-nums text-gray-600">
              {t("asked", { share: format.number(entry.share, { style: "percent", maximumFractionDigits: 0 }), count: entry.postings })}
            </span>
          </div>
          <Bar percent={entry.share * 100} tone={tone} />
        </li>
      ))}
    </ul>
  );
}

/** career_gap: what the postings of the target title ask for, what the user has of it, and how to close the gap. */
export function CareerGapCard({ data }: CardProps) {
  const t = useTranslations("AssistantsAdvisors.careerGap");
  const format = useFormatter();
  const names = useDisplayNames();
  const card = useCardData(careerGapSchema, data);
  if (!card) return null;
  const countries = card.scope.countries;
  const where =
    countries === null || countries.length === 0 ? t("allCountries") : format.list(countries.map((code) => names.country(code)), { type: "conjunction" });
  const subtitle = t("basedOn", { count: card.postings, where });

  if (card.postings === 0) {
    return (
      <CardFrame title={t("title", { title: card.target_title })} subtitle={subtitle}>
        <Note tone="warning" title={t("noPostingsTitle")}>
          {t("noPostings")}
        </Note>
        <BridgingRoles card={card} />
      </CardFrame>
    );
  }

  return (
    <CardFrame title={t("title", { title: card.target_title })} subtitle={subtitle}>
      <div className="grid gap-6 mobile:grid-cols-2">
        <CardPart title={t("haveTitle")}>
          {card.have.length > 0 ? <SkillShareList skills={card.have} tone="emerald" label={t("haveTitle")} /> : <Note>{t("haveEmpty")}</Note>}
        </CardPart>
        <CardPart title={t("missingTitle")}>
          {card.missing.length > 0 ? <SkillShareList skills={card.missing} tone="amber" label={t("missingTitle")} /> : <Note>{t("missingEmpty")}</Note>}
        </CardPart>
      </div>
      {card.transferable.length > 0 ? (
        <CardPart title={t("transferableTitle")}>
          <SkillChips skills={card.transferable} />
        </CardPart>
      ) : null}
      {card.plan.length > 0 ? (
        <CardPart title={t("planTitle")}>
          <ol className="flex flex-col gap-3">
            {[...card.plan]
              .sort((a, b) => a.phase - b.phase)
              .map((phase) => (
                <li key={phase.phase} className="flex gap-3">
                  <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
                    {phase.phase}
                  </span>
                  <div className="flex min-w-0 flex-col gap-1.5">
                    <p className="text-sm font-semibold text-gray-900">{t("phase", { phase: phase.phase })}</p>
                    {phase.skills.length > 0 ? <SkillChips skills={phase.skills} label={t("phaseSkills", { phase: phase.phase })} /> : null}
                    <p className="text-sm leading-relaxed text-gray-700">{phase.suggestion}</p>
                  </div>
                </li>
              ))}
          </ol>
        </CardPart>
      ) : null}
      <BridgingRoles card={card} />
    </CardFrame>
  );
}

/** Titles on the way: postings that ask for many of the user's skills and of the target's. */
function BridgingRoles({ card }: { card: CareerGapData }) {
  const t = useTranslations("AssistantsAdvisors.careerGap");
  if (card.bridging_roles.length === 0) return null;
  return (
    <CardPart title={t("bridgingTitle")}>
      <p className="mb-3 text-sm text-gray-600">{t("bridgingText")}</p>
      <ul className="flex flex-col gap-3">
        {card.bridging_roles.map((role) => (
          <li key={role.title} className="rounded-xl border border-gray-200 p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="text-sm font-semibold text-gray-900">{role.title}</span>
              <span className="text-xs tabular-nums text-gray-600">{t("postings", { count: role.postings })}</span>
            </p>
            {role.shared_skills.length > 0 ? (
              <div className="mt-2 flex flex-col gap-1.5">
                <p className="text-xs text-gray-600">{t("sharedSkills")}</p>
                <SkillChips skills={role.shared_skills} label={t("sharedSkillsOf", { title: role.title })} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </CardPart>
  );
}
