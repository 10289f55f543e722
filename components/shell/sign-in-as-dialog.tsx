"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { signInAs } from "@/lib/session/browser";
import { impersonateSchema } from "@/lib/contracts/auth";

/** Admins: open the app as another user. Success reloads the page; a failure is only logged. */
export function SignInAsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("Impersonation");
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(impersonateSchema),
    defaultValues: { email: "", reason: "" },
  });
  const { errors, isSubmitting } = formState;

  const change = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const onSubmit = handleSubmit(async ({ email, reason }) => {
    await signInAs(email, reason || undefined);
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
        <TextField
          label={t("email")}
          type="email"
          autoComplete="off"
          autoFocus
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
