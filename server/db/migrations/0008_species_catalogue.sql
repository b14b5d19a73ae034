CREATE TABLE "species" (
	"name_key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scientific_name" text,
	"category" text,
	"sightings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "species_terms" (
	"name_key" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "species_terms_name_key_term_pk" PRIMARY KEY("name_key","term")
);
--> statement-breakpoint
ALTER TABLE "species_terms" ADD CONSTRAINT "species_terms_name_key_species_name_key_fk" FOREIGN KEY ("name_key") REFERENCES "public"."species"("name_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_terms_term_idx" ON "species_terms" USING btree ("term" text_pattern_ops,"name_key");--> statement-breakpoint
-- How the catalogue writes a species name: trimmed, inner runs of white space as one space.
CREATE FUNCTION species_tidy(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(btrim(name), '\s+', ' ', 'g')
$$;
--> statement-breakpoint
-- The catalogue's key for a species name: tidied, lower case.
CREATE FUNCTION species_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(species_tidy(name))
$$;
--> statement-breakpoint
-- Every suffix of a name's key that starts a word (after a space, hyphen, slash, apostrophe or parenthesis):
-- "black-capped chickadee" -> "black-capped chickadee", "capped chickadee", "chickadee".
CREATE FUNCTION species_terms_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(n.k, p)
  FROM (SELECT species_key(name) AS k) n, generate_series(1, length(n.k)) p
  WHERE substr(n.k, p, 1) NOT IN (' ', '-', '/', '''', '(', ')')
    AND (p = 1 OR substr(n.k, p - 1, 1) IN (' ', '-', '/', '''', '('))
$$;
--> statement-breakpoint
CREATE FUNCTION species_terms_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM species_terms WHERE name_key = NEW.name_key;
  INSERT INTO species_terms (name_key, term)
  SELECT NEW.name_key, t FROM species_terms_of(NEW.name) t
  UNION
  SELECT NEW.name_key, t FROM species_terms_of(NEW.scientific_name) t
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_terms_sync AFTER INSERT OR UPDATE OF name, scientific_name ON species
  FOR EACH ROW EXECUTE FUNCTION species_terms_sync();
--> statement-breakpoint
-- Moves one sighting's count from its old species (if it was public) to its new one (if it is), in one statement
-- whose rows go in key order: concurrent writers lock shared species rows in the same order and cannot deadlock.
CREATE FUNCTION species_catalogue_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_key text;
  new_key text;
  old_name text;
  new_name text;
  new_category text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public THEN
    old_key := nullif(species_key(OLD.species_name), '');
    old_name := species_tidy(OLD.species_name);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public THEN
    new_key := nullif(species_key(NEW.species_name), '');
    new_name := species_tidy(NEW.species_name);
    new_category := NEW.category;
  END IF;
  IF old_key IS NOT DISTINCT FROM new_key THEN
    RETURN NULL;
  END IF;
  INSERT INTO species AS sp (name_key, name, category, sightings)
  SELECT v.k, v.n, v.c, v.d
  FROM (VALUES (old_key, old_name, NULL::text, -1), (new_key, new_name, new_category, 1)) AS v(k, n, c, d)
  WHERE v.k IS NOT NULL
  ORDER BY v.k
  ON CONFLICT (name_key) DO UPDATE
    SET sightings = sp.sightings + excluded.sightings, category = coalesce(sp.category, excluded.category);
  IF old_key IS NOT NULL THEN
    DELETE FROM species WHERE name_key = old_key AND sightings <= 0 AND scientific_name IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_catalogue_sync_insert AFTER INSERT ON sightings
  FOR EACH ROW EXECUTE FUNCTION species_catalogue_sync();
--> statement-breakpoint
CREATE TRIGGER species_catalogue_sync_delete AFTER DELETE ON sightings
  FOR EACH ROW EXECUTE FUNCTION species_catalogue_sync();
--> statement-breakpoint
-- Likes, views and comment counts update sightings all the time: only a change of name or visibility counts.
CREATE TRIGGER species_catalogue_sync_update AFTER UPDATE ON sightings
  FOR EACH ROW
  WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public OR OLD.species_name IS DISTINCT FROM NEW.species_name)
  EXECUTE FUNCTION species_catalogue_sync();
--> statement-breakpoint
-- Recounts the catalogue from the sightings: after bulk loads that run with the triggers off (bench/data.ts), and
-- for the sightings already there below.
CREATE FUNCTION species_catalogue_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE species SET sightings = 0 WHERE sightings <> 0;
  INSERT INTO species AS sp (name_key, name, category, sightings)
  SELECT species_key(species_name), min(species_tidy(species_name)), min(category), count(*)
  FROM sightings
  WHERE is_public AND species_key(species_name) <> ''
  GROUP BY 1
  ON CONFLICT (name_key) DO UPDATE
    SET sightings = excluded.sightings, category = coalesce(sp.category, excluded.category);
  DELETE FROM species WHERE sightings <= 0 AND scientific_name IS NULL;
END $$;
--> statement-breakpoint
-- The autocomplete's in-process cache of answers (server/features/species/service.ts) is emptied on any change.
CREATE TRIGGER species_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON species
  FOR EACH STATEMENT EXECUTE FUNCTION wl_notify_change('wl_species');
--> statement-breakpoint
SELECT species_catalogue_rebuild();
