"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { useSaveStep } from "@/components/copilot/step-form";
import { CvPicker } from "@/components/copilot/steps/cv-picker";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useCvCheck } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import { OptionalCopilotScope } from "./copilot-scope";
import { CvReport } from "./cv-report";
import { LoadProblem, Panel, StillStuck, Subsection, useSaveProblem } from "./parts";

/** "Send this CV instead": points the copilot at the CV just checked (its step 4). */
export function UseForCopilot({ copilot, resumeId, fileName }: { copilot: Copilot; resumeId: string; fileName: string }) {
  const t = useTranslations("Support.reviewCv");
  const save = useSaveStep(copilot.id);
  const problemText = useSaveProblem();
  const [saving, setSaving] = useState(false);
  if (copilot.cv.resume_id === resumeId) {
    return <p className="text-sm text-gray-600">{t("inUse", { copilot: copilot.name })}</p>;
  }
  return (
    <FormAlert tone="info">
      <div className="flex flex-col gap-3">
        <p>{copilot.cv.resume_id ? t("notInUse", { copilot: copilot.name, file: fileName }) : t("noCvYet", { copilot: copilot.name })}</p>
        <Button
          className="self-start"
          disabled={saving}
          onClick={async () => {
            setSaving(true);
            try {
              await save(4, { resume_id: resumeId });
              toast.success(t("nowInUse", { copilot: copilot.name, file: fileName }));
            } catch (error) {
              toast.error(problemText(error));
            } finally {
              setSaving(false);
            }
          }}
        >
          {saving ? t("assigning") : t("assign", { copilot: copilot.name })}
        </Button>
      </div>
    </FormAlert>
  );
}

function CvCheckSection({ copilot }: { copilot: Copilot | null }) {
  const t = useTranslations("Support.reviewCv");
  // Undefined: the server picks the copilot's CV, else the newest one.
  const [resumeId, setResumeId] = useState<string | undefined>(undefined);
  const params = { ...(resumeId ? { resume_id: resumeId } : {}), ...(copilot ? { copilot_id: copilot.id } : {}) };
  const { data, error, mutate } = useCvCheck(params, { revalidateOnFocus: false, keepPreviousData: true });
  const result = data?.data;
  const shown = result?.resume?.id ?? "";

  return (
    <Panel title={t("reportTitle")}>
      <div className="flex flex-col gap-6">
        {!result ? (
          error ? <LoadProblem onRetry={() => void mutate()} /> : <LoadingDots label={t("checking")} />
        ) : result.check && result.resume ? (
          <div className="flex flex-col gap-5">
            <CvReport result={{ ...result, check: result.check }} />
            {copilot ? <UseForCopilot copilot={copilot} resumeId={result.resume.id} fileName={result.resume.file_name} /> : null}
          </div>
        ) : (
          <p className="text-sm text-gray-700">{t("noCv")}</p>
        )}
        <Subsection title={t("uploadTitle")} description={t("uploadText")}>
          <CvPicker value={shown} onChange={(id) => setResumeId(id || undefined)} />
        </Subsection>
      </div>
    </Panel>
  );
}

export function ReviewCv() {
  return (
    <>
      <OptionalCopilotScope>{(copilot) => <CvCheckSection key={copilot?.id ?? "none"} copilot={copilot} />}</OptionalCopilotScope>
      <StillStuck />
    </>
  );
}
