ALTER TABLE "audit_log" ADD COLUMN "collapse_key" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "first_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_collapse_key_key" ON "audit_log" USING btree ("collapse_key");