import { z } from "zod";
import { DEFAULT_BOARDS, type Board } from "./default-boards";
import { SOURCES, type Source } from "./types";

/**
 * JOB_SOURCES: which boards to poll.
 *
 *   fixtures                       every source against the bundled fixture server (the default; works offline)
 *   fixtures@http://127.0.0.1:4010 every source against a fixture server already running there
 *   defaults                       every source live, ATSs with the boards of default-boards.ts
 *   entry;entry;…                  the sources named, live
 *
 * An entry is `source[:board,board…][@baseUrl]`:
 *   greenhouse:stripe,airbnb       two Greenhouse boards
 *   greenhouse                     an ATS without boards polls its default boards
 *   remotive                       aggregators take no boards
 *   lever:netflix@http://127.0.0.1:4010   a board on another host (a local server, Lever's EU host…)
 *   lever:acme=Acme Analytics      a board with its company's name, for feeds that do not say it
 * Entries are separated by ";" or new lines, boards by ","; the base URL runs to the end of its
 * entry, so its own ":" and "/" need no escaping. See server/jobs/SOURCES.md.
 */
export type SourceEntry = { source: Source; boards: Board[] | null; baseUrl: string | null };
export type JobSourcesConfig = { mode: "fixtures"; baseUrl: string | null } | { mode: "live"; entries: SourceEntry[] };

export const AGGREGATORS: ReadonlySet<Source> = new Set<Source>(["arbeitnow", "remotive", "remoteok"]);
const BOARD = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_COMPANY_NAME = 100;
const EXAMPLE = 'e.g. "fixtures", "defaults" or "greenhouse:stripe,airbnb;lever:netflix;remotive"';

const isSource = (name: string): name is Source => (SOURCES as readonly string[]).includes(name);

function parseUrl(text: string, owner: string, errors: string[]): string | null {
  try {
    const url = new URL(text);
    if (url.protocol === "http:" || url.protocol === "https:") return text.replace(/\/+$/, "");
  } catch {
    // reported below
  }
  errors.push(`invalid base URL "${text}" for ${owner}: expected an http:// or https:// URL`);
  return null;
}

const knownBoard = (source: Source, board: string): Board =>
  (AGGREGATORS.has(source) ? undefined : DEFAULT_BOARDS[source as keyof typeof DEFAULT_BOARDS].find((known) => known.board.toLowerCase() === board.toLowerCase())) ?? { board, company: "" };

function parseEntry(text: string, errors: string[]): SourceEntry | null {
  const at = text.indexOf("@");
  const head = (at >= 0 ? text.slice(0, at) : text).trim();
  const urlText = at >= 0 ? text.slice(at + 1).trim() : null;
  const colon = head.indexOf(":");
  const name = (colon >= 0 ? head.slice(0, colon) : head).trim().toLowerCase();
  const boardsText = colon >= 0 ? head.slice(colon + 1) : null;

  if (!isSource(name)) {
    errors.push(`unknown source "${name}" in "${text}" (expected one of ${SOURCES.join(", ")})`);
    return null;
  }
  const baseUrl = urlText === null ? null : urlText ? parseUrl(urlText, name, errors) : (errors.push(`"${text}" has "@" but no base URL after it`), null);
  if (AGGREGATORS.has(name)) {
    if (boardsText !== null) errors.push(`${name} is an aggregator and takes no boards: remove ":${boardsText.trim()}"`);
    return { source: name, boards: null, baseUrl };
  }
  if (boardsText === null) return { source: name, boards: DEFAULT_BOARDS[name as keyof typeof DEFAULT_BOARDS], baseUrl };
  const parts = boardsText.split(",").map((part) => part.trim()).filter(Boolean);
  if (!parts.length) errors.push(`"${text}" names no boards: list them after the ":", or drop the ":" for the default boards`);
  const boards = parts.map((part) => {
    // "acme=Acme Analytics": the company's real name, for boards whose feed does not say it (Lever, Ashby).
    const [board = "", ...named] = part.split("=");
    const company = named.join("=").trim();
    if (!BOARD.test(board.trim())) errors.push(`invalid board "${board.trim()}" for ${name}: use letters, digits, ".", "_" and "-" only`);
    if (named.length && (!company || company.length > MAX_COMPANY_NAME))
      errors.push(`"${part}" for ${name}: the company name after "=" must be 1 to ${MAX_COMPANY_NAME} characters`);
    const known = knownBoard(name, board.trim());
    return company ? { ...known, company } : known;
  });
  return { source: name, boards: [...new Map(boards.map((board) => [board.board.toLowerCase(), board])).values()], baseUrl };
}

/** The JOB_SOURCES string checked and parsed; every mistake is reported, each naming the part at fault. */
export const jobSourcesSchema = z.string().transform((value, ctx): JobSourcesConfig => {
  const errors: string[] = [];
  const parts = value.split(/[;\n]/).map((part) => part.trim()).filter(Boolean);
  let config: JobSourcesConfig | null = null;

  if (!parts.length) errors.push(`is empty: ${EXAMPLE}`);
  else if (parts.some((part) => /^fixtures(@|$)/i.test(part))) {
    if (parts.length > 1) errors.push(`"fixtures" stands alone; it cannot be combined with other entries`);
    else {
      const at = parts[0]!.indexOf("@");
      config = { mode: "fixtures", baseUrl: at >= 0 ? parseUrl(parts[0]!.slice(at + 1).trim(), "fixtures", errors) : null };
    }
  } else if (parts.some((part) => /^defaults$/i.test(part))) {
    if (parts.length > 1) errors.push(`"defaults" stands alone; it cannot be combined with other entries`);
    else config = { mode: "live", entries: SOURCES.map((source) => ({ source, boards: AGGREGATORS.has(source) ? null : DEFAULT_BOARDS[source as keyof typeof DEFAULT_BOARDS], baseUrl: null })) };
  } else {
    const entries: SourceEntry[] = [];
    for (const part of parts) {
      const entry = parseEntry(part, errors);
      if (!entry) continue;
      if (entries.some((known) => known.source === entry.source)) errors.push(`${entry.source} is listed twice: put all its boards in one entry`);
      else entries.push(entry);
    }
    config = { mode: "live", entries };
  }

  for (const message of errors) ctx.addIssue({ code: "custom", message });
  return errors.length ? z.NEVER : config!;
});

export class JobSourcesError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid JOB_SOURCES:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "JobSourcesError";
  }
}

/** Parses JOB_SOURCES or throws a JobSourcesError listing every mistake. */
export function parseJobSources(value: string): JobSourcesConfig {
  const result = jobSourcesSchema.safeParse(value);
  if (!result.success) throw new JobSourcesError(result.error.issues.map((issue) => issue.message));
  return result.data;
}
