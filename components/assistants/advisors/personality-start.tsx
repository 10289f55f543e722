"use client";

import { useTranslations } from "next-intl";
import { useHydrated } from "@/components/forms/use-hydrated";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { useSetupErrorText } from "./field-errors";
import type { SetupFormProps } from "../types";

const POINTS = ["statements", "time", "honest", "notHiring"] as const;

/** What the personality test is, and the button that starts it (its setup is empty). */
export function PersonalityStart({ busy, fieldErrors, onStart }: SetupFormProps) {
  const t = useTranslations("AssistantsAdvisors.personalityStart");
  const common = useTranslations("AssistantsAdvisors.common");
  const errorText = useSetupErrorText();
  const hydrated = useHydrated();
  // The setup has no fields; a problem the server still names is shown as it is.
  const problems = Object.values(fieldErrors);
  return (
    <div className="flex flex-col gap-4">
      {problems.length > 0 ? (
        <FormAlert>
          {problems.map((problem, index) => (
            <p key={index}>{errorText(problem)}</p>
          ))}
        </FormAlert>
      ) : null}
      <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
        {POINTS.map((point) => (
          <li key={point} className="flex gap-2">
            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-brand-600">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {t(`points.${point}`, { count: 120, minutes: 10 })}
          </li>
        ))}
      </ul>
      <div>
        <Button disabled={busy || !hydrated} onClick={() => onStart({})}>
          {busy ? common("starting") : t("start")}
        </Button>
      </div>
    </div>
  );
}
