// A guide's key species are species of the catalogue (species_database, the /species/{slug} pages): a guide names
// only species a reader can open, so a slug the catalogue lacks is refused when the guide is written, and the
// guide page names each one in the reader's language (species/local-name.ts, as sightings do).
import type { LanguageCode } from '@common/constants/languages';
import { GUIDE_UNKNOWN_SPECIES_MESSAGE, type GuideSpecies } from '@common/schemas/guides';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesDatabase } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { speciesNameIn } from '../species/local-name';

export const unknownSpeciesMessage = (slug: string) =>
  GUIDE_UNKNOWN_SPECIES_MESSAGE.replace('{{slug}}', slug);

/** 400 naming each key species the catalogue does not have (the first one in the message). */
export async function assertCatalogueSpecies(db: Db, slugs: readonly string[]): Promise<void> {
  if (slugs.length === 0) return;
  const rows = await db
    .select({ slug: speciesDatabase.slug })
    .from(speciesDatabase)
    .where(inArray(speciesDatabase.slug, [...slugs]));
  const known = new Set(rows.map((r) => r.slug));
  const errors = slugs.flatMap((slug, index) =>
    known.has(slug) ? [] : [{ path: `keySpecies.${index}`, message: unknownSpeciesMessage(slug) }],
  );
  const first = errors[0];
  if (first) throw badRequest(first.message, errors);
}

/**
 * The key species in the guide's order with their names for the reader. A slug the catalogue does not hold (yet:
 * the whole catalogue loads in the background on a first start) keeps its place with no names.
 */
export async function keySpeciesOf(
  db: Db,
  slugs: readonly string[],
  lang: LanguageCode,
): Promise<GuideSpecies[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      slug: speciesDatabase.slug,
      name: speciesNameIn(lang),
      scientificName: speciesDatabase.scientificName,
    })
    .from(speciesDatabase)
    .where(inArray(speciesDatabase.slug, [...slugs]));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((slug) => {
    const row = bySlug.get(slug);
    return { slug, name: row?.name ?? null, scientificName: row?.scientificName ?? null };
  });
}
