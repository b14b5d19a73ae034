// Discovery: what can be seen around a place, counted by the database from public sightings at their public
// positions (near.ts):
// - recent species: observed in the recent window (the last 30 days, or the enhanced view's range);
// - likely species: observed in earlier years in the month asked about or the months either side, and not
//   already among the recent ones (the season's other candidates), the species that came back most years first;
// - hot spots: the protected areas and hot spots of /locations whose circle meets the place's;
// - rare sightings: recent sightings of a rare-or-worse rarity or of a threatened species, each at its public
//   position with its country and region (the nearest town only when its position is open).
import { isThreatened } from '@common/constants/conservation';
import type { LanguageCode } from '@common/constants/languages';
import {
  DISCOVERY_LIMITS,
  DISCOVERY_RARE_LEVELS,
  type DiscoveryHotSpot,
  type DiscoveryRareSighting,
  type DiscoverySpecies,
} from '@common/schemas/discovery';
import { LOCATION_NOT_FOUND_MESSAGE, type ParkType } from '@common/schemas/locations';
import { RARITY_LEVELS } from '@common/schemas/sightings';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MediaVariants, protectedAreaSightings, protectedAreas, sightings } from '../../db/schema';
import { notFound } from '../../http/errors';
import { distanceKm } from '../places/areas';
import { gazetteer } from '../places/gazetteer';
import { localSpeciesName } from '../species/local-name';
import { positionIsOpen } from '../species/page-positions';
import {
  type Circle,
  type DiscoveryFilters,
  filtersSql,
  rows,
  SEEN_ON,
  SPECIES_KEY,
  seenBetween,
  withinCircle,
} from './near';

export interface DiscoveryPlace extends Circle {
  label: string | null;
  countryCode: string | null;
  locationSlug: string | null;
}

/** A window of days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The day `days` before `day` (YYYY-MM-DD). */
export const daysBefore = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS));

interface SpeciesRow {
  key: string;
  species_id: number | null;
  name: string;
  category: string | null;
  n: number;
  years: number;
  last_seen: string;
  latest_id: number;
  photo_id: number | null;
}

interface CatalogueName {
  id: number;
  slug: string;
  scientific_name: string;
  common_name: string | null;
  local_name: string | null;
}

/** The small picture of a sighting: its photo's square thumbnail (or a video's poster), else its plain photo file. */
export function pictureOf(variants: MediaVariants | null, photoUrl: string | null): string | null {
  const v = variants ?? {};
  return v.thumb?.url ?? v.small?.url ?? v.medium?.url ?? v.poster?.url ?? v.large?.url ?? photoUrl;
}

const RARE_OR_WORSE = sql.raw(`('${DISCOVERY_RARE_LEVELS.join("','")}')`);
const THREATENED_STATUSES = sql.raw(`('VU','EN','CR','EW','EX')`);
const isRarity = (v: string | null): v is (typeof RARITY_LEVELS)[number] =>
  v !== null && (RARITY_LEVELS as readonly string[]).includes(v);

export class DiscoveryService {
  constructor(private readonly db: Db) {}

  /** The place of a query: a location's centre and name, or a point named by the gazetteer. */
  async place(
    query: { lat?: number | undefined; lng?: number | undefined; location?: string | undefined },
    radiusKm: number | undefined,
  ): Promise<DiscoveryPlace> {
    if (query.location !== undefined) {
      const [area] = await this.db
        .select()
        .from(protectedAreas)
        .where(eq(protectedAreas.slug, query.location))
        .limit(1);
      if (!area) throw notFound(LOCATION_NOT_FOUND_MESSAGE);
      return {
        latitude: area.latitude,
        longitude: area.longitude,
        // The area itself and its surroundings, unless a radius is asked for.
        radiusKm:
          radiusKm ??
          Math.min(DISCOVERY_LIMITS.maxRadiusKm, Math.max(DISCOVERY_LIMITS.defaultRadiusKm, area.radiusKm)),
        label: area.name,
        countryCode: area.country,
        locationSlug: area.slug,
      };
    }
    const latitude = query.lat ?? 0;
    const longitude = query.lng ?? 0;
    // The point is the asker's own (their position or where they clicked): naming it tells nothing of others.
    const described = gazetteer().describe(latitude, longitude);
    const parts = [described.nearestPlace?.name ?? null, described.region].filter((p): p is string =>
      Boolean(p),
    );
    return {
      latitude,
      longitude,
      radiusKm: radiusKm ?? DISCOVERY_LIMITS.defaultRadiusKm,
      label: parts.length ? [...new Set(parts)].join(', ') : null,
      countryCode: described.countryCode,
      locationSlug: null,
    };
  }

  /** Species observed within the window, the most observed first. */
  recentSpecies(place: Circle, window: DayRange, filters: DiscoveryFilters, lang: LanguageCode) {
    return this.species(
      sql`${withinCircle(place)} and ${seenBetween(window.from, window.to)} and ${filtersSql(filters)}`,
      sql`n desc, last_seen desc, key`,
      DISCOVERY_LIMITS.recentSpeciesMax,
      lang,
    );
  }

  /**
   * Species observed before this year in `month` or the months either side, leaving out those of the recent
   * window (already listed), the species seen in most years first.
   */
  likelySpecies(
    place: Circle,
    month: number,
    year: number,
    recent: DayRange,
    filters: DiscoveryFilters,
    lang: LanguageCode,
  ) {
    const span = DISCOVERY_LIMITS.seasonMonthsEitherSide;
    const months = Array.from({ length: 2 * span + 1 }, (_, i) => ((month - span + i + 11) % 12) + 1);
    const near = sql`${withinCircle(place)} and ${filtersSql(filters)}`;
    return this.species(
      sql`${near} and extract(month from ${SEEN_ON})::int = any(${sql.param(months)}::int[])
        and extract(year from ${SEEN_ON})::int < ${year}
        and ${SPECIES_KEY} not in (select ${SPECIES_KEY} from sightings s
          where ${near} and ${seenBetween(recent.from, recent.to)} and ${SPECIES_KEY} is not null)`,
      sql`years desc, n desc, last_seen desc, key`,
      DISCOVERY_LIMITS.likelySpeciesMax,
      lang,
    );
  }

  private async species(
    where: SQL,
    order: SQL,
    limit: number,
    lang: LanguageCode,
  ): Promise<DiscoverySpecies[]> {
    const found = await rows<SpeciesRow>(
      this.db,
      sql`with found as (
          select ${SPECIES_KEY} as key, s.species_id, species_tidy(s.species_name) as name, s.category, s.id,
            ${SEEN_ON} as seen_on, (s.media_asset_id is not null or s.photo_url is not null) as has_photo
          from sightings s where ${where})
        select key, max(species_id) as species_id, min(name) as name, min(category) as category,
          count(*)::int as n, count(distinct extract(year from seen_on))::int as years,
          max(seen_on)::text as last_seen,
          (array_agg(id order by seen_on desc, id desc))[1] as latest_id,
          (array_agg(id order by seen_on desc, id desc) filter (where has_photo))[1] as photo_id
        from found group by key
        order by ${order}
        limit ${limit}`,
    );
    const [names, pictures] = await Promise.all([
      this.catalogueNames(
        found.map((r) => r.species_id),
        lang,
      ),
      this.pictures(found.map((r) => r.photo_id)),
    ]);
    return found.map((r) => {
      const speciesId = r.species_id === null ? null : Number(r.species_id);
      const entry = speciesId === null ? undefined : names.get(speciesId);
      return {
        key: r.key,
        speciesId,
        slug: entry?.slug ?? null,
        name: entry ? (entry.local_name ?? entry.common_name ?? r.name) : r.name,
        scientificName: entry?.scientific_name ?? null,
        category: r.category,
        count: Number(r.n),
        years: Number(r.years),
        lastSeen: String(r.last_seen).slice(0, 10),
        latestSightingId: Number(r.latest_id),
        photo: r.photo_id === null ? null : (pictures.get(Number(r.photo_id)) ?? null),
      };
    });
  }

  /** The catalogue's slug and names of these species, in `lang` where the catalogue has one. */
  private async catalogueNames(ids: (number | null)[], lang: LanguageCode) {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null).map(Number))];
    if (wanted.length === 0) return new Map<number, CatalogueName>();
    const result = await rows<CatalogueName>(
      this.db,
      sql`select d.id, d.slug, d.scientific_name, d.common_name, ${localSpeciesName(sql`d.id`, lang)} as local_name
        from species_database d where d.id = any(${sql.param(wanted)}::int[])`,
    );
    return new Map(result.map((r) => [Number(r.id), r]));
  }

  /** The small picture of each of these sightings. */
  private async pictures(ids: (number | null)[]): Promise<Map<number, string | null>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null).map(Number))];
    if (wanted.length === 0) return new Map();
    const result = await rows<{ id: number; photo_url: string | null; variants: MediaVariants | null }>(
      this.db,
      sql`select s.id, s.photo_url, m.variants from sightings s
        left join media_assets m on m.id = s.media_asset_id
        where s.id = any(${sql.param(wanted)}::int[])`,
    );
    return new Map(result.map((r) => [Number(r.id), pictureOf(r.variants, r.photo_url)]));
  }

  /** The areas whose circle meets the place's, the nearest first, with their shown sightings. */
  async hotSpots(place: Circle, month: number): Promise<DiscoveryHotSpot[]> {
    const areas = await this.db
      .select({
        id: protectedAreas.id,
        slug: protectedAreas.slug,
        name: protectedAreas.name,
        country: protectedAreas.country,
        state: protectedAreas.state,
        parkType: protectedAreas.parkType,
        latitude: protectedAreas.latitude,
        longitude: protectedAreas.longitude,
        radiusKm: protectedAreas.radiusKm,
        bestMonths: protectedAreas.bestMonths,
      })
      .from(protectedAreas);
    const near = areas
      .map((a) => ({ a, km: distanceKm(place.latitude, place.longitude, a.latitude, a.longitude) }))
      .filter((x) => x.km <= place.radiusKm + x.a.radiusKm)
      .sort((x, y) => x.km - y.km || x.a.slug.localeCompare(y.a.slug))
      .slice(0, DISCOVERY_LIMITS.hotSpotsMax);
    if (near.length === 0) return [];
    // As /locations counts them: public sightings whose position is open (an obscured one has no finer place
    // than its region, so it is in no area).
    const counts = await rows<{ area_id: number; n: number }>(
      this.db,
      sql`select pas.area_id, count(*)::int as n
        from ${protectedAreaSightings} pas join ${sightings} on ${sightings.id} = pas.sighting_id
        where pas.area_id = any(${sql.param(near.map((x) => x.a.id))}::int[])
          and ${sightings.isPublic} and ${positionIsOpen()}
        group by pas.area_id`,
    );
    const byArea = new Map(counts.map((c) => [Number(c.area_id), Number(c.n)]));
    return near.map(({ a, km }) => ({
      slug: a.slug,
      name: a.name,
      country: a.country,
      state: a.state,
      parkType: a.parkType as ParkType,
      latitude: a.latitude,
      longitude: a.longitude,
      distanceKm: Math.round(km * 10) / 10,
      sightingCount: byArea.get(a.id) ?? 0,
      bestMonths: a.bestMonths,
      inSeason: a.bestMonths.includes(month),
    }));
  }

  /** Rare-or-worse and threatened species' sightings of the window, newest first, at their public positions. */
  async rareSightings(
    place: Circle,
    window: DayRange,
    filters: DiscoveryFilters,
    lang: LanguageCode,
  ): Promise<DiscoveryRareSighting[]> {
    const found = await rows<{
      id: number;
      species_id: number | null;
      slug: string | null;
      scientific_name: string | null;
      name: string;
      category: string | null;
      rarity_level: string | null;
      status: string | null;
      seen_on: string;
      latitude: string;
      longitude: string;
      precision: string;
      country_code: string | null;
      region: string | null;
      place_name: string | null;
      photo_url: string | null;
      variants: MediaVariants | null;
    }>(
      this.db,
      // Only the public position and the region leave the database; the town only for an open position.
      sql`select s.id, s.species_id, d.slug, d.scientific_name,
          coalesce(${localSpeciesName(sql`d.id`, lang)}, d.common_name, species_tidy(s.species_name)) as name,
          s.category, s.rarity_level, d.conservation_status as status, ${SEEN_ON}::text as seen_on,
          s.public_latitude as latitude, s.public_longitude as longitude, s.position_precision as precision,
          s.country_code, s.region,
          case when s.position_precision = 'exact' then s.place_name end as place_name,
          s.photo_url, m.variants
        from sightings s
        left join species_database d on d.id = s.species_id
        left join media_assets m on m.id = s.media_asset_id
        where ${withinCircle(place)} and ${seenBetween(window.from, window.to)} and ${filtersSql(filters)}
          and (s.rarity_level in ${RARE_OR_WORSE} or d.conservation_status in ${THREATENED_STATUSES})
        order by ${SEEN_ON} desc, s.id desc
        limit ${DISCOVERY_LIMITS.rareSightingsMax}`,
    );
    return found.map((r) => ({
      sightingId: Number(r.id),
      speciesId: r.species_id === null ? null : Number(r.species_id),
      slug: r.slug,
      name: r.name,
      scientificName: r.scientific_name,
      category: r.category,
      rarityLevel: isRarity(r.rarity_level) ? r.rarity_level : null,
      conservationStatus: isThreatened(r.status) ? r.status : null,
      seenOn: String(r.seen_on).slice(0, 10),
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      positionPrecision: r.precision === 'exact' ? 'exact' : 'obscured',
      place: {
        countryCode: r.country_code,
        region: r.region,
        nearestPlace: r.precision === 'exact' ? r.place_name : null,
      },
      photo: pictureOf(r.variants, r.photo_url),
    }));
  }
}
