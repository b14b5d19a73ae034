-- An area's newest sightings in index order (server/features/places/locations-service.ts): memberships carry
-- their sighting's created_at, filled for the rows already placed.
ALTER TABLE "protected_area_sightings" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
UPDATE "protected_area_sightings" pas SET "created_at" = s."created_at" FROM "sightings" s WHERE s."id" = pas."sighting_id";--> statement-breakpoint
ALTER TABLE "protected_area_sightings" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "protected_area_sightings_newest_idx" ON "protected_area_sightings" USING btree ("area_id","created_at" DESC NULLS FIRST,"sighting_id" DESC NULLS FIRST);
