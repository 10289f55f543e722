"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { CountrySelect } from "@/components/forms/country-select";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useMobileCodes } from "@/components/forms/use-mobile-codes";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { updateProfile } from "@/lib/api/profile";
import { refreshSession } from "@/lib/session/browser";
import type { profileFormSchema } from "@/lib/contracts/account";
import type { Profile } from "@/lib/contracts/profile";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";

type Input = z.input<typeof profileFormSchema>;
type Output = z.output<typeof profileFormSchema>;
const loadProfileSchema = () => import("@/lib/contracts/account").then((module) => module.profileFormSchema);
const FIELDS = ["first_name", "last_name", "country"] as const;

/** Name and country → PATCH /profile. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const t = useTranslations("Account.profile");
  const fieldError = useFieldError();
  const problemText = useBannerText();
  const hydrated = useHydrated();
  const countries = useMobileCodes();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: useLazyZodResolver(loadProfileSchema),
    defaultValues: { first_name: profile.first_name ?? "", last_name: profile.last_name ?? "", country: profile.country ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const { data } = await updateProfile(values);
      form.reset({ first_name: data.first_name ?? "", last_name: data.last_name ?? "", country: data.country ?? "" });
      onSaved(data);
      // The country travels in the session too: fetch one that carries the new value.
      if (data.country !== profile.country) void refreshSession();
      toast.success(t("saved"));
    } catch (error) {
      const view = describeError(error, FIELDS);
      for (const [name, message] of Object.entries(view.fields)) form.setError(name as (typeof FIELDS)[number], { type: "server", message });
      setProblem(view.banner);
    }
  });

  return (
    <FormProvider {...form}>
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {problem ? <FormAlert>{problemText(problem)}</FormAlert> : null}
        <div className="grid gap-4 mobile:grid-cols-2">
          <TextField label={t("firstName")} autoComplete="given-name" error={fieldError(errors.first_name?.message)} {...form.register("first_name")} />
          <TextField label={t("lastName")} autoComplete="family-name" error={fieldError(errors.last_name?.message)} {...form.register("last_name")} />
        </div>
        <CountrySelect<Input>
          name="country"
          label={t("country")}
          placeholder={t("countryPlaceholder")}
          loadingLabel={t("countriesLoading")}
          items={countries.items}
        />
        <div>
          <Button type="submit" disabled={isSubmitting || !hydrated}>
            {isSubmitting ? t("saving") : t("save")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
