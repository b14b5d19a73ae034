// Location pages (GET /api/locations*): the shipped protected areas and hot spots with what members recorded
// inside them (protected_area_sightings, written as sightings are placed). Only public sightings whose position
// is open count: an obscured one (rare or threatened species) has no place finer than its region.
import type { LanguageCode } from '@common/constants/languages';
import {
  LOCATION_NOT_FOUND_MESSAGE,
  type LocationList,
  type LocationListQuery,
  type LocationMap,
  type LocationPage,
  type LocationSpecies,
  type LocationSummary,
  type ParkType,
  type Realm,
} from '@common/schemas/locations';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import {
  type ProtectedAreaRow,
  protectedAreaSightings,
  protectedAreas,
  sightings,
  speciesDatabase,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  newestSightingsPage,
  type SiteName,
  sightingsByMonth,
  topPhotographers,
} from '../sightings/community-records';
import { decodeCursor } from '../sightings/service';
import { type SightingView, speciesJoin } from '../sightings/view-query';
import { speciesNameIn } from '../species/local-name';
import { positionIsOpen } from '../species/page-positions';
import { areaTextsIn } from './area-texts';

const RECORDED_SPECIES_MAX = 30;
const TOP_PHOTOGRAPHERS_MAX = 6;
export const LOCATION_MAP_POINTS_MAX = 2_000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** The sightings of an area that may be shown there: public, with an open position. */
function shownIn(areaId: number) {
  return and(
    sql`${sightings.id} in (select ${protectedAreaSightings.sightingId} from ${protectedAreaSightings} where ${protectedAreaSightings.areaId} = ${areaId})`,
    eq(sightings.isPublic, true),
    positionIsOpen(),
  );
}

function summaryOf(a: ProtectedAreaRow, count: number): LocationSummary {
  return {
    slug: a.slug,
    name: a.name,
    country: a.country,
    state: a.state,
    parkType: a.parkType as ParkType,
    realm: a.realm as Realm,
    latitude: a.latitude,
    longitude: a.longitude,
    radiusKm: a.radiusKm,
    bestMonths: a.bestMonths,
    sightings: count,
  };
}

/** Area pages kept (one per area and language read). */
const PAGES_KEPT = 500;

export class LocationService {
  /**
   * The counts of every area and each area's page change only when sightings (or species names) do: read once,
   * kept until the change feed says so (measured: the counts cost ~75 ms of database time at 100,000 sightings).
   */
  private readonly counts: ChangeCache<Map<number, number>>;
  private readonly pages: ChangeCache<LocationPage>;
  private readonly lists: ChangeCache<LocationList>;
  /** Visitors' pages of an area's sightings (a member's differ by their likes and bookmarks). */
  private readonly visitorSightings: ChangeCache<{ items: SightingView[]; nextCursor: string | null }>;

  constructor(
    private readonly db: Db,
    private readonly siteName: SiteName,
    changes: ChangeFeed,
  ) {
    this.counts = new ChangeCache(changes, ['wl_sightings', 'wl_species'], 1);
    this.pages = new ChangeCache(changes, ['wl_sightings', 'wl_species'], PAGES_KEPT);
    this.lists = new ChangeCache(changes, ['wl_sightings', 'wl_species'], PAGES_KEPT);
    this.visitorSightings = new ChangeCache(changes, ['wl_sightings', 'wl_species'], PAGES_KEPT);
  }

  async findBySlug(slug: string): Promise<ProtectedAreaRow> {
    const [row] = await this.db.select().from(protectedAreas).where(eq(protectedAreas.slug, slug)).limit(1);
    if (!row) throw notFound(LOCATION_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Shown sightings per area, for the areas that have any. */
  private countsByArea(): Promise<Map<number, number>> {
    return this.counts.read('all', () => this.readCounts());
  }

  private async readCounts(): Promise<Map<number, number>> {
    const rows = rowsOf(
      await this.db.execute(sql`
        select pas.area_id, count(*)::int as n
          from ${protectedAreaSightings} pas
          join ${sightings} on ${sightings.id} = pas.sighting_id
         where ${sightings.isPublic} and ${positionIsOpen()}
         group by pas.area_id`),
    );
    return new Map(rows.map((r) => [Number(r.area_id), Number(r.n)]));
  }

  list(query: LocationListQuery & { limit: number; offset: number }): Promise<LocationList> {
    return this.lists.read(JSON.stringify(query), () => this.readList(query));
  }

  private async readList(
    query: LocationListQuery & { limit: number; offset: number },
  ): Promise<LocationList> {
    const species = query.species ? await this.speciesOf(query.species) : undefined;
    const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const [areas, counts] = await Promise.all([
      this.db
        .select()
        .from(protectedAreas)
        .where(
          and(
            q
              ? sql`(${protectedAreas.name} ilike ${q} or ${protectedAreas.state} ilike ${q} or ${protectedAreas.description} ilike ${q})`
              : undefined,
            query.country ? eq(protectedAreas.country, query.country) : undefined,
            query.parkType ? eq(protectedAreas.parkType, query.parkType) : undefined,
            query.realm ? eq(protectedAreas.realm, query.realm) : undefined,
            species === undefined
              ? undefined
              : sql`(${species.scientificName} = any(${protectedAreas.popularSpecies})
                     or exists (select 1 from ${protectedAreaSightings}
                                 join ${sightings} on ${sightings.id} = ${protectedAreaSightings.sightingId}
                                where ${protectedAreaSightings.areaId} = ${protectedAreas.id}
                                  and ${sightings.speciesId} = ${species.id}
                                  and ${sightings.isPublic} and ${positionIsOpen()}))`,
          ),
        ),
      this.countsByArea(),
    ]);
    const all = await this.db
      .select({ country: protectedAreas.country, parkType: protectedAreas.parkType })
      .from(protectedAreas);
    const tally = <K extends string>(values: K[]) => {
      const m = new Map<K, number>();
      for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
      return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    };
    const sorted = areas
      .map((a) => summaryOf(a, counts.get(a.id) ?? 0))
      .sort((a, b) => b.sightings - a.sightings || a.name.localeCompare(b.name));
    return {
      items: sorted.slice(query.offset, query.offset + query.limit),
      total: sorted.length,
      countries: tally(all.map((a) => a.country)).map(([code, areas]) => ({ code, areas })),
      parkTypes: tally(all.map((a) => a.parkType as ParkType)).map(([parkType, areas]) => ({
        parkType,
        areas,
      })),
    };
  }

  /** A species asked for by catalogue slug or scientific name; an unknown one matches no area. */
  private async speciesOf(text: string): Promise<{ id: number; scientificName: string }> {
    const [row] = await this.db
      .select({ id: speciesDatabase.id, scientificName: speciesDatabase.scientificName })
      .from(speciesDatabase)
      .where(
        sql`${speciesDatabase.slug} = ${text.toLowerCase()} or lower(${speciesDatabase.scientificName}) = ${text.toLowerCase()}`,
      )
      .limit(1);
    return row ?? { id: -1, scientificName: text };
  }

  page(slug: string, lang: LanguageCode): Promise<LocationPage> {
    return this.pages.read(`${slug}|${lang}`, () => this.readPage(slug, lang));
  }

  private async readPage(slug: string, lang: LanguageCode): Promise<LocationPage> {
    const area = await this.findBySlug(slug);
    const [recorded, notable, months, photographers] = await Promise.all([
      this.recordedSpecies(area.id, lang),
      this.notableSpecies(area, lang),
      sightingsByMonth(this.db, shownIn(area.id)),
      topPhotographers(this.db, shownIn(area.id), this.siteName, TOP_PHOTOGRAPHERS_MAX),
    ]);
    return {
      ...summaryOf(
        area,
        months.reduce((a, b) => a + b, 0),
      ),
      areaKm2: area.areaKm2,
      established: area.established,
      ...areaTextsIn(area, lang),
      websiteUrl: area.websiteUrl,
      boundary: area.boundary ?? null,
      notableSpecies: notable,
      recordedSpecies: recorded,
      byMonth: months,
      topPhotographers: photographers,
    };
  }

  /** The species recorded inside the area, the most seen first: catalogue species by id, others by name. */
  private async recordedSpecies(areaId: number, lang: LanguageCode): Promise<LocationSpecies[]> {
    const rows = await this.db
      .select({
        slug: speciesDatabase.slug,
        scientificName: speciesDatabase.scientificName,
        localName: speciesNameIn(lang),
        typed: sql<string>`min(${sightings.speciesName})`,
        n: sql<number>`count(*)::int`,
      })
      .from(sightings)
      .leftJoin(speciesDatabase, speciesJoin)
      .where(shownIn(areaId))
      .groupBy(
        speciesDatabase.id,
        speciesDatabase.slug,
        speciesDatabase.scientificName,
        speciesDatabase.commonName,
        sql`case when ${speciesDatabase.id} is null then lower(${sightings.speciesName}) end`,
      )
      .orderBy(sql`count(*) desc`, sql`min(${sightings.speciesName})`)
      .limit(RECORDED_SPECIES_MAX);
    return rows.map((r) => ({
      slug: r.slug ?? null,
      scientificName: r.scientificName ?? null,
      name: r.localName ?? r.scientificName ?? r.typed,
      sightings: Number(r.n),
    }));
  }

  /** The species the area is known for, in the shipped order, with how often members recorded them there. */
  private async notableSpecies(area: ProtectedAreaRow, lang: LanguageCode): Promise<LocationSpecies[]> {
    if (area.popularSpecies.length === 0) return [];
    const rows = await this.db
      .select({
        id: speciesDatabase.id,
        slug: speciesDatabase.slug,
        scientificName: speciesDatabase.scientificName,
        localName: speciesNameIn(lang),
      })
      .from(speciesDatabase)
      .where(sql`${speciesDatabase.scientificName} = any(${sql.param(area.popularSpecies)}::text[])`);
    const counts = new Map<number, number>();
    const ids = rows.map((r) => r.id);
    if (ids.length > 0)
      for (const r of await this.db
        .select({ id: sightings.speciesId, n: sql<number>`count(*)::int` })
        .from(sightings)
        .where(and(shownIn(area.id), sql`${sightings.speciesId} = any(${sql.param(ids)}::int[])`))
        .groupBy(sightings.speciesId))
        if (r.id !== null) counts.set(r.id, Number(r.n));
    const byName = new Map(rows.map((r) => [r.scientificName, r]));
    return area.popularSpecies.map((name) => {
      const r = byName.get(name);
      return {
        slug: r?.slug ?? null,
        scientificName: name,
        name: r?.localName ?? name,
        sightings: r ? (counts.get(r.id) ?? 0) : 0,
      };
    });
  }

  /** One page of the area's shown sightings, newest first. */
  async sightings(
    areaId: number,
    page: { limit: number; cursor?: string | undefined },
    viewerId: number | null,
    lang: LanguageCode,
  ): Promise<{ items: SightingView[]; nextCursor: string | null }> {
    if (viewerId !== null) return this.readSightings(areaId, page, viewerId, lang);
    const key = `${areaId}|${page.limit}|${page.cursor ?? ''}|${lang}`;
    return this.visitorSightings.read(key, () => this.readSightings(areaId, page, null, lang));
  }

  private async readSightings(
    areaId: number,
    page: { limit: number; cursor?: string | undefined },
    viewerId: number | null,
    lang: LanguageCode,
  ): Promise<{ items: SightingView[]; nextCursor: string | null }> {
    // The page's ids in the memberships' own order (protected_area_sightings_newest_idx), stopping at the page's
    // end, instead of sorting every sighting of a busy area; then those few read as views.
    const after = page.cursor ? decodeCursor(page.cursor, 'newest') : null;
    const rows = await this.db
      .select({ id: protectedAreaSightings.sightingId })
      .from(protectedAreaSightings)
      .innerJoin(sightings, eq(sightings.id, protectedAreaSightings.sightingId))
      .where(
        and(
          eq(protectedAreaSightings.areaId, areaId),
          eq(sightings.isPublic, true),
          positionIsOpen(),
          after && after.sort === 'newest'
            ? sql`(${protectedAreaSightings.createdAt}, ${protectedAreaSightings.sightingId}) < (${after.createdAt}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(desc(protectedAreaSightings.createdAt), desc(protectedAreaSightings.sightingId))
      .limit(page.limit + 1);
    if (rows.length === 0) return { items: [], nextCursor: null };
    const ids = rows.map((r) => r.id);
    return newestSightingsPage(this.db, inArray(sightings.id, ids), { limit: page.limit }, viewerId, lang);
  }

  /** Where the area's shown sightings were made, newest first. */
  async map(areaId: number): Promise<LocationMap> {
    const where = and(
      shownIn(areaId),
      sql`${sightings.latitude} is not null and ${sightings.longitude} is not null`,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: sightings.id, latitude: sightings.latitude, longitude: sightings.longitude })
        .from(sightings)
        .where(where)
        .orderBy(desc(sightings.createdAt), desc(sightings.id))
        .limit(LOCATION_MAP_POINTS_MAX),
      this.db.select({ n: sql<number>`count(*)::int` }).from(sightings).where(where),
    ]);
    return {
      points: rows.map((r) => ({
        sightingId: r.id,
        latitude: Number(r.latitude),
        longitude: Number(r.longitude),
      })),
      total: Number(total?.n ?? 0),
    };
  }
}
