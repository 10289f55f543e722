"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { updateApplication } from "@/lib/api/applications";
import { type ApplicationDetail } from "@/lib/contracts/applications";
import { NOTES_MAX } from "@/lib/contracts/application-values";
import { TextAreaField } from "@/components/ui/text-area-field";

/** The user's own notes on an application, saved with PATCH. Mount with key={id}. */
export function NotesEditor({ detail, onSaved }: { detail: ApplicationDetail; onSaved: (detail: ApplicationDetail) => void }) {
  const t = useTranslations("ApplicationDetail.notes");
  const format = useFormatter();
  const id = useId();
  const [saved, setSaved] = useState(detail.notes ?? "");
  const [draft, setDraft] = useState(detail.notes ?? "");
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [seen, setSeen] = useState(detail.notes);
  const dirty = draft.trim() !== saved.trim();
  // Notes changed elsewhere (another tab) replace these unless the user is editing them.
  if (detail.notes !== seen) {
    setSeen(detail.notes);
    if (!dirty) {
      setSaved(detail.notes ?? "");
      setDraft(detail.notes ?? "");
    }
  }

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      const { data } = await updateApplication(detail.id, { notes: draft });
      setSaved(data.notes ?? "");
      setDraft(data.notes ?? "");
      setSeen(data.notes);
      toast.success(t("saved"));
      onSaved(data);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextAreaField
      label={t("label")}
      spacing={2}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      maxLength={NOTES_MAX}
      rows={4}
      placeholder={t("placeholder")}
      aria-describedby={`${id}-count`}
      textareaClassName="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm leading-relaxed text-gray-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs text-gray-500">
          {t("count", { count: format.number(draft.length), max: format.number(NOTES_MAX) })}
        </span>
        <div className="flex items-center gap-3">
          {failed ? (
            <span role="alert" className="text-sm text-red-700">
              {t("failed")}
            </span>
          ) : dirty ? (
            <span className="text-xs text-amber-700">{t("unsaved")}</span>
          ) : null}
          <Button variant="secondary" onClick={() => void save()} disabled={saving || !dirty}>
            {saving ? t("saving") : t("save")}
          </Button>
        </div>
      </div>
    </TextAreaField>
  );
}
