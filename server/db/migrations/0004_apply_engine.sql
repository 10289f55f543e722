CREATE TABLE "answer_bank" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_key" text NOT NULL,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ats" text NOT NULL,
	"url" text NOT NULL,
	"outcome" text NOT NULL,
	"fields" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"response" jsonb,
	"html_key" text,
	"screenshot_key" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ats" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "apply_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "apply_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "send_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pending_questions" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "copilots" ADD COLUMN "dry_run" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_bank" ADD CONSTRAINT "answer_bank_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_proofs" ADD CONSTRAINT "application_proofs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_proofs" ADD CONSTRAINT "application_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_bank_user_question_key" ON "answer_bank" USING btree ("user_id","question_key");--> statement-breakpoint
CREATE INDEX "application_proofs_application_idx" ON "application_proofs" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_stage_changed_idx" ON "applications" USING btree ("stage","stage_changed_at");