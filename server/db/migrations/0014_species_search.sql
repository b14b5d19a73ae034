-- Trigram similarity for the species search's typo tolerance (species_search_fuzzy_idx below).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "species_catalogue_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"version" text NOT NULL,
	"status" text NOT NULL,
	"loaded_species" integer DEFAULT 0 NOT NULL,
	"total_species" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "species_search" (
	"term" text NOT NULL,
	"species_id" integer NOT NULL,
	"lang" text NOT NULL,
	"whole" boolean NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "species_search" ADD CONSTRAINT "species_search_species_id_species_database_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species_database"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_search_term_idx" ON "species_search" USING btree ("term" text_pattern_ops,"rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "species_search_head1_idx" ON "species_search" USING btree (left("term", 1),"rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "species_search_head2_idx" ON "species_search" USING btree (left("term", 2),"rank" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "species_search_fuzzy_idx" ON "species_search" USING gin ("term" gin_trgm_ops) WHERE "species_search"."whole" and "species_search"."rank" > 0;--> statement-breakpoint
CREATE INDEX "species_search_species_idx" ON "species_search" USING btree ("species_id");--> statement-breakpoint
-- species_database.sightings counts the public sightings linked to each species (sightings.species_id). Moves one
-- sighting's count from its old species to its new one in one statement whose rows go in id order, so concurrent
-- writers lock shared species rows in the same order and cannot deadlock.
CREATE FUNCTION species_database_count_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public THEN
    old_id := OLD.species_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public THEN
    new_id := NEW.species_id;
  END IF;
  IF old_id IS NOT DISTINCT FROM new_id THEN
    RETURN NULL;
  END IF;
  UPDATE species_database sd SET sightings = sd.sightings + v.d
  FROM (SELECT * FROM (VALUES (old_id, -1), (new_id, 1)) AS x(id, d) WHERE x.id IS NOT NULL ORDER BY x.id) AS v
  WHERE sd.id = v.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_database_count_insert AFTER INSERT ON sightings
  FOR EACH ROW WHEN (NEW.species_id IS NOT NULL AND NEW.is_public)
  EXECUTE FUNCTION species_database_count_sync();
--> statement-breakpoint
CREATE TRIGGER species_database_count_delete AFTER DELETE ON sightings
  FOR EACH ROW WHEN (OLD.species_id IS NOT NULL AND OLD.is_public)
  EXECUTE FUNCTION species_database_count_sync();
--> statement-breakpoint
CREATE TRIGGER species_database_count_update AFTER UPDATE ON sightings
  FOR EACH ROW
  WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public OR OLD.species_id IS DISTINCT FROM NEW.species_id)
  EXECUTE FUNCTION species_database_count_sync();
--> statement-breakpoint
-- Recounts every species from the sightings (after linking sightings in bulk, e.g. once the catalogue is loaded).
CREATE FUNCTION species_database_recount() RETURNS void
LANGUAGE sql AS $$
  UPDATE species_database sd SET sightings = coalesce(c.n, 0)
  FROM species_database s0
  LEFT JOIN (
    SELECT species_id, count(*)::integer AS n FROM sightings
    WHERE is_public AND species_id IS NOT NULL GROUP BY species_id
  ) c ON c.species_id = s0.id
  WHERE sd.id = s0.id AND sd.sightings <> coalesce(c.n, 0);
$$;
--> statement-breakpoint
-- The search's in-process answer cache (server/features/species/search.ts) is emptied on any catalogue change.
CREATE TRIGGER species_database_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON species_database
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_species');
--> statement-breakpoint
CREATE TRIGGER species_names_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON species_names
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_species');
--> statement-breakpoint
CREATE TRIGGER species_search_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON species_search
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_species');
