ALTER TABLE "leads" DROP CONSTRAINT "leads_kind_check";--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_lead_id_key" ON "form_submissions" USING btree ("lead_id");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_kind_check" CHECK (kind in ('contact', 'job_application', 'estimate', 'form'));