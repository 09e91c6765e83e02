CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"secret" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "webhook_endpoint_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempt_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_at_idx" ON "webhook_endpoints" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_webhook_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("webhook_endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_webhook_endpoint_idx" ON "mail_outbox" USING btree ("webhook_endpoint_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The single lead webhook (settings lead_webhook_url and lead_webhook_secret) becomes an endpoint
-- subscribed to lead.created, keeping its secret (or, when none was made yet, a new one of 64 hex
-- characters from two random UUIDs); deliveries waiting for a retry go on to that endpoint.
WITH setting AS (
	SELECT
		(SELECT btrim(value #>> '{}') FROM site_settings WHERE key = 'lead_webhook_url' AND jsonb_typeof(value) = 'string') AS url,
		(SELECT btrim(value #>> '{}') FROM site_settings WHERE key = 'lead_webhook_secret' AND jsonb_typeof(value) = 'string') AS secret
), moved AS (
	INSERT INTO "webhook_endpoints" ("url", "description", "events", "secret", "created_by_name")
	SELECT url, 'Lead webhook (moved from Settings, Integrations)', ARRAY['lead.created'], coalesce(nullif(secret, ''), replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')), 'Migration'
	FROM setting
	WHERE url ~* '^https?://'
	RETURNING "id"
)
UPDATE "mail_outbox" SET "webhook_endpoint_id" = (SELECT "id" FROM moved), "event" = 'lead.created' WHERE "channel" = 'webhook';
--> statement-breakpoint
DELETE FROM "site_settings" WHERE "key" IN ('lead_webhook_url', 'lead_webhook_secret');
