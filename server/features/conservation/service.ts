// The administrators' view of conservation statuses: catalogue species filtered by category, status and name,
// and the edit that makes a status the administrators' own (conservation_updated_at), which the curated list
// applied at start never overwrites.
import type { CategoryValue } from '@common/constants/categories';
import type { ConservationEntry, ConservationUpdate } from '@common/schemas/species-pages';
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { speciesDatabase } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { containsPattern } from '../sightings/service';

export const SPECIES_ID_NOT_FOUND_MESSAGE = 'Species not found';
export const FUTURE_YEAR_MESSAGE = 'Year must be a year from 1950 to this year';

export interface ConservationFilters {
  category?: CategoryValue | undefined;
  status?: string | undefined;
  q?: string | undefined;
  scientificName?: string | undefined;
  withStatus: boolean;
  page: number;
  limit: number;
}

const entryColumns = {
  speciesId: speciesDatabase.id,
  slug: speciesDatabase.slug,
  scientificName: speciesDatabase.scientificName,
  commonName: speciesDatabase.commonName,
  category: speciesDatabase.category,
  status: speciesDatabase.conservationStatus,
  source: speciesDatabase.conservationSource,
  year: speciesDatabase.conservationYear,
  updatedAt: speciesDatabase.conservationUpdatedAt,
};

type EntryRow = { [K in keyof typeof entryColumns]: (typeof entryColumns)[K]['_']['data'] | null } & {
  speciesId: number;
  slug: string;
  scientificName: string;
};

function present(row: EntryRow): ConservationEntry {
  return {
    speciesId: row.speciesId,
    slug: row.slug,
    scientificName: row.scientificName,
    commonName: row.commonName,
    category: row.category as ConservationEntry['category'],
    status: row.status as ConservationEntry['status'],
    source: row.source,
    year: row.year,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export class ConservationService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async list(filters: ConservationFilters) {
    const base: SQL[] = [];
    if (filters.category) base.push(eq(speciesDatabase.category, filters.category));
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      const byName = or(
        ilike(speciesDatabase.scientificName, pattern),
        ilike(speciesDatabase.commonName, pattern),
      );
      if (byName) base.push(byName);
    }
    if (filters.scientificName) base.push(eq(speciesDatabase.scientificName, filters.scientificName));
    // Lists and name searches read the few hundred species with a status, never the whole catalogue; only one
    // named species may be read without one (to give it a status).
    if (filters.withStatus || !filters.scientificName)
      base.push(isNotNull(speciesDatabase.conservationStatus));
    const where = and(
      ...base,
      ...(filters.status ? [eq(speciesDatabase.conservationStatus, filters.status)] : []),
    );
    const [rows, [total], perStatus] = await Promise.all([
      this.db
        .select(entryColumns)
        .from(speciesDatabase)
        .where(where)
        // Worst first, as the Red List reads; then by name.
        .orderBy(
          sql`array_position(array['EX','EW','CR','EN','VU','NT','LC','DD']::text[], ${speciesDatabase.conservationStatus}) nulls last`,
          asc(speciesDatabase.scientificName),
        )
        .limit(filters.limit)
        .offset((filters.page - 1) * filters.limit),
      this.db.select({ n: count() }).from(speciesDatabase).where(where),
      this.db
        .select({ status: speciesDatabase.conservationStatus, n: count() })
        .from(speciesDatabase)
        .where(and(...base, isNotNull(speciesDatabase.conservationStatus)))
        .groupBy(speciesDatabase.conservationStatus),
    ]);
    const counts: Record<string, number> = {};
    for (const r of perStatus) if (r.status) counts[r.status] = r.n;
    return { entries: rows.map(present), total: total?.n ?? 0, page: filters.page, counts };
  }

  async get(speciesId: number): Promise<ConservationEntry> {
    const [row] = await this.db
      .select(entryColumns)
      .from(speciesDatabase)
      .where(eq(speciesDatabase.id, speciesId))
      .limit(1);
    if (!row) throw notFound(SPECIES_ID_NOT_FOUND_MESSAGE);
    return present(row);
  }

  /** The administrators' status: kept from now on whatever the curated list says. */
  async update(speciesId: number, input: ConservationUpdate): Promise<ConservationEntry> {
    const now = this.clock();
    if (input.year !== null && input.year > now.getUTCFullYear()) {
      throw badRequest(FUTURE_YEAR_MESSAGE, [{ path: 'year', message: FUTURE_YEAR_MESSAGE }]);
    }
    const [row] = await this.db
      .update(speciesDatabase)
      .set({
        conservationStatus: input.status,
        conservationSource: input.status === null ? null : input.source || null,
        conservationYear: input.status === null ? null : input.year,
        conservationUpdatedAt: now,
      })
      .where(eq(speciesDatabase.id, speciesId))
      .returning(entryColumns);
    if (!row) throw notFound(SPECIES_ID_NOT_FOUND_MESSAGE);
    return present(row);
  }
}
