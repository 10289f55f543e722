"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { TextField } from "@/components/ui/text-field";
import type { Data } from "@/lib/api/data";
import { request } from "@/lib/api/request";
import { usePublicConfig } from "@/lib/public-config";
import { SIGNUP_PATH, type Session } from "@/lib/session/constants";
import type { loginSchema } from "@/lib/contracts/auth";
import { announceSignIn } from "./after-sign-in";
import { EntryForm, EntrySubmit, EntrySwitch } from "./form-actions";

type LoginInput = z.input<typeof loginSchema>;
type LoginOutput = z.output<typeof loginSchema>;
const FIELDS = ["email", "password"] as const;
const loadLoginSchema = () => import("@/lib/contracts/auth").then((module) => module.loginSchema);

/** Email and password → POST /api/login (sets the cookies) → the return path, or the copilot. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations("Login");
  const fieldError = useFieldError();
  const bannerText = useBannerText();
  const { extensionId } = usePublicConfig();
  const [banner, setBanner] = useState<ErrorText | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginOutput>({ resolver: useLazyZodResolver(loadLoginSchema), defaultValues: { email: "", password: "" } });

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const { data } = await request<Data<Session>>("POST", "/api/login", { body: values });
      setLeaving(true);
      await announceSignIn(data, extensionId);
      // A full load, so the server renders the next page with the new cookies.
      window.location.assign(returnTo);
    } catch (error) {
      const view = describeError(error, FIELDS);
      for (const [name, text] of Object.entries(view.fields)) setError(name as (typeof FIELDS)[number], { type: "server", message: text });
      setBanner(view.banner);
    }
  });

  const busy = isSubmitting || leaving;
  return (
    <EntryForm onSubmit={submit} banner={banner ? bannerText(banner) : null}>
      <TextField label={t("email")} type="email" autoComplete="email" inputMode="email" autoFocus error={fieldError(errors.email?.message)} {...register("email")} />
      <div className="flex flex-col gap-1.5">
        <TextField label={t("password")} type="password" autoComplete="current-password" error={fieldError(errors.password?.message)} {...register("password")} />
        <Link href="/forgot-password" className="self-end text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t("forgot")}
        </Link>
      </div>
      <EntrySubmit busy={busy} label={t("submit")} busyLabel={t("submitting")} />
      <EntrySwitch question={t("noAccount")} href={SIGNUP_PATH} linkText={t("signUp")} />
    </EntryForm>
  );
}
