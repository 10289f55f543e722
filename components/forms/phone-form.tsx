"use client";

import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/hooks/use-session";
import type { phoneSchema } from "@/lib/contracts/phone";
import { CountryFlag } from "./country-flag";
import { describeError, type ErrorText } from "./error-text";
import { useLazyZodResolver } from "./lazy-resolver";
import { chooseCountryCode, findMobileCode, mobileCodeLabel, pasteDigits, stripTyped, type MobileCode } from "./phone-input";
import { SelectChevron } from "./select-chevron";
import { useBannerText, useFieldError } from "./use-error-text";
import { useMobileCodes } from "./use-mobile-codes";
import { useHydrated } from "./use-hydrated";

export type PhoneValues = { country_code: string; phone_number: string };
const PHONE_FIELDS = ["country_code", "phone_number"] as const;

/**
 * The phone form's fields, for any react-hook-form form that has `country_code` and
 * `phone_number` (wrap it in <FormProvider>). The calling code follows `country` — or the
 * signed-in user's country when `country` is not given — until one is saved or picked.
 */
export function PhoneFields({ country, items: givenItems }: { country?: string | null; items?: readonly MobileCode[] }) {
  const t = useTranslations("PhoneForm");
  const fieldError = useFieldError();
  const { user } = useSession();
  const { register, setValue, getValues, formState } = useFormContext<PhoneValues>();
  const loaded = useMobileCodes();
  const items = givenItems ?? loaded.items;
  const wantedCountry = country === undefined ? user?.country : country;
  const { isSubmitted } = formState;
  const savedCode = formState.defaultValues?.country_code ?? "";
  // We set the code without shouldDirty: a dirty code is one the user picked.
  const pickedCode = Boolean(formState.dirtyFields.country_code);

  useEffect(() => {
    if (!items) return;
    const current = getValues("country_code");
    const autoFilled = current !== savedCode && !pickedCode;
    const next = chooseCountryCode({ current, autoFilled, country: wantedCountry, items });
    if (next !== current) setValue("country_code", next, { shouldValidate: isSubmitted });
  }, [items, wantedCountry, savedCode, pickedCode, getValues, setValue, isSubmitted]);

  const code = useWatch<PhoneValues, "country_code">({ name: "country_code" });
  const codeError = formState.errors.country_code;
  const selected = items ? findMobileCode(items, code) : undefined;
  const phone = register("phone_number");
  const id = useId();
  const inputId = `${id}-number`;
  const selectId = `${id}-code`;
  const errorId = `${id}-error`;
  const phoneError = formState.errors.phone_number?.message;
  const error = fieldError(phoneError ?? codeError?.message);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-gray-800">
        {t("label")}
      </label>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <div
          className={clsx(
            "relative flex shrink-0 items-center gap-2 rounded-lg border bg-white px-3 py-2 transition-colors focus-within:ring-2",
            codeError ? "border-red-500 focus-within:ring-red-200" : "border-gray-300 focus-within:border-brand-500 focus-within:ring-brand-100",
          )}
        >
          <CountryFlag code={code || null} />
          <span aria-hidden className={clsx("min-w-10 text-base tabular-nums", selected ? "text-gray-900" : "text-gray-500")}>
            {selected?.mobile_code ?? t("codePlaceholder")}
          </span>
          <SelectChevron />
          <label htmlFor={selectId} className="sr-only">
            {t("countryCode")}
          </label>
          {/* The native select lies invisibly over the flag and code: it keeps its keyboard and screen-reader behaviour. */}
          {items ? (
            <select
              id={selectId}
              {...register("country_code")}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError && !phoneError ? errorId : undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
            >
              <option value="">{t("chooseCode")}</option>
              {items.map((item) => (
                <option key={item.code} value={item.code}>
                  {mobileCodeLabel(item)}
                </option>
              ))}
            </select>
          ) : (
            <select id={selectId} disabled className="absolute inset-0 size-full cursor-wait appearance-none opacity-0">
              <option>{t("loading")}</option>
            </select>
          )}
        </div>
        <input
          {...phone}
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={phoneError ? errorId : undefined}
          onChange={(event) => {
            const input = event.target;
            const { value, caret } = stripTyped(input.value, input.selectionStart);
            if (value !== input.value) {
              input.value = value;
              input.setSelectionRange(caret, caret);
            }
            return phone.onChange(event);
          }}
          onPaste={(event) => {
            event.preventDefault();
            const input = event.currentTarget;
            const { value, caret } = pasteDigits(input.value, input.selectionStart, input.selectionEnd, event.clipboardData.getData("text"));
            setValue("phone_number", value, { shouldDirty: true, shouldValidate: isSubmitted });
            input.value = value;
            input.setSelectionRange(caret, caret);
          }}
          className={clsx(
            "min-w-0 flex-1 rounded-lg border px-3 py-2 text-base tabular-nums outline-none transition-colors focus:ring-2",
            phoneError ? "border-red-500 focus:ring-red-200" : "border-gray-300 focus:border-brand-500 focus:ring-brand-100",
          )}
        />
      </div>
      {loaded.failed && !givenItems ? (
        <p className="text-sm text-red-700">
          {t("loadFailed")}{" "}
          <button type="button" onClick={loaded.retry} className="font-semibold underline underline-offset-2">
            {t("retry")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

type PhoneInput = z.input<typeof phoneSchema>;
type PhoneOutput = z.output<typeof phoneSchema>;
// The numbering plans (libphonenumber) come with the schema, after the page.
const loadPhoneSchema = () => import("@/lib/contracts/phone").then((module) => module.phoneSchema);

/** The phone form on its own (e.g. on the account page): validates with the shared schema and saves. */
export function PhoneForm({
  defaultValues,
  country,
  onSubmit,
  submitLabel,
}: {
  defaultValues?: Partial<PhoneValues>;
  country?: string | null;
  onSubmit: (values: PhoneOutput) => Promise<void>;
  submitLabel?: string;
}) {
  const t = useTranslations("PhoneForm");
  const bannerText = useBannerText();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [saved, setSaved] = useState(false);
  const hydrated = useHydrated();
  const form = useForm<PhoneInput, unknown, PhoneOutput>({
    resolver: useLazyZodResolver(loadPhoneSchema),
    defaultValues: { country_code: defaultValues?.country_code ?? "", phone_number: defaultValues?.phone_number ?? "" },
  });
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setSaved(false);
    try {
      await onSubmit(values);
      form.reset(values);
      setSaved(true);
    } catch (error) {
      const view = describeError(error, PHONE_FIELDS);
      for (const [name, text] of Object.entries(view.fields)) form.setError(name as keyof PhoneValues, { type: "server", message: text });
      setBanner(view.banner);
    }
  });
  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {banner ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {bannerText(banner)}
          </p>
        ) : null}
        <PhoneFields country={country} />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting || !hydrated}>
            {form.formState.isSubmitting ? t("saving") : (submitLabel ?? t("save"))}
          </Button>
          {saved && !form.formState.isDirty ? (
            <span role="status" className="text-sm text-emerald-700">
              {t("saved")}
            </span>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
