"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { SelectField } from "@/components/copilot/fields";
import { StatusBadge } from "@/components/copilot/status-badge";
import { FormAlert } from "@/components/entry/form-alert";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { NEW_COPILOT_PATH, useCopilots } from "@/lib/api/copilots";
import type { Copilot } from "@/lib/contracts/copilot";
import { useChosenCopilot } from "./hooks";
import { LoadProblem } from "./parts";

/** No copilot yet: what one is for on this page, and one button that starts setting it up. */
export function NoCopilot({ text }: { text?: string }) {
  const t = useTranslations("Support.common.noCopilot");
  return (
    <div className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-fuchsia-50 p-6 ring-1 ring-brand-100">
      <h2 className="text-lg font-semibold text-gray-900">{t("title")}</h2>
      <p className="mt-2 max-w-2xl text-sm leading-relaxed text-gray-600">{text ?? t("text")}</p>
      <Link href={NEW_COPILOT_PATH} className={buttonClasses("primary", "mt-5")}>
        {t("create")}
      </Link>
    </div>
  );
}

/** Says when changes made here wait for the copilot to run. */
function NotRunning({ copilot }: { copilot: Copilot }) {
  const t = useTranslations("Support.common");
  if (copilot.status === "active") return null;
  const link = (href: string) =>
    function NoticeLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold underline underline-offset-2">
          {chunks}
        </Link>
      );
    };
  return (
    <FormAlert tone="info" className="mb-6">
      {copilot.status === "draft"
        ? t.rich("notLaunched", { link: link(`/copilot/${encodeURIComponent(copilot.id)}/edit`) })
        : t.rich("paused", { link: link("/copilot") })}
    </FormAlert>
  );
}

function Picker({ copilots, chosen, choose }: { copilots: Copilot[]; chosen: Copilot; choose: (id: string) => void }) {
  const t = useTranslations("Support.common");
  const id = useId();
  if (copilots.length < 2) return null;
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3 rounded-xl bg-gray-50 p-4">
      <SelectField id={`${id}-copilot`} label={t("copilotLabel")} value={chosen.id} onChange={(event) => choose(event.target.value)} className="w-full max-w-sm">
        {copilots.map((copilot) => (
          <option key={copilot.id} value={copilot.id}>
            {copilot.name}
          </option>
        ))}
      </SelectField>
      <StatusBadge status={chosen.status} className="mb-2.5" />
    </div>
  );
}

/**
 * The copilot a support page fixes. Several: a picker (kept in the link as ?copilot=); none: the
 * way to set one up. `children` gets the chosen copilot.
 */
export function CopilotScope({ children, noneText }: { children: (copilot: Copilot) => ReactNode; noneText?: string }) {
  const t = useTranslations("Support.common");
  const list = useCopilots();
  const copilots = list.data?.data.items;
  const { chosen, choose } = useChosenCopilot(copilots);

  if (!copilots) {
    return list.error ? <LoadProblem onRetry={() => void list.mutate()} /> : <LoadingDots label={t("loading")} />;
  }
  if (!chosen) return <NoCopilot text={noneText} />;
  return (
    <>
      <Picker copilots={copilots} chosen={chosen} choose={choose} />
      <NotRunning copilot={chosen} />
      {children(chosen)}
    </>
  );
}

/** For pages that help without a copilot too (the CV check): `children` gets null when there is none. */
export function OptionalCopilotScope({ children }: { children: (copilot: Copilot | null) => ReactNode }) {
  const t = useTranslations("Support.common");
  const list = useCopilots();
  const copilots = list.data?.data.items;
  const { chosen, choose } = useChosenCopilot(copilots);
  if (!copilots) {
    return list.error ? <LoadProblem onRetry={() => void list.mutate()} /> : <LoadingDots label={t("loading")} />;
  }
  return (
    <>
      {chosen ? <Picker copilots={copilots} chosen={chosen} choose={choose} /> : null}
      {children(chosen)}
    </>
  );
}
