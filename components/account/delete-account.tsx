"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { deleteAccount } from "@/lib/api/account";
import { signOut } from "@/lib/session/browser";
import type { deleteAccountSchema } from "@/lib/contracts/account";
import { describeError, type ErrorText } from "@/components/forms/error-text";
import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { OwnerOnlyNote } from "./section-card";
import { useBannerText, useFieldError } from "@/components/forms/use-error-text";

type Input = z.input<typeof deleteAccountSchema>;
type Output = z.output<typeof deleteAccountSchema>;
const loadDeleteSchema = () => import("@/lib/contracts/account").then((module) => module.deleteAccountSchema);
const FIELDS = ["email", "password"] as const;

function DeleteForm({ email, onCancel }: { email: string; onCancel: () => void }) {
  const t = useTranslations("Account.delete");
  const fieldError = useFieldError();
  const problemText = useBannerText();
  const [problem, setProblem] = useState<ErrorText | null>(null);
  const [deleted, setDeleted] = useState(false);
  const form = useForm<Input, unknown, Output>({ resolver: useLazyZodResolver(loadDeleteSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: "email" });
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await deleteAccount(values);
      setDeleted(true);
      // The sessions are gone with the account; this clears the cookies and goes to /login.
      await signOut();
    } catch (error) {
      const view = describeError(error, FIELDS);
      for (const [name, message] of Object.entries(view.fields)) form.setError(name as (typeof FIELDS)[number], { type: "server", message });
      setProblem(view.banner);
    }
  });

  if (deleted) return <FormAlert tone="success">{t("deleted")}</FormAlert>;

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      {problem ? <FormAlert>{problemText(problem)}</FormAlert> : null}
      <TextField
        label={t("confirmEmail")}
        hint={t("confirmEmailHint", { email })}
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={fieldError(errors.email?.message)}
        {...form.register("email")}
      />
      <TextField label={t("password")} type="password" autoComplete="current-password" error={fieldError(errors.password?.message)} {...form.register("password")} />
      <div className="mt-2 flex flex-col-reverse gap-2 mobile:flex-row mobile:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={!confirmed || isSubmitting}>
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}

/** The danger zone: a dialog that asks for the account's email and the password, then deletes and signs out. */
export function DeleteAccount({ email, locked }: { email: string | undefined; locked: boolean }) {
  const t = useTranslations("Account.delete");
  const shared = useTranslations("Account");
  const [open, setOpen] = useState(false);
  return (
    <>
      {locked ? <OwnerOnlyNote>{shared("ownerOnly.delete")}</OwnerOnlyNote> : null}
      <Button variant="danger" onClick={() => setOpen(true)} disabled={locked || !email}>
        {t("open")}
      </Button>
      {email ? (
        <Dialog open={open} onOpenChange={setOpen} title={t("dialogTitle")} description={t("dialogDescription")} closeLabel={t("close")}>
          <DeleteForm email={email} onCancel={() => setOpen(false)} />
        </Dialog>
      ) : null}
    </>
  );
}
