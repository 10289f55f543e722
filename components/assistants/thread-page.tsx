import { notFound, redirect } from "next/navigation";
import { SWRConfig } from "swr";
import { BackLink } from "@/components/shell/page-header";
import { assistantKeys, groupOf, threadHref } from "@/lib/api/assistant";
import type { Data } from "@/lib/api/data";
import { serverGet } from "@/lib/backend/server";
import type { AssistantGroup, AssistantThreadDetail } from "@/lib/contracts/assistant";
import { GROUP_PAGES } from "./groups";
import { ThreadScreen } from "./thread-screen";

/**
 * A conversation's page: a link back to its list, then the conversation, read on the server so it
 * paints at once. An unknown id is the shell's "Page not found"; a conversation of another group
 * opens under its own.
 */
export async function AssistantThreadPage({ group, id }: { group: AssistantGroup; id: string }) {
  const key = assistantKeys.thread(id);
  const { status, body } = await serverGet<Data<AssistantThreadDetail>>(key);
  // 400: not even the shape of an id.
  if (status === 404 || status === 400) notFound();
  const owner = body ? groupOf(body.data.assistant_id) : group;
  if (owner !== group) redirect(threadHref(owner, id));
  return (
    <SWRConfig value={{ fallback: body ? { [key]: body } : {} }}>
      <BackLink href={`/${group}`} page={GROUP_PAGES[group].list} />
      <ThreadScreen id={id} group={group} />
    </SWRConfig>
  );
}
