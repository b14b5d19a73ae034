// Identification requests (spec section 3: status default pending, priority default normal, isResolved,
// resolvedSpecies; section 6: experts may answer them). The author asks; premium members' requests are high
// priority (decided here from the stored tier, never by the client). Members holding the expert mark in the
// sighting's category answer (expert_identifications), and the answer is also their identification of the
// sighting. The author resolves with a species or closes it; reaching research grade resolves it too.
import { benefitsOf } from '@common/plans/benefits';
import type { OpenRequest, QualityGrade, RequestStatus } from '@common/schemas/identifications';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertIdentifications, identificationRequests, sightings, users } from '../../db/schema';
import type { Clock } from '../../http/context';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { expertiseLevel } from './expertise';
import {
  asCategory,
  catalogueSpecies,
  identifyIn,
  PRIVATE_SIGHTING_MESSAGE,
  presentRequest,
  type SightingRef,
} from './service';

export const REQUEST_NOT_FOUND_MESSAGE = 'Identification request not found';
export const REQUEST_OPEN_MESSAGE = 'This sighting already has an open identification request.';
export const REQUEST_CLOSED_MESSAGE = 'This identification request is no longer open.';
export const NOT_EXPERT_MESSAGE =
  "Only members with the expert mark in this sighting's category can answer identification requests.";
export const OWN_REQUEST_MESSAGE = 'You cannot answer your own identification request.';
const INVALID_CURSOR = 'The cursor is invalid; start again from the first page.';

const OPEN: RequestStatus[] = ['pending', 'answered'];

export type RequestRow = typeof identificationRequests.$inferSelect;

/** Queue position: priority ('high' sorts before 'normal'), creation time, id. */
function encodeCursor(row: { priority: string; createdAt: string; id: number }): string {
  return Buffer.from(`${row.priority}|${row.createdAt}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): { priority: string; createdAt: string; id: number } {
  const [priority, createdAt, idText, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (
    rest.length > 0 ||
    (priority !== 'high' && priority !== 'normal') ||
    !createdAt ||
    !/^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) ||
    Number.isNaN(Date.parse(createdAt)) ||
    !/^\d{1,10}$/.test(idText ?? '') ||
    id < 1 ||
    id > 2_147_483_647
  )
    throw badRequest(INVALID_CURSOR);
  return { priority, createdAt, id };
}

export class IdentificationRequestService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async find(id: number): Promise<RequestRow | null> {
    const [row] = await this.db
      .select()
      .from(identificationRequests)
      .where(eq(identificationRequests.id, id))
      .limit(1);
    return row ?? null;
  }

  /** The author asks for help; one open request per sighting. */
  async create(authorId: number, sighting: SightingRef, note: string | null) {
    if (!sighting.isPublic) throw badRequest(PRIVATE_SIGHTING_MESSAGE);
    const [author] = await this.db
      .select({ tier: users.subscriptionTier })
      .from(users)
      .where(eq(users.id, authorId));
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: identificationRequests.id })
        .from(identificationRequests)
        .where(
          and(
            eq(identificationRequests.sightingId, sighting.id),
            inArray(identificationRequests.status, OPEN),
          ),
        )
        .limit(1);
      if (open) throw conflict(REQUEST_OPEN_MESSAGE);
      const [row] = await tx
        .insert(identificationRequests)
        .values({
          sightingId: sighting.id,
          requestedBy: authorId,
          note,
          priority: benefitsOf(author?.tier).priorityIdentification ? 'high' : 'normal',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent request for the same sighting won the unique index.
      if (!row) throw conflict(REQUEST_OPEN_MESSAGE);
      return presentRequest(row, null);
    });
  }

  /** An expert's answer: recorded with their level, and made their identification of the sighting. */
  async answer(expertId: number, request: RequestRow, speciesId: number, notes: string | null) {
    if (!OPEN.includes(request.status as RequestStatus)) throw conflict(REQUEST_CLOSED_MESSAGE);
    if (request.requestedBy === expertId) throw forbidden(OWN_REQUEST_MESSAGE);
    const [s] = await this.db
      .select({ category: sightings.category })
      .from(sightings)
      .where(eq(sightings.id, request.sightingId));
    const category = asCategory(s?.category ?? null);
    const level = category ? await expertiseLevel(this.db, expertId, category) : null;
    if (!level) throw forbidden(NOT_EXPERT_MESSAGE);
    await catalogueSpecies(this.db, speciesId);
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      // Locked, so a resolve or close in between is seen rather than overwritten.
      const [locked] = await tx
        .select({ status: identificationRequests.status })
        .from(identificationRequests)
        .where(eq(identificationRequests.id, request.id))
        .for('update');
      if (!locked || !OPEN.includes(locked.status as RequestStatus)) throw conflict(REQUEST_CLOSED_MESSAGE);
      await tx
        .insert(expertIdentifications)
        .values({ requestId: request.id, expertId, speciesId, expertiseLevel: level, notes, createdAt: now });
      await tx
        .update(identificationRequests)
        .set({ status: 'answered', updatedAt: now })
        .where(eq(identificationRequests.id, request.id));
      // After the status change, so agreement reached by this answer resolves the request.
      await identifyIn(tx, now, expertId, request.sightingId, speciesId, notes);
    });
  }

  /** The author settles it: resolved with the species they accept, or closed without one. */
  async settle(request: RequestRow, outcome: { resolvedSpeciesId: number } | 'closed') {
    if (!OPEN.includes(request.status as RequestStatus)) throw conflict(REQUEST_CLOSED_MESSAGE);
    if (outcome !== 'closed') await catalogueSpecies(this.db, outcome.resolvedSpeciesId);
    const now = this.clock();
    const [row] = await this.db
      .update(identificationRequests)
      .set(
        outcome === 'closed'
          ? { status: 'closed', updatedAt: now, resolvedAt: now }
          : {
              status: 'resolved',
              isResolved: true,
              resolvedSpeciesId: outcome.resolvedSpeciesId,
              updatedAt: now,
              resolvedAt: now,
            },
      )
      .where(and(eq(identificationRequests.id, request.id), inArray(identificationRequests.status, OPEN)))
      .returning();
    if (!row) throw conflict(REQUEST_CLOSED_MESSAGE);
  }

  /** Open requests on public sightings, high priority first, then the oldest (the experts' queue). */
  async listOpen(options: { category?: string | undefined; limit: number; cursor?: string | undefined }) {
    const conditions: SQL[] = [inArray(identificationRequests.status, OPEN), eq(sightings.isPublic, true)];
    if (options.category) conditions.push(eq(sightings.category, options.category));
    if (options.cursor) {
      const c = decodeCursor(options.cursor);
      conditions.push(
        sql`(${identificationRequests.priority}, ${identificationRequests.createdAt}, ${identificationRequests.id}) > (${c.priority}, ${c.createdAt}::timestamptz, ${c.id}::int)`,
      );
    }
    const rows = await this.db
      .select({
        request: identificationRequests,
        cursorTime: sql<string>`to_char(${identificationRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        answers: sql<number>`(select count(*)::int from ${expertIdentifications} where ${expertIdentifications.requestId} = ${identificationRequests.id})`,
        sighting: {
          id: sightings.id,
          speciesName: sightings.speciesName,
          category: sightings.category,
          photoUrl: sightings.photoUrl,
          location: sightings.location,
          dateSpotted: sightings.dateSpotted,
          qualityGrade: sql<QualityGrade>`${sightings.qualityGrade}`,
        },
      })
      .from(identificationRequests)
      .innerJoin(sightings, eq(sightings.id, identificationRequests.sightingId))
      .where(and(...conditions))
      .orderBy(
        asc(identificationRequests.priority),
        asc(identificationRequests.createdAt),
        asc(identificationRequests.id),
      )
      .limit(options.limit + 1);
    const items = rows.slice(0, options.limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > options.limit && last
        ? encodeCursor({ priority: last.request.priority, createdAt: last.cursorTime, id: last.request.id })
        : null;
    return {
      nextCursor,
      items: items.map(
        (r): OpenRequest => ({
          ...presentRequest(r.request, null),
          sighting: r.sighting,
          answers: r.answers,
        }),
      ),
    };
  }
}
