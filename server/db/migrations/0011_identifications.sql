CREATE TABLE "expert_identifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"expert_id" integer NOT NULL,
	"species_id" integer NOT NULL,
	"expertise_level" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"resolved_species_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sighting_identifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"sighting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"species_id" integer NOT NULL,
	"comment" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "quality_grade" text DEFAULT 'casual' NOT NULL;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "community_species_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_media_license" text DEFAULT 'all-rights-reserved' NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_identifications" ADD CONSTRAINT "expert_identifications_request_id_identification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."identification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_identifications" ADD CONSTRAINT "expert_identifications_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_identifications" ADD CONSTRAINT "expert_identifications_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_requests" ADD CONSTRAINT "identification_requests_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_requests" ADD CONSTRAINT "identification_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_requests" ADD CONSTRAINT "identification_requests_resolved_species_id_species_database_id_fk" FOREIGN KEY ("resolved_species_id") REFERENCES "public"."species_database"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_identifications" ADD CONSTRAINT "sighting_identifications_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_identifications" ADD CONSTRAINT "sighting_identifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sighting_identifications" ADD CONSTRAINT "sighting_identifications_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_identifications_request_idx" ON "expert_identifications" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identification_requests_open_idx" ON "identification_requests" USING btree ("sighting_id") WHERE "identification_requests"."status" in ('pending', 'answered');--> statement-breakpoint
CREATE INDEX "identification_requests_queue_idx" ON "identification_requests" USING btree ("status","priority","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sighting_identifications_current_idx" ON "sighting_identifications" USING btree ("sighting_id","user_id") WHERE "sighting_identifications"."is_current";--> statement-breakpoint
CREATE INDEX "sighting_identifications_sighting_idx" ON "sighting_identifications" USING btree ("sighting_id","created_at");--> statement-breakpoint
CREATE INDEX "sighting_identifications_user_idx" ON "sighting_identifications" USING btree ("user_id") WHERE "sighting_identifications"."is_current";--> statement-breakpoint
CREATE INDEX "sightings_research_created_idx" ON "sightings" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "sightings"."quality_grade" = 'research';--> statement-breakpoint
-- The community taxon of a sighting: the species that more than two thirds of its current identifiers agree on,
-- once at least two members have identified it (every catalogue entry is a species, so agreement is always at
-- species level). At most one species can pass two thirds, so LIMIT 1 picks nothing arbitrary.
CREATE OR REPLACE FUNCTION sighting_community_taxon(sid integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  WITH cur AS (
    SELECT species_id FROM sighting_identifications WHERE sighting_id = sid AND is_current
  ), n AS (SELECT count(*) AS total FROM cur)
  SELECT cur.species_id FROM cur, n
  WHERE n.total >= 2
  GROUP BY cur.species_id, n.total
  HAVING count(*) * 3 > n.total * 2
  LIMIT 1
$$;
--> statement-breakpoint
-- The quality grade from a sighting's own columns: casual without a date, a position or media; research with a
-- community taxon; needs_id otherwise.
CREATE OR REPLACE FUNCTION sighting_quality_grade(
  date_spotted date, latitude numeric, longitude numeric, media_type text, photo_url text, video_url text,
  media_asset_id integer, community_species_id integer
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN date_spotted IS NULL OR latitude IS NULL OR longitude IS NULL OR media_type = 'none'
      OR (photo_url IS NULL AND video_url IS NULL AND media_asset_id IS NULL) THEN 'casual'
    WHEN community_species_id IS NOT NULL THEN 'research'
    ELSE 'needs_id'
  END
$$;
--> statement-breakpoint
-- Recomputes a sighting's community taxon (its BEFORE trigger then recomputes the grade). The row lock makes two
-- members identifying the same sighting at once count each other's identification: the second waits for the
-- first to commit, and its next statement's snapshot sees it.
CREATE OR REPLACE FUNCTION sighting_quality_refresh(sid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taxon integer;
BEGIN
  PERFORM 1 FROM sightings WHERE id = sid FOR UPDATE;
  taxon := sighting_community_taxon(sid);
  UPDATE sightings SET community_species_id = taxon
  WHERE id = sid AND community_species_id IS DISTINCT FROM taxon;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sighting_quality_grade_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.quality_grade := sighting_quality_grade(NEW.date_spotted, NEW.latitude, NEW.longitude, NEW.media_type,
    NEW.photo_url, NEW.video_url, NEW.media_asset_id, NEW.community_species_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The author's species (sightings.species_id) is the author's identification: a new or changed one becomes
-- their current identification, an unlinked one withdraws it.
CREATE OR REPLACE FUNCTION sighting_author_identification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.species_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM sighting_identifications
    WHERE sighting_id = NEW.id AND user_id = NEW.user_id AND is_current AND species_id = NEW.species_id
  ) THEN RETURN NULL; END IF;
  UPDATE sighting_identifications SET is_current = false, withdrawn_at = now()
  WHERE sighting_id = NEW.id AND user_id = NEW.user_id AND is_current;
  IF NEW.species_id IS NOT NULL AND EXISTS (SELECT 1 FROM species_database WHERE id = NEW.species_id) THEN
    INSERT INTO sighting_identifications (sighting_id, user_id, species_id, created_at)
    VALUES (NEW.id, NEW.user_id, NEW.species_id, NEW.updated_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sighting_identifications_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM sighting_quality_refresh(OLD.sighting_id);
  ELSE
    PERFORM sighting_quality_refresh(NEW.sighting_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Existing sightings: their authors' linked species become identifications, then every grade is computed.
INSERT INTO sighting_identifications (sighting_id, user_id, species_id, created_at)
SELECT s.id, s.user_id, s.species_id, s.created_at FROM sightings s JOIN species_database d ON d.id = s.species_id;
--> statement-breakpoint
UPDATE sightings SET community_species_id = sighting_community_taxon(id)
WHERE id IN (SELECT DISTINCT sighting_id FROM sighting_identifications);
--> statement-breakpoint
UPDATE sightings SET quality_grade = sighting_quality_grade(date_spotted, latitude, longitude, media_type,
  photo_url, video_url, media_asset_id, community_species_id);
--> statement-breakpoint
CREATE TRIGGER sightings_quality_grade BEFORE INSERT OR UPDATE OF date_spotted, latitude, longitude, media_type,
  photo_url, video_url, media_asset_id, community_species_id ON sightings
  FOR EACH ROW EXECUTE FUNCTION sighting_quality_grade_sync();
--> statement-breakpoint
-- Split so that bulk loads of sightings without a species pay nothing.
CREATE TRIGGER sightings_author_identification AFTER INSERT ON sightings
  FOR EACH ROW WHEN (NEW.species_id IS NOT NULL) EXECUTE FUNCTION sighting_author_identification();
--> statement-breakpoint
CREATE TRIGGER sightings_author_reidentification AFTER UPDATE OF species_id ON sightings
  FOR EACH ROW WHEN (OLD.species_id IS DISTINCT FROM NEW.species_id)
  EXECUTE FUNCTION sighting_author_identification();
--> statement-breakpoint
CREATE TRIGGER sighting_identifications_quality AFTER INSERT OR UPDATE OR DELETE ON sighting_identifications
  FOR EACH ROW EXECUTE FUNCTION sighting_identifications_sync();
