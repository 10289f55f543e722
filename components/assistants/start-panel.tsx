"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { FormAlert } from "@/components/entry/form-alert";
import { describeError } from "@/components/forms/error-text";
import { useBannerText } from "@/components/forms/use-error-text";
import { Button } from "@/components/ui/button";
import { assistantKeys, createThread, threadHref, useAssistantUsage } from "@/lib/api/assistant";
import { ApiError } from "@/lib/api/request";
import type { AssistantGroup, AssistantIdValue } from "@/lib/contracts/assistant";
import { useSWRConfig } from "@/lib/swr/hooks";
import { TOOLS_HREF } from "./groups";
import { useSetupForm } from "./kit";
import { LimitScreen } from "./limit-screen";
import type { SetupFieldError, SetupFormProps } from "./types";
import { isQuotaExceeded, isUsedUp } from "./usage";

const SETUP_PREFIX = "setup.";

/** The API's problems with a setup, keyed as the forms know their fields (without `setup.`). */
export function setupFieldErrors(error: unknown): Record<string, SetupFieldError> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([key]) => key === "setup" || key.startsWith(SETUP_PREFIX))
      .map(([key, problem]) => [key === "setup" ? "" : key.slice(SETUP_PREFIX.length), problem]),
  );
}

/** Refusals of a start that are not about a field, said in the user's language. */
const KNOWN_START_REFUSALS = ["application_not_found", "assistant_unavailable"] as const;
type KnownStartRefusal = (typeof KNOWN_START_REFUSALS)[number];

/** An assistant without a form of its own starts from an empty setup. */
function PlainStart({ busy, onStart }: SetupFormProps) {
  const t = useTranslations("Assistants.start");
  return (
    <Button className="self-start" disabled={busy} onClick={() => onStart({})}>
      {busy ? t("starting") : t("start")}
    </Button>
  );
}

function AssistantStart({ assistantId, group, onLimit }: { assistantId: AssistantIdValue; group: AssistantGroup; onLimit: (error: ApiError) => void }) {
  const t = useTranslations("Assistants");
  const bannerText = useBannerText();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, SetupFieldError>>({});
  const [banner, setBanner] = useState<React.ReactNode>(null);
  const Form = useSetupForm(assistantId) ?? PlainStart;

  const start = async (setup: Record<string, unknown>) => {
    setBusy(true);
    setBanner(null);
    setFieldErrors({});
    try {
      const { data } = await createThread(assistantId, setup);
      // The first message is in the answer: the conversation opens with it at once.
      await mutate(assistantKeys.thread(data.id), { data }, { revalidate: false });
      void mutate(assistantKeys.usage);
      router.push(threadHref(group, data.id));
    } catch (error) {
      setBusy(false);
      if (isQuotaExceeded(error)) return onLimit(error);
      const fields = setupFieldErrors(error);
      const { "": whole, ...onFields } = fields;
      setFieldErrors(onFields);
      const code = error instanceof ApiError ? error.code : undefined;
      if ((KNOWN_START_REFUSALS as readonly string[]).includes(code ?? "")) setBanner(t(`start.refusals.${code as KnownStartRefusal}`));
      else if (whole || Object.keys(onFields).length > 0) setBanner(t("start.checkFields"));
      else setBanner(bannerText(describeError(error).banner));
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-2xl border border-gray-200 p-4 mobile:p-6">
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-gray-900">
          {t(`assistants.${assistantId}.name`)}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-gray-600">{t(`assistants.${assistantId}.description`)}</p>
      </div>
      {banner ? <FormAlert>{banner}</FormAlert> : null}
      {/* eslint-disable-next-line react-hooks/static-components -- the kit's forms are module constants: the context picks one, it creates none */}
      <Form busy={busy} fieldErrors={fieldErrors} onStart={(setup) => void start(setup)} />
    </section>
  );
}

/**
 * "Start a new conversation": each assistant of the group with what it does and its setup form;
 * a start opens the new conversation. When the month's AI messages are used, the limit screen
 * stands in its place.
 */
export function StartPanel({ group, assistantIds }: { group: AssistantGroup; assistantIds: readonly AssistantIdValue[] }) {
  const t = useTranslations("Assistants.start");
  const headingId = useId();
  const usage = useAssistantUsage();
  const [limit, setLimit] = useState<{ retryAfter: number | null; at: number } | null>(null);

  if (limit || isUsedUp(usage.data?.data)) {
    return <LimitScreen quota={usage.data?.data} retryAfter={limit?.retryAfter ?? null} now={limit?.at ?? 0} backHref={TOOLS_HREF} />;
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-gray-900">
        {t(assistantIds.length > 1 ? "titleMany" : "title")}
      </h2>
      <div className="flex flex-col gap-4">
        {assistantIds.map((assistantId) => (
          <AssistantStart
            key={assistantId}
            assistantId={assistantId}
            group={group}
            onLimit={(error) => {
              setLimit({ retryAfter: error.retryAfter, at: Date.now() });
              void usage.mutate();
            }}
          />
        ))}
      </div>
    </section>
  );
}
