import { and, type AnyColumn, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "../core/errors";
import type { Database } from "./client";
import { fieldError } from "@/lib/http/envelope";

// What every service needs from the database beyond Drizzle itself: ids, rows owned by the
// signed-in user, and keyset pages whose cursors the API issued.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a client-sent id can be a row id at all: a malformed one is "not found", never a database error. */
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

export const uuidText = z.string().regex(UUID);

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/** The row with this id if it belongs to this user; undefined for another user's row, an unknown or a malformed id. */
export async function findOwned<T extends OwnedTable>(db: Database, table: T, userId: string, id: string): Promise<T["$inferSelect"] | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .limit(1);
  return row as T["$inferSelect"] | undefined;
}

export type Page<T> = { items: T[]; next_cursor: string | null };

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

/** Reads a cursor this API issued; anything else is a 400 on the `cursor` field. */
export function decodeCursor<T>(cursor: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest("Some fields are invalid.", { cursor: fieldError("cursor_invalid") });
  return parsed.data;
}

/**
 * One page from rows fetched with `limit + 1`: the extra row only says there is a next page,
 * whose cursor is made from the page's last row.
 */
export function keysetPage<Row, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item, cursorOf: (last: Row) => unknown): Page<Item> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), next_cursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null };
}

const createdCursor = z.object({ c: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/), i: uuidText });
export type CreatedCursor = z.infer<typeof createdCursor>;

/**
 * Keyset paging on (created_at, id), newest or oldest first. The cursor keeps created_at as text
 * to the microsecond: a JS Date would round it and skip or repeat rows.
 */
export function createdKeyset(createdAt: PgColumn, id: PgColumn) {
  const position = sql`(${createdAt}, ${id})`;
  return {
    /** Select this beside the row: the cursor is made from it. */
    key: sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    /** The rows after the cursor, or no condition on the first page. */
    after(cursor: string | undefined, order: "newest" | "oldest" = "newest"): SQL | undefined {
      if (!cursor) return undefined;
      const { c, i } = decodeCursor(cursor, createdCursor);
      const value = sql`(${c}::timestamptz, ${i}::uuid)`;
      return order === "newest" ? sql`${position} < ${value}` : sql`${position} > ${value}`;
    },
    orderBy: (order: "newest" | "oldest" = "newest") => (order === "newest" ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)]),
    cursor: (key: string, rowId: string): CreatedCursor => ({ c: key, i: rowId }),
  };
}

/** The types a sort key can have, each with the text its cursor carries. */
const KEY_TEXT = {
  int: /^-?\d{1,10}$/,
  numeric: /^-?\d{1,20}(?:\.\d{1,20})?$/,
  timestamptz: /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
  uuid: UUID,
} as const;

/** One part of an order: a value that is never null (put nulls in place with coalesce) and its type. */
export type SortPart = { value: SQL | PgColumn; type: keyof typeof KEY_TEXT };

// Cursor values are digits, timestamps and uuids, never this character.
const KEY_SEPARATOR = "|";

/**
 * Keyset paging on any order with one direction throughout: `parts` from the first key to the last,
 * which must make each row's position unique (end with the id). The page after a cursor is a row
 * comparison, which an index on the same parts can answer. The cursor names its order, so one
 * issued for another order is refused, and keeps timestamps as text to the microsecond.
 */
export function sortedKeyset(name: string, direction: "asc" | "desc", parts: [SortPart, ...SortPart[]]) {
  const cursorSchema = z.object({
    s: z.literal(name),
    k: z.array(z.string()).length(parts.length).refine((values) => values.every((value, index) => KEY_TEXT[parts[index]!.type].test(value))),
  });
  const asText = ({ value, type }: SortPart) =>
    type === "timestamptz" ? sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`(${value})::text`;
  const row = sql`(${sql.join(parts.map(({ value }) => sql`${value}`), sql`, `)})`;
  return {
    /** Select this beside the row: the cursor is made from it. */
    key: sql<string>`concat_ws(${KEY_SEPARATOR}, ${sql.join(parts.map(asText), sql`, `)})`,
    /** The rows after the cursor, or no condition on the first page. */
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const { k } = decodeCursor(cursor, cursorSchema);
      const values = sql`(${sql.join(parts.map(({ type }, index) => sql`${k[index]!}::${sql.raw(type)}`), sql`, `)})`;
      return direction === "desc" ? sql`${row} < ${values}` : sql`${row} > ${values}`;
    },
    orderBy: () => parts.map(({ value }) => (direction === "desc" ? desc(value) : asc(value))),
    cursor: (key: string) => ({ s: name, k: key.split(KEY_SEPARATOR) }),
  };
}

/**
 * An event's time: now, but always after the application's previous event, so the timeline keeps
 * the order things happened in even within one millisecond (a stage change and a note in one
 * request). The application row is locked while its events are written, so this cannot race.
 */
export const applicationEventTime = (applicationId: string, now: Date) =>
  sql`greatest(${now.toISOString()}::timestamptz, (select max(e.created_at) + interval '1 microsecond'
    from "application_events" e where e.application_id = ${applicationId}::uuid))`;

/** A CASE mapping a value to a numeric factor (a pay period to periods a year, a currency to a rate); null for any other value. */
export const factorOf = (value: SQL | AnyColumn, factors: [string, number][]) =>
  sql`(case ${value} ${sql.join(factors.map(([key, factor]) => sql`when ${key} then ${factor}::numeric`), sql` `)} end)`;
