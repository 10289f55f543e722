"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ChoiceCards, Fieldset } from "@/components/copilot/fields";
import { FormAlert } from "@/components/entry/form-alert";
import { Button } from "@/components/ui/button";
import { useFilterImpact } from "@/lib/api/support";
import type { Copilot } from "@/lib/contracts/copilot";
import { usePreloadOnInteraction } from "@/components/forms/lazy-resolver";
import { MAX_AGE_CHOICES } from "@/lib/contracts/support-values";
import { CopilotScope } from "./copilot-scope";
import { useAdjustCopilot } from "./hooks";
import { Panel, StillStuck, useSaveProblem } from "./parts";

// The check (and zod) arrives after the page, at its first interaction: it only runs when a new age is saved.
const loadMaxAgeFixSchema = () => import("@/lib/contracts/support").then((module) => module.maxAgeFixSchema);

function AgeForm({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.applyOldJobs");
  const adjust = useAdjustCopilot();
  const problemText = useSaveProblem();
  const current = copilot.filters.max_job_age_days;
  const [days, setDays] = useState(current);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const impact = useFilterImpact(copilot.id, { revalidateOnFocus: false });
  const adds = new Map(
    (impact.data?.data.filters.find(({ filter }) => filter === "max_age")?.widenings ?? []).map((widening) => [Number(widening.params.days), widening.adds]),
  );
  const choices = [...new Set<number>([...MAX_AGE_CHOICES, current])].sort((a, b) => a - b);
  usePreloadOnInteraction(loadMaxAgeFixSchema);

  const save = async () => {
    setProblem(null);
    setSaving(true);
    try {
      const parsed = (await loadMaxAgeFixSchema()).safeParse({ max_job_age_days: days });
      if (!parsed.success) return setProblem(t("invalid"));
      await adjust(copilot.id, parsed.data);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setSaving(false);
    }
  };

  const describe = (value: number) => {
    if (value === current) return t("current");
    if (value < current) return t("fewer");
    const more = adds.get(value);
    return more === undefined ? t("more") : t("moreCount", { count: more });
  };

  return (
    <div className="flex flex-col gap-6">
      <Panel title={t("dateTitle")} description={t("dateText")} />
      <Panel title={t("ageTitle")} description={t("ageText")}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          noValidate
          className="flex flex-col gap-5"
        >
          {problem ? <FormAlert>{problem}</FormAlert> : null}
          <Fieldset legend={t("legend")}>
            <ChoiceCards
              type="radio"
              name="max_job_age_days"
              columns={2}
              choices={choices.map((value) => ({ value: String(value), label: t("days", { days: value }), description: describe(value) }))}
              value={[String(days)]}
              onChange={(value) => setDays(Number(value[0]))}
            />
          </Fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={saving || days === current}>
              {saving ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      </Panel>
    </div>
  );
}

export function ApplyOldJobs() {
  return (
    <>
      <CopilotScope>{(copilot) => <AgeForm key={`${copilot.id}:${copilot.filters.max_job_age_days}`} copilot={copilot} />}</CopilotScope>
      <StillStuck />
    </>
  );
}
