DROP INDEX "analytics_events_day_visitor_idx";--> statement-breakpoint
CREATE INDEX "analytics_events_day_visitor_idx" ON "analytics_events" USING btree ("day","visitor","occurred_at","id");