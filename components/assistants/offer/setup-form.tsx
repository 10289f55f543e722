"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Controller, FormProvider, get, useFieldArray, useForm, useWatch, type FieldErrors, type FieldPath } from "react-hook-form";
import { Fieldset, FormSection, SelectField } from "@/components/copilot/fields";
import { useDisplayNames } from "@/components/copilot/display-names";
import { FormAlert } from "@/components/entry/form-alert";
import { CountrySelect } from "@/components/forms/country-select";
import { useFieldError } from "@/components/forms/use-error-text";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useMobileCodes } from "@/components/forms/use-mobile-codes";
import { Button } from "@/components/ui/button";
import { ErrorMessage, Field, fieldDescribedBy } from "@/components/ui/field";
import { CONVERTIBLE_CURRENCIES, currencyOfCountry } from "@/lib/currencies";
import { useProblemMessage } from "../advisors/field-errors";
import { JobTitleField } from "../advisors/job-title-field";
import type { SetupFormProps } from "../types";
import { formatAmount, parseAmount } from "./amounts";
import { BENEFITS_MAX, BONUS_PERCENT_MAX, BONUS_TYPES, buildOfferSetup, emptyOfferDraft, formFieldOf, OFFER_SENIORITIES, type OfferDraft } from "./setup";

type AmountName = "base_salary" | "bonus_value" | "equity_per_year" | "signing_bonus";

const inputClasses = (invalid: boolean) =>
  clsx(
    "w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base outline-none transition-colors focus:ring-2",
    invalid ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
  );

const messageOf = (errors: FieldErrors<OfferDraft>, name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;

/** The offer to analyse → the offer_negotiation setup. */
export function OfferSetupForm({ busy, fieldErrors, onStart }: SetupFormProps) {
  const t = useTranslations("AssistantsOffer.form");
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  const names = useDisplayNames();
  const countries = useMobileCodes();
  const fieldError = useFieldError();
  const problemMessage = useProblemMessage();
  const form = useForm<OfferDraft>({ defaultValues: emptyOfferDraft() });
  const { errors } = form.formState;
  const benefits = useFieldArray({ control: form.control, name: "benefits" });
  const addBenefitRef = useRef<HTMLButtonElement>(null);
  // Which form line each benefit sent came from: the server numbers them without the empty lines.
  const sentBenefitLines = useRef<number[]>([]);
  const [country, currency, bonusType] = useWatch({ control: form.control, name: ["country", "currency", "bonus_type"] });
  const required = (label: string) => `${label} *`;
  const errorOf = (name: string) => fieldError(messageOf(errors, name));

  // The country's usual currency, until the user chooses one.
  useEffect(() => {
    if (form.getFieldState("currency").isDirty) return;
    form.setValue("currency", (country && currencyOfCountry(country)) || "");
  }, [country, form]);

  // The server's problems go under their fields; those of no field of this form above it.
  useEffect(() => {
    for (const [key, problem] of Object.entries(fieldErrors)) {
      const name = formFieldOf(key, sentBenefitLines.current);
      if (name) form.setError(name as FieldPath<OfferDraft>, { type: "server", message: problemMessage(problem) });
    }
  }, [fieldErrors, form, problemMessage]);
  const strays = Object.entries(fieldErrors).filter(([key]) => formFieldOf(key) === null);

  const send = (draft: OfferDraft) => {
    const result = buildOfferSetup(draft);
    if (result.problems) {
      Object.entries(result.problems).forEach(([key, problem], index) => {
        const name = formFieldOf(key);
        if (name) form.setError(name as FieldPath<OfferDraft>, { type: "client", message: problemMessage(problem) }, { shouldFocus: index === 0 });
      });
      return;
    }
    sentBenefitLines.current = result.benefitLines;
    onStart(result.setup);
  };

  /** An amount typed the user's way, written back the page's way once it is read. */
  const amountField = (name: AmountName, label: string, suffix: string, hint?: string, isRequired = false) => {
    const controlId = `${id}-${name}`;
    const error = errorOf(name);
    return (
      <Field controlId={controlId} label={label} error={error} hint={hint}>
        <div className="flex items-center gap-2">
          <input
            id={controlId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-required={isRequired || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={clsx(fieldDescribedBy(controlId, error, hint), suffix && `${controlId}-unit`) || undefined}
            className={clsx(inputClasses(Boolean(error)), "tabular-nums")}
            {...form.register(name, {
              onBlur: (event: { target: { value: string } }) => {
                const value = parseAmount(event.target.value);
                if (value !== null && !Number.isNaN(value)) form.setValue(name, formatAmount(value, locale));
              },
            })}
          />
          {/* The unit is read with the field: "EUR", "%". */}
          <span id={`${controlId}-unit`} className="w-10 shrink-0 text-sm font-medium text-gray-600">
            {suffix}
          </span>
        </div>
      </Field>
    );
  };

  const removeBenefit = (index: number) => {
    benefits.remove(index);
    form.clearErrors("benefits");
    addBenefitRef.current?.focus();
  };

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate className="flex flex-col gap-8">
        <p className="text-sm text-gray-600">{t("requiredNote")}</p>
        {strays.length > 0 ? (
          <FormAlert>
            {strays.map(([key, problem]) => (
              <p key={key}>{fieldError(problemMessage(problem))}</p>
            ))}
          </FormAlert>
        ) : null}
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-8">
          <FormSection title={t("jobSection")} description={t("jobDescription")}>
            <Controller
              control={form.control}
              name="title"
              render={({ field }) => (
                <JobTitleField
                  label={required(t("title"))}
                  placeholder={t("titlePlaceholder")}
                  value={field.value}
                  onChange={field.onChange}
                  error={errorOf("title")}
                  disabled={busy}
                />
              )}
            />
            <div className="grid gap-4 mobile:grid-cols-2">
              <Field controlId={`${id}-company`} label={t("company")} error={errorOf("company")}>
                <input
                  id={`${id}-company`}
                  autoComplete="organization"
                  aria-invalid={errorOf("company") ? true : undefined}
                  aria-describedby={fieldDescribedBy(`${id}-company`, errorOf("company"))}
                  className={inputClasses(Boolean(errorOf("company")))}
                  {...form.register("company")}
                />
              </Field>
              <SelectField label={t("seniority")} error={errorOf("seniority")} {...form.register("seniority")}>
                <option value="">{t("seniorityAny")}</option>
                {OFFER_SENIORITIES.map((level) => (
                  <option key={level} value={level}>
                    {t(`seniorities.${level}`)}
                  </option>
                ))}
              </SelectField>
              <CountrySelect<OfferDraft>
                name="country"
                label={required(t("country"))}
                placeholder={t("countryPlaceholder")}
                loadingLabel={t("countriesLoading")}
                items={countries.items}
              />
              <Field controlId={`${id}-city`} label={t("city")} error={errorOf("city")}>
                <input
                  id={`${id}-city`}
                  autoComplete="address-level2"
                  aria-invalid={errorOf("city") ? true : undefined}
                  aria-describedby={fieldDescribedBy(`${id}-city`, errorOf("city"))}
                  className={inputClasses(Boolean(errorOf("city")))}
                  {...form.register("city")}
                />
              </Field>
            </div>
          </FormSection>

          <FormSection title={t("offerSection")} description={t("offerDescription")}>
            <div className="grid gap-4 mobile:grid-cols-2">
              <SelectField label={required(t("currency"))} error={errorOf("currency")} aria-required {...form.register("currency")}>
                <option value="">{t("currencyPlaceholder")}</option>
                {CONVERTIBLE_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code} – {names.currency(code)}
                  </option>
                ))}
              </SelectField>
              {amountField("base_salary", required(t("baseSalary")), currency, t("amountHint", { example: formatAmount(85000, locale) }), true)}
            </div>
            <Fieldset legend={t("bonus")} hint={t("bonusHint")}>
              <div role="radiogroup" aria-label={t("bonusType")} className="inline-flex w-fit rounded-lg border border-gray-300 bg-white p-0.5">
                {BONUS_TYPES.map((type) => (
                  <label
                    key={type}
                    className={clsx(
                      "cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                      bonusType === type ? "bg-brand-600 text-white" : "text-gray-700 hover:bg-gray-100",
                    )}
                  >
                    <input type="radio" value={type} className="sr-only" {...form.register("bonus_type")} />
                    {t(`bonusTypes.${type}`)}
                  </label>
                ))}
              </div>
              <div className="max-w-xs">
                {amountField(
                  "bonus_value",
                  bonusType === "percent" ? t("bonusPercent") : t("bonusAmount"),
                  bonusType === "percent" ? "%" : currency,
                  bonusType === "percent" ? t("bonusPercentHint", { max: BONUS_PERCENT_MAX }) : undefined,
                )}
              </div>
            </Fieldset>
            <div className="grid gap-4 mobile:grid-cols-2">
              {amountField("equity_per_year", t("equity"), currency, t("equityHint"))}
              {amountField("signing_bonus", t("signingBonus"), currency, t("signingHint"))}
            </div>
          </FormSection>

          <FormSection title={t("extrasSection")} description={t("extrasDescription")}>
            <Fieldset legend={t("benefits")} hint={t("benefitsHint", { max: BENEFITS_MAX })} error={errorOf("benefits.root")}>
              {benefits.fields.length > 0 ? (
                <ol className="flex flex-col gap-2">
                  {benefits.fields.map((benefit, index) => {
                    const controlId = `${id}-benefit-${benefit.id}`;
                    const error = errorOf(`benefits.${index}.text`);
                    return (
                      <li key={benefit.id} className="flex flex-col gap-1">
                        <label htmlFor={controlId} className="sr-only">
                          {t("benefit", { number: index + 1 })}
                        </label>
                        <ErrorMessage id={`${controlId}-error`}>{error}</ErrorMessage>
                        <div className="flex items-center gap-2">
                          <input
                            id={controlId}
                            placeholder={index === 0 ? t("benefitPlaceholder") : undefined}
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `${controlId}-error` : undefined}
                            className={inputClasses(Boolean(error))}
                            {...form.register(`benefits.${index}.text`)}
                          />
                          <button
                            type="button"
                            onClick={() => removeBenefit(index)}
                            aria-label={t("removeBenefit", { number: index + 1 })}
                            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                          >
                            <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
                              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                            </svg>
                          </button>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  ref={addBenefitRef}
                  variant="secondary"
                  className="px-3 py-1.5"
                  disabled={benefits.fields.length >= BENEFITS_MAX}
                  onClick={() => benefits.append({ text: "" })}
                >
                  {t("addBenefit")}
                </Button>
                {benefits.fields.length >= BENEFITS_MAX ? <span className="text-sm text-gray-600">{t("benefitsFull", { max: BENEFITS_MAX })}</span> : null}
              </div>
            </Fieldset>
            <Field controlId={`${id}-start`} label={t("startDate")} error={errorOf("start_date")} className="max-w-xs">
              <input
                id={`${id}-start`}
                type="date"
                aria-invalid={errorOf("start_date") ? true : undefined}
                aria-describedby={fieldDescribedBy(`${id}-start`, errorOf("start_date"))}
                className={inputClasses(Boolean(errorOf("start_date")))}
                {...form.register("start_date")}
              />
            </Field>
          </FormSection>
        </fieldset>
        <div>
          <Button type="submit" disabled={busy || !hydrated}>
            {busy ? t("submitting") : t("submit")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
