// A member's location alerts: list, create (within the plan's alert allowance, shared with migration alerts and
// rare tracker watches: benefits/alert-allowance.ts), edit, delete,
// with each alert's statistics, and the matches an alert recorded. The cells an alert covers are rewritten in
// the same transaction as the alert, so the matching job never sees one without the other.
import {
  type AlertTrigger,
  LOCATION_ALERT_NOT_FOUND_MESSAGE,
  type LocationAlert,
  type LocationAlertChanges,
  type LocationAlertFields,
  type LocationAlertList,
  type LocationAlertStatistics,
  TRIP_DATES_MESSAGE,
} from '@common/schemas/location-alerts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertTriggers, locationAlertCells, locationAlerts } from '../../db/schema';
import type { Clock } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { assertAlertAllowance } from '../benefits/alert-allowance';
import { benefitsOfMember } from '../benefits/member-benefits';
import { type AlertSighting, presentAlertSightings } from './alert-sightings';
import { localTime } from './alert-time';
import { cellsCovering } from './cells';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type LocationAlertRow = typeof locationAlerts.$inferSelect;

const TRIGGERS_LISTED = 50;

function presentAlert(row: LocationAlertRow, statistics: LocationAlertStatistics): LocationAlert {
  return {
    id: row.id,
    alertName: row.alertName,
    alertType: row.alertType as LocationAlert['alertType'],
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    radiusKm: row.radiusKm,
    categories: row.categories as LocationAlert['categories'],
    specificSpecies: row.specificSpecies,
    rarityLevels: row.rarityLevels as LocationAlert['rarityLevels'],
    timeOfDay: row.timeOfDay as LocationAlert['timeOfDay'],
    weatherConditions: row.weatherConditions as LocationAlert['weatherConditions'],
    seasonality: row.seasonality,
    activeHours: row.activeHours ?? null,
    quietHours: row.quietHours ?? null,
    timeZone: row.timeZone,
    photographerFollowing: row.photographerFollowing,
    smartFiltering: row.smartFiltering,
    priorityLevel: row.priorityLevel as LocationAlert['priorityLevel'],
    confidenceThreshold: row.confidenceThreshold,
    maxAlertsPerDay: row.maxAlertsPerDay,
    emailEnabled: row.emailEnabled,
    pushEnabled: row.pushEnabled,
    inAppEnabled: row.inAppEnabled,
    dailyDigest: row.dailyDigest,
    weeklyReport: row.weeklyReport,
    instantHighPriority: row.instantHighPriority,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    tripType: row.tripType as LocationAlert['tripType'],
    accommodationLocation: row.accommodationLocation,
    statistics,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class LocationAlertService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<LocationAlertList> {
    const rows = await this.db
      .select()
      .from(locationAlerts)
      .where(eq(locationAlerts.userId, userId))
      .orderBy(desc(locationAlerts.createdAt), desc(locationAlerts.id));
    const statistics = await this.statistics(rows);
    return {
      alerts: rows.map((row) => presentAlert(row, statistics(row))),
      limit: await this.limitOf(this.db, userId),
    };
  }

  async get(id: number, userId: number): Promise<LocationAlert> {
    const row = await this.own(this.db, id, userId);
    const statistics = await this.statistics([row]);
    return presentAlert(row, statistics(row));
  }

  async create(userId: number, input: LocationAlertFields): Promise<LocationAlert> {
    const id = await this.db.transaction(async (tx) => {
      await assertAlertAllowance(tx, userId);
      const now = this.clock();
      const [created] = await tx
        .insert(locationAlerts)
        .values({ ...input, userId, createdAt: now, updatedAt: now })
        .returning({ id: locationAlerts.id });
      if (!created) throw new Error('the location alert was not written');
      await writeCells(tx, created.id, input);
      return created.id;
    });
    return this.get(id, userId);
  }

  async update(id: number, userId: number, input: LocationAlertChanges): Promise<LocationAlert> {
    await this.db.transaction(async (tx) => {
      const current = await this.own(tx, id, userId, true);
      const next = { ...current, ...input };
      if (next.startDate && next.endDate && next.startDate > next.endDate)
        throw badRequest(TRIP_DATES_MESSAGE, [{ path: 'endDate', message: TRIP_DATES_MESSAGE }]);
      await tx
        .update(locationAlerts)
        .set({ ...input, updatedAt: this.clock() })
        .where(eq(locationAlerts.id, id));
      const moved =
        next.latitude !== current.latitude ||
        next.longitude !== current.longitude ||
        next.radiusKm !== current.radiusKm;
      if (moved) {
        await tx.delete(locationAlertCells).where(eq(locationAlertCells.alertId, id));
        await writeCells(tx, id, next);
      }
    });
    return this.get(id, userId);
  }

  async remove(id: number, userId: number): Promise<void> {
    await this.own(this.db, id, userId);
    // The cells and triggers go with it (ON DELETE CASCADE).
    await this.db.delete(locationAlerts).where(eq(locationAlerts.id, id));
  }

  /** The alert's newest matches, each sighting as everyone may see it. */
  async triggers(id: number, userId: number): Promise<AlertTrigger[]> {
    await this.own(this.db, id, userId);
    const rows = await this.db
      .select()
      .from(alertTriggers)
      .where(eq(alertTriggers.locationAlertId, id))
      .orderBy(desc(alertTriggers.createdAt), desc(alertTriggers.id))
      .limit(TRIGGERS_LISTED);
    const sightingsById = await presentAlertSightings(
      this.db,
      rows.map((r) => r.sightingId),
    );
    return rows.flatMap((row) => {
      const sighting: AlertSighting | undefined = sightingsById.get(row.sightingId);
      if (!sighting) return [];
      return [
        {
          id: row.id,
          alertId: row.locationAlertId,
          sightingId: row.sightingId,
          species: sighting.species,
          location: sighting.location,
          photographer: sighting.photographer,
          imageUrl: sighting.imageUrl,
          rarity: sighting.rarity,
          relevanceScore: row.relevanceScore,
          delivery: row.delivery,
          viewed: row.userViewed,
          createdAt: row.createdAt.toISOString(),
        },
      ];
    });
  }

  /** The member opened a match (from the popup, the list or the enhanced page). */
  /** `key` is the match's key (deliver.ts matchKey: alert id and sighting id), as its real-time alert names it. */
  async markViewed(key: { alertId: number; sightingId: number }, userId: number): Promise<void> {
    const updated = await this.db
      .update(alertTriggers)
      .set({ userViewed: true, userActedOn: true })
      .where(
        and(
          eq(alertTriggers.locationAlertId, key.alertId),
          eq(alertTriggers.sightingId, key.sightingId),
          eq(alertTriggers.userId, userId),
        ),
      )
      .returning({ id: alertTriggers.id });
    if (updated.length === 0) throw notFound('Alert not found');
  }

  private async own(db: Pick<Db, 'select'>, id: number, userId: number, lock = false) {
    const query = db.select().from(locationAlerts).where(eq(locationAlerts.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    // Another member's alert reads as missing: its existence is not theirs to learn.
    if (!row || row.userId !== userId) throw notFound(LOCATION_ALERT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** How many alerts (of every kind together) the member may keep; null when unlimited. */
  private async limitOf(db: Pick<Db, 'select'>, userId: number): Promise<number | null> {
    return (await benefitsOfMember(db, userId)).notificationAlerts;
  }

  /** The statistics counters of some alerts, in one grouped read of their triggers. */
  private async statistics(rows: LocationAlertRow[]) {
    const ids = rows.map((r) => r.id);
    const counts =
      ids.length === 0
        ? []
        : await this.db
            .select({
              alertId: alertTriggers.locationAlertId,
              delivery: alertTriggers.delivery,
              n: count(),
              viewed: sql<number>`count(*) filter (where ${alertTriggers.userViewed})::int`,
              emailed: sql<number>`count(${alertTriggers.emailedAt})::int`,
              last: sql<string | null>`max(${alertTriggers.createdAt})`,
            })
            .from(alertTriggers)
            .where(inArray(alertTriggers.locationAlertId, ids))
            .groupBy(alertTriggers.locationAlertId, alertTriggers.delivery);
    const now = this.clock();
    return (row: LocationAlertRow): LocationAlertStatistics => {
      const stats: LocationAlertStatistics = {
        totalTriggers: 0,
        // The daily maximum's own counter, when it counts today in the alert's time zone.
        triggersToday: row.capDay === localTime(now, row.timeZone).day ? row.capCount : 0,
        sent: 0,
        held: 0,
        capped: 0,
        throttled: 0,
        viewed: 0,
        emailsSent: 0,
        lastTriggeredAt: null,
      };
      for (const c of counts) {
        if (c.alertId !== row.id) continue;
        stats.totalTriggers += c.n;
        stats[c.delivery] += c.n;
        stats.viewed += c.viewed;
        stats.emailsSent += c.emailed;
        const last = c.last === null ? null : new Date(c.last).toISOString();
        if (last && (!stats.lastTriggeredAt || last > stats.lastTriggeredAt)) stats.lastTriggeredAt = last;
      }
      return stats;
    };
  }
}

async function writeCells(
  tx: Tx,
  alertId: number,
  circle: { latitude: number; longitude: number; radiusKm: number },
): Promise<void> {
  const cells = cellsCovering(circle.latitude, circle.longitude, circle.radiusKm);
  await tx.insert(locationAlertCells).values(
    cells.map((cell) => ({
      cell,
      alertId,
      latitude: circle.latitude,
      longitude: circle.longitude,
      radiusKm: circle.radiusKm,
    })),
  );
}
