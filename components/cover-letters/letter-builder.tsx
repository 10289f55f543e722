"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { isUsedUp } from "@/components/assistants/usage";
import { coverLetterKeys, lettersKey, useCoverLetterUsage } from "@/lib/api/cover-letters";
import type { WrittenCoverLetter } from "@/lib/contracts/cover-letter";
import { useSWRConfig } from "@/lib/swr/hooks";
import { unstable_serialize } from "swr/infinite";
import { BuilderForm } from "./builder-form";
import { rememberClaims } from "./claims-store";
import { LetterList } from "./letter-list";
import { LetterLimitScreen, LetterUsageMeter } from "./letter-usage";
import { resultHref } from "./links";

/**
 * The cover letter builder: this month's letters, the form (or the limit screen once they are
 * used), and the letters written so far. A written letter opens on its own page.
 */
export function CoverLetterBuilder({ initialApplicationId }: { initialApplicationId: string | null }) {
  const t = useTranslations("CoverLetters.builder");
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const headingId = useId();
  const usage = useCoverLetterUsage();
  const [limit, setLimit] = useState<{ retryAfter: number | null; at: number } | null>(null);
  const quota = usage.data?.data;

  const written = (letter: WrittenCoverLetter) => {
    const { claims, ...saved } = letter;
    rememberClaims(letter.id, claims);
    void mutate(coverLetterKeys.letter(letter.id), { data: saved }, { revalidate: false });
    void mutate(coverLetterKeys.usage);
    void mutate(unstable_serialize(lettersKey()));
    router.push(resultHref(letter.id));
  };

  return (
    <div className="mt-8 flex flex-col gap-10">
      {limit || isUsedUp(quota) ? (
        <LetterLimitScreen quota={quota} retryAfter={limit?.retryAfter ?? null} now={limit?.at ?? 0} />
      ) : (
        <section aria-labelledby={headingId} className="flex flex-col gap-5 rounded-2xl border border-gray-200 p-4 mobile:p-6">
          <div className="flex flex-col gap-3 mobile:flex-row mobile:items-start mobile:justify-between">
            <div>
              <h2 id={headingId} className="text-xl font-semibold text-gray-900">
                {t("title")}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-gray-600">{t("intro")}</p>
            </div>
            {quota ? <LetterUsageMeter quota={quota} className="mobile:w-72 mobile:shrink-0" /> : null}
          </div>
          <BuilderForm
            initialApplicationId={initialApplicationId}
            onWritten={written}
            onLimit={(error) => {
              setLimit({ retryAfter: error.retryAfter, at: Date.now() });
              void usage.mutate();
            }}
          />
        </section>
      )}
      <LetterList />
    </div>
  );
}
