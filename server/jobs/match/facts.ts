import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { jobs } from "../../db/schema";
import type { Candidate } from "./filters";
import { jobSkills, type ScoredFacts } from "./score";

/** The résumé facts scoring reads, from the stored jsonb whatever its age. */
export function factsOf(stored: Record<string, unknown> | null | undefined): ScoredFacts {
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);
  const years = stored?.yearsOfExperience;
  return { skills: strings(stored?.skills), titles: strings(stored?.titles), yearsOfExperience: typeof years === "number" ? years : null };
}

// Skills read from a description, per job version, shared by the matcher and the support pages of
// this process: the dictionary costs milliseconds per posting, and every copilot of a scheduler
// round reads the same jobs.
const skillCache = new Map<string, string[]>();
const SKILL_CACHE_SIZE = 50_000;

/** The skills each job's title and description ask for, by job id; descriptions are read only for jobs not cached. */
export async function skillsOf(deps: Pick<AppDeps, "db">, wanted: Pick<Candidate, "id" | "title" | "fingerprint">[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const missing: typeof wanted = [];
  for (const job of wanted) {
    const cached = skillCache.get(`${job.id}:${job.fingerprint}`);
    if (cached) found.set(job.id, cached);
    else missing.push(job);
  }
  for (let i = 0; i < missing.length; i += 500) {
    const chunk = missing.slice(i, i + 500);
    const rows = await deps.db
      .select({ id: jobs.id, descriptionText: jobs.descriptionText })
      .from(jobs)
      .where(inArray(jobs.id, chunk.map((job) => job.id)));
    const texts = new Map(rows.map((row) => [row.id, row.descriptionText]));
    for (const job of chunk) {
      const skills = jobSkills({ title: job.title, descriptionText: texts.get(job.id) ?? "" });
      found.set(job.id, skills);
      skillCache.set(`${job.id}:${job.fingerprint}`, skills);
      if (skillCache.size > SKILL_CACHE_SIZE) skillCache.delete(skillCache.keys().next().value!);
    }
  }
  return found;
}
