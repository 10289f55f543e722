import type { HttpClient } from "./http";
import type { FetchResult, NormalizedJob, Source } from "./types";
import { createArbeitnowConnector } from "./arbeitnow";
import { createAshbyConnector } from "./ashby";
import type { Connector, ConnectorOptions } from "./connector";
import { createGreenhouseConnector } from "./greenhouse";
import type { JobSourcesConfig } from "./job-sources";
import { createLeverConnector } from "./lever";
import { createRecruiteeConnector } from "./recruitee";
import { createRemoteOkConnector } from "./remoteok";
import { createRemotiveConnector } from "./remotive";
import { createSmartRecruitersConnector } from "./smartrecruiters";
import { createWorkableConnector } from "./workable";
import { FIXTURE_BOARDS } from "./fixture-server";

export type { Connector, ConnectorOptions } from "./connector";
export { AGGREGATORS, JobSourcesError, jobSourcesSchema, parseJobSources, type JobSourcesConfig, type SourceEntry } from "./job-sources";

const FACTORIES: Record<Source, (options: ConnectorOptions) => Connector> = {
  greenhouse: createGreenhouseConnector,
  lever: createLeverConnector,
  ashby: createAshbyConnector,
  workable: createWorkableConnector,
  smartrecruiters: createSmartRecruitersConnector,
  recruitee: createRecruiteeConnector,
  arbeitnow: createArbeitnowConnector,
  remotive: createRemotiveConnector,
  remoteok: createRemoteOkConnector,
};

/** One connector: `board` for the ATSs, none for the aggregators; `baseUrl` defaults to the real host. */
export function createConnector(source: Source, options: ConnectorOptions): Connector {
  return FACTORIES[source](options);
}

/**
 * Every connector a JOB_SOURCES configuration asks for, all sharing one HTTP client so the
 * per-source rate limits hold across boards. Fixture mode needs the fixture server's URL.
 */
export function createConnectors(config: JobSourcesConfig, context: { http: HttpClient; fixtureUrl?: string | null }): Connector[] {
  if (config.mode === "fixtures") {
    const baseUrl = config.baseUrl ?? context.fixtureUrl;
    if (!baseUrl) throw new Error("JOB_SOURCES=fixtures needs a running fixture server (startFixtureServer) or fixtures@<url>");
    return (Object.keys(FIXTURE_BOARDS) as Source[]).flatMap((source) =>
      (FIXTURE_BOARDS[source] ?? [null]).map((board) => createConnector(source, { http: context.http, baseUrl, board: board?.board ?? null, companyName: board?.company })),
    );
  }
  return config.entries.flatMap((entry) =>
    (entry.boards ?? [null]).map((board) =>
      createConnector(entry.source, { http: context.http, baseUrl: entry.baseUrl ?? undefined, board: board?.board ?? null, companyName: board?.company || undefined }),
    ),
  );
}

export type SourceRun =
  | { source: Source; board: string | null; ok: true; jobs: NormalizedJob[]; warnings: string[]; durationMs: number }
  | { source: Source; board: string | null; ok: false; error: string; durationMs: number };

/**
 * Runs every connector, a few at a time, and reports each one's jobs or error: one failing board
 * or source never stops the others. Results come back in the order of `connectors`.
 */
export async function fetchAll(connectors: Connector[], options: { concurrency?: number; now?: () => number } = {}): Promise<SourceRun[]> {
  const now = options.now ?? Date.now;
  const results: SourceRun[] = new Array(connectors.length);
  let next = 0;
  const worker = async () => {
    while (next < connectors.length) {
      const index = next++;
      const connector = connectors[index]!;
      const started = now();
      try {
        const result: FetchResult = await connector.fetchJobs();
        results[index] = { source: connector.source, board: connector.board, ok: true, jobs: result.jobs, warnings: result.warnings, durationMs: now() - started };
      } catch (error) {
        results[index] = { source: connector.source, board: connector.board, ok: false, error: error instanceof Error ? error.message : String(error), durationMs: now() - started };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 6, connectors.length)) }, worker));
  return results;
}
