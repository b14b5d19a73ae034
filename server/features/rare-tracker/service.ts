// The rare tracker: records kept per rare or threatened species per area from the members' published sightings
// (record, run by the rare_sighting_record job), listed and shown with their position obscured to the centre of
// their 0.2 degree cell and no place finer than the region, watched (a new watch within the plan's alert
// allowance, shared with location and migration alerts: benefits/alert-allowance.ts) and verified by members.
import { isThreatened } from '@common/constants/conservation';
import {
  type ExpertiseLevel,
  isTrackedRarity,
  MEMBERS_ONLY_MESSAGE,
  OWN_REPORT_MESSAGE,
  RARE_MERGE_RADIUS_KM,
  RARE_NOT_FOUND_MESSAGE,
  type RareListQuery,
  type RareSighting,
  type RareSightingDetail,
  type RareSightingList,
  type RareVerificationStatus,
  TRACKED_RARITY_LEVELS,
  type TrackedRarity,
  type VerificationInput,
  type VerificationVerdict,
  verificationStatusOf,
  type WatchInput,
} from '@common/schemas/rare-tracker';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type RareSightingRow,
  rareSightingReports,
  rareSightings,
  rareSpeciesWatchers,
  sightings,
  sightingVerifications,
  speciesDatabase,
  userNotifications,
  users,
} from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Actor } from '../../http/policies';
import { assertAlertAllowance, lockMemberAlerts } from '../benefits/alert-allowance';
import { publicPosition } from '../species/page-positions';
import { tellWatchers } from './watch-alerts';

/** What recording a sighting did: its record, and the watchers who asked for a real-time alert about it. */
export interface RecordOutcome {
  recordId: number;
  pushTo: number[];
}

/** The in-app notification the reporter gets when the community's verdict on their record changes. */
export const RARE_STATUS_NOTIFICATION_TYPE = 'rare_sighting_status';

const EARTH_RADIUS_KM = 6371;

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How rare a threatened species counts when its sighting names no rarity of the tracker's. */
function rarityOfStatus(status: string | null): TrackedRarity | null {
  if (!isThreatened(status)) return null;
  if (status === 'EN') return 'very_rare';
  if (status === 'VU') return 'rare';
  return 'extremely_rare';
}

const rank = (r: TrackedRarity) => TRACKED_RARITY_LEVELS.indexOf(r);
/** The rarer of two levels (extremely_rare first). */
function rarest(a: TrackedRarity | null, b: TrackedRarity | null): TrackedRarity | null {
  if (a === null) return b;
  if (b === null) return a;
  return rank(a) <= rank(b) ? a : b;
}

/** The centre of the position's 0.2 degree cell, whatever the rarity: the tracker never answers finer. */
function obscured(latitude: number, longitude: number) {
  const p = publicPosition({ latitude, longitude, rarityLevel: 'extremely_rare' }, null);
  return { latitude: p.latitude, longitude: p.longitude };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const LOCK_NAMESPACE = 7_413;

export class RareTrackerService {
  constructor(private readonly db: Db) {}

  /**
   * Records a published sighting when it is of a rare level or of a threatened species: adds it to the record of
   * its species within RARE_MERGE_RADIUS_KM, else starts one reported by its author. A sighting counts once.
   * Answers the record's id, or null when the sighting is not one the tracker follows.
   */
  /**
   * Records a published sighting on the tracker (a new record, or one more sighting of the record within 25 km);
   * when it adds to a record, the record's watchers whose alert radius holds it are told in the app (and queued an
   * e-mail when they chose it). Returns the record and the watchers to push a real-time alert to.
   */
  async record(sightingId: number): Promise<RecordOutcome | null> {
    const [s] = await this.db
      .select({
        id: sightings.id,
        userId: sightings.userId,
        speciesId: sightings.speciesId,
        speciesName: sightings.speciesName,
        category: sightings.category,
        latitude: sightings.latitude,
        longitude: sightings.longitude,
        rarityLevel: sightings.rarityLevel,
        isPublic: sightings.isPublic,
        photoUrl: sightings.photoUrl,
        description: sightings.description,
        dateSpotted: sightings.dateSpotted,
        createdAt: sightings.createdAt,
        region: sightings.region,
        countryCode: sightings.countryCode,
        status: speciesDatabase.conservationStatus,
        commonName: speciesDatabase.commonName,
      })
      .from(sightings)
      .leftJoin(speciesDatabase, eq(speciesDatabase.id, sightings.speciesId))
      .where(eq(sightings.id, sightingId))
      .limit(1);
    if (!s?.isPublic || s.latitude === null || s.longitude === null) return null;
    const rarity = rarest(isTrackedRarity(s.rarityLevel) ? s.rarityLevel : null, rarityOfStatus(s.status));
    if (rarity === null) return null;
    const position = { latitude: Number(s.latitude), longitude: Number(s.longitude) };
    if (!Number.isFinite(position.latitude) || !Number.isFinite(position.longitude)) return null;
    const seenAt = s.dateSpotted ? new Date(`${s.dateSpotted}T12:00:00Z`) : s.createdAt;
    const speciesKey =
      s.speciesId !== null ? `id:${s.speciesId}` : `name:${s.speciesName.trim().toLowerCase()}`;
    return this.db.transaction(async (tx) => {
      // One species at a time: two sightings of it recorded at once cannot both start a record.
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, hashtext(${speciesKey}))`);
      const [counted] = await tx
        .select({ id: rareSightingReports.rareSightingId })
        .from(rareSightingReports)
        .where(eq(rareSightingReports.sightingId, s.id));
      // Recorded before (the job ran again): nobody is told twice.
      if (counted) return { recordId: counted.id, pushTo: [] };
      const candidates = await tx
        .select()
        .from(rareSightings)
        .where(
          s.speciesId !== null
            ? eq(rareSightings.speciesId, s.speciesId)
            : and(
                isNull(rareSightings.speciesId),
                sql`lower(${rareSightings.speciesName}) = ${s.speciesName.trim().toLowerCase()}`,
              ),
        );
      const near = candidates
        .map((c) => ({ c, km: distanceKm(position, c) }))
        .filter((x) => x.km <= RARE_MERGE_RADIUS_KM)
        .sort((a, b) => a.km - b.km)[0]?.c;
      const photo = s.photoUrl ? { photoUrl: s.photoUrl, hasPhoto: true, photoSeenAt: seenAt } : {};
      let recordId: number;
      if (near) {
        const newerPhoto = s.photoUrl && (near.photoSeenAt === null || seenAt >= near.photoSeenAt);
        await tx
          .update(rareSightings)
          .set({
            timesSighted: sql`${rareSightings.timesSighted} + 1`,
            lastSeenDate: new Date(Math.max(seenAt.getTime(), near.lastSeenDate.getTime())),
            rarityLevel: rarest(near.rarityLevel as TrackedRarity, rarity) ?? rarity,
            region: near.region ?? s.region,
            location: near.location ?? s.region,
            countryCode: near.countryCode ?? s.countryCode,
            ...(newerPhoto ? photo : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(rareSightings.id, near.id));
        recordId = near.id;
      } else {
        const [row] = await tx
          .insert(rareSightings)
          .values({
            speciesId: s.speciesId,
            speciesName: s.speciesName.trim(),
            commonName: s.commonName,
            category: s.category,
            location: s.region,
            region: s.region,
            countryCode: s.countryCode,
            latitude: position.latitude,
            longitude: position.longitude,
            lastSeenDate: seenAt,
            description: s.description,
            ...photo,
            reportedBy: s.userId,
            rarityLevel: rarity,
          })
          .returning({ id: rareSightings.id });
        if (!row) throw new Error('insert returned no row');
        recordId = row.id;
      }
      await tx.insert(rareSightingReports).values({ rareSightingId: recordId, sightingId: s.id });
      const told = near ? await tellWatchers(tx, near, { ...s, position }) : [];
      return { recordId, pushTo: told.filter((w) => w.pushEnabled).map((w) => w.userId) };
    });
  }

  private async present(rows: RareSightingRow[], viewerId: number | null): Promise<RareSighting[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const speciesIds = rows.map((r) => r.speciesId).filter((id): id is number => id !== null);
    const reporterIds = rows.map((r) => r.reportedBy).filter((id): id is number => id !== null);
    const [species, reporters, tallies, mine] = await Promise.all([
      speciesIds.length
        ? this.db
            .select({
              id: speciesDatabase.id,
              slug: speciesDatabase.slug,
              scientificName: speciesDatabase.scientificName,
              commonName: speciesDatabase.commonName,
            })
            .from(speciesDatabase)
            .where(inArray(speciesDatabase.id, speciesIds))
        : [],
      reporterIds.length
        ? this.db
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(inArray(users.id, reporterIds))
        : [],
      this.db
        .select({
          id: sightingVerifications.rareSightingId,
          confirmations: sql<number>`count(*) filter (where ${sightingVerifications.verificationStatus} = 'confirmed')::int`,
          rejections: sql<number>`count(*) filter (where ${sightingVerifications.verificationStatus} = 'rejected')::int`,
        })
        .from(sightingVerifications)
        .where(inArray(sightingVerifications.rareSightingId, ids))
        .groupBy(sightingVerifications.rareSightingId),
      viewerId === null
        ? []
        : this.db
            .select()
            .from(rareSpeciesWatchers)
            .where(
              and(eq(rareSpeciesWatchers.userId, viewerId), inArray(rareSpeciesWatchers.rareSightingId, ids)),
            ),
    ]);
    const speciesById = new Map(species.map((x) => [x.id, x]));
    const reporterById = new Map(reporters.map((x) => [x.id, x]));
    const tallyById = new Map(tallies.map((x) => [x.id, x]));
    const mineById = new Map(mine.map((x) => [x.rareSightingId, x]));
    return rows.map((r) => {
      const sp = r.speciesId === null ? undefined : speciesById.get(r.speciesId);
      const tally = tallyById.get(r.id);
      const watch = mineById.get(r.id);
      const reporter = r.reportedBy === null ? undefined : reporterById.get(r.reportedBy);
      return {
        id: r.id,
        species: {
          name: r.speciesName,
          commonName: sp?.commonName ?? r.commonName,
          scientificName: sp?.scientificName ?? null,
          slug: sp?.slug ?? null,
        },
        category: (r.category as RareSighting['category']) ?? null,
        rarityLevel: r.rarityLevel as TrackedRarity,
        timesSighted: r.timesSighted,
        lastSeenDate: r.lastSeenDate.toISOString(),
        ...obscured(r.latitude, r.longitude),
        region: r.region,
        countryCode: r.countryCode,
        photoUrl: r.photoUrl,
        reporter: reporter ? { id: reporter.id, username: reporter.username } : null,
        verificationStatus: r.verificationStatus as RareVerificationStatus,
        confirmations: Number(tally?.confirmations ?? 0),
        rejections: Number(tally?.rejections ?? 0),
        activeWatchers: r.activeWatchers,
        watchedByMe: watch !== undefined,
        myWatch: watch
          ? {
              alertRadius: watch.alertRadius,
              emailEnabled: watch.emailEnabled,
              pushEnabled: watch.pushEnabled,
            }
          : null,
      };
    });
  }

  async list(
    query: RareListQuery & { sort: 'recent' | 'most_sighted'; limit: number; offset: number },
    viewerId: number | null,
  ): Promise<RareSightingList> {
    const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where: SQL | undefined = and(
      query.rarityLevel ? eq(rareSightings.rarityLevel, query.rarityLevel) : undefined,
      query.verificationStatus ? eq(rareSightings.verificationStatus, query.verificationStatus) : undefined,
      query.category ? eq(rareSightings.category, query.category) : undefined,
      q
        ? sql`(${rareSightings.speciesName} ilike ${q} or ${rareSightings.commonName} ilike ${q}
               or exists (select 1 from ${speciesDatabase} sp where sp.id = ${rareSightings.speciesId}
                          and (sp.scientific_name ilike ${q} or sp.common_name ilike ${q})))`
        : undefined,
    );
    const order =
      query.sort === 'most_sighted'
        ? [desc(rareSightings.timesSighted), desc(rareSightings.lastSeenDate), desc(rareSightings.id)]
        : [desc(rareSightings.lastSeenDate), desc(rareSightings.id)];
    const [rows, [count]] = await Promise.all([
      this.db
        .select()
        .from(rareSightings)
        .where(where)
        .orderBy(...order)
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: sql<number>`count(*)::int` }).from(rareSightings).where(where),
    ]);
    return { items: await this.present(rows, viewerId), total: Number(count?.n ?? 0) };
  }

  private async row(id: number, db: Pick<Db, 'select'> = this.db): Promise<RareSightingRow> {
    const [row] = await db.select().from(rareSightings).where(eq(rareSightings.id, id)).limit(1);
    if (!row) throw notFound(RARE_NOT_FOUND_MESSAGE);
    return row;
  }

  async item(id: number, viewerId: number | null): Promise<RareSighting> {
    const [item] = await this.present([await this.row(id)], viewerId);
    if (!item) throw notFound(RARE_NOT_FOUND_MESSAGE);
    return item;
  }

  async detail(id: number, viewerId: number | null): Promise<RareSightingDetail> {
    const item = await this.item(id, viewerId);
    const [verifications, linked] = await Promise.all([
      this.db
        .select({
          verifierId: sightingVerifications.verifierId,
          username: users.username,
          verificationStatus: sightingVerifications.verificationStatus,
          verificationNotes: sightingVerifications.verificationNotes,
          expertiseLevel: sightingVerifications.expertiseLevel,
          createdAt: sightingVerifications.createdAt,
        })
        .from(sightingVerifications)
        .leftJoin(users, eq(users.id, sightingVerifications.verifierId))
        .where(eq(sightingVerifications.rareSightingId, id))
        .orderBy(desc(sightingVerifications.createdAt), desc(sightingVerifications.id)),
      this.db
        .select({ id: sightings.id })
        .from(rareSightingReports)
        .innerJoin(sightings, eq(sightings.id, rareSightingReports.sightingId))
        .where(and(eq(rareSightingReports.rareSightingId, id), eq(sightings.isPublic, true)))
        .orderBy(desc(sightings.createdAt), asc(sightings.id)),
    ]);
    return {
      ...item,
      verifications: verifications.map((v) => ({
        verifier: v.username ? { id: v.verifierId, username: v.username } : null,
        verificationStatus: v.verificationStatus as VerificationVerdict,
        verificationNotes: v.verificationNotes,
        expertiseLevel: v.expertiseLevel as ExpertiseLevel,
        createdAt: v.createdAt.toISOString(),
      })),
      sightingIds: linked.map((l) => l.id),
    };
  }

  private memberOf(actor: Actor): number {
    if (actor.userId === null) throw forbidden(MEMBERS_ONLY_MESSAGE);
    return actor.userId;
  }

  /** Recounts the watchers of a record into active_watchers. */
  private async syncWatchers(tx: Tx, id: number): Promise<void> {
    await tx
      .update(rareSightings)
      .set({
        activeWatchers: sql`(select count(*)::int from ${rareSpeciesWatchers} w where w.rare_sighting_id = ${id})`,
      })
      .where(eq(rareSightings.id, id));
  }

  async watch(actor: Actor, id: number, input: Required<WatchInput>): Promise<RareSighting> {
    const userId = this.memberOf(actor);
    await this.row(id);
    await this.db.transaction(async (tx) => {
      // Under the member's lock, so a watch made meanwhile by another request is seen here.
      await lockMemberAlerts(tx, userId);
      const [watching] = await tx
        .select({ id: rareSpeciesWatchers.id })
        .from(rareSpeciesWatchers)
        .where(and(eq(rareSpeciesWatchers.rareSightingId, id), eq(rareSpeciesWatchers.userId, userId)));
      // Changing how one watches is not one more alert; a new watch is, and counts against the plan.
      if (!watching) await assertAlertAllowance(tx, userId);
      await tx
        .insert(rareSpeciesWatchers)
        .values({ rareSightingId: id, userId, ...input })
        .onConflictDoUpdate({
          target: [rareSpeciesWatchers.rareSightingId, rareSpeciesWatchers.userId],
          set: { ...input },
        });
      await this.syncWatchers(tx, id);
    });
    return this.item(id, userId);
  }

  async unwatch(actor: Actor, id: number): Promise<RareSighting> {
    const userId = this.memberOf(actor);
    await this.row(id);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(rareSpeciesWatchers)
        .where(and(eq(rareSpeciesWatchers.rareSightingId, id), eq(rareSpeciesWatchers.userId, userId)));
      await this.syncWatchers(tx, id);
    });
    return this.item(id, userId);
  }

  /** A member's verdict (replacing theirs), then the record's status by the rule, in one transaction. */
  async verify(actor: Actor, id: number, input: Required<VerificationInput>): Promise<RareSightingDetail> {
    const userId = this.memberOf(actor);
    await this.db.transaction(async (tx) => {
      // The row lock orders concurrent verdicts on one record, so each recount sees the ones before it.
      const [record] = await tx.select().from(rareSightings).where(eq(rareSightings.id, id)).for('update');
      if (!record) throw notFound(RARE_NOT_FOUND_MESSAGE);
      if (record.reportedBy === userId) throw forbidden(OWN_REPORT_MESSAGE);
      await tx
        .insert(sightingVerifications)
        .values({ rareSightingId: id, verifierId: userId, ...input })
        .onConflictDoUpdate({
          target: [sightingVerifications.rareSightingId, sightingVerifications.verifierId],
          set: { ...input, createdAt: sql`now()` },
        });
      const votes = await tx
        .select({
          verificationStatus: sightingVerifications.verificationStatus,
          expertiseLevel: sightingVerifications.expertiseLevel,
        })
        .from(sightingVerifications)
        .where(eq(sightingVerifications.rareSightingId, id));
      const status = verificationStatusOf(
        votes.map((v) => ({
          verificationStatus: v.verificationStatus as VerificationVerdict,
          expertiseLevel: v.expertiseLevel as ExpertiseLevel,
        })),
      );
      if (status === record.verificationStatus) return;
      await tx
        .update(rareSightings)
        .set({ verificationStatus: status, updatedAt: sql`now()` })
        .where(eq(rareSightings.id, id));
      if (record.reportedBy !== null)
        await this.notifyReporter(tx, record, record.reportedBy, userId, status);
    });
    return this.detail(id, userId);
  }

  private async notifyReporter(
    tx: Tx,
    record: RareSightingRow,
    reporterId: number,
    actorId: number,
    status: RareVerificationStatus,
  ): Promise<void> {
    // The notification opens the reporter's own sighting behind the record, when it is still there.
    const [own] = await tx
      .select({ id: sightings.id })
      .from(rareSightingReports)
      .innerJoin(sightings, eq(sightings.id, rareSightingReports.sightingId))
      .where(and(eq(rareSightingReports.rareSightingId, record.id), eq(sightings.userId, reporterId)))
      .orderBy(desc(sightings.createdAt))
      .limit(1);
    const words: Record<RareVerificationStatus, string> = {
      verified: 'was verified by the community',
      rejected: 'was rejected by the community',
      pending: 'is pending verification again',
    };
    await tx.insert(userNotifications).values({
      userId: reporterId,
      type: RARE_STATUS_NOTIFICATION_TYPE,
      actorId,
      sightingId: own?.id ?? null,
      message: `Your rare sighting report of ${record.speciesName} ${words[status]}.`,
    });
  }
}
