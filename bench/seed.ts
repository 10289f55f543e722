import { sql } from "drizzle-orm";
import type { AppDeps } from "../server/deps";

// Weighted like a real account: mostly reviewed, rejected and applied, few interviews.
const STAGE_MIX = [
  "review", "review", "review", "review", "queued", "queued", "applied", "applied", "applied", "applied", "applied",
  "rejected", "rejected", "rejected", "rejected", "skipped", "skipped", "interview", "failed", "withdrawn",
];

/**
 * `total` applications (with their jobs) for one user, spread over the given copilots. Generated in
 * SQL, one statement per table, instead of a round trip per row.
 */
export async function seedApplications(db: AppDeps["db"], userId: string, copilotIds: string[], total: number) {
  const ids = sql.raw(`array[${copilotIds.map((id) => `'${id}'::uuid`).join(", ")}]`);
  const stages = sql.raw(`array[${STAGE_MIX.map((stage) => `'${stage}'`).join(", ")}]`);
  await db.execute(sql`
    insert into jobs (source, external_id, company, company_slug, title, normalized_title, description_html,
      description_text, location, remote_type, apply_url, posted_at, fingerprint)
    select 'greenhouse', 'bench-' || g, 'Company ' || (g % 700), 'company-' || (g % 700),
      (array['Frontend Engineer', 'Data Analyst', 'Product Designer', 'Backend Developer', 'QA Engineer'])[1 + g % 5] || ' ' || g,
      'title ' || g, '', repeat('We build things with TypeScript and PostgreSQL. ', 10), 'Berlin, Germany', 'remote',
      'https://jobs.example.com/' || g, now() - make_interval(mins => g), md5(g::text)
    from generate_series(1, ${total}) g`);
  await db.execute(sql`
    insert into applications (user_id, copilot_id, job_id, stage, score, reasons, job_snapshot, created_at, stage_changed_at)
    select ${userId}::uuid, (${ids})[1 + n % ${copilotIds.length}], j.id, (${stages})[1 + (n * 7) % ${STAGE_MIX.length}], 40 + n % 60,
      jsonb_build_array(jsonb_build_object('kind', 'title', 'text', 'Matched: title ' || j.title)),
      jsonb_build_object('title', j.title, 'company', j.company, 'location', j.location, 'remote_type', j.remote_type,
        'apply_url', j.apply_url, 'posted_at', j.posted_at, 'description_text', j.description_text),
      now() - make_interval(secs => (n / 3) * 7), now() - make_interval(secs => (n / 3) * 7)
    from (select id, title, company, location, remote_type, apply_url, posted_at, description_text,
            row_number() over (order by external_id) as n
          from jobs where external_id like 'bench-%') j`);
  await db.execute(sql`analyze jobs`);
  await db.execute(sql`analyze applications`);
}
