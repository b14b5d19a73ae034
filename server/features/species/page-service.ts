// A species page's facts (GET /api/species/:slug): the catalogue row, its names in the reader's language, and
// what the community recorded of it (public sightings linked by sightings.species_id): how many, by month,
// similar species, the members who photographed it most, and the gallery and map read separately and paged.
import { isConservationStatus } from '@common/constants/conservation';
import type { LanguageCode } from '@common/constants/languages';
import type { RelatedSpecies, SpeciesMap, SpeciesPage } from '@common/schemas/species-pages';
import { SPECIES_MAP_POINTS_MAX, SPECIES_NOT_FOUND_MESSAGE } from '@common/schemas/species-pages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, sightings, speciesDatabase, speciesNames } from '../../db/schema';
import { notFound } from '../../http/errors';
import { newestSightingsPage, sightingsByMonth, topPhotographers } from '../sightings/community-records';
import { imageUrlOf } from '../sightings/presenters';
import type { SightingView } from '../sightings/view-query';
import { speciesNameIn } from './local-name';
import { shownPosition } from './page-positions';

/** Similar species shown: the genus first, then the family when the genus has fewer. */
const SIMILAR_MAX = 6;
const TOP_PHOTOGRAPHERS_MAX = 5;

export type SpeciesDatabaseRow = typeof speciesDatabase.$inferSelect;

export class SpeciesPageService {
  constructor(
    private readonly db: Db,
    private readonly siteName: { adminUsername: string; shownAs: string },
  ) {}

  async findBySlug(slug: string): Promise<SpeciesDatabaseRow> {
    const [row] = await this.db.select().from(speciesDatabase).where(eq(speciesDatabase.slug, slug)).limit(1);
    if (!row) throw notFound(SPECIES_NOT_FOUND_MESSAGE);
    return row;
  }

  async page(slug: string, lang: LanguageCode): Promise<SpeciesPage> {
    const species = await this.findBySlug(slug);
    const [names, months, similar, photographers, cover] = await Promise.all([
      this.names(species.id, lang),
      sightingsByMonth(this.db, this.publicOf(species.id)),
      this.similar(species, lang),
      topPhotographers(this.db, this.publicOf(species.id), this.siteName, TOP_PHOTOGRAPHERS_MAX),
      this.coverImage(species.id),
    ]);
    const inLang = names.filter((n) => n.lang === lang);
    const english = names.find((n) => n.lang === 'en' && n.preferred)?.name ?? species.commonName;
    const chosen = inLang.find((n) => n.preferred) ?? inLang[0];
    const name = chosen?.name ?? english ?? null;
    const status = species.conservationStatus;
    return {
      id: species.id,
      slug: species.slug,
      scientificName: species.scientificName,
      name,
      nameLang: chosen ? lang : english ? 'en' : 'la',
      lang,
      otherNames: inLang.map((n) => n.name).filter((n) => n !== name),
      englishName: english ?? null,
      category: species.category,
      taxonomy: {
        kingdom: species.kingdom,
        phylum: species.phylum,
        taxonClass: species.taxonClass,
        taxonOrder: species.taxonOrder,
        family: species.family,
        genus: species.genus,
      },
      conservation: isConservationStatus(status)
        ? { status, source: species.conservationSource, year: species.conservationYear }
        : null,
      description: species.description,
      identificationTips: species.identificationTips,
      source: species.source,
      gbifId: species.gbifId,
      sightings: months.reduce((a, b) => a + b, 0),
      byMonth: months,
      similar,
      topPhotographers: photographers,
      coverImageUrl: cover,
    };
  }

  private async names(speciesId: number, lang: LanguageCode) {
    return this.db
      .select({ lang: speciesNames.lang, name: speciesNames.name, preferred: speciesNames.preferred })
      .from(speciesNames)
      .where(and(eq(speciesNames.speciesId, speciesId), sql`${speciesNames.lang} in (${lang}, 'en')`))
      .orderBy(desc(speciesNames.preferred), speciesNames.name);
  }

  /** Species of the same genus, then of the same family, the most observed and best known first. */
  private async similar(species: SpeciesDatabaseRow, lang: LanguageCode): Promise<RelatedSpecies[]> {
    const read = async (relation: 'genus' | 'family', value: string | null, exclude: number[]) => {
      if (!value) return [];
      const column = relation === 'genus' ? speciesDatabase.genus : speciesDatabase.family;
      const rows = await this.db
        .select({
          id: speciesDatabase.id,
          slug: speciesDatabase.slug,
          scientificName: speciesDatabase.scientificName,
          sightings: speciesDatabase.sightings,
          name: speciesNameIn(lang),
        })
        .from(speciesDatabase)
        .where(and(eq(column, value), sql`${speciesDatabase.id} <> all(${sql.param(exclude)}::int[])`))
        .orderBy(
          desc(speciesDatabase.sightings),
          sql`${speciesDatabase.commonName} is null`,
          speciesDatabase.scientificName,
        )
        .limit(SIMILAR_MAX);
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        scientificName: r.scientificName,
        name: r.name,
        sightings: r.sightings,
        relation,
      }));
    };
    const genus = await read('genus', species.genus, [species.id]);
    const family =
      genus.length < SIMILAR_MAX
        ? await read('family', species.family, [species.id, ...genus.map((g) => g.id)])
        : [];
    return [...genus, ...family].slice(0, SIMILAR_MAX).map(({ id: _id, ...rest }) => rest);
  }

  /** The newest public photo of the species (an uploaded photo's large rendition, or a plain photo URL). */
  private async coverImage(speciesId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ photoUrl: sightings.photoUrl, variants: mediaAssets.variants })
      .from(sightings)
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .where(
        and(
          eq(sightings.speciesId, speciesId),
          eq(sightings.isPublic, true),
          sql`(${sightings.photoUrl} is not null or ${sightings.mediaAssetId} is not null)`,
        ),
      )
      .orderBy(desc(sightings.createdAt), desc(sightings.id))
      .limit(1);
    if (!row) return null;
    return (row.variants ? imageUrlOf({ variants: row.variants }) : null) ?? row.photoUrl;
  }

  /** One page of the species' public sightings, newest first. */
  async gallery(
    speciesId: number,
    page: { limit: number; cursor?: string | undefined },
    viewerId: number | null,
    lang: LanguageCode,
  ): Promise<{ items: SightingView[]; nextCursor: string | null }> {
    return newestSightingsPage(this.db, this.publicOf(speciesId), page, viewerId, lang);
  }

  private publicOf(speciesId: number) {
    return and(eq(sightings.speciesId, speciesId), eq(sightings.isPublic, true));
  }

  /** Public positions of the species' sightings, newest first: obscured ones inside their cell, private none. */
  async map(species: Pick<SpeciesDatabaseRow, 'id'>): Promise<SpeciesMap> {
    const where = and(
      eq(sightings.speciesId, species.id),
      eq(sightings.isPublic, true),
      sql`${sightings.publicLatitude} is not null and ${sightings.publicLongitude} is not null`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: sightings.id,
          publicLatitude: sightings.publicLatitude,
          publicLongitude: sightings.publicLongitude,
          positionPrecision: sightings.positionPrecision,
        })
        .from(sightings)
        .where(where)
        .orderBy(desc(sightings.createdAt), desc(sightings.id))
        .limit(SPECIES_MAP_POINTS_MAX),
      this.db.select({ n: sql<number>`count(*)::int` }).from(sightings).where(where),
    ]);
    return {
      points: rows.flatMap((r) => {
        const shown = shownPosition(r);
        return shown ? [{ sightingId: r.id, ...shown }] : [];
      }),
      total: Number(total?.n ?? 0),
    };
  }
}
