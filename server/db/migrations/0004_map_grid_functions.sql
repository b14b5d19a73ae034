-- The wildlife map's grid (server/features/map): where a sighting is drawn, as Web Mercator coordinates on a
-- 2^24 x 2^24 grid of the whole world. Sightings of very rare and extremely rare species are drawn at the
-- centre of their 0.2 degree cell (about 22 km), so the map never pinpoints them. IMMUTABLE, because the
-- sightings table keeps these values as generated columns (next migration) and indexes them.
CREATE FUNCTION map_shown_latitude(latitude numeric, rarity text) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN rarity IN ('very_rare', 'extremely_rare')
               THEN least(floor(latitude / 0.2) * 0.2 + 0.1, 89.9)
               ELSE latitude END)::double precision
$$;
--> statement-breakpoint
CREATE FUNCTION map_shown_longitude(longitude numeric, rarity text) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE WHEN rarity IN ('very_rare', 'extremely_rare')
               THEN least(floor(longitude / 0.2) * 0.2 + 0.1, 179.9)
               ELSE longitude END)::double precision
$$;
--> statement-breakpoint
CREATE FUNCTION map_grid_x(latitude numeric, longitude numeric, rarity text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
    ELSE greatest(0, least(16777215,
      floor((map_shown_longitude(longitude, rarity) + 180) / 360 * 16777216)))::integer END
$$;
--> statement-breakpoint
-- Latitudes beyond the projection's +-85.0511 degrees are drawn on its edge.
CREATE FUNCTION map_grid_y(latitude numeric, longitude numeric, rarity text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
    ELSE greatest(0, least(16777215, floor(
      (1 - ln(tan(pi() / 4 + radians(greatest(-85.0511287798, least(85.0511287798,
        map_shown_latitude(latitude, rarity)))) / 2)) / pi()) / 2 * 16777216)))::integer END
$$;
