import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { brands } from "../../db/schema";

export type Brand = { id: string; name: string; website: string | null };

// Dropped from the end of a name so "Stripe, Inc." and "Stripe" are one brand.
const LEGAL_SUFFIXES = new Set([
  "inc", "incorporated", "llc", "llp", "ltd", "limited", "plc", "corp", "corporation", "co", "company",
  "gmbh", "ag", "kg", "se", "sa", "sas", "sarl", "srl", "spa", "bv", "nv", "ab", "asa", "oy", "oyj", "pty", "aps",
]);

/** The brand's identity: lower case, accents folded, legal form dropped, words joined by "-". */
export function brandSlug(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\./g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words.at(-1)!)) words.pop();
  return words.join("-");
}

/** An http(s) address as origin plus path, or null; a bare domain gets https://. */
export function normaliseWebsite(website: string | null | undefined): string | null {
  const text = website?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.pathname === "/" ? url.origin : `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  } catch {
    return null;
  }
}

/** A brand as the upsert and the brand list return it. */
export const brandColumns = { id: brands.id, name: brands.name, website: brands.website };

/**
 * Finds or creates the brand for a company name (as job ingestion meets it). An existing brand
 * keeps its name; it only gains a website it did not have.
 */
export async function upsertBrand(deps: AppDeps, name: string, website?: string | null): Promise<Brand> {
  const cleanName = name.trim().replace(/\s+/g, " ");
  const slug = brandSlug(cleanName);
  if (!slug) throw new Error("A brand needs a name with letters or digits.");
  const [row] = await deps.db
    .insert(brands)
    .values({ slug, name: cleanName, website: normaliseWebsite(website) })
    .onConflictDoUpdate({ target: brands.slug, set: { website: sql`coalesce(${brands.website}, excluded.website)` } })
    .returning(brandColumns);
  return row!;
}

type SeedBrand = { name: string; website: string };
let seedList: SeedBrand[] | undefined;

export function shippedBrands(): SeedBrand[] {
  seedList ??= JSON.parse(fs.readFileSync(path.join(process.cwd(), "server/data/brands.json"), "utf8")) as SeedBrand[];
  return seedList;
}

/** Inserts the shipped employers; safe to run on every start. Returns how many were new. */
export async function seedBrands(deps: AppDeps): Promise<number> {
  const rows = shippedBrands().map((brand) => ({
    slug: brandSlug(brand.name),
    name: brand.name,
    website: normaliseWebsite(brand.website),
  }));
  const inserted = await deps.db.insert(brands).values(rows).onConflictDoNothing().returning({ id: brands.id });
  return inserted.length;
}
