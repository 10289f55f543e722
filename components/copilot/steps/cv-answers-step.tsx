"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import { firstMessage } from "@/components/forms/error-text";
import { PhoneFields } from "@/components/forms/phone-form";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useFieldError } from "@/components/forms/use-error-text";
import { Field, fieldErrorId } from "@/components/ui/field";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextField } from "@/components/ui/text-field";
import { useEntitlements } from "@/lib/api/billing";
import {
  profileKeys,
  updateProfile,
  updateProfileDetails,
  updateProfileExtra,
  useProfile,
  useProfileDetails,
  useProfileExtra,
} from "@/lib/api/profile";
import { useResumes } from "@/lib/api/resumes";
import type { Entitlements } from "@/lib/contracts/billing";
import type { Copilot } from "@/lib/contracts/copilot";
import type { Profile, ProfileDetails, ScreeningAnswers } from "@/lib/contracts/profile";
import { EDUCATION_LEVELS, NOTICE_PERIODS, SALARY_PERIODS } from "@/lib/contracts/profile-values";
import { stepHref } from "../edit-steps";
import { ChipsField, useCountryChips } from "../field-groups";
import { AmountField, Fieldset, FormSection, NumberInput, SelectField, YesNo } from "../fields";
import { applyServerErrors, StepForm, useSaveStep, type StepProblem } from "../step-form";
import { COMMON_CURRENCIES } from "./filters-step";
import { CvPicker } from "./cv-picker";
import type { SavePendingFacts } from "./cv-facts-editor";
import { cvAnswersRequests, formFieldOf } from "./cv-answers-requests";
import type { CvAnswersInput, CvAnswersOutput } from "./cv-answers-schema";
import { TailorSwitch } from "./tailor-switch";

// The schema brings zod and the phone numbering plans: loaded after the page.
const loadCvAnswersSchema = () => import("./cv-answers-schema").then((module) => module.cvAnswersSchema);

const FIELDS = [
  "resume_id",
  "tailor_cv",
  "country_code",
  "phone_number",
  "work_authorization",
  "requires_sponsorship",
  "notice_period",
  "salary_expectation",
  "links",
  "years_of_experience",
  "highest_education",
  "willing_to_relocate",
  "drivers_license",
] as const;

const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** Step 4 waits for the profile, the CVs and the plan, then opens the form with what is saved. */
export function CvAnswersStep({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor");
  const profile = useProfile();
  const details = useProfileDetails();
  const extra = useProfileExtra();
  const resumes = useResumes();
  const entitlements = useEntitlements();
  const failed = profile.error ?? details.error ?? extra.error ?? resumes.error ?? entitlements.error;
  if (failed && !(profile.data && details.data && extra.data && resumes.data && entitlements.data)) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
        {t("loadFailed")}
      </p>
    );
  }
  if (!profile.data || !details.data || !extra.data || !resumes.data || !entitlements.data) return <LoadingDots label={t("loading")} />;
  return (
    <CvAnswersForm
      copilot={copilot}
      profile={profile.data.data}
      details={details.data.data}
      answers={extra.data.data.screening_answers}
      newestResume={resumes.data.data.items[0]?.id}
      entitlements={entitlements.data.data}
    />
  );
}

function CvAnswersForm({
  copilot,
  profile,
  details,
  answers,
  newestResume,
  entitlements,
}: {
  copilot: Copilot;
  profile: Profile;
  details: ProfileDetails;
  answers: ScreeningAnswers;
  newestResume: string | undefined;
  entitlements: Entitlements;
}) {
  const t = useTranslations("CopilotEditor.answers");
  const errorText = useFieldError();
  const countryChips = useCountryChips();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const saveStep = useSaveStep(copilot.id);
  const resumes = useResumes().data?.data.items ?? [];
  const tailoringIncluded = entitlements.limits.cv_tailoring;
  const id = useId();
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const [savePendingFacts, setSavePendingFacts] = useState<SavePendingFacts | null>(null);
  const onSavePendingFacts = useCallback((save: SavePendingFacts | null) => setSavePendingFacts(() => save), []);
  const form = useForm<CvAnswersInput, unknown, CvAnswersOutput>({
    resolver: useLazyZodResolver(loadCvAnswersSchema),
    defaultValues: {
      resume_id: copilot.cv.resume_id ?? newestResume ?? "",
      tailor_cv: copilot.cv.tailor_cv,
      country_code: profile.country_code ?? "",
      phone_number: profile.phone_number ?? "",
      work_authorization: details.work_authorization,
      // What step 3 said about sponsorship is the best first guess.
      requires_sponsorship: details.requires_sponsorship ?? (copilot.filters.needs_sponsorship ? true : null),
      notice_period: details.notice_period,
      salary_expectation: details.salary_expectation ?? { amount: null, currency: copilot.filters.salary_currency ?? "EUR", period: "year" },
      links: { linkedin: details.links.linkedin ?? "", github: details.links.github ?? "", portfolio: details.links.portfolio ?? "" },
      years_of_experience: answers.years_of_experience,
      highest_education: answers.highest_education,
      willing_to_relocate: answers.willing_to_relocate,
      drivers_license: answers.drivers_license,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    // Corrections of the CV's facts left unsaved are saved first; when they cannot be, the editor says why and the step stays.
    if (savePendingFacts && !(await savePendingFacts())) return;
    const requests = cvAnswersRequests(values, { tailoringIncluded });
    const calls = [
      updateProfile(requests.profile).then((saved) => mutate(profileKeys.profile, saved, { revalidate: false })),
      updateProfileDetails(requests.details).then((saved) => mutate(profileKeys.details, saved, { revalidate: false })),
      updateProfileExtra(requests.extra).then((saved) => mutate(profileKeys.extra, saved, { revalidate: false })),
      saveStep(4, requests.step),
    ];
    const results = await Promise.allSettled(calls);
    const failures = results.flatMap((result) => (result.status === "rejected" ? [result.reason as unknown] : []));
    if (failures.length === 0) {
      router.push(stepHref(copilot.id, 5));
      return;
    }
    const problems = failures.map((failure) => applyServerErrors(failure, form.setError, FIELDS, formFieldOf)).filter(Boolean);
    setProblem(problems[0] ?? null);
  });

  const salaryError = errorText(firstMessage(errors.salary_expectation));

  return (
    <FormProvider {...form}>
      <StepForm id={copilot.id} step={4} onSubmit={onSubmit} submitting={isSubmitting} problem={problem}>
        <FormSection title={t("cvSection")} description={t("cvDescription")}>
          <Controller
            control={form.control}
            name="resume_id"
            render={({ field }) => (
              <CvPicker
                value={field.value}
                onChange={field.onChange}
                error={errorText(errors.resume_id?.message)}
                onSavePendingFacts={onSavePendingFacts}
                onUploaded={(resume) => {
                  const years = resume.facts.years_of_experience;
                  if (years !== null && form.getValues("years_of_experience") === null) {
                    form.setValue("years_of_experience", Math.floor(years), { shouldDirty: true });
                  }
                }}
              />
            )}
          />
          <TailorSwitch control={form.control} included={tailoringIncluded} plan={entitlements.plan} resumes={resumes} />
        </FormSection>

        <FormSection title={t("contactSection")} description={t("contactDescription")}>
          <PhoneFields country={profile.country} />
          <div className="grid gap-4 mobile:grid-cols-2">
            <TextField
              label={t("linkedin")}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.linkedin.com/in/…"
              error={errorText(errors.links?.linkedin?.message)}
              {...form.register("links.linkedin")}
            />
            <TextField
              label={t("github")}
              type="url"
              inputMode="url"
              placeholder="https://github.com/…"
              error={errorText(errors.links?.github?.message)}
              {...form.register("links.github")}
            />
            <TextField
              label={t("portfolio")}
              type="url"
              inputMode="url"
              placeholder="https://…"
              error={errorText(errors.links?.portfolio?.message)}
              {...form.register("links.portfolio")}
            />
          </div>
        </FormSection>

        <FormSection title={t("workSection")} description={t("workDescription")}>
          <ChipsField
            control={form.control}
            name="work_authorization"
            label={t("authorization")}
            hint={t("authorizationHint")}
            placeholder={t("authorizationPlaceholder")}
            error={errorText(firstMessage(errors.work_authorization))}
            max={50}
            {...countryChips}
          />
          <Controller
            control={form.control}
            name="requires_sponsorship"
            render={({ field }) => (
              <YesNo
                legend={t("sponsorship")}
                name="requires_sponsorship"
                value={field.value}
                onChange={field.onChange}
                texts={{ yes: t("yes"), no: t("no") }}
                error={errorText(errors.requires_sponsorship?.message)}
              />
            )}
          />
          <SelectField
            label={t("notice")}
            className="max-w-sm"
            error={errorText(errors.notice_period?.message)}
            {...form.register("notice_period", { setValueAs: (value: string) => value || null })}
          >
            <option value="">{t("notAnswered")}</option>
            {NOTICE_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`noticePeriods.${period}`)}
              </option>
            ))}
          </SelectField>
          <Fieldset legend={t("salary")} hint={t("salaryHint")} error={salaryError}>
            <div className="flex flex-wrap items-end gap-3">
              <AmountField
                label={t("amount")}
                min={1}
                step={1000}
                invalid={Boolean(errors.salary_expectation?.amount)}
                {...form.register("salary_expectation.amount", { setValueAs: numberOrNull })}
                className="w-40"
              />
              <SelectField label={t("currency")} className="w-32 [&>label]:text-xs [&>label]:text-gray-600" {...form.register("salary_expectation.currency")}>
                {[...new Set([...COMMON_CURRENCIES, form.getValues("salary_expectation.currency")])].map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t("period")} className="w-40 [&>label]:text-xs [&>label]:text-gray-600" {...form.register("salary_expectation.period")}>
                {SALARY_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`salaryPeriods.${period}`)}
                  </option>
                ))}
              </SelectField>
            </div>
          </Fieldset>
        </FormSection>

        <FormSection title={t("screeningSection")} description={t("screeningDescription")}>
          <div className="grid gap-6 mobile:grid-cols-2">
            <Field controlId={`${id}-years`} label={t("years")} error={errorText(errors.years_of_experience?.message)}>
              <NumberInput
                id={`${id}-years`}
                min={0}
                max={60}
                invalid={Boolean(errors.years_of_experience)}
                aria-describedby={errors.years_of_experience ? fieldErrorId(`${id}-years`) : undefined}
                {...form.register("years_of_experience", { setValueAs: numberOrNull })}
                className="w-28"
              />
            </Field>
            <SelectField
              label={t("education")}
              error={errorText(errors.highest_education?.message)}
              {...form.register("highest_education", { setValueAs: (value: string) => value || null })}
            >
              <option value="">{t("notAnswered")}</option>
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`educationLevels.${level}`)}
                </option>
              ))}
            </SelectField>
            <Controller
              control={form.control}
              name="willing_to_relocate"
              render={({ field }) => (
                <YesNo legend={t("relocate")} name="willing_to_relocate" value={field.value} onChange={field.onChange} texts={{ yes: t("yes"), no: t("no") }} />
              )}
            />
            <Controller
              control={form.control}
              name="drivers_license"
              render={({ field }) => (
                <YesNo legend={t("license")} name="drivers_license" value={field.value} onChange={field.onChange} texts={{ yes: t("yes"), no: t("no") }} />
              )}
            />
          </div>
        </FormSection>
      </StepForm>
    </FormProvider>
  );
}
