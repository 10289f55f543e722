"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { ApiError } from "@/lib/api/request";
import { signInAs } from "@/lib/session/browser";

const loadImpersonateSchema = () => import("@/lib/contracts/auth").then((module) => module.impersonateSchema);

type ErrorKey = "notFound" | "targetAdmin" | "self" | "nested" | "adminOnly" | "failed";

/** What a refusal of POST /auth/impersonate means, in the dialog's words. */
export function impersonationErrorKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return "failed";
  if (error.status === 404) return "notFound";
  switch (error.code) {
    case "impersonate_admin":
      return "targetAdmin";
    case "impersonate_self":
      return "self";
    case "nested_impersonation":
      return "nested";
    case "admin_only":
      return "adminOnly";
    default:
      return "failed";
  }
}

/**
 * Admins: open the app as another user, typed in or chosen beforehand (`email`, from the admin
 * console's rows). Success reloads the page, or goes to `goTo`; a refusal is shown in the dialog.
 */
export function SignInAsDialog({
  open,
  onOpenChange,
  email: presetEmail,
  goTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email?: string;
  goTo?: string;
}) {
  const t = useTranslations("Impersonation");
  const [problem, setProblem] = useState<ErrorKey | null>(null);
  const { register, handleSubmit, reset, setFocus, formState } = useForm({
    resolver: useLazyZodResolver(loadImpersonateSchema),
    defaultValues: { email: presetEmail ?? "", reason: "" },
  });
  const { errors, isSubmitting } = formState;

  // Each opening starts afresh with the user it was opened for; the reason is what is left to type.
  useEffect(() => {
    if (!open) return;
    reset({ email: presetEmail ?? "", reason: "" });
    if (presetEmail) setFocus("reason");
  }, [open, presetEmail, reset, setFocus]);

  const change = (next: boolean) => {
    if (!next) {
      reset();
      setProblem(null);
    }
    onOpenChange(next);
  };
  const onSubmit = handleSubmit(async ({ email, reason }) => {
    setProblem(null);
    try {
      await signInAs(email, reason || undefined, goTo);
    } catch (error) {
      setProblem(impersonationErrorKey(error));
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={t("dialogTitle")}
      description={t("dialogDescription")}
      closeLabel={t("close")}
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {problem ? <FormAlert>{t(`errors.${problem}`)}</FormAlert> : null}
        <TextField
          label={t("email")}
          type="email"
          autoComplete="off"
          autoFocus={!presetEmail}
          error={errors.email ? t("emailInvalid") : undefined}
          {...register("email")}
        />
        <TextField label={t("reason")} hint={t("reasonHint")} maxLength={500} error={errors.reason ? t("reasonTooLong") : undefined} {...register("reason")} />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t("submitting") : t("submit")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
