ALTER TABLE "content_versions" DROP CONSTRAINT "content_versions_collection_check";--> statement-breakpoint
ALTER TABLE "drafts" DROP CONSTRAINT "drafts_collection_check";--> statement-breakpoint
ALTER TABLE "preview_links" DROP CONSTRAINT "preview_links_collection_check";--> statement-breakpoint
ALTER TABLE "publish_schedules" DROP CONSTRAINT "publish_schedules_collection_check";--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_collection_check" CHECK (collection in ('page', 'case_study'));--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_collection_check" CHECK (collection in ('page', 'case_study'));--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_collection_check" CHECK (collection in ('page', 'case_study'));--> statement-breakpoint
ALTER TABLE "publish_schedules" ADD CONSTRAINT "publish_schedules_collection_check" CHECK (collection in ('page', 'case_study'));