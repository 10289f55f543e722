"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormAlert } from "@/components/entry/form-alert";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { changePassword } from "@/lib/api/account";
import type { changePasswordFormSchema } from "@/lib/contracts/account";
import { MIN_PASSWORD_LENGTH } from "@/lib/contracts/auth-limits";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { OwnerOnlyNote } from "./section-card";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";

type Input = z.input<typeof changePasswordFormSchema>;
type Output = z.output<typeof changePasswordFormSchema>;
const loadPasswordSchema = () => import("@/lib/contracts/account").then((module) => module.changePasswordFormSchema);
const FIELDS = ["current_password", "new_password", "repeat_password"] as const;
const EMPTY: Input = { current_password: "", new_password: "", repeat_password: "", sign_out_other_sessions: true };

/** Current password, the new one twice, and whether the other devices are signed out (on by default). */
export function PasswordForm({ email, locked }: { email: string | undefined; locked: boolean }) {
  const t = useTranslations("Account.password");
  const shared = useTranslations("Account");
  const fieldError = useFieldError();
  const problemText = useBannerText();
  const hydrated = useHydrated();
  const checkboxId = useId();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: useLazyZodResolver(loadPasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    // The repeat is checked here only; the backend takes the other three.
    const body = { current_password: values.current_password, new_password: values.new_password, sign_out_other_sessions: values.sign_out_other_sessions };
    try {
      const { data } = await changePassword(body);
      form.reset(EMPTY);
      toast.success(data.signed_out_sessions > 0 ? t("changedSignedOut", { count: data.signed_out_sessions }) : t("changed"));
    } catch (error) {
      const view = describeError(error, FIELDS);
      for (const [name, message] of Object.entries(view.fields)) form.setError(name as (typeof FIELDS)[number], { type: "server", message });
      setProblem(view.banner);
    }
  });

  return (
    <>
      {locked ? <OwnerOnlyNote>{shared("ownerOnly.password")}</OwnerOnlyNote> : null}
      <form method="post" onSubmit={submit} noValidate aria-label={t("formLabel")}>
        <fieldset disabled={locked} className="flex flex-col gap-4 disabled:opacity-60">
          {problem ? <FormAlert>{problemText(problem)}</FormAlert> : null}
          {/* Tells password managers which account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
          <TextField
            label={t("current")}
            type="password"
            autoComplete="current-password"
            error={fieldError(errors.current_password?.message)}
            {...form.register("current_password")}
          />
          <div className="grid gap-4 mobile:grid-cols-2">
            <TextField
              label={t("new")}
              type="password"
              autoComplete="new-password"
              hint={t("newHint", { min: MIN_PASSWORD_LENGTH })}
              error={fieldError(errors.new_password?.message)}
              {...form.register("new_password")}
            />
            <TextField
              label={t("repeat")}
              type="password"
              autoComplete="new-password"
              error={fieldError(errors.repeat_password?.message)}
              {...form.register("repeat_password")}
            />
          </div>
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              aria-describedby={`${checkboxId}-hint`}
              className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
              {...form.register("sign_out_other_sessions")}
            />
            <div>
              <label htmlFor={checkboxId} className="text-sm font-medium text-gray-800">
                {t("signOutOthers")}
              </label>
              <p id={`${checkboxId}-hint`} className="text-xs text-gray-500">
                {t("signOutOthersHint")}
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={locked || isSubmitting || !hydrated}>
              {isSubmitting ? t("submitting") : t("submit")}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
