import type { z } from "zod";
import type { HttpClient } from "./http";
import { workModeFromText } from "./normalize/work-mode";
import { detectLanguage, detectSeniority, eligibleRegionsFromText, findSalaryInText, languageRequirements, normalizeDescription, parseDate, parseEmploymentType, resolveLocation, type Salary } from "./normalize";
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
  // The fields said nothing of the work mode: the text may ("This role is fully on-site").
  const remoteType = resolved.remoteType === "unknown" ? (workModeFromText(description.text) ?? "unknown") : resolved.remoteType;
  // "Candidates anywhere in the EU are welcome" in the text says more than the office's country.
  const prose = remoteType === "remote" ? eligibleRegionsFromText(description.text) : null;
  const eligibleCountryCodes = prose ? [...new Set([...(resolved.eligibleCountryCodes ?? []), ...prose])] : resolved.eligibleCountryCodes;

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
    remoteType,
    eligibleCountryCodes,
    employmentType: parseEmploymentType(...(draft.employmentLabels ?? []), title),
    seniority: detectSeniority(title, ...(draft.levelHints ?? [])),
    salary,
    language,
    requiredLanguages: languageRequirements(description.text, language).required,
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

/** Words that follow a company's name in prose without being part of it ("Acme Team", "Acme Is Hiring"). */
const NOT_NAME_WORDS = new Set([
  "team", "teams", "is", "are", "was", "we", "our", "careers", "career", "jobs", "job", "hiring", "in", "at", "for", "and", "the", "to", "of",
  "you", "your", "with", "on", "as", "a", "an", "has", "have", "offers", "offer", "culture", "values", "people", "platform", "product", "products",
  "office", "offices", "hq", "headquarters", "website", "blog", "app", "family", "way", "mission", "benefits",
]);
const NAME_SPAN = 4;
const LONGER_NAME_SHARE = 0.6;

/**
 * A board whose feed does not name its company (Lever, Ashby) is named by its token, "acme" → "Acme",
 * which misses "Acme Analytics". The postings' own text names it: the most frequent run of
 * capitalised words that spells the token ("Acme Cloud" for "acmecloud") or starts with it
 * ("Acme Analytics" for "acme"). Falls back to the token's words.
 */
export function companyFromPostings(board: string, texts: string[]): string {
  const slug = board.toLowerCase().replace(/[^a-z0-9]/g, "");
  const counts = new Map<string, number>();
  for (const text of texts) {
    const words = text.slice(0, 20_000).match(/[\p{L}\p{N}][\p{L}\p{N}&'’.-]*/gu) ?? [];
    for (let start = 0; start < words.length; start++) {
      let squashed = "";
      for (let end = start; end < Math.min(words.length, start + NAME_SPAN); end++) {
        const word = words[end]!.replace(/[.’']+$/, "");
        if (!/^\p{Lu}/u.test(word) && !(end === start && /^\p{N}/u.test(word))) break;
        squashed += word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
        const extra = squashed.length > slug.length;
        if (extra && (!squashed.startsWith(slug) || NOT_NAME_WORDS.has(word.toLowerCase()))) break;
        if (!extra && !slug.startsWith(squashed)) break;
        if (squashed.length >= slug.length) {
          const name = words.slice(start, end + 1).join(" ").replace(/[.’']+$/, "");
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
    }
  }
  const ranked = [...counts.entries()].sort(([, a], [, b]) => b - a);
  if (!ranked.length) return companyFromBoard(board);
  // Every "Acme Analytics" is also an "Acme": the longer name wins when most mentions use it.
  const [shortest, most] = ranked[0]!;
  const longer = ranked.filter(([name, count]) => name.startsWith(`${shortest} `) && count >= LONGER_NAME_SHARE * most);
  return longer.sort(([a], [b]) => b.length - a.length)[0]?.[0] ?? shortest;
}

/** A feed mapped with the board token as its company, renamed after what its postings call it (unless configured). */
export function withCompanyFromPostings(result: FetchResult, board: string, configured: string | undefined): FetchResult {
  if (configured || !result.jobs.length) return result;
  const company = companyFromPostings(board, result.jobs.map((job) => `${job.title}\n${job.descriptionText}`));
  return { ...result, jobs: result.jobs.map((job) => ({ ...job, company })) };
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
