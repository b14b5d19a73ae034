CREATE TABLE "places_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protected_area_sightings" (
	"area_id" integer NOT NULL,
	"sighting_id" integer NOT NULL,
	CONSTRAINT "protected_area_sightings_area_id_sighting_id_pk" PRIMARY KEY("area_id","sighting_id")
);
--> statement-breakpoint
CREATE TABLE "protected_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"state" text,
	"park_type" text NOT NULL,
	"realm" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"boundary" jsonb,
	"area_km2" integer,
	"established" smallint,
	"popular_species" text[] DEFAULT '{}'::text[] NOT NULL,
	"best_months" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"best_visiting_times" text,
	"description" text NOT NULL,
	"website_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "place_name" text;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "protected_area_sightings" ADD CONSTRAINT "protected_area_sightings_area_id_protected_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."protected_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protected_area_sightings" ADD CONSTRAINT "protected_area_sightings_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protected_area_sightings_sighting_idx" ON "protected_area_sightings" USING btree ("sighting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protected_areas_slug_idx" ON "protected_areas" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "protected_areas_country_idx" ON "protected_areas" USING btree ("country");--> statement-breakpoint
CREATE INDEX "sightings_unplaced_idx" ON "sightings" USING btree ("id") WHERE "sightings"."placed_at" is null;--> statement-breakpoint
-- A sighting moved by any writer goes back to the placing sweep (server/features/places/placing.ts).
CREATE FUNCTION sightings_unplace() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.placed_at := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER sightings_unplace BEFORE UPDATE OF latitude, longitude ON sightings
  FOR EACH ROW WHEN (OLD.latitude IS DISTINCT FROM NEW.latitude OR OLD.longitude IS DISTINCT FROM NEW.longitude)
  EXECUTE FUNCTION sightings_unplace();
