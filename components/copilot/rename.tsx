"use client";

import { useLazyZodResolver } from "@/components/forms/lazy-resolver";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSWRConfig } from "swr";
import type { z } from "zod";
import { useFieldError } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { copilotKeys, renameCopilot } from "@/lib/api/copilots";
import type { renameCopilotSchema } from "@/lib/contracts/copilot";
import { COPILOT_NAME_MAX } from "@/lib/contracts/copilot-values";
import { applyServerErrors, StepProblemAlert, type StepProblem } from "./step-form";
import type { Copilot } from "@/lib/contracts/copilot";

const loadRenameSchema = () => import("@/lib/contracts/copilot").then((module) => module.renameCopilotSchema);

type Input = z.input<typeof renameCopilotSchema>;
type Output = z.output<typeof renameCopilotSchema>;

/** Renames a copilot in a small dialog (PATCH /copilots/{id}). */
export function RenameButton({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("CopilotEditor.rename");
  const errorText = useFieldError();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<StepProblem | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: useLazyZodResolver(loadRenameSchema), values: { name: copilot.name } });

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const saved = await renameCopilot(copilot.id, values);
      await mutate(copilotKeys.one(copilot.id), saved, { revalidate: false });
      void mutate(copilotKeys.list);
      setOpen(false);
    } catch (error) {
      setProblem(applyServerErrors(error, form.setError, ["name"]));
    }
  });

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg aria-hidden viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.2 9.2a1 1 0 0 1-.5.3l-3.5.9a.8.8 0 0 1-1-1l.9-3.5a1 1 0 0 1 .3-.5l9.2-9.2Z" />
        </svg>
        {t("button")}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} closeLabel={t("close")}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <StepProblemAlert problem={problem} id={copilot.id} />
          <TextField label={t("label")} maxLength={COPILOT_NAME_MAX} autoFocus error={errorText(form.formState.errors.name?.message)} {...form.register("name")} />
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t("save")}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
