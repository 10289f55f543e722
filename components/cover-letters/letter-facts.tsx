"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import type { ClaimValue } from "@/lib/contracts/assistant";
import type { CoverLetter, LetterFactValue } from "@/lib/contracts/cover-letter";

/** The profile fields a letter may mention; any other is shown by its name. */
const PROFILE_FIELDS = ["years_of_experience", "notice_period", "available_from"] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];
const isProfileField = (ref: string): ref is ProfileField => (PROFILE_FIELDS as readonly string[]).includes(ref);

/** The facts from the CV first (as the letter uses them), then those from the profile. */
export function factGroups(facts: readonly LetterFactValue[]) {
  return {
    cv: facts.filter((fact) => fact.kind !== "profile"),
    profile: facts.filter((fact) => fact.kind === "profile"),
  };
}

function FactItem({ fact }: { fact: LetterFactValue }) {
  const t = useTranslations("CoverLetters.facts");
  const text = (() => {
    switch (fact.kind) {
      case "cv_title":
        return t("cvTitle", { value: fact.ref });
      case "cv_years":
        return t("cvYears", { years: Number(fact.ref) || 0 });
      case "cv_skill":
        return t("cvSkill", { value: fact.ref });
      case "cv_achievement":
        return t("cvAchievement", { value: fact.ref });
      case "profile":
        return isProfileField(fact.ref) ? t(`profile.${fact.ref}`) : t("profile.other", { field: fact.ref });
    }
  })();
  return (
    <li className="flex gap-2">
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-emerald-600">
        <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
      </svg>
      <span className="min-w-0 break-words">{text}</span>
    </li>
  );
}

/**
 * What the letter rests on: the CV's and the profile's facts it uses, and the posting's title and
 * company, so the user sees that nothing about them was made up.
 */
export function LetterFacts({ letter }: { letter: Pick<CoverLetter, "facts" | "job"> }) {
  const t = useTranslations("CoverLetters.facts");
  const headingId = useId();
  const { cv, profile } = factGroups(letter.facts);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-gray-200 p-4 mobile:p-5">
      <h2 id={headingId} className="text-base font-semibold text-gray-900">
        {t("title")}
      </h2>
      <p className="text-sm leading-relaxed text-gray-600">{t("intro")}</p>
      <h3 className="text-sm font-semibold text-gray-800">{t("fromCv")}</h3>
      {cv.length > 0 ? (
        <ul className="flex flex-col gap-1.5 text-sm text-gray-800">
          {cv.map((fact) => (
            <FactItem key={`${fact.kind}:${fact.ref}`} fact={fact} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600">{t("noCvFacts")}</p>
      )}
      {profile.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-gray-800">{t("fromProfile")}</h3>
          <ul className="flex flex-col gap-1.5 text-sm text-gray-800">
            {profile.map((fact) => (
              <FactItem key={`${fact.kind}:${fact.ref}`} fact={fact} />
            ))}
          </ul>
        </>
      ) : null}
      <h3 className="text-sm font-semibold text-gray-800">{t("fromPosting")}</h3>
      <ul className="flex flex-col gap-1.5 text-sm text-gray-800">
        {letter.job.title ? <PostingItem text={t("postingTitle", { value: letter.job.title })} /> : null}
        {letter.job.company ? <PostingItem text={t("postingCompany", { value: letter.job.company })} /> : null}
      </ul>
      <p className="text-xs leading-relaxed text-gray-500">{t("ownParagraphs")}</p>
    </section>
  );
}

function PostingItem({ text }: { text: string }) {
  return (
    <li className="flex gap-2">
      <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-gray-400">
        <path d="M6 2a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7.4a2 2 0 0 0-.6-1.4l-3.4-3.4A2 2 0 0 0 10.6 2H6Zm1 8a1 1 0 0 1 1-1h4a1 1 0 1 1 0 2H8a1 1 0 0 1-1-1Zm1 2a1 1 0 1 0 0 2h4a1 1 0 1 0 0-2H8Z" />
      </svg>
      <span className="min-w-0 break-words">{text}</span>
    </li>
  );
}

/**
 * A model wrote a draft that named something nothing on file supports: that draft was set aside
 * and the offline letter, written only from the user's facts, stands. Says what it named.
 */
export function ClaimsNotice({ claims, onDismiss }: { claims: readonly ClaimValue[]; onDismiss: () => void }) {
  const t = useTranslations("CoverLetters.claims");
  const headingId = useId();
  if (claims.length === 0) return null;
  return (
    <section aria-labelledby={headingId} role="status" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id={headingId} className="font-semibold">
        {t("title")}
      </h2>
      <p>{t("text")}</p>
      <ul className="list-disc pl-5">
        {claims.map((claim) => (
          <li key={`${claim.kind}:${claim.value}`} className="break-words">
            {t(`kind.${claim.kind}`, { value: claim.value })}
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="self-start px-3 py-1.5" onClick={onDismiss}>
        {t("dismiss")}
      </Button>
    </section>
  );
}
