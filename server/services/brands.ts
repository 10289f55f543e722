import { and, asc, ilike, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { BrandsQuery } from "@/lib/contracts/reference-data";
import type { AppDeps } from "../deps";
import { brands } from "../db/schema";
import { decodeCursor, keysetPage, uuidText, type Page } from "../db/toolkit";
import { brandColumns, type Brand } from "../jobs/ingest/brands";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

const brandCursor = z.object({ n: z.string(), i: uuidText });

/** Brands whose name contains `q` (case-insensitive), by name; keyset-paged on (name, id). */
export async function listBrands(deps: AppDeps, query: BrandsQuery): Promise<Page<Brand>> {
  const sortName = sql<string>`lower(${brands.name})`;
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(brands.name, `%${escapeLike(query.q)}%`));
  if (query.cursor) {
    const after = decodeCursor(query.cursor, brandCursor);
    conditions.push(sql`(${sortName}, ${brands.id}) > (${after.n}, ${after.i}::uuid)`);
  }
  const rows = await deps.db
    .select({ ...brandColumns, sortName })
    .from(brands)
    .where(and(...conditions))
    .orderBy(asc(sortName), asc(brands.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, ({ id, name, website }) => ({ id, name, website }), (last) => ({ n: last.sortName, i: last.id }));
}
