"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch, type Control } from "react-hook-form";
import { useFieldError } from "@/components/forms/use-error-text";
import { linkTag } from "@/components/ui/text-link";
import type { Plan } from "@/lib/contracts/billing";
import type { ResumeSummary } from "@/lib/contracts/resume";
import { Switch } from "../fields";
import { tailoringNotice } from "./built-cvs";
import type { CvAnswersInput, CvAnswersOutput } from "./cv-answers-schema";

/**
 * Per-job tailoring of the copilot's CV (`tailor_cv`). Off and locked, with the way to upgrade,
 * when the plan lacks it; on with an uploaded CV, it says that only a built CV is tailored.
 */
export function TailorSwitch({
  control,
  included,
  plan,
  resumes,
}: {
  control: Control<CvAnswersInput, unknown, CvAnswersOutput>;
  included: boolean;
  plan: Pick<Plan, "name">;
  resumes: readonly ResumeSummary[];
}) {
  const t = useTranslations("CopilotEditor.cv.tailor");
  const errorText = useFieldError();
  const resumeId = useWatch({ control, name: "resume_id" });
  const resume = resumes.find(({ id }) => id === resumeId);

  return (
    <Controller
      control={control}
      name="tailor_cv"
      render={({ field, fieldState }) => {
        // What the copilot does: a choice kept from an earlier plan does nothing now, so it shows off.
        const on = included && field.value;
        const notice = tailoringNotice({ included, on, resume });
        return (
          <Switch
            ref={field.ref}
            label={t("label")}
            description={t("hint")}
            checked={on}
            onChange={field.onChange}
            disabled={!included}
            error={errorText(fieldState.error?.message)}
          >
            {notice === "upgrade" ? (
              <p className="mt-1 text-sm text-amber-900">{t.rich("upgrade", { plan: plan.name, link: linkTag("/subscription", "inherit") })}</p>
            ) : null}
            {/* Always there, so the notice is announced when the switch or the CV brings it. */}
            <div role="status">
              {notice === "needsBuiltCv" ? (
                <p className="mt-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">{t("needsBuiltCv")}</p>
              ) : null}
            </div>
          </Switch>
        );
      }}
    />
  );
}
