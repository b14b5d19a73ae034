// The name a catalogue species is shown under for a reader: its preferred common name in the reader's language,
// else (the first alphabetically of) its other names there, else its English common name. One SQL expression,
// so the species page, its similar species and every sighting answer name a species the same way.
import type { LanguageCode } from '@common/constants/languages';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { speciesDatabase, speciesNames } from '../../db/schema';

/**
 * The species' preferred common name in `lang`, else the first alphabetically of its names there, else null:
 * `speciesId` is the id column of the species_database row in scope (an alias in hand-written queries).
 */
export function localSpeciesName(
  speciesId: SQL | typeof speciesDatabase.id,
  lang: string | Placeholder,
): SQL<string | null> {
  return sql<string | null>`(select ${speciesNames.name} from ${speciesNames}
    where ${speciesNames.speciesId} = ${speciesId} and ${speciesNames.lang} = ${lang}
    order by ${speciesNames.preferred} desc, ${speciesNames.name} limit 1)`;
}

/**
 * The shown name of the `species_database` row in scope (a query selecting from or joining species_database);
 * `lang` may be a placeholder of a prepared statement. Null when the species has no common name at all (the
 * reader then sees the scientific name). Reads species_names through its primary key (species_id, lang, name).
 */
export function speciesNameIn(lang: LanguageCode | Placeholder): SQL<string | null> {
  return sql<
    string | null
  >`coalesce(${localSpeciesName(speciesDatabase.id, lang)}, ${speciesDatabase.commonName})`;
}
