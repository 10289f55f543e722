"use client";

import { useEffect, useEffectEvent, useState } from "react";
import { useSWRConfig } from "swr";
import { adjustCounts } from "./stages";
import { StreamConnection, type StreamStatus } from "./stream-connection";
import { applicationKeys, type ApplicationFilters } from "@/lib/api/applications";
import type { Data } from "@/lib/api/data";
import type { Application, ApplicationUpdate, RunFinished, RunProgress, StageCounts } from "@/lib/contracts/applications";
import { apiUrl, readSession, refreshSession } from "@/lib/session/browser";
import { tokenClaims } from "@/lib/session/constants";

export const STREAM_EVENTS = ["application.created", "application.updated", "copilot.run.progress", "copilot.run.finished"] as const;

/** A token is renewed this long before it expires, so a stream never opens just to be closed. */
const RENEW_BEFORE_MS = 30_000;
/** Counts are re-read once the events stop for this long: the local arithmetic is checked against the server's. */
const COUNTS_SETTLE_MS = 2000;

/**
 * A token for the next connection. After a refusal, a session renewed meanwhile (by the page's
 * own 401 handling, another tab) is used as it is: the stream joins the one shared refresh
 * instead of starting its own with a token that refresh already replaced.
 */
async function streamToken(refused: string | null): Promise<string | null> {
  const token = readSession()?.auth.access_token ?? null;
  const exp = token ? tokenClaims(token)?.exp : null;
  const fresh = typeof exp === "number" && exp * 1000 - Date.now() > RENEW_BEFORE_MS;
  if (token && fresh && token !== refused) return token;
  // No session cookie any more (it lives as long as the token), a token about to expire, or the refused one.
  return (await refreshSession(refused ?? token))?.auth.access_token ?? null;
}

function streamUrl(token: string, lastEventId: number | null) {
  const params = new URLSearchParams({ access_token: token });
  if (lastEventId !== null) params.set("last_event_id", String(lastEventId));
  return apiUrl(`/applications/stream?${params}`);
}

export type ApplicationStreamHandlers = {
  onCreated?: (item: Application) => void;
  onUpdated?: (item: ApplicationUpdate) => void;
  onRunProgress?: (progress: RunProgress) => void;
  onRunFinished?: (run: RunFinished) => void;
  /** Connected without a place to resume from: reread what may have changed meanwhile. */
  onResync?: () => void;
};

const isApplication = (data: unknown): data is Application =>
  typeof data === "object" && data !== null && typeof (data as Application).id === "string" && typeof (data as Application).stage === "string";

/**
 * The user's live events (applications/stream): keeps the stage counts and open details in the
 * SWR cache current and hands each event to the page. Reconnects with a current token and the
 * last event id after the token expires or the network drops, backing off while it fails.
 */
export function useApplicationStream(handlers: ApplicationStreamHandlers = {}, resumeAfter: number | null = null): StreamStatus {
  const { cache, mutate } = useSWRConfig();
  const [status, setStatus] = useState<StreamStatus>("connecting");

  const countKeys = useEffectEvent(() => {
    const found: [string, ApplicationFilters][] = [];
    for (const key of cache.keys()) {
      const original = (cache.get(key) as { _k?: unknown } | undefined)?._k;
      if (original === applicationKeys.counts) found.push([applicationKeys.counts, {}]);
      else if (Array.isArray(original) && original[0] === applicationKeys.counts) found.push([applicationKeys.counts, (original[1] ?? {}) as ApplicationFilters]);
    }
    return found;
  });

  const handle = useEffectEvent((type: string, data: unknown, settleCounts: () => void) => {
    if (type === "copilot.run.progress") return handlers.onRunProgress?.(data as RunProgress);
    if (type === "copilot.run.finished") return handlers.onRunFinished?.(data as RunFinished);
    if (!isApplication(data)) return;
    const created = type === "application.created";
    const update = data as ApplicationUpdate;
    for (const [path, filters] of countKeys()) {
      const key = Object.keys(filters).length ? [path, filters] : path;
      void mutate(
        key,
        (current: Data<StageCounts> | undefined) =>
          current && { data: adjustCounts(current.data, { type: created ? "created" : "updated", item: data, from: update.from_stage ?? null }, filters) },
        { revalidate: false },
      );
    }
    settleCounts();
    if (created) handlers.onCreated?.(data);
    else {
      // Also while the detail's first load is in flight: that answer may predate this change, and
      // mutate() makes SWR drop it and read again. Only a mounted detail is read.
      void mutate(applicationKeys.detail(data.id));
      handlers.onUpdated?.(update);
    }
  });

  const resync = useEffectEvent(() => {
    void mutate((key) => key === applicationKeys.counts || (Array.isArray(key) && key[0] === applicationKeys.counts));
    handlers.onResync?.();
  });

  // Where the page's server-read data stands: only the first connection resumes from it.
  const [initialPosition] = useState(resumeAfter);

  useEffect(() => {
    let settleTimer: ReturnType<typeof setTimeout> | undefined;
    const settleCounts = () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => void mutate((key) => key === applicationKeys.counts || (Array.isArray(key) && key[0] === applicationKeys.counts)), COUNTS_SETTLE_MS);
    };
    const connection = new StreamConnection({
      url: streamUrl,
      getToken: streamToken,
      open: (url) => new EventSource(url),
      eventTypes: STREAM_EVENTS,
      onEvent: (type, data) => handle(type, data, settleCounts),
      onStatus: setStatus,
      onResync: () => resync(),
      resumeAfter: initialPosition,
    });
    connection.start();
    const wake = () => connection.wake();
    window.addEventListener("online", wake);
    return () => {
      window.removeEventListener("online", wake);
      clearTimeout(settleTimer);
      connection.stop();
    };
  }, [mutate, initialPosition]);

  return status;
}
