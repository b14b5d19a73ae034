// The insights, counted from public sightings in SQL that runs alike on PGlite and PostgreSQL:
// - trending: sightings recorded in the last 30 days against the 30 before, per species (one range of
//   sightings_created_idx);
// - seasonal activity near a place: sightings per species and month within a radius, through the map's grid
//   index (sightings_map_idx: one range of bands, then x and y), the exact distance checked on the positions the
//   map shows (rare species at the centre of their 0.2 degree cell, migration 0004);
// - not yet seen: species others recorded nearby in the last year that the member has no sighting of.
// A species is its catalogue entry when the sighting links to one, else its name as members wrote it.
import { INSIGHTS_LIMITS, type Insights, type NotYetSeenSpecies } from '@common/schemas/insights';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BAND_SHIFT, gridBoxes } from '../map/grid';
import { localSpeciesName } from '../species/local-name';

const DAY_MS = 24 * 60 * 60 * 1000;
const EARTH_RADIUS_KM = 6371;

export interface Place {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** The species key of a sighting row `s`, and its observation date (when seen, else when recorded). */
const SPECIES_KEY = sql.raw(`coalesce('id:' || s.species_id::text, 'name:' || species_key(s.species_name))`);
const SEEN_ON = sql.raw(`coalesce(s.date_spotted, (s.created_at at time zone 'UTC')::date)`);

interface SpeciesRow {
  key: string;
  species_id: number | null;
  name: string;
  category: string | null;
  latest_id: number;
}

interface CatalogueName {
  slug: string;
  scientific_name: string;
  common_name: string | null;
  local_name: string | null;
}

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The catalogue's slug and names of the species among `found`, in `lang` where the catalogue has one. */
async function catalogueNames(
  db: Db,
  found: SpeciesRow[],
  lang: string,
): Promise<Map<number, CatalogueName>> {
  const ids = [...new Set(found.map((r) => r.species_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const result = await rows<CatalogueName & { id: number }>(
    db,
    sql`select d.id, d.slug, d.scientific_name, d.common_name,
      ${localSpeciesName(sql`d.id`, lang)} as local_name
    from species_database d where d.id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(result.map((r) => [Number(r.id), r]));
}

/** The species fields every insight carries, named from the catalogue when linked. */
function reference(row: SpeciesRow, names: Map<number, CatalogueName>) {
  const entry = row.species_id === null ? undefined : names.get(Number(row.species_id));
  return {
    key: row.key,
    name: entry ? (entry.local_name ?? entry.common_name ?? row.name) : row.name,
    scientificName: entry?.scientific_name ?? null,
    slug: entry?.slug ?? null,
    category: row.category,
    latestSightingId: Number(row.latest_id),
  };
}

/**
 * The grid condition of the box around a circle (one or two ranges, across the antimeridian) and the exact
 * great-circle distance on the shown position.
 */
function withinRadius(place: Place): SQL {
  const dLat = place.radiusKm / 111.32;
  const cos = Math.max(0.01, Math.cos((place.latitude * Math.PI) / 180));
  const dLng = Math.min(180, place.radiusKm / (111.32 * cos));
  const boxes = gridBoxes({
    north: Math.min(90, place.latitude + dLat),
    south: Math.max(-90, place.latitude - dLat),
    west: place.longitude - dLng,
    east: place.longitude + dLng,
  });
  const inBoxes = sql.join(
    boxes.map(
      (b) => sql`(s.map_band between ${b.y0 >> BAND_SHIFT} and ${b.y1 >> BAND_SHIFT}
        and s.map_x between ${b.x0} and ${b.x1} and s.map_y between ${b.y0} and ${b.y1})`,
    ),
    sql` or `,
  );
  // The public position (migration "geoprivacy"), as the map draws it.
  const lat = sql`s.public_latitude::float8`;
  const lng = sql`s.public_longitude::float8`;
  return sql`(${inBoxes}) and ${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(${lat} - ${place.latitude}::float8) / 2), 2)
      + cos(radians(${place.latitude}::float8)) * cos(radians(${lat}))
        * power(sin(radians(${lng} - ${place.longitude}::float8) / 2), 2)))) <= ${place.radiusKm}::float8`;
}

export class InsightsService {
  constructor(private readonly db: Db) {}

  async trending(now: Date, lang: string): Promise<Insights['trending']> {
    const mid = new Date(now.getTime() - INSIGHTS_LIMITS.windowDays * DAY_MS);
    const from = new Date(now.getTime() - 2 * INSIGHTS_LIMITS.windowDays * DAY_MS);
    const window = sql`s.is_public and s.created_at >= ${from.toISOString()}::timestamptz
      and s.created_at < ${now.toISOString()}::timestamptz`;
    const [found, totals] = await Promise.all([
      rows<SpeciesRow & { recent: number; previous: number }>(
        this.db,
        sql`select ${SPECIES_KEY} as key, max(s.species_id) as species_id,
            min(species_tidy(s.species_name)) as name, min(s.category) as category,
            count(*) filter (where s.created_at >= ${mid.toISOString()}::timestamptz)::int as recent,
            count(*) filter (where s.created_at < ${mid.toISOString()}::timestamptz)::int as previous,
            max(s.id) as latest_id
          from sightings s where ${window}
          group by 1
          having count(*) filter (where s.created_at >= ${mid.toISOString()}::timestamptz) > 0
          order by count(*) filter (where s.created_at >= ${mid.toISOString()}::timestamptz)
            - count(*) filter (where s.created_at < ${mid.toISOString()}::timestamptz) desc,
            recent desc, key
          limit ${INSIGHTS_LIMITS.trendingCount}`,
      ),
      rows<{ recent: number; previous: number }>(
        this.db,
        sql`select count(*) filter (where s.created_at >= ${mid.toISOString()}::timestamptz)::int as recent,
            count(*) filter (where s.created_at < ${mid.toISOString()}::timestamptz)::int as previous
          from sightings s where ${window}`,
      ),
    ]);
    const names = await catalogueNames(this.db, found, lang);
    return {
      windowDays: INSIGHTS_LIMITS.windowDays,
      recentTotal: Number(totals[0]?.recent ?? 0),
      previousTotal: Number(totals[0]?.previous ?? 0),
      species: found.map((r) => {
        const recent = Number(r.recent);
        const previous = Number(r.previous);
        return {
          ...reference(r, names),
          recent,
          previous,
          change: recent - previous,
          changePercent: previous > 0 ? Math.round(((recent - previous) / previous) * 1000) / 10 : null,
        };
      }),
    };
  }

  /** Public sightings within the place per month, in total and for its most recorded species. */
  async seasonal(place: Place, lang: string) {
    const near = withinRadius(place);
    const month = sql`extract(month from ${SEEN_ON})::int`;
    const [byMonth, found] = await Promise.all([
      rows<{ month: number; n: number }>(
        this.db,
        sql`select ${month} as month, count(*)::int as n from sightings s
          where s.is_public and ${near} group by 1`,
      ),
      rows<SpeciesRow & { month: number; n: number }>(
        this.db,
        sql`with near as (
            select ${SPECIES_KEY} as key, s.species_id, species_tidy(s.species_name) as name, s.category,
              s.id, ${month} as month
            from sightings s where s.is_public and ${near}),
          top as (select key from near group by key order by count(*) desc, key
            limit ${INSIGHTS_LIMITS.seasonalCount})
          select near.key, near.month, count(*)::int as n, max(near.species_id) as species_id,
            min(near.name) as name, min(near.category) as category, max(near.id) as latest_id
          from near join top on top.key = near.key group by near.key, near.month`,
      ),
    ]);
    const months = Array.from({ length: 12 }, () => 0);
    for (const r of byMonth) months[Number(r.month) - 1] = Number(r.n);
    const bySpecies = new Map<string, { row: SpeciesRow; months: number[] }>();
    for (const r of found) {
      const entry = bySpecies.get(r.key) ?? { row: r, months: Array.from({ length: 12 }, () => 0) };
      entry.months[Number(r.month) - 1] = Number(r.n);
      if (Number(r.latest_id) > Number(entry.row.latest_id))
        entry.row = { ...entry.row, latest_id: r.latest_id };
      if (entry.row.species_id === null && r.species_id !== null)
        entry.row = { ...entry.row, species_id: r.species_id };
      bySpecies.set(r.key, entry);
    }
    const names = await catalogueNames(
      this.db,
      [...bySpecies.values()].map((e) => e.row),
      lang,
    );
    const seasonal = [...bySpecies.values()]
      .map(({ row, months: m }) => ({
        ...reference(row, names),
        total: m.reduce((a, b) => a + b, 0),
        months: m,
      }))
      .sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
    return { months, total: months.reduce((a, b) => a + b, 0), seasonal };
  }

  /**
   * Species others recorded in the place in the last year that the member has recorded nowhere: neither under
   * the same catalogue entry nor under the same name. Ranked by how many members saw them.
   */
  async notYetSeen(userId: number, place: Place, now: Date, lang: string): Promise<NotYetSeenSpecies[]> {
    const since = new Date(now.getTime() - INSIGHTS_LIMITS.nearbyDays * DAY_MS).toISOString().slice(0, 10);
    const found = await rows<SpeciesRow & { sightings: number; observers: number; last_seen: string }>(
      this.db,
      sql`with mine as (
          select 'id:' || s.species_id::text as key from sightings s
            where s.user_id = ${userId} and s.species_id is not null
          union select 'name:' || species_key(s.species_name) from sightings s where s.user_id = ${userId})
        select ${SPECIES_KEY} as key, max(s.species_id) as species_id, min(species_tidy(s.species_name)) as name,
          min(s.category) as category, max(s.id) as latest_id, count(*)::int as sightings,
          count(distinct s.user_id)::int as observers, max(${SEEN_ON})::text as last_seen
        from sightings s
        where s.is_public and s.user_id <> ${userId} and ${SEEN_ON} >= ${since}::date and ${withinRadius(place)}
          and not exists (select 1 from mine where mine.key = 'name:' || species_key(s.species_name)
            or mine.key = 'id:' || s.species_id::text)
        group by 1
        order by count(distinct s.user_id) desc, count(*) desc, key
        limit ${INSIGHTS_LIMITS.notYetSeenCount}`,
    );
    const names = await catalogueNames(this.db, found, lang);
    return found.map((r) => ({
      ...reference(r, names),
      sightings: Number(r.sightings),
      observers: Number(r.observers),
      lastSeen: String(r.last_seen).slice(0, 10),
    }));
  }

  /** The member's latest sighting that has a position (theirs, whatever its visibility). */
  async lastPosition(userId: number): Promise<{ latitude: number; longitude: number } | null> {
    const [row] = await rows<{ latitude: string; longitude: string }>(
      this.db,
      sql`select s.latitude, s.longitude from sightings s
        where s.user_id = ${userId} and s.latitude is not null and s.longitude is not null
        order by s.created_at desc, s.id desc limit 1`,
    );
    return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
  }
}
