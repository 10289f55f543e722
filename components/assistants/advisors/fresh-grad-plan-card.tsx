"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge, CardFrame, CardPart, Note } from "./card-parts";
import { useCardData } from "./parse-card";
import type { CardProps } from "../types";
import { freshGradPlanSchema } from "./types";

/** The CV sections the plan may name, with their names in AssistantsAdvisors.sections. */
export const CV_SECTIONS = [
  "summary",
  "contact",
  "education",
  "projects",
  "experience",
  "internships",
  "skills",
  "languages",
  "certifications",
  "courses",
  "awards",
  "publications",
  "volunteering",
  "activities",
  "interests",
  "references",
] as const;
type CvSection = (typeof CV_SECTIONS)[number];
const isCvSection = (key: string): key is CvSection => (CV_SECTIONS as readonly string[]).includes(key);

/** A section key this version has no name for, readable: "side_projects" → "Side projects". */
const readableKey = (key: string) => {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
};

const CHECK = "M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z";
const PLUS = "M10 4a1 1 0 0 1 1 1v4h4a1 1 0 1 1 0 2h-4v4a1 1 0 1 1-2 0v-4H5a1 1 0 1 1 0-2h4V5a1 1 0 0 1 1-1Z";

/** fresh_grad_plan: entry-level titles with postings, the skills to show, the order of the CV's sections and advice. */
export function FreshGradPlanCard({ data }: CardProps) {
  const t = useTranslations("AssistantsAdvisors.freshGrad");
  const sections = useTranslations("AssistantsAdvisors.sections");
  const format = useFormatter();
  const card = useCardData(freshGradPlanSchema, data);
  if (!card) return null;
  return (
    <CardFrame title={t("title")}>
      <CardPart title={t("titlesTitle")}>
        {card.titles.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {card.titles.map((entry) => (
              <li key={entry.title} className="rounded-xl border border-gray-200 p-3">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-semibold text-gray-900">{entry.title}</span>
                  <span className="text-xs tabular-nums text-gray-600">{t("postings", { count: entry.postings })}</span>
                </p>
                {entry.example_companies.length > 0 ? (
                  <p className="mt-1 text-sm text-gray-600">{t("examples", { companies: format.list(entry.example_companies, { type: "conjunction" }) })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <Note>{t("noTitles")}</Note>
        )}
      </CardPart>
      {card.skills_to_show.length > 0 ? (
        <CardPart title={t("skillsTitle")}>
          <ul className="flex flex-col divide-y divide-gray-100">
            {card.skills_to_show.map((entry) => (
              <li key={entry.skill} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
                <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                  <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className={entry.in_cv ? "size-4 text-emerald-600" : "size-4 text-amber-600"}>
                    <path d={entry.in_cv ? CHECK : PLUS} />
                  </svg>
                  {entry.skill}
                </span>
                <span className="flex items-center gap-2">
                  <span className="text-xs tabular-nums text-gray-600">{t("askedIn", { count: entry.postings })}</span>
                  <Badge tone={entry.in_cv ? "emerald" : "amber"}>{entry.in_cv ? t("inCv") : t("toAdd")}</Badge>
                </span>
              </li>
            ))}
          </ul>
        </CardPart>
      ) : null}
      {card.section_order.length > 0 ? (
        <CardPart title={t("orderTitle")}>
          <p className="mb-2 text-sm text-gray-600">{t("orderText")}</p>
          <ol className="flex list-decimal flex-col gap-1 pl-6 text-sm text-gray-800 marker:font-semibold marker:text-brand-700">
            {card.section_order.map((key) => (
              <li key={key}>{isCvSection(key) ? sections(key) : readableKey(key)}</li>
            ))}
          </ol>
        </CardPart>
      ) : null}
      {card.notes.length > 0 ? (
        <CardPart title={t("notesTitle")}>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed text-gray-800">
            {card.notes.map((note, index) => (
              <li key={index}>{note}</li>
            ))}
          </ul>
        </CardPart>
      ) : null}
    </CardFrame>
  );
}
