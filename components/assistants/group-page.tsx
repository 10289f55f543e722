import { SWRConfig } from "swr";
import { unstable_serialize } from "swr/infinite";
import { PageIntro } from "@/components/shell/page-header";
import { assistantKeys, groupAssistants, threadsKey } from "@/lib/api/assistant";
import { serverFallback } from "@/lib/backend/server";
import type { AssistantGroup } from "@/lib/contracts/assistant";
import { AssistantHome } from "./assistant-home";
import { GROUP_PAGES } from "./groups";

/** A group's list page: the intro, then usage, engine, the start panel and the past conversations, painted with data. */
export async function AssistantGroupPage({ group }: { group: AssistantGroup }) {
  const ids = groupAssistants(group);
  const firstPage = assistantKeys.threadsPage(ids, null);
  const fetched = await serverFallback([assistantKeys.usage, assistantKeys.engine, firstPage]);
  const { [firstPage]: threads, ...fallback } = fetched;
  if (threads) fallback[unstable_serialize(threadsKey(ids))] = [threads];
  return (
    <SWRConfig value={{ fallback }}>
      <PageIntro page={GROUP_PAGES[group].list} />
      <AssistantHome group={group} />
    </SWRConfig>
  );
}
