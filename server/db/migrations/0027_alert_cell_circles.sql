ALTER TABLE "location_alert_cells" ADD COLUMN "latitude" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "location_alert_cells" ADD COLUMN "longitude" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "location_alert_cells" ADD COLUMN "radius_km" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "location_alert_cells_circle_idx" ON "location_alert_cells" USING btree ("cell","latitude","longitude","radius_km","alert_id");--> statement-breakpoint
-- Cells written before this migration get their alert's circle.
UPDATE "location_alert_cells" c SET "latitude" = a."latitude", "longitude" = a."longitude", "radius_km" = a."radius_km" FROM "location_alerts" a WHERE a."id" = c."alert_id";
