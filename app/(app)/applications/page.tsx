import { SWRConfig } from "swr";
import { ApplicationsView } from "@/components/applications/applications-view";
import { PAGE_SIZE } from "@/components/applications/page-size";
import { initialSources, type ListPage } from "@/components/applications/pages";
import { sortFromParam, sortParam } from "@/components/applications/sort";
import { isStageTab } from "@/components/applications/stages";
import { applicationKeys } from "@/lib/api/applications";
import { copilotKeys } from "@/lib/api/copilots";
import type { Data } from "@/lib/api/data";
import { serverGet } from "@/lib/backend/server";
import type { Application } from "@/lib/contracts/applications";
import type { Page } from "@/lib/contracts/page";
import { pageMetadata } from "@/components/shell/page-header";
import { ClientMessages } from "@/lib/i18n/client-messages";

export const generateMetadata = pageMetadata("applications");

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function ApplicationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const stage = first(params.stage);
  const initial = {
    tab: isStageTab(stage) ? stage : ("all" as const),
    copilot: first(params.copilot),
    q: first(params.q).slice(0, 100),
    sort: sortFromParam(params.sort),
    id: first(params.id) || null,
  };
  const plain = initial.tab === "all" && !initial.copilot && !initial.q;
  // The page paints with data: the counts, the copilots and, on the plain view, the first page in the order asked for.
  const sort = sortParam(initial.sort);
  // Read before the data: the live stream replays whatever happens after it, so nothing falls in between.
  const position = await serverGet<Data<{ last_event_id: number }>>(applicationKeys.streamPosition);
  const [counts, copilots, firstPage] = await Promise.all([
    serverGet<Data<unknown>>(applicationKeys.counts),
    serverGet<Data<unknown>>(copilotKeys.list),
    plain ? serverGet<Data<Page<Application>>>(`${applicationKeys.list}?limit=${PAGE_SIZE}${sort ? `&sort=${sort}` : ""}`) : null,
  ]);
  const fallback = Object.fromEntries(
    [
      [applicationKeys.counts, counts.body],
      [copilotKeys.list, copilots.body],
    ].filter(([, body]) => body !== null),
  );
  const page = firstPage?.body?.data;
  const initialAll: ListPage | null = page
    ? { items: page.items, sources: initialSources(null).map((source) => ({ ...source, cursor: page.next_cursor, done: page.next_cursor === null })) }
    : null;
  return (
    <ClientMessages namespaces={["AiWriter", "ApplicationDetail", "Applications", "CvBuilder.sections", "CvTailor.changes", "Errors", "MatchReasons", "Pages.applications", "Stages"]}>
      <SWRConfig value={{ fallback }}>
        <ApplicationsView initial={initial} initialAll={initialAll} streamPosition={position.body?.data.last_event_id ?? null} />
      </SWRConfig>
    </ClientMessages>
  );
}
