// What leaves the server of a run: candidates and nearby species as catalogue cards in the member's language.
import type { CategoryValue } from '@common/constants/categories';
import type { IdentificationResult, IdentificationStatus } from '@common/schemas/identification';
import { identificationReasonSchema } from '@common/schemas/identification';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { aiIdentifications } from '../../db/schema';
import { localSpeciesName } from '../species/local-name';
import type { NearbyCount } from './identifier';

export interface SpeciesCard {
  speciesId: number;
  slug: string;
  name: string;
  scientificName: string;
  category: CategoryValue;
}

/** Catalogue species by id, named in `lang` when the catalogue has a name there, else in English. */
export async function speciesCards(
  db: Db,
  ids: readonly number[],
  lang: string,
): Promise<Map<number, SpeciesCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const result = (await db.execute(sql`
    select d.id, d.slug, d.scientific_name, d.common_name, d.category,
      ${localSpeciesName(sql`d.id`, lang)} as local_name
    from species_database d where d.id = any(${sql.param(unique)}::int[])`)) as unknown as {
    rows: {
      id: number;
      slug: string;
      scientific_name: string;
      common_name: string | null;
      category: CategoryValue;
      local_name: string | null;
    }[];
  };
  return new Map(
    result.rows.map((r) => [
      Number(r.id),
      {
        speciesId: Number(r.id),
        slug: r.slug,
        name: r.local_name ?? r.common_name ?? r.scientific_name,
        scientificName: r.scientific_name,
        category: r.category,
      },
    ]),
  );
}

/** Catalogue ids by scientific name (lower case), for identifiers that answer with labels. */
export async function speciesIdsByScientificName(
  db: Db,
  names: readonly string[],
): Promise<Map<string, number>> {
  const lower = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  const result = (await db.execute(sql`
    select id, lower(scientific_name) as name from species_database
    where lower(scientific_name) = any(${sql.param(lower)}::text[])`)) as unknown as {
    rows: { id: number; name: string }[];
  };
  return new Map(result.rows.map((r) => [r.name, Number(r.id)]));
}

type Row = typeof aiIdentifications.$inferSelect;

export function presentResult(
  row: Row,
  cards: Map<number, SpeciesCard>,
  nearby: readonly NearbyCount[],
  radiusKm: number,
  feedback: { kind: string; speciesId: number } | null,
): IdentificationResult {
  const status: IdentificationStatus =
    row.outcome === 'identified' || row.outcome === 'no_animal' ? row.outcome : 'uncertain';
  const candidates = row.predictions.flatMap((p) => {
    const card = cards.get(p.speciesId);
    if (!card) return [];
    const reasons = p.reasons.flatMap((r) => {
      const parsed = identificationReasonSchema.safeParse(r);
      return parsed.success ? [parsed.data] : [];
    });
    return [{ ...card, confidence: Math.min(1, Math.max(0, p.confidence)), reasons }];
  });
  const timings: Record<string, number> = {};
  for (const [key, value] of Object.entries(row.timings)) {
    if (key !== 'imageWidth' && key !== 'imageHeight') timings[key] = value;
  }
  return {
    id: row.id,
    status,
    candidates,
    box: row.box ?? null,
    imageWidth: row.timings.imageWidth ?? 0,
    imageHeight: row.timings.imageHeight ?? 0,
    nearby: nearby.flatMap((n) => {
      const card = cards.get(n.speciesId);
      return card ? [{ ...card, count: n.count }] : [];
    }),
    radiusKm,
    identifier: row.identifier,
    timings,
    createdAt: row.createdAt.toISOString(),
    feedback:
      feedback && (feedback.kind === 'confirm' || feedback.kind === 'correct')
        ? { kind: feedback.kind, speciesId: feedback.speciesId }
        : null,
  };
}
