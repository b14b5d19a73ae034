-- Keeps the wildlife map's summaries, map_cells (counts per grid cell) and map_species (counts per species
-- name), in step with public sightings inside the same transaction as every insert, edit and delete, whoever
-- writes: the write service, the demo seed, a cascade from a deleted member. A trigger, because Drizzle's
-- migrations cannot declare one.
-- Moves one sighting's contribution from its old cells and species (if any) to its new ones (if any), at every
-- level, in statements whose rows go in (level, cell) then name order: concurrent writers lock the shared
-- coarse cells and species in the same order and cannot deadlock, whichever way their sightings move.
CREATE FUNCTION map_summaries_move(old_x integer, old_y integer, old_category text, old_species text,
                                   new_x integer, new_y integer, new_category text, new_species text)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO map_cells AS c (level, cell_y, cell_x, sightings, birds, mammals, reptiles, amphibians, marine,
                              insects, sum_x, sum_y)
  SELECT l, s.y >> (24 - l), s.x >> (24 - l), sum(s.delta),
         sum(CASE WHEN s.category = 'birds' THEN s.delta ELSE 0 END),
         sum(CASE WHEN s.category = 'mammals' THEN s.delta ELSE 0 END),
         sum(CASE WHEN s.category = 'reptiles' THEN s.delta ELSE 0 END),
         sum(CASE WHEN s.category = 'amphibians' THEN s.delta ELSE 0 END),
         sum(CASE WHEN s.category = 'marine' THEN s.delta ELSE 0 END),
         sum(CASE WHEN s.category = 'insects' THEN s.delta ELSE 0 END),
         sum(s.x::bigint * s.delta), sum(s.y::bigint * s.delta)
  FROM (VALUES (old_x, old_y, old_category, -1), (new_x, new_y, new_category, 1)) AS s(x, y, category, delta)
  CROSS JOIN generate_series(2, 14, 2) AS l
  WHERE s.x IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (level, cell_y, cell_x) DO UPDATE SET
    sightings = c.sightings + excluded.sightings,
    birds = c.birds + excluded.birds,
    mammals = c.mammals + excluded.mammals,
    reptiles = c.reptiles + excluded.reptiles,
    amphibians = c.amphibians + excluded.amphibians,
    marine = c.marine + excluded.marine,
    insects = c.insects + excluded.insects,
    sum_x = c.sum_x + excluded.sum_x,
    sum_y = c.sum_y + excluded.sum_y;
  INSERT INTO map_species AS sp (species_name, sightings)
  SELECT s.name, sum(s.delta)
  FROM (VALUES (old_species, -1), (new_species, 1)) AS s(name, delta)
  WHERE s.name IS NOT NULL
  GROUP BY 1
  ORDER BY 1
  ON CONFLICT (species_name) DO UPDATE SET sightings = sp.sightings + excluded.sightings;
  IF old_x IS NOT NULL THEN
    DELETE FROM map_cells m USING generate_series(2, 14, 2) AS l
    WHERE m.level = l AND m.cell_y = old_y >> (24 - l) AND m.cell_x = old_x >> (24 - l) AND m.sightings <= 0;
    DELETE FROM map_species WHERE species_name = old_species AND sightings <= 0;
  END IF;
END $$;
--> statement-breakpoint
-- A sighting counts where it is drawn while it is public and has coordinates.
CREATE FUNCTION map_summaries_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_x integer;
  old_y integer;
  old_category text;
  old_species text;
  new_x integer;
  new_y integer;
  new_category text;
  new_species text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.is_public AND OLD.map_x IS NOT NULL THEN
      old_x := OLD.map_x;
      old_y := OLD.map_y;
      old_category := OLD.category;
      old_species := OLD.species_name;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.is_public AND NEW.map_x IS NOT NULL THEN
      new_x := NEW.map_x;
      new_y := NEW.map_y;
      new_category := NEW.category;
      new_species := NEW.species_name;
    END IF;
  END IF;
  IF old_x IS NOT NULL OR new_x IS NOT NULL THEN
    PERFORM map_summaries_move(old_x, old_y, old_category, old_species, new_x, new_y, new_category, new_species);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER map_summaries_sync_insert AFTER INSERT ON sightings
  FOR EACH ROW EXECUTE FUNCTION map_summaries_sync();
--> statement-breakpoint
CREATE TRIGGER map_summaries_sync_delete AFTER DELETE ON sightings
  FOR EACH ROW EXECUTE FUNCTION map_summaries_sync();
--> statement-breakpoint
-- Likes, views and comment counts update sightings all the time: only a change the map shows fires it.
CREATE TRIGGER map_summaries_sync_update AFTER UPDATE ON sightings
  FOR EACH ROW
  WHEN (OLD.map_x IS DISTINCT FROM NEW.map_x OR OLD.map_y IS DISTINCT FROM NEW.map_y
        OR OLD.category IS DISTINCT FROM NEW.category OR OLD.is_public IS DISTINCT FROM NEW.is_public
        OR OLD.species_name IS DISTINCT FROM NEW.species_name)
  EXECUTE FUNCTION map_summaries_sync();
--> statement-breakpoint
-- Recomputes both summaries from the sightings: map_cells level 14 from the rows, each coarser level from the
-- one below, map_species by name. For bulk loads that run with the triggers disabled (bench/map-data.ts), and
-- for the sightings already there below.
CREATE FUNCTION map_summaries_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM map_species;
  INSERT INTO map_species (species_name, sightings)
  SELECT species_name, count(*) FROM sightings WHERE is_public AND map_band IS NOT NULL GROUP BY species_name;
  DELETE FROM map_cells;
  INSERT INTO map_cells (level, cell_y, cell_x, sightings, birds, mammals, reptiles, amphibians, marine, insects,
                         sum_x, sum_y)
  SELECT 14, map_y >> 10, map_x >> 10, count(*),
         count(*) FILTER (WHERE category = 'birds'), count(*) FILTER (WHERE category = 'mammals'),
         count(*) FILTER (WHERE category = 'reptiles'), count(*) FILTER (WHERE category = 'amphibians'),
         count(*) FILTER (WHERE category = 'marine'), count(*) FILTER (WHERE category = 'insects'),
         sum(map_x), sum(map_y)
  FROM sightings
  WHERE is_public AND map_band IS NOT NULL
  GROUP BY map_y >> 10, map_x >> 10;
  FOR l IN REVERSE 12..2 BY 2 LOOP
    INSERT INTO map_cells (level, cell_y, cell_x, sightings, birds, mammals, reptiles, amphibians, marine,
                           insects, sum_x, sum_y)
    SELECT l, cell_y >> 2, cell_x >> 2, sum(sightings), sum(birds), sum(mammals), sum(reptiles), sum(amphibians),
           sum(marine), sum(insects), sum(sum_x), sum(sum_y)
    FROM map_cells
    WHERE level = l + 2
    GROUP BY cell_y >> 2, cell_x >> 2;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT map_summaries_rebuild();
