"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { FormAlert } from "@/components/entry/form-alert";
import { useHydrated } from "@/components/forms/use-hydrated";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api/request";
import { cancelEmailChange, changeEmail, resendEmailChange, useEmailStatus } from "@/lib/api/account";
import { resendVerificationMail } from "@/lib/api/auth";
import type { changeEmailSchema } from "@/lib/contracts/account";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { OwnerOnlyNote } from "./section-card";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";

type Input = z.input<typeof changeEmailSchema>;
type Output = z.output<typeof changeEmailSchema>;
const loadChangeEmailSchema = () => import("@/lib/contracts/account").then((module) => module.changeEmailSchema);
const FIELDS = ["new_email", "password"] as const;

function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslations("Account.email");
  return (
    <span
      className={
        verified
          ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
          : "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      }
    >
      {verified ? t("verified") : t("unverified")}
    </span>
  );
}

/** The sign-in address: its state, a pending change (resend, cancel) and the form to change it. */
export function EmailSection({ locked }: { locked: boolean }) {
  const t = useTranslations("Account.email");
  const shared = useTranslations("Account");
  const format = useFormatter();
  const fieldError = useFieldError();
  const problemText = useBannerText();
  const hydrated = useHydrated();
  const status = useEmailStatus();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [busy, setBusy] = useState<"resend" | "cancel" | "verify" | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: useLazyZodResolver(loadChangeEmailSchema), defaultValues: { new_email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const current = status.data?.data;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await changeEmail(values);
      await status.mutate(answer, { revalidate: false });
      form.reset({ new_email: "", password: "" });
      toast.success(t("sent", { email: values.new_email }));
    } catch (error) {
      const view = describeError(error, FIELDS);
      for (const [name, message] of Object.entries(view.fields)) form.setError(name as (typeof FIELDS)[number], { type: "server", message });
      setProblem(view.banner);
    }
  });

  /** Resend or cancel the pending change; a failure becomes a toast, the state is refetched either way. */
  const act = async (action: "resend" | "cancel") => {
    setBusy(action);
    try {
      const answer = await (action === "resend" ? resendEmailChange() : cancelEmailChange());
      await status.mutate(answer, { revalidate: false });
      if (action === "resend") toast.success(t("resent", { email: answer.data.pending_change?.new_email ?? "" }));
      else toast.success(t("cancelled"));
    } catch (error) {
      // The change was confirmed or cancelled elsewhere meanwhile.
      const gone = error instanceof ApiError && error.status === 404 && error.code === "not_found";
      toast.error(gone ? shared("noPending") : problemText(describeError(error).banner));
      void status.mutate();
    } finally {
      setBusy(null);
    }
  };

  const resendVerification = async () => {
    setBusy("verify");
    try {
      await resendVerificationMail();
      toast.success(t("verificationSent", { email: current?.email ?? "" }));
    } catch (error) {
      if (error instanceof ApiError && error.code === "already_verified") {
        toast.success(t("alreadyVerified"));
        void status.mutate();
      } else toast.error(problemText(describeError(error).banner));
    } finally {
      setBusy(null);
    }
  };

  if (!current) {
    return status.error ? (
      <FormAlert>
        {shared("loadFailed")}{" "}
        <button type="button" onClick={() => void status.mutate()} className="font-semibold underline underline-offset-2">
          {shared("retry")}
        </button>
      </FormAlert>
    ) : (
      <LoadingDots label={shared("loading")} className="py-6" />
    );
  }

  const pending = current.pending_change;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 text-sm text-gray-700">
          <span className="block text-xs font-medium uppercase tracking-wide text-gray-500">{t("current")}</span>
          <span className="font-semibold text-gray-900 [overflow-wrap:anywhere]" data-testid="current-email">
            {current.email}
          </span>
        </p>
        <VerifiedBadge verified={current.verified} />
        {!current.verified && !locked ? (
          <Button variant="ghost" className="px-2 py-1" onClick={() => void resendVerification()} disabled={busy !== null}>
            {busy === "verify" ? t("resendingVerification") : t("resendVerification")}
          </Button>
        ) : null}
      </div>

      {pending ? (
        <div role="status" className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-700" data-testid="pending-email-change">
          <p className="font-semibold">{t("pendingTitle")}</p>
          <p className="mt-1 [overflow-wrap:anywhere]">
            {t.rich("pending", {
              email: pending.new_email,
              time: format.dateTime(new Date(pending.expires_at), { hour: "numeric", minute: "2-digit" }),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {!locked ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => void act("resend")} disabled={busy !== null}>
                {busy === "resend" ? t("resending") : t("resend")}
              </Button>
              <Button variant="ghost" onClick={() => void act("cancel")} disabled={busy !== null}>
                {busy === "cancel" ? t("cancelling") : t("cancel")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      {locked ? <OwnerOnlyNote>{shared("ownerOnly.email")}</OwnerOnlyNote> : null}
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t("formLabel")}>
        <fieldset disabled={locked} className="flex flex-col gap-4 disabled:opacity-60">
          {problem ? <FormAlert>{problemText(problem)}</FormAlert> : null}
          <TextField
            label={t("newEmail")}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={fieldError(errors.new_email?.message)}
            hint={t("hint")}
            {...form.register("new_email")}
          />
          <TextField label={t("password")} type="password" autoComplete="current-password" error={fieldError(errors.password?.message)} {...form.register("password")} />
          <div>
            <Button type="submit" disabled={locked || isSubmitting || !hydrated}>
              {isSubmitting ? t("submitting") : t("submit")}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
