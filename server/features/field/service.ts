// Field mode's species lists (issue 17), counted by the database:
// - the checklist of a place and season, downloaded for offline use: the species of public sightings whose PUBLIC
//   position (as the map shows it: an obscured sighting at its point fixed inside its 0.2 degree cell, a private
//   one nowhere) lies within the circle, seen in the month asked for or either neighbour, in any year;
// - the member's recent species, for the quick sighting's one-tap pick: every sighting of theirs, any privacy.
// A species is its catalogue entry when the sighting links to one, else the name as written (case and spacing
// aside) within its category, shown as the latest seen of them wrote it; catalogue species are named in the
// reader's language.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';
import type { LanguageCode } from '@common/constants/languages';
import {
  FIELD_CHECKLIST_MAX_SPECIES,
  FIELD_RECENT_SPECIES_MAX,
  type FieldSpecies,
} from '@common/schemas/field';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Circle, rows, SEEN_ON, withinCircle } from '../discovery/near';
import { localSpeciesName } from '../species/local-name';

/** A species: its catalogue entry when linked, else its written name's key within its category. */
const FIELD_SPECIES_KEY = sql.raw(
  `case when s.species_id is not null then 'id:' || s.species_id::text
    else 'name:' || species_key(s.species_name) || '|' || s.category end`,
);
/** Only the six categories have a place in the lists (rows written before categories were required have none). */
const KNOWN_CATEGORY = sql.raw(`s.category in ('${CATEGORY_VALUES.join("','")}')`);

interface SpeciesRow {
  species_id: number | null;
  slug: string | null;
  common_name: string;
  scientific_name: string | null;
  category: string;
  n: number;
  last_seen: string | null;
}

/** The month asked for and its two neighbours, December and January being neighbours. */
export function seasonMonths(month: number): number[] {
  return [((month + 10) % 12) + 1, month, (month % 12) + 1];
}

export class FieldService {
  constructor(private readonly db: Db) {}

  /** Species of public sightings within the circle in `months`, the most seen first. */
  checklist(place: Circle, months: number[], lang: LanguageCode): Promise<FieldSpecies[]> {
    return this.species(
      sql`${withinCircle(place)} and extract(month from ${SEEN_ON})::int = any(${sql.param(months)}::int[])`,
      ['n desc', 'last_seen desc', 'key'],
      FIELD_CHECKLIST_MAX_SPECIES,
      lang,
    );
  }

  /** The member's own species, the one they recorded last first. */
  recentSpecies(userId: number, lang: LanguageCode): Promise<FieldSpecies[]> {
    return this.species(
      sql`s.user_id = ${userId}`,
      ['latest desc', 'latest_id desc', 'key'],
      FIELD_RECENT_SPECIES_MAX,
      lang,
    );
  }

  /** `order`: columns of the grouped rows (key, n, last_seen, latest, latest_id), each with its direction. */
  private async species(
    where: SQL,
    order: string[],
    limit: number,
    lang: LanguageCode,
  ): Promise<FieldSpecies[]> {
    const inner = sql.raw(order.join(', '));
    const outer = sql.raw(order.map((o) => `g.${o}`).join(', '));
    const found = await rows<SpeciesRow>(
      this.db,
      sql`with found as (
          select ${FIELD_SPECIES_KEY} as key, s.species_id, species_tidy(s.species_name) as name, s.category,
            ${SEEN_ON} as seen_on, s.created_at, s.id
          from sightings s where ${KNOWN_CATEGORY} and ${where}),
        grouped as (
          select key, max(species_id) as species_id,
            (array_agg(name order by seen_on desc, id desc))[1] as name, min(category) as category,
            count(*)::int as n, max(seen_on)::text as last_seen, max(created_at) as latest, max(id) as latest_id
          from found group by key
          order by ${inner}
          limit ${limit})
        select g.species_id, d.slug, d.scientific_name,
          coalesce(${localSpeciesName(sql`d.id`, lang)}, d.common_name, g.name) as common_name,
          g.category, g.n, g.last_seen
        from grouped g left join species_database d on d.id = g.species_id
        order by ${outer}`,
    );
    return found.map((r) => ({
      speciesId: r.species_id === null ? null : Number(r.species_id),
      slug: r.slug ?? null,
      commonName: r.common_name,
      scientificName: r.scientific_name ?? null,
      category: r.category as CategoryValue,
      count: Number(r.n),
      lastSeen: r.last_seen === null ? null : String(r.last_seen).slice(0, 10),
    }));
  }
}
