ALTER TABLE "feedbacks" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "impersonations_started_idx" ON "impersonations" USING btree ("started_at");