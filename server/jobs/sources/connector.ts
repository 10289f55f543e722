import type { z } from "zod";
import type { HttpClient } from "./http";
import { detectLanguage, detectSeniority, findSalaryInText, normalizeDescription, parseDate, parseEmploymentType, resolveLocation, type Salary } from "./normalize";
import type { FetchResult, NormalizedJob, RemoteType, Source } from "./types";

/** One board of one source, ready to fetch. */
export type Connector = {
  source: Source;
  /** The company board, or null for aggregators. */
  board: string | null;
  baseUrl: string;
  fetchJobs(): Promise<FetchResult>;
};

export type ConnectorOptions = {
  http: HttpClient;
  /** Defaults to the source's real host; tests and the offline demo point it at a local server. */
  baseUrl?: string;
  /** The company board (ATS sources only). */
  board?: string | null;
  /** Display name when the source does not send one (Lever, Ashby). */
  companyName?: string;
};

/** What a connector reads from one posting, before the shared normalisation. */
export type JobDraft = {
  source: Source;
  board: string | null;
  externalId: string | number | null | undefined;
  company: string | null | undefined;
  title: string | null | undefined;
  /** HTML, possibly entity-escaped. */
  descriptionHtml?: string | null;
  /** Plain text, when the source has no HTML. */
  descriptionText?: string | null;
  location: string | null | undefined;
  otherLocations?: (string | null | undefined)[];
  countryHints?: (string | null | undefined)[];
  remoteType?: RemoteType | null;
  eligibility?: string | null;
  employmentLabels?: (string | null | undefined)[];
  levelHints?: (string | null | undefined)[];
  salary?: Salary | null;
  /** Look for a pay range in the description when the source has no salary field. */
  salaryFromDescription?: boolean;
  language?: string | null;
  applyUrl: string | null | undefined;
  /** The first-published date in whatever format the source uses. */
  postedAt: unknown;
  /** An aggregator's tags, searched with the text. */
  tags?: (string | null | undefined)[] | null;
};

const MAX_TAGS = 30;

export class MappingError extends Error {}

/** Turns a draft into a NormalizedJob; throws MappingError when a required field is missing. */
export function buildJob(draft: JobDraft): NormalizedJob {
  const externalId = draft.externalId == null ? "" : String(draft.externalId).trim();
  const title = draft.title?.replace(/\s+/g, " ").trim();
  const company = draft.company?.trim();
  const applyUrl = draft.applyUrl?.trim();
  if (!externalId) throw new MappingError("no id");
  if (!title) throw new MappingError(`${externalId}: no title`);
  if (!company) throw new MappingError(`${externalId}: no company`);
  if (!applyUrl || !/^https?:\/\//.test(applyUrl)) throw new MappingError(`${externalId}: no apply URL`);
  const postedAt = parseDate(draft.postedAt);
  // Never fall back to an "updated" or "first seen" date: a stale job would look fresh.
  if (!postedAt) throw new MappingError(`${externalId}: no publication date (${JSON.stringify(draft.postedAt ?? null)})`);

  const description = normalizeDescription({ html: draft.descriptionHtml, text: draft.descriptionText });
  const location = (draft.location ?? "").replace(/\s+/g, " ").trim();
  const resolved = resolveLocation({
    location,
    otherLocations: (draft.otherLocations ?? []).filter((text): text is string => !!text?.trim()),
    countryHints: draft.countryHints,
    remoteType: draft.remoteType,
    eligibility: draft.eligibility,
  });
  const salary = draft.salary ?? (draft.salaryFromDescription ? findSalaryInText(description.text) : null);
  const language = draft.language?.trim().slice(0, 2).toLowerCase() || detectLanguage(`${title}\n${description.text}`);

  return {
    source: draft.source,
    board: draft.board,
    externalId,
    company,
    title,
    descriptionHtml: description.html,
    descriptionText: description.text,
    location,
    countryCodes: resolved.countryCodes,
    remoteType: resolved.remoteType,
    eligibleCountryCodes: resolved.eligibleCountryCodes,
    employmentType: parseEmploymentType(...(draft.employmentLabels ?? []), title),
    seniority: detectSeniority(title, ...(draft.levelHints ?? [])),
    salary,
    language,
    applyUrl,
    postedAt,
    tags: [...new Set((draft.tags ?? []).map((tag) => tag?.replace(/\s+/g, " ").trim() ?? "").filter(Boolean))].slice(0, MAX_TAGS),
  };
}

/**
 * Checks each posting against the source's schema and maps it, keeping the good ones and a warning
 * for each one that could not be read: one odd posting never costs the whole board.
 */
export function mapPostings<S extends z.ZodType>(
  source: Source,
  board: string | null,
  postings: unknown[],
  schema: S,
  map: (posting: z.output<S>) => JobDraft,
): FetchResult {
  const jobs: NormalizedJob[] = [];
  const warnings: string[] = [];
  const where = board ? `${source}/${board}` : source;
  postings.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      warnings.push(`${where}: skipped posting #${index + 1}: ${issue ? `${issue.path.join(".") || "posting"}: ${issue.message}` : "unreadable"}`);
      return;
    }
    try {
      jobs.push(buildJob(map(parsed.data)));
    } catch (error) {
      warnings.push(`${where}: skipped posting #${index + 1}: ${(error as Error).message}`);
    }
  });
  return { jobs, warnings };
}

/** "northwind-labs" → "Northwind Labs", for boards whose API names no company. */
export function companyFromBoard(board: string): string {
  return board
    .split(/[-_.\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

export function requireBoard(source: Source, board: string | null | undefined): string {
  if (!board) throw new Error(`${source}: a board is required`);
  return board;
}

/** The envelope of a response, checked before any posting is read. */
export function expectArray(source: Source, value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${source}: unexpected response, ${what} is not a list`);
  return value;
}
