CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"note" text,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_kind_check" CHECK (kind in ('save', 'publish', 'restore', 'conflict')),
	CONSTRAINT "content_versions_collection_check" CHECK (collection in ('page')),
	CONSTRAINT "content_versions_note_length" CHECK (char_length(note) <= 200)
);
--> statement-breakpoint
CREATE TABLE "drafts" (
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"data" jsonb,
	"revision" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_id" text,
	"saved_by_name" text,
	CONSTRAINT "drafts_collection_check" CHECK (collection in ('page'))
);
--> statement-breakpoint
CREATE TABLE "preview_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_collection_check" CHECK (collection in ('page'))
);
--> statement-breakpoint
CREATE TABLE "publish_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"created_by_id" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "publish_schedules_action_check" CHECK (action in ('publish', 'unpublish')),
	CONSTRAINT "publish_schedules_collection_check" CHECK (collection in ('page'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_record_number_key" ON "content_versions" USING btree ("collection","record_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "drafts_record_key" ON "drafts" USING btree ("collection","record_id");--> statement-breakpoint
CREATE INDEX "preview_links_record_idx" ON "preview_links" USING btree ("collection","record_id");--> statement-breakpoint
CREATE INDEX "publish_schedules_due_idx" ON "publish_schedules" USING btree ("run_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "publish_schedules_record_idx" ON "publish_schedules" USING btree ("collection","record_id");