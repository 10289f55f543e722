"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { Button, buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { forgotPassword } from "@/lib/api/auth";
import { LOGIN_PATH } from "@/lib/session/constants";
import type { forgotPasswordSchema } from "@/lib/contracts/auth";
import { EntryHeading } from "./entry-heading";
import { EntryForm, EntrySubmit } from "./form-actions";
import { FormAlert } from "./form-alert";

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotOutput = z.output<typeof forgotPasswordSchema>;
const loadForgotSchema = () => import("@/lib/contracts/auth").then((module) => module.forgotPasswordSchema);

/** Asks for a reset link. The answer is the same whether or not the account exists (no probing). */
export function ForgotPasswordForm() {
  const t = useTranslations("ForgotPassword");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotOutput>({ resolver: useLazyZodResolver(loadForgotSchema), defaultValues: { email: "" } });

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await forgotPassword(values);
      setSentTo(values.email);
    } catch (error) {
      const view = describeError(error, ["email"]);
      if (view.fields.email) setError("email", { type: "server", message: view.fields.email });
      setBanner(view.banner);
    }
  });

  if (sentTo) {
    return (
      <>
        <EntryHeading ref={doneHeading} title={t("sentHeading")} />
        <FormAlert tone="success">{t("sent", { email: sentTo })}</FormAlert>
        <p className="mt-4 text-sm text-gray-600">{t("sentHint")}</p>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Link href={LOGIN_PATH} className={buttonClasses("primary")}>
            {t("backToLogin")}
          </Link>
          <Button variant="ghost" onClick={() => setSentTo(null)}>
            {t("again")}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <EntryHeading title={t("heading")} subtitle={t("intro")} />
      <EntryForm onSubmit={submit} banner={banner ? bannerText(banner) : null}>
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={fieldError(errors.email?.message)}
          {...register("email")}
        />
        <EntrySubmit busy={isSubmitting} label={t("submit")} busyLabel={t("submitting")} />
        <p className="text-center text-sm">
          <Link href={LOGIN_PATH} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {t("backToLogin")}
          </Link>
        </p>
      </EntryForm>
    </>
  );
}
