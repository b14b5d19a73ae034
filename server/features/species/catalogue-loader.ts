// Loads the shipped species catalogue (server/data/species) into species_database, species_names and
// species_search: at first start, and again when the shipped files' version changes. Species are upserted by
// scientific name, so ids (which sightings point at) survive a new version. Batches of a few thousand species,
// each its own transaction through `insert ... select from unnest(...)`, so the autocomplete answers from what is
// loaded while the rest loads (PGlite runs one transaction at a time: one long one would stall every request).
// A lease row (species_catalogue_state) taken under an advisory lock makes sure one of several processes
// starting at once does the loading.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesCatalogueState } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import {
  type CatalogueRow,
  type CatalogueVariant,
  catalogueBatches,
  type NameRow,
  readManifest,
  readNames,
  SPECIES_DATA_DIR,
} from './catalogue-file';
import { linkUnlinkedSightings, queryRows } from './catalogue-links';
import { groupNames, namesOf, rankOf } from './catalogue-order';
import { termsOf } from './search-terms';

/**
 * Species per transaction at most: big enough to load fast, small enough that a request waits at most a moment.
 */
const BATCH_SPECIES = 1_000;
/**
 * Names and search terms per transaction at most. The best known species come first and carry dozens of names
 * each: the first 2,000 species hold 31,000 names and 87,000 terms, ten times a later batch, and a batch that
 * large lifted the process's resident memory ~50 MB in the load's first seconds.
 */
const BATCH_TERMS = 6_000;
/** Species read from the file and planned at a time: small, so a batch closes near its term budget. */
const READ_SPECIES = 250;
/** A loader that stops renewing its lease this long is taken for dead and another process may load. */
const LEASE_SECONDS = 120;
/** Arbitrary key of the advisory lock that serialises claiming the lease. */
const CLAIM_LOCK_KEY = 710_012;
const STATE_ID = 1;
/** Species between two progress lines in the log. */
const LOG_EVERY = 100_000;

export interface LoadLog {
  info(obj: object, msg: string): void;
}

/** The app closed while a load was under way: what is loaded stays searchable, and the next start loads again. */
export class CatalogueLoadStopped extends Error {}

export interface LoadResult {
  /** 'loaded' by this call, 'current' already, 'busy' loading in another process. */
  outcome: 'loaded' | 'current' | 'busy';
  species: number;
  seconds: number;
}

/** Which catalogue to load and how: the whole one, or the tests' sample. */
export interface LoadOptions {
  variant: CatalogueVariant;
  dir?: string;
  log?: LoadLog;
  /** Aborted: the load stops after the batch under way (the app is closing). */
  signal?: AbortSignal;
}

export async function loadCatalogue(db: Db, options: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const dir = options.dir ?? SPECIES_DATA_DIR;
  const version = `${options.variant}:${readManifest(dir).version}`;
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  const claim = await claimLoad(db, options.variant, version);
  if (claim !== 'claimed') return { outcome: claim, species: 0, seconds: seconds() };

  const manifest = readManifest(dir);
  const names = groupNames(readNames(options.variant, dir));
  const total = options.variant === 'sample' ? manifest.sample.species : manifest.species;
  const planner = new BatchPlanner(names);
  await db
    .update(speciesCatalogueState)
    .set({ totalSpecies: total })
    .where(eq(speciesCatalogueState.id, STATE_ID));
  const existing = (
    await queryRows<{ n: number }>(db, sql`select count(*)::int as n from species_database`)
  )[0]?.n;
  if (existing) {
    // A new version: its terms replace the old ones (species rows are updated in place, keeping their ids).
    await db.execute(sql`delete from species_search_top`);
    await db.execute(
      sql`delete from species_search where species_id in (select id from species_database where source = 'gbif')`,
    );
  }
  const superuser = Boolean(
    (
      await queryRows<{ su: boolean }>(
        db,
        sql`select rolsuper as su from pg_roles where rolname = current_user`,
      )
    )[0]?.su,
  );
  let end = 0;
  const write = async (batch: readonly PlannedSpecies[]) => {
    if (options.signal?.aborted) throw new CatalogueLoadStopped('species catalogue load stopped');
    const before = end;
    end += batch.length;
    await db.transaction(async (tx) => {
      if (superuser) {
        // The rows' foreign keys point at species ids this same transaction just wrote: checking each of a
        // million rows one by one is most of the load's time on PGlite. Statement triggers are off too, so
        // the search cache hears of the change by the notification below.
        await tx.execute(sql`set local session_replication_role = replica`);
      }
      // Typo-index entries gather in GIN's pending list and are merged in bulk, not name by name.
      await tx.execute(sql`set local gin_pending_list_limit = '32MB'`);
      await writeBatch(tx as unknown as Db, batch);
      await tx.execute(sql`select pg_notify('wl_species', '')`);
      await tx
        .update(speciesCatalogueState)
        .set({
          loadedSpecies: end,
          leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          updatedAt: sql`now()`,
        })
        .where(eq(speciesCatalogueState.id, STATE_ID));
    });
    if (Math.floor(end / LOG_EVERY) > Math.floor(before / LOG_EVERY) || end >= total) {
      options.log?.info({ loaded: end, total, seconds: seconds() }, 'species catalogue loading');
    }
  };
  try {
    let batch: PlannedSpecies[] = [];
    let terms = 0;
    for await (const rows of catalogueBatches(options.variant, READ_SPECIES, dir)) {
      for (const s of planner.plan(rows)) {
        batch.push(s);
        terms += s.names.length + s.terms.length;
        if (batch.length >= BATCH_SPECIES || terms >= BATCH_TERMS) {
          await write(batch);
          batch = [];
          terms = 0;
        }
      }
    }
    if (batch.length > 0) await write(batch);
  } catch (error) {
    // Let the next start (or another process) take over at once rather than after the lease runs out.
    await db
      .update(speciesCatalogueState)
      .set({ leaseUntil: sql`now()` })
      .where(eq(speciesCatalogueState.id, STATE_ID));
    throw error;
  }
  // Fresh statistics for the planner, and the visibility map that lets the search read its indexes alone.
  await db.execute(sql`vacuum analyze species_search`);
  await db.execute(sql`analyze species_database`);
  await db.execute(sql`analyze species_names`);
  await db.execute(sql`analyze species_search_top`);
  if ((await linkUnlinkedSightings(db)) > 0) {
    // The newly confirmed photos go into the identifier's index now, as a writer's link queues them, not at the
    // embedding sweep minutes later (at a first start, the demo's sightings are linked here).
    await enqueueJob(db, 'photo_embedding', {});
  }
  await db
    .update(speciesCatalogueState)
    .set({ status: 'loaded', leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(speciesCatalogueState.id, STATE_ID));
  return { outcome: 'loaded', species: planner.count, seconds: seconds() };
}

/** Takes the lease unless the version is loaded already or another live process holds it. */
async function claimLoad(
  db: Db,
  variant: CatalogueVariant,
  version: string,
): Promise<LoadResult['outcome'] | 'claimed'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`);
    const state = (
      await queryRows<{ version: string; status: string; live: boolean }>(
        tx,
        sql`select version, status, coalesce(lease_until > now(), false) as live
            from species_catalogue_state where id = ${STATE_ID}`,
      )
    )[0];
    if (state?.version === version && state.status === 'loaded') return 'current';
    if (state?.status === 'loading' && state.live) return 'busy';
    const lease = {
      status: 'loading',
      loadedSpecies: 0,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    };
    await tx
      .insert(speciesCatalogueState)
      .values({ id: STATE_ID, variant, version, ...lease })
      .onConflictDoUpdate({
        target: speciesCatalogueState.id,
        set: { variant, version, ...lease, updatedAt: sql`now()` },
      });
    return 'claimed';
  });
}

interface SearchTerm {
  term: string;
  whole: boolean;
  lang: string;
}

interface PlannedSpecies {
  row: CatalogueRow;
  rank: number;
  /** English first (the catalogue's), then the translated names, each language's preferred one first. */
  names: { lang: string; name: string; preferred: boolean }[];
  /** This species' rows of species_search. */
  terms: SearchTerm[];
  /** This species' rows of species_search_top. */
  top: { prefix: string; lang: string; term: string; whole: boolean }[];
}

/** The longest prefix answered from species_search_top (longer ones range over species_search_term_idx). */
export const TOP_PREFIX_MAX = 3;
/** Rows kept per (prefix, language): the most a suggestion list shows. */
export const SPECIES_TOP_PER_PREFIX = 20;

/**
 * Names, ranks and short-prefix answers of each batch, in file order (the best known first): the first
 * SPECIES_TOP_PER_PREFIX species that reach a (language, prefix) are its answers, so the buckets fill as the
 * batches go by and nothing needs the whole catalogue at once.
 */
class BatchPlanner {
  private readonly buckets = new Map<string, number>();
  count = 0;

  constructor(private readonly names: Map<string, NameRow[]>) {}

  plan(rows: readonly CatalogueRow[]): PlannedSpecies[] {
    this.count += rows.length;
    return rows.map((row) => {
      const names = namesOf(row, this.names);
      // Each species' translated names are used once: the named species come first, so the ~12 MB of names
      // are gone after the first few thousand species instead of staying for the whole load.
      this.names.delete(row.scientificName);
      const rank = rankOf(row, names);
      const s: PlannedSpecies = { row, rank, names, terms: searchTermsOf(row, names, rank), top: [] };
      const taken = new Set<string>();
      for (const t of s.terms) {
        for (let length = 1; length <= TOP_PREFIX_MAX; length++) {
          const chars = [...t.term];
          if (chars.length < length) break;
          const prefix = chars.slice(0, length).join('');
          const key = `${t.lang}\u0000${prefix}`;
          if (taken.has(key)) continue;
          const filled = this.buckets.get(key) ?? 0;
          if (filled >= SPECIES_TOP_PER_PREFIX) continue;
          this.buckets.set(key, filled + 1);
          taken.add(key);
          s.top.push({ prefix, lang: t.lang, term: t.term, whole: t.whole });
        }
      }
      return s;
    });
  }
}

/**
 * The species_search rows of a species: its scientific name and its common names, whole and from each later
 * word. A species nobody named in any language is found by its scientific name from the start only: its
 * epithets would be 390,000 more terms that no one looks up.
 */
function searchTermsOf(row: CatalogueRow, names: PlannedSpecies['names'], rank: number): SearchTerm[] {
  const result: SearchTerm[] = [];
  const seen = new Set<string>();
  for (const n of [{ lang: 'la', name: row.scientificName }, ...names]) {
    for (const t of termsOf(n.name, n.lang)) {
      if (!t.whole && rank === 0) continue;
      const key = `${n.lang}|${t.term}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({ ...t, lang: n.lang });
    }
  }
  return result;
}

const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;
const intArray = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;
const boolArray = (values: readonly boolean[]) => sql`${sql.param(values)}::boolean[]`;

async function writeBatch(db: Db, batch: readonly PlannedSpecies[]): Promise<void> {
  const col = <T>(f: (r: CatalogueRow) => T) => batch.map((s) => f(s.row));
  const empty = (v: string) => (v === '' ? null : v);
  const inserted = await queryRows<{ id: number; scientific_name: string }>(
    db,
    sql`
    insert into species_database
      (slug, scientific_name, common_name, category, kingdom, phylum, taxon_class, taxon_order, family, genus, gbif_id)
    select * from unnest(
      ${textArray(col((r) => r.slug))}, ${textArray(col((r) => r.scientificName))},
      ${textArray(col((r) => empty(r.englishName)))}, ${textArray(col((r) => r.category))},
      ${textArray(col((r) => empty(r.kingdom)))}, ${textArray(col((r) => empty(r.phylum)))},
      ${textArray(col((r) => empty(r.taxonClass)))}, ${textArray(col((r) => empty(r.taxonOrder)))},
      ${textArray(col((r) => empty(r.family)))}, ${textArray(col((r) => empty(r.genus)))},
      ${intArray(col((r) => r.gbifId))}
    )
    on conflict (scientific_name) do update set
      common_name = coalesce(excluded.common_name, species_database.common_name),
      category = excluded.category, kingdom = excluded.kingdom, phylum = excluded.phylum,
      taxon_class = excluded.taxon_class, taxon_order = excluded.taxon_order, family = excluded.family,
      genus = excluded.genus, gbif_id = excluded.gbif_id
    returning id, scientific_name`,
  );
  const idOf = new Map(inserted.map((r) => [r.scientific_name, Number(r.id)]));

  const names = {
    id: [] as number[],
    lang: [] as string[],
    name: [] as string[],
    preferred: [] as boolean[],
  };
  const terms = {
    term: [] as string[],
    id: [] as number[],
    lang: [] as string[],
    whole: [] as boolean[],
    rank: [] as number[],
  };
  const top = {
    prefix: [] as string[],
    lang: [] as string[],
    id: [] as number[],
    term: [] as string[],
    whole: [] as boolean[],
    rank: [] as number[],
  };
  for (const s of batch) {
    const id = idOf.get(s.row.scientificName);
    if (id === undefined) continue;
    for (const n of s.names) {
      names.id.push(id);
      names.lang.push(n.lang);
      names.name.push(n.name);
      names.preferred.push(n.preferred);
    }
    for (const t of s.terms) {
      terms.term.push(t.term);
      terms.id.push(id);
      terms.lang.push(t.lang);
      terms.whole.push(t.whole);
      terms.rank.push(s.rank);
    }
    for (const t of s.top) {
      top.prefix.push(t.prefix);
      top.lang.push(t.lang);
      top.id.push(id);
      top.term.push(t.term);
      top.whole.push(t.whole);
      top.rank.push(s.rank);
    }
  }
  if (names.id.length > 0) {
    await db.execute(sql`
      insert into species_names (species_id, lang, name, preferred)
      select * from unnest(${intArray(names.id)}, ${textArray(names.lang)}, ${textArray(names.name)},
        ${boolArray(names.preferred)})
      on conflict (species_id, lang, name) do update set preferred = excluded.preferred`);
  }
  await db.execute(sql`
    insert into species_search (term, species_id, lang, whole, rank)
    select * from unnest(${textArray(terms.term)}, ${intArray(terms.id)}, ${textArray(terms.lang)},
      ${boolArray(terms.whole)}, ${intArray(terms.rank)})`);
  if (top.id.length > 0) {
    await db.execute(sql`
      insert into species_search_top (prefix, lang, species_id, term, whole, rank)
      select * from unnest(${textArray(top.prefix)}, ${textArray(top.lang)}, ${intArray(top.id)},
        ${textArray(top.term)}, ${boolArray(top.whole)}, ${intArray(top.rank)})`);
  }
}

/** How far the catalogue is loaded, for logs and the health of the search. */
export async function catalogueState(db: Db) {
  const [state] = await db.select().from(speciesCatalogueState).where(eq(speciesCatalogueState.id, STATE_ID));
  return state;
}
