CREATE TABLE "ingestion_requests" (
	"source" text NOT NULL,
	"board" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingestion_requests_source_board_pk" PRIMARY KEY("source","board")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "company_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "simhash" bigint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "tags" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Stored jobs get their identity now; their SimHash with their next sync.
UPDATE "jobs" SET "company_key" = replace("company_slug", '-', '');--> statement-breakpoint
DROP INDEX "jobs_company_title_idx";--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(company, '') || ' ' || coalesce(tags, '') || ' ' || coalesce(description_text, ''))) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_company_key_title_idx" ON "jobs" USING btree ("company_key","normalized_title");--> statement-breakpoint
CREATE INDEX "jobs_duplicate_of_idx" ON "jobs" USING btree ("duplicate_of") WHERE "jobs"."duplicate_of" is not null;--> statement-breakpoint
CREATE INDEX "jobs_repost_of_idx" ON "jobs" USING btree ("repost_of") WHERE "jobs"."repost_of" is not null;--> statement-breakpoint
CREATE INDEX "applications_user_score_idx" ON "applications" USING btree ("user_id","score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "applications_user_stage_score_idx" ON "applications" USING btree ("user_id","stage","score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
