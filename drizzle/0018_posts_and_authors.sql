CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_id" uuid,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authors_name_length" CHECK (char_length(name) between 1 and 100),
	CONSTRAINT "authors_bio_length" CHECK (char_length(bio) <= 600)
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "excerpt" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_media_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug_key" ON "authors" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_cover_image_id_media_files_id_fk" FOREIGN KEY ("cover_image_id") REFERENCES "public"."media_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_posts_published_idx" ON "pages" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE kind = 'post' and is_published;--> statement-breakpoint
CREATE INDEX "pages_categories_idx" ON "pages" USING gin ("categories");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_kind_check" CHECK (kind in ('page', 'post'));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_post_not_built_in" CHECK (kind = 'page' or not built_in);--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_excerpt_length" CHECK (char_length(excerpt) <= 300);--> statement-breakpoint
-- Pages made with the 'blog' template were the site's articles: they become posts of Insights
-- (the catch-all viewer redirects their old address to /insights/{slug}).
UPDATE "pages" SET "kind" = 'post' WHERE "template_type" = 'blog' AND NOT "built_in";