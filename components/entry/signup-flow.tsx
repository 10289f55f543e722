"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { CountrySelect } from "@/components/forms/country-select";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { PhoneFields } from "@/components/forms/phone-form";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useMobileCodes } from "@/components/forms/use-mobile-codes";
import { ErrorMessage } from "@/components/ui/field";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextField } from "@/components/ui/text-field";
import type { Data } from "@/lib/api/data";
import { fetchProfile } from "@/lib/api/profile";
import { request } from "@/lib/api/request";
import { useSession } from "@/lib/hooks/use-session";
import { usePublicConfig } from "@/lib/public-config";
import { HOME_PATH, LOGIN_PATH, PRIVACY_PATH, TERMS_PATH, type Session } from "@/lib/session/constants";
import { MIN_PASSWORD_LENGTH } from "@/lib/contracts/auth-limits";
import type { completeRegistrationSchema } from "@/lib/contracts/phone";
import { announceSignIn } from "./after-sign-in";
import { EntryHeading } from "./entry-heading";
import { EntryForm, EntrySubmit, EntrySwitch } from "./form-actions";
import { FormAlert } from "./form-alert";
import type { accountSchema } from "./form-schemas";

export type SignupStep = "account" | "details" | "check";

/**
 * Sign-up in two steps: the account (email, password) → POST /api/register, which signs the
 * user in; then name, country and phone → POST /api/register/complete → the copilot.
 */
export function SignupFlow({ initialStep, referralCode }: { initialStep: SignupStep; referralCode: string | null }) {
  const [step, setStep] = useState<SignupStep>(initialStep);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (step !== "check") return;
    // The server could not tell whether sign-up is complete: ask the profile.
    fetchProfile()
      .then(({ data }) => (data.registration_completed ? window.location.assign(HOME_PATH) : setStep("details")))
      .catch(() => setStep("details"));
  }, [step]);

  useEffect(() => {
    if (step === "details" && moved.current) heading.current?.focus();
  }, [step]);

  if (step === "check") return <CheckingStep />;
  if (step === "account") {
    return (
      <AccountStep
        referralCode={referralCode}
        onDone={() => {
          moved.current = true;
          setStep("details");
        }}
      />
    );
  }
  return <DetailsStep headingRef={heading} />;
}

function CheckingStep() {
  const t = useTranslations("Entry");
  return <LoadingDots label={t("loading")} />;
}

function StepMarker({ step }: { step: 1 | 2 }) {
  const t = useTranslations("Signup");
  return (
    <div className="mb-5 flex items-center gap-3">
      <div className="flex flex-1 gap-1.5" aria-hidden>
        {[1, 2].map((index) => (
          <span key={index} className={`h-1.5 flex-1 rounded-full ${index <= step ? "bg-brand-600" : "bg-gray-200"}`} />
        ))}
      </div>
      <p className="text-xs font-medium text-gray-500">{t("step", { step, total: 2 })}</p>
    </div>
  );
}

const loadAccountSchema = () => import("./form-schemas").then((module) => module.accountSchema);
type AccountInput = z.input<typeof accountSchema>;
type AccountOutput = z.output<typeof accountSchema>;
const ACCOUNT_FIELDS = ["email", "password", "accept_terms"] as const;

/** A link of the consent label: a new tab, so the half-filled form stays where it is. */
function newTabLink(href: string, describedBy: string) {
  return function NewTabLink(chunks: React.ReactNode) {
    return (
      <a href={href} target="_blank" rel="noopener" aria-describedby={describedBy} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600">
        {chunks}
      </a>
    );
  };
}

function AccountStep({ referralCode, onDone }: { referralCode: string | null; onDone: () => void }) {
  const t = useTranslations("Signup");
  const locale = useLocale();
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const { extensionId } = usePublicConfig();
  const { mutate } = useSession();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const form = useForm<AccountInput, unknown, AccountOutput>({
    resolver: useLazyZodResolver(loadAccountSchema),
    defaultValues: { email: "", password: "", accept_terms: false },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const longEnough = password.length >= MIN_PASSWORD_LENGTH;
  const passwordId = useId();
  const ruleId = `${passwordId}-rule`;
  const passwordError = fieldError(errors.password?.message);
  // No green tick beside a refusal ("too common"): the length is not all a password needs.
  const ruleMet = longEnough && !passwordError;
  const termsId = useId();
  const termsHintId = `${termsId}-hint`;
  const termsErrorId = `${termsId}-error`;
  const termsError = fieldError(errors.accept_terms?.message);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    const body = { ...values, locale, ...(referralCode ? { referral_code: referralCode } : {}) };
    try {
      const { data } = await request<Data<Session>>("POST", "/api/register", { body });
      await mutate(data, { revalidate: false });
      await announceSignIn(data, extensionId);
      onDone();
    } catch (error) {
      const view = describeError(error, ACCOUNT_FIELDS);
      for (const [name, text] of Object.entries(view.fields)) setError(name as (typeof ACCOUNT_FIELDS)[number], { type: "server", message: text });
      setBanner(view.banner);
    }
  });

  return (
    <>
      <StepMarker step={1} />
      <EntryHeading title={t("heading")} subtitle={t("subtitle")} />
      <EntryForm onSubmit={submit} banner={banner ? bannerText(banner) : null}>
        {referralCode ? <FormAlert tone="info">{t("referral", { code: referralCode })}</FormAlert> : null}
        <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" autoFocus error={fieldError(errors.email?.message)} {...register("email")} />
        <div className="flex flex-col gap-1.5">
          <TextField
            id={passwordId}
            label={t("password")}
            type="password"
            autoComplete="new-password"
            error={passwordError}
            {...register("password")}
            aria-describedby={passwordError ? `${passwordId}-error ${ruleId}` : ruleId}
          />
          <p id={ruleId} className={`flex items-start gap-1.5 text-xs ${ruleMet ? "text-emerald-700" : "text-gray-500"}`}>
            <span
              aria-hidden
              className={`mt-px inline-flex size-3.5 shrink-0 items-center justify-center rounded-full ${ruleMet ? "bg-emerald-600 text-white" : "bg-gray-200"}`}
            >
              {ruleMet ? (
                <svg viewBox="0 0 12 12" className="size-2.5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="m2.5 6.5 2.2 2 4.8-5" />
                </svg>
              ) : null}
            </span>
            {t("passwordRule", { min: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? `${termsErrorId} ${termsHintId}` : termsHintId}
              className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
              {...register("accept_terms")}
            />
            <div className="flex flex-col gap-0.5">
              <label htmlFor={termsId} className="text-sm text-gray-800">
                {t.rich("acceptTerms", { terms: newTabLink(TERMS_PATH, termsHintId), privacy: newTabLink(PRIVACY_PATH, termsHintId) })}
              </label>
              <p id={termsHintId} className="text-xs text-gray-500">
                {t("legalNewTab")}
              </p>
            </div>
          </div>
          <ErrorMessage id={termsErrorId}>{termsError}</ErrorMessage>
        </div>
        <EntrySubmit busy={isSubmitting} label={t("submit")} busyLabel={t("submitting")} />
        <EntrySwitch question={t("haveAccount")} href={LOGIN_PATH} linkText={t("login")} />
      </EntryForm>
    </>
  );
}

type DetailsInput = z.input<typeof completeRegistrationSchema>;
type DetailsOutput = z.output<typeof completeRegistrationSchema>;
// The phone check brings libphonenumber's metadata along: loaded with the schema, after the page.
const loadDetailsSchema = () => import("@/lib/contracts/phone").then((module) => module.completeRegistrationSchema);
const DETAILS_FIELDS = ["first_name", "last_name", "country", "country_code", "phone_number"] as const;

function DetailsStep({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  const t = useTranslations("Signup");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const { extensionId } = usePublicConfig();
  const { items, failed, retry } = useMobileCodes();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: useLazyZodResolver(loadDetailsSchema),
    defaultValues: { first_name: "", last_name: "", country: "", country_code: "", phone_number: "" },
  });
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const country = useWatch({ control: form.control, name: "country" });

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { data } = await request<Data<Session>>("POST", "/api/register/complete", { body: values });
      setLeaving(true);
      await announceSignIn(data, extensionId);
      window.location.assign(HOME_PATH);
    } catch (error) {
      const view = describeError(error, DETAILS_FIELDS);
      for (const [name, text] of Object.entries(view.fields)) setError(name as (typeof DETAILS_FIELDS)[number], { type: "server", message: text });
      setBanner(view.banner);
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <>
      <StepMarker step={2} />
      <EntryHeading ref={headingRef} title={t("detailsHeading")} subtitle={t("detailsSubtitle")} />
      <FormProvider {...form}>
        <EntryForm onSubmit={submit} banner={banner ? bannerText(banner) : null}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t("firstName")} autoComplete="given-name" error={fieldError(errors.first_name?.message)} {...register("first_name")} />
            <TextField label={t("lastName")} autoComplete="family-name" error={fieldError(errors.last_name?.message)} {...register("last_name")} />
          </div>
          <CountrySelect<DetailsInput> name="country" label={t("country")} placeholder={t("countryPlaceholder")} loadingLabel={t("countriesLoading")} items={items} />
          <PhoneFields country={country} items={items} />
          {failed ? (
            <FormAlert>
              {t("countriesFailed")}{" "}
              <button type="button" onClick={retry} className="font-semibold underline underline-offset-2">
                {t("retry")}
              </button>
            </FormAlert>
          ) : null}
          <EntrySubmit busy={busy} label={t("finish")} busyLabel={t("finishing")} />
        </EntryForm>
      </FormProvider>
    </>
  );
}
