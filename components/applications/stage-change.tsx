"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { compactFieldClasses, fieldHintId } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { ApiError } from "@/lib/api/request";
import { updateApplication } from "@/lib/api/applications";
import { type ApplicationDetail } from "@/lib/contracts/applications";
import { type ApplicationStage, isExit, REASON_MAX } from "@/lib/contracts/application-values";

/** Moves an application to one of the stages it may go to next; an exit asks why. */
export function StageChange({ detail, onChanged }: { detail: ApplicationDetail; onChanged: (detail: ApplicationDetail) => void }) {
  const t = useTranslations("ApplicationDetail.stageChange");
  const stages = useTranslations("Stages");
  const id = useId();
  const [target, setTarget] = useState<ApplicationStage | "">("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<{ field: "stage" | "reason" | null; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const needsReason = target !== "" && isExit(target);

  if (detail.allowed_stages.length === 0) return <p className="text-sm text-gray-600">{t("noMoves")}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target) return setError({ field: "stage", text: t("chooseFirst") });
    if (needsReason && !reason.trim()) return setError({ field: "reason", text: t("reasonRequired") });
    setSaving(true);
    setError(null);
    try {
      const body = needsReason ? { stage: target, reason: reason.trim() } : { stage: target };
      const { data } = await updateApplication(detail.id, body);
      setTarget("");
      setReason("");
      toast.success(t("moved", { stage: stages(`stage.${data.stage}`) }));
      onChanged(data);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) setError({ field: "stage", text: t("conflict") });
      else if (caught instanceof ApiError && caught.fields?.reason) setError({ field: "reason", text: t("reasonRequired") });
      else setError({ field: null, text: t("failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-stage`} className="text-sm font-medium text-gray-800">
          {t("moveTo")}
        </label>
        <select
          id={`${id}-stage`}
          value={target}
          onChange={(event) => {
            setTarget(event.target.value as ApplicationStage | "");
            setError(null);
          }}
          aria-invalid={error?.field === "stage" || undefined}
          aria-describedby={error?.field === "stage" ? `${id}-error` : undefined}
          className={compactFieldClasses}
        >
          <option value="">{t("choose")}</option>
          {detail.allowed_stages.map((stage) => (
            <option key={stage} value={stage}>
              {stages(`move.${stage}`)}
            </option>
          ))}
        </select>
      </div>
      {/* Its error shows under the form, like the stage's. */}
      {needsReason ? (
        <TextAreaField
          id={`${id}-reason`}
          label={t("reasonLabel")}
          hint={t("reasonHint")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REASON_MAX}
          rows={2}
          required
          placeholder={t("reasonPlaceholder")}
          aria-invalid={error?.field === "reason" || undefined}
          aria-describedby={error?.field === "reason" ? `${id}-error` : fieldHintId(`${id}-reason`)}
        />
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error.text}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saving || !target}>
          {saving ? t("saving") : t("submit")}
        </Button>
      </div>
    </form>
  );
}
