-- Linking many sightings to their catalogue species at once (server/features/species/catalogue-links.ts, after a
-- catalogue load) moves each one's count with species_database_count_sync: thousands of updates of the same few
-- species rows in one transaction, each walking a longer chain of row versions (quadratic: 100,000 sightings of
-- sixteen species had not finished after 10 minutes on PGlite). The link sets wildlens.species_bulk_link for its
-- statement and recounts the species it touched once instead; every other trigger still runs.
DROP TRIGGER species_database_count_update ON sightings;--> statement-breakpoint
CREATE TRIGGER species_database_count_update AFTER UPDATE ON sightings
  FOR EACH ROW
  WHEN ((OLD.is_public IS DISTINCT FROM NEW.is_public OR OLD.species_id IS DISTINCT FROM NEW.species_id)
        AND current_setting('wildlens.species_bulk_link', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION species_database_count_sync();
