// A member's life list: every catalogue species they recorded (sightings linked by species_id), with the first
// and last day seen, how many sightings, and a photo of the newest one that has a photo. Visitors and other
// members count public sightings only; the member sees their private ones too.
import type { LifeList } from '@common/schemas/identifications';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';

const INVALID_CURSOR = 'The cursor is invalid; start again from the first page.';
/** A life list holds at most a few thousand species: an offset cursor is cheap enough and stable by order. */
const OFFSET_MAX = 1_000_000;

export const encodeLifeListCursor = (offset: number) =>
  Buffer.from(`o${offset}`, 'utf8').toString('base64url');

function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^o\d{1,7}$/.test(text)) throw badRequest(INVALID_CURSOR);
  const offset = Number(text.slice(1));
  if (offset > OFFSET_MAX) throw badRequest(INVALID_CURSOR);
  return offset;
}

interface LifeListRow {
  species_id: number;
  slug: string;
  scientific_name: string;
  common_name: string | null;
  category: string;
  n: number;
  first_seen: string;
  last_seen: string;
  photo_url: string | null;
  sighting_id: number;
  total: number;
}

export async function lifeList(
  db: Db,
  userId: number,
  includePrivate: boolean,
  page: { limit: number; cursor?: string | undefined },
): Promise<LifeList & { nextCursor: string | null }> {
  const offset = decodeOffset(page.cursor);
  const result = (await db.execute(sql`
    with mine as (
      select s.id, s.species_id, coalesce(s.date_spotted, (s.created_at at time zone 'UTC')::date) as seen,
             s.created_at, s.photo_url
      from sightings s
      where s.user_id = ${userId} and s.species_id is not null and (s.is_public or ${includePrivate})
    ), per_species as (
      select species_id, count(*)::int as n, min(seen)::text as first_seen, max(seen)::text as last_seen
      from mine group by species_id
    )
    select d.id as species_id, d.slug, d.scientific_name, d.common_name, d.category, p.n, p.first_seen,
           p.last_seen, pic.photo_url, pic.id as sighting_id, count(*) over ()::int as total
    from per_species p
    join species_database d on d.id = p.species_id
    cross join lateral (
      select m.id, m.photo_url from mine m where m.species_id = p.species_id
      order by (m.photo_url is null), m.seen desc, m.created_at desc, m.id desc limit 1
    ) pic
    order by p.last_seen desc, d.id
    limit ${page.limit + 1} offset ${offset}
  `)) as unknown as { rows: LifeListRow[] };
  const rows = result.rows;
  const items = rows.slice(0, page.limit).map((r) => ({
    species: {
      id: r.species_id,
      slug: r.slug,
      scientificName: r.scientific_name,
      commonName: r.common_name,
      category: r.category,
    },
    sightings: r.n,
    firstSeen: r.first_seen,
    lastSeen: r.last_seen,
    photoUrl: r.photo_url,
    sightingId: r.sighting_id,
  }));
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const counted = (await db.execute(
      sql`select count(distinct species_id)::int as n from sightings where user_id = ${userId} and species_id is not null and (is_public or ${includePrivate}) and species_id in (select id from species_database)`,
    )) as unknown as { rows: { n: number }[] };
    total = counted.rows[0]?.n ?? 0;
  }
  return {
    total,
    items,
    nextCursor: rows.length > page.limit ? encodeLifeListCursor(offset + page.limit) : null,
  };
}
