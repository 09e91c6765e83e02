-- Trigram indexes for the admin's fragment searches (ILIKE '%...%'). pg_trgm is a trusted extension:
-- the database's owner may create it. PGlite loads it in openPglite (src/server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "case_studies_public_order_idx";--> statement-breakpoint
DROP INDEX "case_studies_created_at_idx";--> statement-breakpoint
DROP INDEX "content_items_created_at_idx";--> statement-breakpoint
DROP INDEX "estimates_created_at_idx";--> statement-breakpoint
DROP INDEX "form_submissions_form_id_idx";--> statement-breakpoint
DROP INDEX "forms_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_created_at_idx";--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "media_files_folder_created_at_idx";--> statement-breakpoint
DROP INDEX "pages_created_at_idx";--> statement-breakpoint
DROP INDEX "partners_public_order_idx";--> statement-breakpoint
DROP INDEX "partners_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin ((setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("client", '') || ' ' || coalesce("industry", '') || ' ' || coalesce("description", '')), 'B')));--> statement-breakpoint
CREATE INDEX "jobs_public_order_idx" ON "jobs" USING btree ("is_active","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ((setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("department", '') || ' ' || coalesce("location", '') || ' ' || coalesce("description", '')), 'B')));--> statement-breakpoint
CREATE INDEX "leads_unseen_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'new' and is_read = false and is_spam = false;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_files_created_at_idx" ON "media_files" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_email_trgm_idx" ON "newsletter_subscribers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pages_search_idx" ON "pages" USING gin ((setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("meta_description", '')), 'B')));--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_public_order_idx" ON "case_studies" USING btree ("is_active","is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "case_studies_created_at_idx" ON "case_studies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "content_items_created_at_idx" ON "content_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "estimates_created_at_idx" ON "estimates" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "form_submissions_form_id_idx" ON "form_submissions" USING btree ("form_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_folder_created_at_idx" ON "media_files" USING btree ("folder","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "partners_public_order_idx" ON "partners" USING btree ("is_active","is_featured" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);