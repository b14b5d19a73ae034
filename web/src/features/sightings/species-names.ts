// How a sighting names its catalogue species next to the name the member wrote: the catalogue's common name in
// the reader's language (the server picks it) when it says something the written name does not, and the
// scientific name when it differs from both.
import type { Sighting } from '@common/schemas/sightings';

export interface LinkedSpeciesNames {
  /** /species/{slug} */
  path: string;
  /** The catalogue's common name, when it differs from the written name. */
  commonName: string | null;
  /** The scientific name, when it differs from the names shown. */
  scientificName: string | null;
}

/** Names compare as readers see them: case, accents' composition and spacing aside. */
const fold = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Null for a free-text name the catalogue does not know (shown as plain text, no link). */
export function linkedSpeciesNames(
  sighting: Pick<Sighting, 'speciesName' | 'species'>,
): LinkedSpeciesNames | null {
  const species = sighting.species;
  if (!species) return null;
  const written = fold(sighting.speciesName);
  const commonName = species.commonName && fold(species.commonName) !== written ? species.commonName : null;
  const scientific = fold(species.scientificName);
  const scientificShown = scientific !== written && (commonName === null || scientific !== fold(commonName));
  return {
    path: `/species/${species.slug}`,
    commonName,
    scientificName: scientificShown ? species.scientificName : null,
  };
}
