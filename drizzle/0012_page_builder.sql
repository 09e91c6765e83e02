CREATE TABLE "page_previews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"page" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" DROP CONSTRAINT "pages_slug_format";--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "blur_data_url" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "built_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_image_id" uuid;--> statement-breakpoint
CREATE INDEX "page_previews_updated_at_idx" ON "page_previews" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_social_image_id_media_files_id_fk" FOREIGN KEY ("social_image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_slug_format" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' or (built_in and slug ~ '^([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$'));