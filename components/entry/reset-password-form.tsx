"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { buttonClasses } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { resetPassword } from "@/lib/api/auth";
import { request } from "@/lib/api/request";
import { readSession } from "@/lib/session/browser";
import { LOGIN_PATH } from "@/lib/session/constants";
import { MIN_PASSWORD_LENGTH } from "@/lib/contracts/auth-limits";
import type { resetFormSchema } from "./form-schemas";
import { EntryHeading } from "./entry-heading";
import { EntryForm, EntrySubmit } from "./form-actions";
import { FormAlert } from "./form-alert";

type ResetValues = z.infer<typeof resetFormSchema>;
const loadResetSchema = () => import("./form-schemas").then((module) => module.resetFormSchema);

/** A reset link that cannot work: say so and offer a new one. */
export function InvalidResetLink() {
  const t = useTranslations("ResetPassword");
  return (
    <>
      <EntryHeading title={t("invalidHeading")} />
      <FormAlert>{t("invalid")}</FormAlert>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/forgot-password" className={buttonClasses("primary")}>
          {t("requestNew")}
        </Link>
        <Link href={LOGIN_PATH} className={buttonClasses("ghost")}>
          {t("login")}
        </Link>
      </div>
    </>
  );
}

/** The new password, twice → POST auth/reset. The backend then signs the account out everywhere. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("ResetPassword");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [state, setState] = useState<"form" | "done" | "invalid">("form");
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ resolver: useLazyZodResolver(loadResetSchema), defaultValues: { password: "", confirm: "" } });

  useEffect(() => {
    if (state === "done") doneHeading.current?.focus();
  }, [state]);

  const submit = handleSubmit(async ({ password }) => {
    setBanner(null);
    try {
      await resetPassword({ token, password });
      // Every session of the account has ended; this browser's too.
      if (readSession()) await request("POST", "/api/logout", { body: {} }).catch(() => undefined);
      setState("done");
    } catch (error) {
      const view = describeError(error, ["password", "token"]);
      if (view.fields.token) return setState("invalid");
      if (view.fields.password) setError("password", { type: "server", message: view.fields.password });
      setBanner(view.banner);
    }
  });

  if (state === "invalid") return <InvalidResetLink />;
  if (state === "done") {
    return (
      <>
        <EntryHeading ref={doneHeading} title={t("doneHeading")} />
        <FormAlert tone="success">{t("done")}</FormAlert>
        <Link href={LOGIN_PATH} className={buttonClasses("primary", "mt-6 w-full py-2.5")}>
          {t("login")}
        </Link>
      </>
    );
  }

  return (
    <>
      <EntryHeading title={t("heading")} subtitle={t("intro")} />
      <EntryForm onSubmit={submit} banner={banner ? bannerText(banner) : null}>
        <TextField
          label={t("password")}
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={t("passwordRule", { min: MIN_PASSWORD_LENGTH })}
          error={fieldError(errors.password?.message)}
          {...register("password")}
        />
        <TextField label={t("confirm")} type="password" autoComplete="new-password" error={fieldError(errors.confirm?.message)} {...register("confirm")} />
        <EntrySubmit busy={isSubmitting} label={t("submit")} busyLabel={t("submitting")} />
      </EntryForm>
    </>
  );
}
