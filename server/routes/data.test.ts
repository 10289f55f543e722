import { sql } from "drizzle-orm";
import { brands } from "../db/schema";
import { brandSlug, seedBrands, shippedBrands, upsertBrand } from "../jobs/ingest/brands";
import { createTestContext, fieldMessages, type TestContext } from "../test/harness";

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  token = (await t.signUp()).token;
});
afterAll(() => t.close());

const get = (path: string) => t.call("GET", path, { token });

/** Follows next_cursor to the end; returns every item and the number of pages. */
async function walk(path: string) {
  const items: any[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes("?") ? "&" : "?";
    const res = await get(cursor ? `${path}${separator}cursor=${cursor}` : path);
    expect(res.status).toBe(200);
    items.push(...res.body.data.items);
    cursor = res.body.data.next_cursor;
    pages += 1;
    if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  } while (cursor && pages < 500);
  return { items, pages };
}

describe("every reference endpoint", () => {
  const paths = ["/data/mobile-codes", "/data/locations", "/data/job-titles", "/data/brands"];

  it.each(paths)("%s needs a token", async (path) => {
    const res = await t.call("GET", path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe("unauthorized");
  });

  it.each(paths)("%s refuses bad paging and locale values, naming the field", async (path) => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=1000", "limit"],
      ["limit=abc", "limit"],
      ["locale=xx", "locale"],
      ["cursor=not%20a%20cursor", "cursor"],
      ["cursor=bm9wZQ", "cursor"],
      ["colour=red", "colour"],
    ] as const) {
      const res = await get(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_error");
      expect(fieldMessages(res.body.error)).toHaveProperty([field]);
    }
  });

  it.each(paths)("%s pages 20 at a time by default", async (path) => {
    if (path === "/data/brands") await seedBrands(t.deps);
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(20);
    expect(res.body.data.next_cursor).toEqual(expect.any(String));
  });
});

describe("GET /data/mobile-codes", () => {
  it("lists every country with its calling code, GB as +44", async () => {
    const res = await get("/data/mobile-codes?limit=300");
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items.length).toBeGreaterThanOrEqual(240);
    expect(res.body.data.next_cursor).toBeNull();
    expect(items).toContainEqual({ code: "GB", name: "United Kingdom", mobile_code: "+44" });
    expect(items).toContainEqual({ code: "DE", name: "Germany", mobile_code: "+49" });
    const names = items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare));
  });

  it("names countries in the requested language", async () => {
    const { items } = (await get("/data/mobile-codes?locale=de&limit=300")).body.data;
    expect(items).toContainEqual({ code: "DE", name: "Deutschland", mobile_code: "+49" });
    expect(items).toContainEqual({ code: "GB", name: "Vereinigtes Königreich", mobile_code: "+44" });
    const nl = (await get("/data/mobile-codes?locale=nl&q=duits")).body.data.items;
    expect(nl[0]).toEqual({ code: "DE", name: "Duitsland", mobile_code: "+49" });
  });

  it("finds by localised or English name, ignoring accents and case, by ISO code and by calling code", async () => {
    const byGerman = (await get("/data/mobile-codes?locale=de&q=OSTERREICH")).body.data.items;
    expect(byGerman.map((item: { code: string }) => item.code)).toEqual(["AT"]);
    const byEnglish = (await get("/data/mobile-codes?locale=fr&q=germany")).body.data.items;
    expect(byEnglish).toEqual([{ code: "DE", name: "Allemagne", mobile_code: "+49" }]);
    const byCode = (await get("/data/mobile-codes?q=gb")).body.data.items;
    expect(byCode[0].code).toBe("GB");
    const byDigits = (await get(`/data/mobile-codes?q=${encodeURIComponent("+44")}`)).body.data.items;
    expect(byDigits.map((item: { code: string }) => item.code)).toEqual(["GB", "GG", "IM", "JE"]);
    const nanp = (await get("/data/mobile-codes?q=1")).body.data.items;
    expect(nanp[0]).toEqual({ code: "US", name: "United States", mobile_code: "+1" });
    expect(byDigits.every((item: { mobile_code: string }) => item.mobile_code.startsWith("+44"))).toBe(true);
    const uk = (await get("/data/mobile-codes?q=uk")).body.data.items;
    expect(uk[0].code).toBe("GB");
    expect((await get("/data/mobile-codes?q=zzzz")).body.data).toEqual({ items: [], next_cursor: null });
  });

  it("allows up to 300 per page and pages without duplicates", async () => {
    expect((await get("/data/mobile-codes?limit=301")).status).toBe(400);
    const all = (await get("/data/mobile-codes?limit=300")).body.data.items;
    const { items, pages } = await walk("/data/mobile-codes?limit=50");
    expect(pages).toBe(Math.ceil(all.length / 50));
    expect(items).toEqual(all);
  });
});

describe("GET /data/locations", () => {
  it("finds Munich by mün, in English and German", async () => {
    const en = (await get(`/data/locations?q=${encodeURIComponent("mün")}`)).body.data.items;
    expect(en[0]).toMatchObject({ id: "city:2867714", type: "city", name: "Munich", country_code: "DE", country_name: "Germany" });
    expect(en[0].population).toBeGreaterThan(1_000_000);
    expect(en[0].lat).toBeCloseTo(48.137, 2);
    expect(en[0].lon).toBeCloseTo(11.575, 2);
    const de = (await get(`/data/locations?q=m%C3%BCnchen&locale=de`)).body.data.items;
    expect(de[0]).toMatchObject({ name: "München", country_name: "Deutschland" });
    const deByEnglish = (await get("/data/locations?q=munich&locale=de")).body.data.items;
    expect(deByEnglish[0].name).toBe("München");
  });

  it("ranks prefix matches before substring matches, then by population", async () => {
    const items = (await get("/data/locations?q=paris&type=city&limit=50")).body.data.items;
    expect(items[0]).toMatchObject({ name: "Paris", country_code: "FR" });
    const names = items.map((item: { name: string }) => item.name.toLowerCase());
    const firstSubstring = names.findIndex((name: string) => !name.startsWith("paris"));
    if (firstSubstring >= 0) expect(names.slice(firstSubstring).every((name: string) => !name.startsWith("paris"))).toBe(true);
    const prefixPopulations = items.filter((item: { name: string }) => item.name.toLowerCase().startsWith("paris")).map((item: { population: number }) => item.population);
    expect(prefixPopulations).toEqual([...prefixPopulations].sort((a, b) => b - a));
  });

  it("lists countries with localised names and filters by type", async () => {
    const countries = (await get("/data/locations?type=country&q=deutsch&locale=de")).body.data.items;
    expect(countries[0]).toEqual({ id: "country:DE", type: "country", name: "Deutschland", country_code: "DE", country_name: "Deutschland" });
    const cities = await walk("/data/locations?type=city&q=berlin&limit=100");
    expect(cities.items.length).toBeGreaterThan(0);
    expect(cities.items.every((item: { type: string }) => item.type === "city")).toBe(true);
    expect((await get("/data/locations?q=germany")).body.data.items[0].id).toBe("country:DE");
  });

  it("narrows 'city, country' to one country", async () => {
    const items = (await get("/data/locations?q=valencia,%20spain")).body.data.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item: { country_code: string }) => item.country_code === "ES")).toBe(true);
    expect(items[0].name).toBe("Valencia");
  });

  it("refuses an unknown type", async () => {
    const res = await get("/data/locations?type=planet");
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body.error).type).toMatch(/country, city/);
  });

  it("pages through every match without duplicates", async () => {
    const { items, pages } = await walk("/data/locations?q=san&limit=37");
    expect(pages).toBeGreaterThan(2);
    const ids = items.map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("GET /data/job-titles", () => {
  it("has over 1,000 titles, each once", async () => {
    const { items } = await walk("/data/job-titles?limit=100");
    expect(items.length).toBeGreaterThanOrEqual(1000);
    const ids = items.map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items).toContainEqual({ id: "software-engineer", name: "Software Engineer" });
  });

  it("names titles in the requested language and finds them by any language's name", async () => {
    const de = (await get("/data/job-titles?q=krankenpfleger&locale=de")).body.data.items;
    expect(de.map((item: { id: string }) => item.id)).toContain("pediatric-nurse");
    const byGerman = (await get("/data/job-titles?q=Tierarzt")).body.data.items;
    expect(byGerman[0]).toEqual({ id: "veterinarian", name: "Veterinarian" });
    const fr = (await get("/data/job-titles?q=comptable&locale=fr")).body.data.items;
    expect(fr[0]).toEqual({ id: "accountant", name: "Comptable" });
    const accents = (await get("/data/job-titles?q=INGENIEUR%20LOGICIEL&locale=fr")).body.data.items;
    expect(accents[0]).toEqual({ id: "software-engineer", name: "Ingénieur logiciel" });
  });

  it("ranks prefix matches first", async () => {
    const items = (await get("/data/job-titles?q=data&limit=100")).body.data.items;
    const names = items.map((item: { name: string }) => item.name);
    const firstOther = names.findIndex((name: string) => !name.toLowerCase().startsWith("data"));
    expect(firstOther).toBeGreaterThan(5);
    expect(names.slice(firstOther).some((name: string) => name.toLowerCase().startsWith("data"))).toBe(false);
  });
});

describe("GET /data/brands", () => {
  it("seeds the shipped employers once", async () => {
    expect(shippedBrands().length).toBeGreaterThanOrEqual(150);
    await seedBrands(t.deps);
    expect(await seedBrands(t.deps)).toBe(0);
    const rows = await t.db.select().from(brands);
    expect(rows.length).toBe(new Set(shippedBrands().map((brand) => brandSlug(brand.name))).size);
  });

  it("finds a seeded company by part of its name, ignoring case", async () => {
    const res = await get("/data/brands?q=STRIP");
    expect(res.status).toBe(200);
    expect(res.body.data.items).toContainEqual({ id: expect.any(String), name: "Stripe", website: "https://stripe.com" });
  });

  it("finds a brand added by upsertBrand, which merges names by slug", async () => {
    const created = await upsertBrand(t.deps, "  Acme   Widgets GmbH ", "acme-widgets.example/jobs/");
    expect(created).toEqual({ id: expect.any(String), name: "Acme Widgets GmbH", website: "https://acme-widgets.example/jobs" });
    const again = await upsertBrand(t.deps, "acme widgets");
    expect(again.id).toBe(created.id);
    const res = await get("/data/brands?q=widgets");
    expect(res.body.data.items).toEqual([created]);
  });

  it("treats % and _ in q as plain characters", async () => {
    await upsertBrand(t.deps, "100% Pure_Co Labs");
    expect((await get("/data/brands?q=%25")).body.data.items.map((brand: { name: string }) => brand.name)).toEqual(["100% Pure_Co Labs"]);
    expect((await get("/data/brands?q=e_c")).body.data.items.map((brand: { name: string }) => brand.name)).toEqual(["100% Pure_Co Labs"]);
  });

  it("pages by name without duplicates until next_cursor is null", async () => {
    const { items, pages } = await walk("/data/brands?limit=7");
    expect(pages).toBeGreaterThan(20);
    const ids = items.map((brand: { id: string }) => brand.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The database's collation decides the order; the pages must follow it exactly.
    const ordered = await t.db.select({ id: brands.id }).from(brands).orderBy(sql`lower(${brands.name})`, brands.id);
    expect(ids).toEqual(ordered.map((row) => row.id));
  });
});
