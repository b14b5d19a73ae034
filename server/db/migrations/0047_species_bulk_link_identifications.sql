-- Linking many sightings to their catalogue species at once (server/features/species/catalogue-links.ts) still
-- ran, for every linked sighting, the author's identification (sightings_author_reidentification) and, for that
-- identification, the sighting's community taxon (sighting_identifications_quality): a dozen statements and a row
-- lock per sighting, 476 s for 81,250 sightings on PostgreSQL and 1,250 s on PGlite. Under
-- wildlens.species_bulk_link both stand aside and the link does the same work for all the sightings at once
-- (catalogue-links.ts: withdrawn and new author identifications, then the community taxa of those sightings).
DROP TRIGGER sightings_author_reidentification ON sightings;--> statement-breakpoint
CREATE TRIGGER sightings_author_reidentification AFTER UPDATE OF species_id ON sightings
  FOR EACH ROW
  WHEN (OLD.species_id IS DISTINCT FROM NEW.species_id
        AND current_setting('wildlens.species_bulk_link', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION sighting_author_identification();--> statement-breakpoint
DROP TRIGGER sighting_identifications_quality ON sighting_identifications;--> statement-breakpoint
CREATE TRIGGER sighting_identifications_quality AFTER INSERT OR UPDATE OR DELETE ON sighting_identifications
  FOR EACH ROW
  WHEN (current_setting('wildlens.species_bulk_link', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION sighting_identifications_sync();
