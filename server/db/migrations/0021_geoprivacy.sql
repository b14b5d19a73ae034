-- Geoprivacy (issue 13). Each sighting is open, obscured or private (the member's choice, "geoprivacy"); what
-- everyone but its author sees is position_precision and public_latitude/longitude, worked out here on every
-- write so that no reader can forget the rule: 'none' (private: no position at all), 'obscured' (chosen, or the
-- sighting is rare or worse, or either of its species is Vulnerable or worse) with a point fixed per sighting at
-- random inside the 0.2 x 0.2 degree cell holding the true one, or 'exact'. The wildlife map's grid columns are
-- rebuilt from the public position (they were computed from the true one, coarsened for rare levels only).
ALTER TABLE "sightings" ADD COLUMN "geoprivacy" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "position_precision" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "public_latitude" numeric(10, 8);--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "public_longitude" numeric(11, 8);--> statement-breakpoint
CREATE INDEX "sightings_species_idx" ON "sightings" USING btree ("species_id") WHERE "sightings"."species_id" is not null;--> statement-breakpoint
CREATE INDEX "sightings_community_species_idx" ON "sightings" USING btree ("community_species_id") WHERE "sightings"."community_species_id" is not null;--> statement-breakpoint
-- A number in [0, 1) fixed for a sighting and an axis: where in its cell an obscured sighting is drawn. It says
-- nothing of the true point: any point of the cell gets the same one.
CREATE FUNCTION sighting_cell_offset(id integer, axis text) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (('x' || substr(md5(axis || ':' || id::text), 1, 8))::bit(32)::bigint)::numeric / 4294967296
$$;--> statement-breakpoint
CREATE FUNCTION sighting_position_precision(geoprivacy text, rarity text, species integer, community_species integer)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN geoprivacy = 'private' THEN 'none'
    WHEN geoprivacy = 'obscured' OR rarity IN ('rare', 'very_rare', 'extremely_rare')
      OR EXISTS (SELECT 1 FROM species_database d
                  WHERE d.id IN (species, community_species)
                    AND d.conservation_status IN ('VU', 'EN', 'CR', 'EW', 'EX')) THEN 'obscured'
    ELSE 'exact' END
$$;--> statement-breakpoint
-- Within the cell [floor(v / 0.2) * 0.2, + 0.2), kept inside it after rounding to the column's 8 decimals.
CREATE FUNCTION sighting_cell_point(v numeric, id integer, axis text) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(v / 0.2) * 0.2 + least(0.2 * sighting_cell_offset(id, axis), 0.19999999)
$$;--> statement-breakpoint
-- One coordinate as a reader other than the author gets it (limit: 90 for latitudes, 180 for longitudes).
CREATE FUNCTION sighting_public_coordinate(v numeric, id integer, axis text, limit_value numeric, shown text)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v IS NULL OR shown = 'none' THEN NULL
              WHEN shown = 'obscured' THEN least(sighting_cell_point(v, id, axis), limit_value - 0.00000001)
              ELSE v END
$$;--> statement-breakpoint
CREATE FUNCTION sightings_public_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.position_precision := sighting_position_precision(NEW.geoprivacy, NEW.rarity_level, NEW.species_id,
                                                        NEW.community_species_id);
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
    NEW.public_latitude := NULL;
    NEW.public_longitude := NULL;
  ELSE
    NEW.public_latitude := sighting_public_coordinate(NEW.latitude, NEW.id, 'lat', 90, NEW.position_precision);
    NEW.public_longitude := sighting_public_coordinate(NEW.longitude, NEW.id, 'lon', 180, NEW.position_precision);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
-- The same for every row at once, for bulk loads that run with the triggers off (bench/data.ts, map-data.ts).
CREATE FUNCTION sightings_reposition_all() RETURNS void LANGUAGE sql AS $$
  UPDATE sightings s SET position_precision = p.shown,
    public_latitude = CASE WHEN s.longitude IS NULL THEN NULL
                           ELSE sighting_public_coordinate(s.latitude, s.id, 'lat', 90, p.shown) END,
    public_longitude = CASE WHEN s.latitude IS NULL THEN NULL
                            ELSE sighting_public_coordinate(s.longitude, s.id, 'lon', 180, p.shown) END
  FROM (SELECT id, sighting_position_precision(geoprivacy, rarity_level, species_id, community_species_id) AS shown
          FROM sightings) p
  WHERE p.id = s.id
$$;--> statement-breakpoint
CREATE TRIGGER sightings_public_position BEFORE INSERT OR UPDATE OF latitude, longitude, geoprivacy, rarity_level,
  species_id, community_species_id ON sightings
  FOR EACH ROW EXECUTE FUNCTION sightings_public_position();--> statement-breakpoint
-- A species' new Red List status repositions its sightings (touching geoprivacy runs the trigger above).
CREATE FUNCTION species_status_reposition() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sightings SET geoprivacy = geoprivacy WHERE species_id = NEW.id;
  UPDATE sightings SET geoprivacy = geoprivacy WHERE community_species_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER species_status_reposition AFTER UPDATE OF conservation_status ON species_database
  FOR EACH ROW WHEN (OLD.conservation_status IS DISTINCT FROM NEW.conservation_status)
  EXECUTE FUNCTION species_status_reposition();--> statement-breakpoint
-- The map's grid from the public position: its trigger and indexes go with the old columns and come back.
DROP TRIGGER map_summaries_sync_update ON sightings;--> statement-breakpoint
DROP INDEX "sightings_map_idx";--> statement-breakpoint
DROP INDEX "sightings_map_species_idx";--> statement-breakpoint
ALTER TABLE "sightings" DROP COLUMN "map_band";--> statement-breakpoint
ALTER TABLE "sightings" DROP COLUMN "map_y";--> statement-breakpoint
ALTER TABLE "sightings" DROP COLUMN "map_x";--> statement-breakpoint
UPDATE sightings SET geoprivacy = geoprivacy;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_x" integer GENERATED ALWAYS AS (map_grid_x("public_latitude", "public_longitude", NULL)) STORED;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_y" integer GENERATED ALWAYS AS (map_grid_y("public_latitude", "public_longitude", NULL)) STORED;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "map_band" integer GENERATED ALWAYS AS (map_grid_y("public_latitude", "public_longitude", NULL) >> 12) STORED;--> statement-breakpoint
CREATE INDEX "sightings_map_idx" ON "sightings" USING btree ("map_band","map_x","map_y","category","id") WHERE "sightings"."is_public" and "sightings"."map_band" is not null;--> statement-breakpoint
CREATE INDEX "sightings_map_species_idx" ON "sightings" USING btree ("species_name","map_band","map_x","map_y","category","id") WHERE "sightings"."is_public" and "sightings"."map_band" is not null;--> statement-breakpoint
CREATE TRIGGER map_summaries_sync_update AFTER UPDATE ON sightings
  FOR EACH ROW
  WHEN (OLD.map_x IS DISTINCT FROM NEW.map_x OR OLD.map_y IS DISTINCT FROM NEW.map_y
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.is_public IS DISTINCT FROM NEW.is_public
        OR OLD.species_name IS DISTINCT FROM NEW.species_name)
  EXECUTE FUNCTION map_summaries_sync();--> statement-breakpoint
SELECT map_summaries_rebuild();
