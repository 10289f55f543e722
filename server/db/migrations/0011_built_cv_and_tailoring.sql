ALTER TABLE "copilots" ADD COLUMN "tailor_cv" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cv_document_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "cv_document_version" integer;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_cv_document_id_cv_documents_id_fk" FOREIGN KEY ("cv_document_id") REFERENCES "public"."cv_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_cv_document_key" ON "resumes" USING btree ("cv_document_id");