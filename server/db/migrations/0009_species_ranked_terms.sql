CREATE TABLE "species_initials" (
	"name_key" text NOT NULL,
	"initial" text NOT NULL,
	"starts" boolean NOT NULL,
	"sightings" integer NOT NULL,
	CONSTRAINT "species_initials_name_key_initial_pk" PRIMARY KEY("name_key","initial")
);
--> statement-breakpoint
ALTER TABLE "species_terms" ADD COLUMN "sightings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "species_initials" ADD CONSTRAINT "species_initials_name_key_species_name_key_fk" FOREIGN KEY ("name_key") REFERENCES "public"."species"("name_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "species_initials_rank_idx" ON "species_initials" USING btree ("initial","starts" DESC NULLS FIRST,"sightings" DESC NULLS FIRST,"name_key");--> statement-breakpoint
-- The autocomplete ranks a prefix's matches from species_terms alone (server/features/species/service.ts): each
-- term carries its species' count. A one-letter prefix, which matches thousands of terms, is answered from
-- species_initials: the first letters of each species' terms, in the answer's order.
--
-- Writes the species_initials rows of one species from its terms. A term counts for its letter as it does in a
-- prefix range (~>=~ letter, ~<~ letter || chr(1114111)): unless its second character is that bound's.
CREATE FUNCTION species_initials_write(of_key text, with_sightings integer) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM species_initials WHERE name_key = of_key;
  INSERT INTO species_initials (name_key, initial, starts, sightings)
  SELECT DISTINCT of_key, left(term, 1),
    of_key ~>=~ left(term, 1) AND of_key ~<~ (left(term, 1) || chr(1114111)), with_sightings
  FROM species_terms
  WHERE name_key = of_key AND substr(term, 2, 1) <> chr(1114111);
$$;
--> statement-breakpoint
-- A new species or a name change writes the terms and their letters with the count the species has now...
CREATE OR REPLACE FUNCTION species_terms_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM species_terms WHERE name_key = NEW.name_key;
  INSERT INTO species_terms (name_key, term, sightings)
  SELECT NEW.name_key, t, NEW.sightings FROM species_terms_of(NEW.name) t
  UNION
  SELECT NEW.name_key, t, NEW.sightings FROM species_terms_of(NEW.scientific_name) t
  ON CONFLICT DO NOTHING;
  PERFORM species_initials_write(NEW.name_key, NEW.sightings);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- ...and a count change copies the count to them. This runs in the transaction that changed the count, which
-- holds that species row's lock until it ends: the terms and letters of a species are only ever written under
-- its species row (species_catalogue_sync takes those in key order), so writers cannot deadlock on them and the
-- copy is always the count the last committed writer left.
CREATE FUNCTION species_terms_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE species_terms SET sightings = NEW.sightings
  WHERE name_key = NEW.name_key AND sightings <> NEW.sightings;
  UPDATE species_initials SET sightings = NEW.sightings
  WHERE name_key = NEW.name_key AND sightings <> NEW.sightings;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER species_terms_count AFTER UPDATE OF sightings ON species
  FOR EACH ROW WHEN (OLD.sightings IS DISTINCT FROM NEW.sightings)
  EXECUTE FUNCTION species_terms_count();
--> statement-breakpoint
-- Recounts the catalogue from the sightings (as 0008; the triggers above carry each count to its terms and
-- letters), then puts back in line any term or letter whose count differs from its species' (written with the
-- triggers off).
CREATE OR REPLACE FUNCTION species_catalogue_rebuild() RETURNS void
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
  UPDATE species_terms t SET sightings = sp.sightings
  FROM species sp
  WHERE sp.name_key = t.name_key AND t.sightings <> sp.sightings;
  UPDATE species_initials i SET sightings = sp.sightings
  FROM species sp
  WHERE sp.name_key = i.name_key AND i.sightings <> sp.sightings;
END $$;
--> statement-breakpoint
UPDATE species_terms t SET sightings = sp.sightings
FROM species sp
WHERE sp.name_key = t.name_key AND t.sightings <> sp.sightings;
--> statement-breakpoint
SELECT species_initials_write(name_key, sightings) FROM species;
