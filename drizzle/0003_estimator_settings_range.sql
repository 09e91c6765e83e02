ALTER TABLE "estimates" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "estimator_settings" ADD COLUMN "scale_weight" numeric(4, 2) DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimator_settings" ADD COLUMN "range_low_percent" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimator_settings" ADD COLUMN "range_high_percent" integer DEFAULT 25 NOT NULL;