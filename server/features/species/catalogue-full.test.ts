// The whole shipped catalogue loads on PGlite (the embedded database a fresh clone starts on) and is searchable:
// the one test that pays for the full load (minutes on PGlite; the other tests load the sample).
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { readManifest, readNames } from './catalogue-file';
import { queryRows } from './catalogue-links';
import { loadCatalogue } from './catalogue-loader';
import { SpeciesSearch } from './search';

// PGlite whatever the run: the PostgreSQL pass (TEST_DATABASE_URL set) would only repeat the same minutes.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'loads every species of the shipped catalogue on PGlite and finds them',
  {
    timeout: 30 * 60_000,
  },
  async () => {
    const database = await openDatabase({});
    try {
      const result = await loadCatalogue(database.db, { variant: 'full' });
      const manifest = readManifest();
      expect(result).toMatchObject({ outcome: 'loaded', species: manifest.species });
      const [counts] = await queryRows<{ species: number; names: number }>(
        database.db,
        sql`select (select count(*)::int from species_database) as species,
                 (select count(*)::int from species_names where lang <> 'en') as names`,
      );
      const translated = readNames('full').filter((n) => n.lang !== 'en').length;
      expect(counts).toEqual({ species: manifest.species, names: translated });
      const search = new SpeciesSearch(database.db, database.changes);
      expect((await search.find('mute swn', 'en', 8))[0]?.scientificName).toBe('Cygnus olor');
      expect((await search.find('cygnus', 'en', 8)).map((s) => s.scientificName)).toContain('Cygnus olor');
      expect((await search.find('ハクチョウ', 'ja', 8)).map((s) => s.name)).toContain('コブハクチョウ');
      // An insect nobody named is found by its scientific name.
      const [insect] = await queryRows<{ scientific_name: string }>(
        database.db,
        sql`select scientific_name from species_database where category = 'insects' and common_name is null
          order by scientific_name limit 1`,
      );
      const found = await search.find(insect?.scientific_name ?? '', 'en', 8);
      expect(found.map((s) => s.scientificName)).toContain(insect?.scientific_name);
    } finally {
      await database.close();
    }
  },
);
