"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { RetryAlert } from "@/components/applications/retry-alert";
import { StatusCard } from "@/components/shell/error-screen";
import { buttonClasses } from "@/components/ui/button";
import { LoadingDots } from "@/components/ui/loading-dots";
import { useAssistantEngine, useThread } from "@/lib/api/assistant";
import { ApiError } from "@/lib/api/request";
import type { AssistantGroup } from "@/lib/contracts/assistant";
import { Chat } from "./chat";
import { EngineBadge } from "./engine-badge";
import { ThreadStatusBadge } from "./thread-list";

/** The shell's "Page not found", for a conversation deleted while its page was open. */
function ThreadNotFound() {
  const t = useTranslations("NotFound");
  return (
    <StatusCard icon={<span className="text-base font-bold">404</span>} title={t("title")} description={t("description")}>
      <Link href="/" className={buttonClasses("primary")}>
        {t("home")}
      </Link>
    </StatusCard>
  );
}

/** One conversation: its title, which assistant and engine, and the chat. */
export function ThreadScreen({ id, group }: { id: string; group: AssistantGroup }) {
  const t = useTranslations("Assistants");
  const streaming = useRef(false);
  const thread = useThread(id, { isPaused: () => streaming.current });
  const engine = useAssistantEngine();

  if (thread.error instanceof ApiError && thread.error.status === 404) return <ThreadNotFound />;
  if (!thread.data && thread.error) return <RetryAlert message={t("thread.loadFailed")} retryLabel={t("thread.retry")} onRetry={() => void thread.mutate()} />;
  if (!thread.data) return <LoadingDots label={t("thread.loading")} />;

  const detail = thread.data.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="break-words text-2xl font-bold tracking-tight text-gray-900 mobile:text-3xl">{detail.title}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-gray-600">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-100">{t(`assistants.${detail.assistant_id}.name`)}</span>
          <ThreadStatusBadge status={detail.status} />
          <EngineBadge className="print:hidden" engine={{ engine: detail.engine, model: detail.engine === "llm" ? (engine.data?.data.model ?? null) : null }} />
        </div>
      </header>
      <Chat thread={detail} group={group} mutate={thread.mutate} onStreaming={(value) => (streaming.current = value)} />
    </div>
  );
}
