import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AGGREGATORS } from "../sources/job-sources";
import { SOURCES, type Source } from "../sources/types";

/**
 * The labelled match-quality set: recorded feeds in each source's own shape under data/, the
 * users and copilots of copilots.ts, and labels.json, written from RULES.md.
 */
export const EVAL_DIR = path.join(process.cwd(), "server/jobs/eval");
export const DATA_DIR = path.join(EVAL_DIR, "data");

export const TRAP_KINDS = [
  "duplicate",
  "repost",
  "stale",
  "wrong_country",
  "no_sponsorship",
  "language",
  "near_miss_title",
  "salary",
  "missing_fields",
  "excluded_company",
  "keyword",
] as const;
export type TrapKind = (typeof TRAP_KINDS)[number];

const labelSchema = z.strictObject({
  match: z.boolean(),
  traps: z.array(z.enum(TRAP_KINDS)),
  reason: z.string().min(1),
  duplicate_of: z.string().optional(),
});
export type Label = z.output<typeof labelSchema>;

const labelSetSchema = z.strictObject({
  now: z.iso.datetime(),
  postings: z.record(z.string(), z.strictObject({ source: z.enum(SOURCES), company: z.string(), title: z.string(), duplicate_of: z.string().optional() })),
  labels: z.record(z.string(), z.record(z.string(), labelSchema)),
});
export type LabelSet = z.output<typeof labelSetSchema>;

export function loadLabelSet(): LabelSet {
  return labelSetSchema.parse(JSON.parse(fs.readFileSync(path.join(EVAL_DIR, "labels.json"), "utf8")));
}

/** How labels.json names a posting: its source and the source's own id. */
export const postingKey = (source: string, externalId: string) => `${source}:${externalId}`;

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8"));
const feedFiles = (source: Source) => fs.readdirSync(path.join(DATA_DIR, source)).filter((file) => file.endsWith(".json") && !file.endsWith(".details.json")).sort();

/** The company boards recorded per ATS, from the file names; aggregators have none. */
export function recordedBoards(): Record<Source, string[] | null> {
  return Object.fromEntries(SOURCES.map((source) => [source, AGGREGATORS.has(source) ? null : feedFiles(source).map((file) => file.replace(/\.json$/, ""))])) as Record<Source, string[] | null>;
}

type Posting = Record<string, unknown>;
const list = (value: unknown, field?: string): Posting[] => ((field ? (value as Record<string, unknown>)[field] : value) ?? []) as Posting[];

/** Where each API keeps its postings' ids, as the connectors read them. */
const POSTING_IDS: Record<Source, (body: unknown) => unknown[]> = {
  greenhouse: (body) => list(body, "jobs").map((job) => job.id),
  lever: (body) => list(body).map((posting) => posting.id),
  ashby: (body) => list(body, "jobs").filter((job) => job.isListed !== false).map((job) => job.id),
  workable: (body) => list(body, "jobs").map((job) => job.shortcode),
  smartrecruiters: (body) => list(body, "content").map((posting) => posting.id),
  recruitee: (body) => list(body, "offers").map((offer) => offer.id),
  arbeitnow: (body) => list(body, "data").map((job) => job.slug),
  remotive: (body) => list(body, "jobs").map((job) => job.id),
  // The first element is Remote OK's legal notice.
  remoteok: (body) => list(body).filter((item) => "position" in item).map((job) => job.id),
};

/** Every posting the recorded feeds list, by key, readable or not. */
export function recordedPostingKeys(): string[] {
  return SOURCES.flatMap((source) => feedFiles(source).flatMap((file) => POSTING_IDS[source](readJson(path.join(source, file))).map((id) => postingKey(source, String(id)))));
}
