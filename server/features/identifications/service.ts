// Community identifications: a member proposes a species for a public sighting; their latest one is their current
// one. The community taxon and the quality grade follow in the same transaction, computed by the database
// (migration 0011: sighting_quality_refresh, run by a trigger on sighting_identifications), so every writer,
// sighting edits and media changes included, keeps them right.
import type { CategoryValue } from '@common/constants/categories';
import {
  type ExpertAnswer,
  type Identification,
  type IdentificationRequest,
  type QualityGrade,
  type RequestPriority,
  type RequestStatus,
  type SightingIdentifications,
  SPECIES_NOT_FOUND_MESSAGE,
  type SpeciesRef,
} from '@common/schemas/identifications';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  expertIdentifications,
  identificationRequests,
  sightingIdentifications,
  sightings,
  speciesDatabase,
  users,
} from '../../db/schema';
import type { Clock } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { expertCategories } from './expertise';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

export const SIGHTING_NOT_FOUND_MESSAGE = 'Sighting not found';
export const IDENTIFICATION_NOT_FOUND_MESSAGE = 'Identification not found';
export const PRIVATE_SIGHTING_MESSAGE = 'Only public sightings can be identified by the community.';
export const ALREADY_WITHDRAWN_MESSAGE = 'This identification was already withdrawn.';

/** The sighting columns identification needs. */
export interface SightingRef {
  id: number;
  userId: number;
  isPublic: boolean;
  category: string | null;
  qualityGrade: QualityGrade;
  communitySpeciesId: number | null;
}

const sightingRefColumns = {
  id: sightings.id,
  userId: sightings.userId,
  isPublic: sightings.isPublic,
  category: sightings.category,
  qualityGrade: sql<QualityGrade>`${sightings.qualityGrade}`,
  communitySpeciesId: sightings.communitySpeciesId,
};

export const speciesRefColumns = {
  id: speciesDatabase.id,
  slug: speciesDatabase.slug,
  scientificName: speciesDatabase.scientificName,
  commonName: speciesDatabase.commonName,
  category: speciesDatabase.category,
};

/** A sighting as this viewer may see it (public, their own, or any for the administrator); null otherwise. */
export async function visibleSighting(
  db: Reader,
  id: number,
  viewerId: number | null,
  isAdmin = false,
): Promise<SightingRef | null> {
  const [row] = await db.select(sightingRefColumns).from(sightings).where(eq(sightings.id, id)).limit(1);
  if (!row) return null;
  if (!row.isPublic && row.userId !== viewerId && !isAdmin) return null;
  return row;
}

/** A catalogue species, or a 400 naming the field. */
export async function catalogueSpecies(db: Reader, id: number): Promise<SpeciesRef> {
  const [row] = await db.select(speciesRefColumns).from(speciesDatabase).where(eq(speciesDatabase.id, id));
  if (!row)
    throw badRequest(SPECIES_NOT_FOUND_MESSAGE, [{ path: 'speciesId', message: SPECIES_NOT_FOUND_MESSAGE }]);
  return row;
}

/**
 * Makes `speciesId` the member's current identification of the sighting, withdrawing their earlier one, inside
 * the caller's transaction. Answers the new identification's id (or the current one's, when it is unchanged
 * and carries no new comment).
 */
export async function identifyIn(
  tx: Tx,
  now: Date,
  userId: number,
  sightingId: number,
  speciesId: number,
  comment: string | null,
): Promise<number> {
  // The sighting's row lock orders concurrent identifications (the trigger takes it too, but later).
  await tx.execute(sql`select 1 from ${sightings} where ${sightings.id} = ${sightingId} for update`);
  const [current] = await tx
    .select({ id: sightingIdentifications.id, speciesId: sightingIdentifications.speciesId })
    .from(sightingIdentifications)
    .where(
      and(
        eq(sightingIdentifications.sightingId, sightingId),
        eq(sightingIdentifications.userId, userId),
        eq(sightingIdentifications.isCurrent, true),
      ),
    )
    .for('update');
  if (current && current.speciesId === speciesId && comment === null) return current.id;
  if (current) {
    await tx
      .update(sightingIdentifications)
      .set({ isCurrent: false, withdrawnAt: now })
      .where(eq(sightingIdentifications.id, current.id));
  }
  const [row] = await tx
    .insert(sightingIdentifications)
    .values({ sightingId, userId, speciesId, comment, createdAt: now })
    .returning({ id: sightingIdentifications.id });
  if (!row) throw new Error('insert returned no row');
  await resolveOnAgreement(tx, now, sightingId);
  // The community may now agree or disagree with the author: the identifier's index follows.
  await enqueueJob(tx, 'photo_embedding', {});
  return row.id;
}

/**
 * When the sighting has just reached research grade, its open request is resolved with the community taxon:
 * the community answered it.
 */
export async function resolveOnAgreement(tx: Tx, now: Date, sightingId: number): Promise<void> {
  const [s] = await tx
    .select({ grade: sightings.qualityGrade, taxon: sightings.communitySpeciesId })
    .from(sightings)
    .where(eq(sightings.id, sightingId));
  if (s?.grade !== 'research' || s.taxon === null) return;
  await tx
    .update(identificationRequests)
    .set({
      status: 'resolved',
      isResolved: true,
      resolvedSpeciesId: s.taxon,
      resolvedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(identificationRequests.sightingId, sightingId),
        inArray(identificationRequests.status, ['pending', 'answered']),
      ),
    );
}

export class IdentificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Proposes (or changes) the member's identification of a public sighting. */
  async identify(userId: number, sighting: SightingRef, speciesId: number, comment: string | null) {
    if (!sighting.isPublic) throw badRequest(PRIVATE_SIGHTING_MESSAGE);
    await catalogueSpecies(this.db, speciesId);
    const now = this.clock();
    return this.db.transaction((tx) => identifyIn(tx, now, userId, sighting.id, speciesId, comment));
  }

  /** The member's current identification of the sighting, if any. */
  async currentOf(userId: number, sightingId: number) {
    const [row] = await this.db
      .select()
      .from(sightingIdentifications)
      .where(
        and(
          eq(sightingIdentifications.sightingId, sightingId),
          eq(sightingIdentifications.userId, userId),
          eq(sightingIdentifications.isCurrent, true),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Withdraws a current identification (the member then has none on that sighting). */
  async withdraw(id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(sightingIdentifications)
        .set({ isCurrent: false, withdrawnAt: this.clock() })
        .where(and(eq(sightingIdentifications.id, id), eq(sightingIdentifications.isCurrent, true)))
        .returning({ id: sightingIdentifications.id });
      if (!row) throw conflict(ALREADY_WITHDRAWN_MESSAGE);
      await enqueueJob(tx, 'photo_embedding', {});
    });
  }

  /** The identifications panel: grade, community taxon, every identification (history too), the request. */
  async panel(sighting: SightingRef): Promise<SightingIdentifications> {
    const [fresh] = await this.db
      .select(sightingRefColumns)
      .from(sightings)
      .where(eq(sightings.id, sighting.id));
    if (!fresh) throw notFound(SIGHTING_NOT_FOUND_MESSAGE);
    const rows = await this.db
      .select({
        id: sightingIdentifications.id,
        comment: sightingIdentifications.comment,
        isCurrent: sightingIdentifications.isCurrent,
        createdAt: sightingIdentifications.createdAt,
        withdrawnAt: sightingIdentifications.withdrawnAt,
        species: speciesRefColumns,
        user: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
      })
      .from(sightingIdentifications)
      .innerJoin(speciesDatabase, eq(speciesDatabase.id, sightingIdentifications.speciesId))
      .innerJoin(users, eq(users.id, sightingIdentifications.userId))
      .where(eq(sightingIdentifications.sightingId, fresh.id))
      .orderBy(desc(sightingIdentifications.createdAt), desc(sightingIdentifications.id))
      .limit(500);
    const request = await this.latestRequest(fresh.id);
    const people = [...rows.map((r) => r.user.id), ...(request?.answers.map((a) => a.expertId) ?? [])];
    const marks = await expertCategories(this.db, people);
    const identifier = (u: { id: number; username: string; profileImageUrl: string | null }) => ({
      ...u,
      expertIn: marks.get(u.id) ?? [],
    });
    const current = rows.filter((r) => r.isCurrent);
    const taxon = fresh.communitySpeciesId;
    const communitySpecies = taxon === null ? null : await catalogueSpeciesOrNull(this.db, taxon);
    const identifications: Identification[] = rows.map((r) => ({
      id: r.id,
      species: r.species,
      comment: r.comment,
      isCurrent: r.isCurrent,
      byAuthor: r.user.id === fresh.userId,
      agrees: r.isCurrent && taxon !== null && r.species.id === taxon,
      createdAt: r.createdAt.toISOString(),
      withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
      user: identifier(r.user),
    }));
    return {
      sightingId: fresh.id,
      qualityGrade: fresh.qualityGrade,
      communitySpecies,
      identifiers: current.length,
      agreeing: taxon === null ? 0 : current.filter((r) => r.species.id === taxon).length,
      identifications,
      request: request
        ? {
            ...request.request,
            answers: request.answers.map(
              (a): ExpertAnswer => ({
                id: a.id,
                species: a.species,
                expertiseLevel: a.expertiseLevel,
                notes: a.notes,
                createdAt: a.createdAt,
                expert: identifier(a.expert),
              }),
            ),
          }
        : null,
    };
  }

  /** The sighting's open request, else its latest one, with the experts' answers. */
  private async latestRequest(sightingId: number) {
    const [row] = await this.db
      .select()
      .from(identificationRequests)
      .where(eq(identificationRequests.sightingId, sightingId))
      .orderBy(
        sql`(${identificationRequests.status} in ('pending', 'answered')) desc`,
        desc(identificationRequests.createdAt),
        desc(identificationRequests.id),
      )
      .limit(1);
    if (!row) return null;
    const answers = await this.db
      .select({
        id: expertIdentifications.id,
        expertId: expertIdentifications.expertId,
        expertiseLevel: sql<ExpertAnswer['expertiseLevel']>`${expertIdentifications.expertiseLevel}`,
        notes: expertIdentifications.notes,
        createdAt: sql<string>`to_char(${expertIdentifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        species: speciesRefColumns,
        expert: { id: users.id, username: users.username, profileImageUrl: users.profileImageUrl },
      })
      .from(expertIdentifications)
      .innerJoin(speciesDatabase, eq(speciesDatabase.id, expertIdentifications.speciesId))
      .innerJoin(users, eq(users.id, expertIdentifications.expertId))
      .where(eq(expertIdentifications.requestId, row.id))
      .orderBy(expertIdentifications.createdAt, expertIdentifications.id)
      .limit(100);
    const resolvedSpecies =
      row.resolvedSpeciesId === null ? null : await catalogueSpeciesOrNull(this.db, row.resolvedSpeciesId);
    return { request: presentRequest(row, resolvedSpecies), answers };
  }
}

async function catalogueSpeciesOrNull(db: Reader, id: number): Promise<SpeciesRef | null> {
  const [row] = await db.select(speciesRefColumns).from(speciesDatabase).where(eq(speciesDatabase.id, id));
  return row ?? null;
}

export function presentRequest(
  row: typeof identificationRequests.$inferSelect,
  resolvedSpecies: SpeciesRef | null,
): IdentificationRequest {
  return {
    id: row.id,
    sightingId: row.sightingId,
    requestedBy: row.requestedBy,
    note: row.note,
    status: row.status as RequestStatus,
    priority: row.priority as RequestPriority,
    isResolved: row.isResolved,
    resolvedSpecies,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export const asCategory = (c: string | null): CategoryValue | null =>
  c === 'birds' ||
  c === 'mammals' ||
  c === 'reptiles' ||
  c === 'amphibians' ||
  c === 'marine' ||
  c === 'insects'
    ? c
    : null;
