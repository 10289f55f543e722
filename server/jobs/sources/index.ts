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
import type { Board } from "./default-boards";
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

/** One board a JOB_SOURCES configuration asks for (null for an aggregator) and where it lives; fixture boards get the fixture server's URL when connected. */
type BoardSpec = { source: Source; board: Board | null; baseUrl?: string };

function boardSpecs(config: JobSourcesConfig): BoardSpec[] {
  if (config.mode === "fixtures") {
    return (Object.keys(FIXTURE_BOARDS) as Source[]).flatMap((source) => (FIXTURE_BOARDS[source] ?? [null]).map((board) => ({ source, board })));
  }
  return config.entries.flatMap((entry) => (entry.boards ?? [null]).map((board) => ({ source: entry.source, board, baseUrl: entry.baseUrl ?? undefined })));
}

/** One board of one source, as runs and queue jobs name it. */
export type BoardRef = { source: Source; board: string | null };

/** The boards JOB_SOURCES asks for, in createConnectors' order. */
export const configuredBoards = (config: JobSourcesConfig): BoardRef[] => boardSpecs(config).map(({ source, board }) => ({ source, board: board?.board ?? null }));

/**
 * Every connector a JOB_SOURCES configuration asks for, all sharing one HTTP client so the
 * per-source rate limits hold across boards. Fixture mode needs the fixture server's URL.
 */
export function createConnectors(config: JobSourcesConfig, context: { http: HttpClient; fixtureUrl?: string | null }): Connector[] {
  const fixtureUrl = config.mode === "fixtures" ? (config.baseUrl ?? context.fixtureUrl) : undefined;
  if (config.mode === "fixtures" && !fixtureUrl) throw new Error("JOB_SOURCES=fixtures needs a running fixture server (startFixtureServer) or fixtures@<url>");
  return boardSpecs(config).map(({ source, board, baseUrl }) =>
    createConnector(source, { http: context.http, baseUrl: baseUrl ?? fixtureUrl ?? undefined, board: board?.board ?? null, companyName: board?.company || undefined }),
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
