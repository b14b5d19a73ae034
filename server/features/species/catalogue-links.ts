// Linking sightings to catalogue species by name: a sighting written without a species id gets the species
// whose name (in any language, or the scientific name) is exactly the one written, folded like the search terms.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { foldName } from './search-terms';

/** The rows of a raw query: both drivers answer `{ rows }` (node-postgres and PGlite alike). */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Catalogue ids of exact name matches, by folded name. A common name shared by several species goes to the best
 * known one; a scientific name wins over a common name that happens to be the same.
 */
export async function speciesIdsByName(
  db: Pick<Db, 'execute'>,
  names: readonly string[],
): Promise<Map<string, number>> {
  const folded = [...new Set(names.map(foldName).filter((n) => n !== ''))];
  if (folded.length === 0) return new Map();
  const found = await queryRows<{ term: string; species_id: number }>(
    db,
    sql`
    select distinct on (term) term, species_id from species_search
    where whole and term = any(${sql.param(folded)}::text[])
    order by term, (lang = 'la') desc, rank desc, species_id`,
  );
  return new Map(found.map((r) => [r.term, Number(r.species_id)]));
}

/** The catalogue id for one name, if any species is called exactly that. */
export async function speciesIdByName(db: Pick<Db, 'execute'>, name: string): Promise<number | undefined> {
  return (await speciesIdsByName(db, [name])).get(foldName(name));
}

/**
 * Links every sighting that has no species yet to the species its name names: by the name itself, else by the
 * scientific name the community catalogue knows for it (the demo's "Mountain gorilla" is Gorilla beringei
 * beringei, whose species is Gorilla beringei). Runs once the catalogue is loaded, for sightings written before.
 * Returns how many sightings were linked.
 */
export async function linkUnlinkedSightings(db: Db): Promise<number> {
  const unlinked = await queryRows<{ species_name: string; scientific_name: string | null }>(
    db,
    sql`
    select distinct s.species_name, sp.scientific_name
    from sightings s left join species sp on sp.name_key = species_key(s.species_name)
    where s.species_id is null`,
  );
  if (unlinked.length === 0) return 0;
  const atSpeciesLevel = (scientific: string | null) => scientific?.split(/\s+/).slice(0, 2).join(' ') ?? '';
  const ids = await speciesIdsByName(db, [
    ...unlinked.map((r) => r.species_name),
    ...unlinked.map((r) => atSpeciesLevel(r.scientific_name)),
  ]);
  const names: string[] = [];
  const speciesIds: number[] = [];
  for (const r of unlinked) {
    const id = ids.get(foldName(r.species_name)) ?? ids.get(foldName(atSpeciesLevel(r.scientific_name)));
    if (id === undefined) continue;
    names.push(r.species_name);
    speciesIds.push(id);
  }
  if (names.length === 0) return 0;
  return db.transaction(async (tx) => {
    // The per-row triggers of counts, author identifications and community taxa stand aside (migrations 0031,
    // 0047); their work is done below once for all the linked sightings.
    await tx.execute(sql`select set_config('wildlens.species_bulk_link', 'on', true)`);
    const linked = await queryRows<LinkedSighting>(
      tx,
      sql`
      update sightings s set species_id = v.id
      from unnest(${sql.param(names)}::text[], ${sql.param(speciesIds)}::int[]) as v(name, id)
      where s.species_id is null and s.species_name = v.name
      returning s.id, s.user_id, s.species_id, s.updated_at`,
    );
    if (linked.length > 0) await linkedBulkEffects(tx as unknown as Db, linked);
    await tx.execute(sql`select set_config('wildlens.species_bulk_link', 'off', true)`);
    return linked.length;
  });
}

/** A sighting the bulk link gave a species (update ... returning). */
interface LinkedSighting {
  id: number;
  user_id: number;
  species_id: number;
  updated_at: string | Date;
}

/**
 * What the per-row triggers do for a linked sighting, for all of them at once: the author's species becomes
 * their current identification (withdrawing another current one of theirs), the sighting's community taxon
 * follows its identifications, and the touched species are recounted.
 */
async function linkedBulkEffects(tx: Db, linked: readonly LinkedSighting[]): Promise<void> {
  const ids = sql.param(linked.map((r) => Number(r.id)));
  const users = sql.param(linked.map((r) => Number(r.user_id)));
  const species = sql.param(linked.map((r) => Number(r.species_id)));
  const times = sql.param(linked.map((r) => new Date(r.updated_at).toISOString()));
  const rows = sql`unnest(${ids}::int[], ${users}::int[], ${species}::int[], ${times}::timestamptz[])
    as l(id, user_id, species_id, at)`;
  await tx.execute(sql`
    update sighting_identifications i set is_current = false, withdrawn_at = now()
    from ${rows}
    where i.sighting_id = l.id and i.user_id = l.user_id and i.is_current and i.species_id <> l.species_id`);
  await tx.execute(sql`
    insert into sighting_identifications (sighting_id, user_id, species_id, created_at)
    select l.id, l.user_id, l.species_id, l.at from ${rows}
    where not exists (
      select 1 from sighting_identifications i
      where i.sighting_id = l.id and i.user_id = l.user_id and i.is_current and i.species_id = l.species_id)`);
  await tx.execute(sql`
    update sightings s set community_species_id = t.taxon
    from (select id, sighting_community_taxon(id) as taxon from unnest(${ids}::int[]) as id) t
    where s.id = t.id and s.community_species_id is distinct from t.taxon`);
  const touched = [...new Set(linked.map((r) => Number(r.species_id)))];
  await tx.execute(sql`
    update species_database sd set sightings = c.n
    from (
      select species_id, count(*)::int as n from sightings
      where is_public and species_id = any(${sql.param(touched)}::int[]) group by species_id
    ) c
    where sd.id = c.species_id and sd.sightings <> c.n`);
}

export const SPECIES_NOT_FOUND_MESSAGE =
  'This species is not in the catalogue. Pick one from the list or type its name.';

/**
 * The species a sighting links to: the one chosen in the form (which must exist: 400 otherwise), else the
 * species named exactly what the member typed, else none (a free-text name the catalogue lacks).
 */
export async function resolveSightingSpecies(
  db: Pick<Db, 'execute'>,
  chosen: number | null | undefined,
  speciesName: string,
): Promise<number | null> {
  if (chosen !== undefined && chosen !== null) {
    const [found] = await queryRows<{ id: number }>(
      db,
      sql`select id from species_database where id = ${chosen}`,
    );
    if (!found)
      throw badRequest(SPECIES_NOT_FOUND_MESSAGE, [
        { path: 'speciesId', message: SPECIES_NOT_FOUND_MESSAGE },
      ]);
    return Number(found.id);
  }
  return (await speciesIdByName(db, speciesName)) ?? null;
}
