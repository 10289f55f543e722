"use client";

import { groupAssistants, useAssistantEngine, useAssistantUsage } from "@/lib/api/assistant";
import type { AssistantGroup } from "@/lib/contracts/assistant";
import { EngineBadge } from "./engine-badge";
import { StartPanel } from "./start-panel";
import { ThreadList } from "./thread-list";
import { UsageMeter } from "./usage-meter";

/** A group's list page under its intro: who answers and how much is left, a new conversation, the past ones. */
export function AssistantHome({ group }: { group: AssistantGroup }) {
  const ids = groupAssistants(group);
  const usage = useAssistantUsage();
  const engine = useAssistantEngine();
  return (
    <div className="mt-6 flex flex-col gap-10">
      <div className="flex flex-col gap-3 mobile:flex-row mobile:items-center mobile:justify-between">
        {usage.data ? <UsageMeter quota={usage.data.data} className="flex-1" /> : <div />}
        {engine.data ? <EngineBadge engine={engine.data.data} /> : null}
      </div>
      <StartPanel group={group} assistantIds={ids} />
      <ThreadList group={group} assistantIds={ids} />
    </div>
  );
}
