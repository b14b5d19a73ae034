// Migrations (GET/POST/DELETE /api/migrations*, /api/migration-alerts*): the shipped patterns filtered by
// category, month, hemisphere, text and "happening now" (the server clock's month inside the peak window, which
// may wrap the year end); the sightings members link to a pattern (their own only, once per pattern); and
// migration alerts (within the plan's alert allowance, shared with location alerts and rare tracker watches:
// benefits/alert-allowance.ts). Linking a public sighting tells the
// members whose nearby_sighting alert on that pattern covers its position, by an in-app notification; a rare or
// threatened sighting is measured from its 0.2 degree cell, never from its exact position.
import type { LanguageCode } from '@common/constants/languages';
import { OBSCURED_RARITY_LEVELS } from '@common/schemas/map';
import {
  type createMigrationAlertSchema,
  type Hemisphere,
  type linkMigrationSightingSchema,
  MIGRATION_ALERT_NOT_FOUND_MESSAGE,
  MIGRATION_ALERT_OWN_ONLY_MESSAGE,
  MIGRATION_ALREADY_LINKED_MESSAGE,
  MIGRATION_LINK_NOT_FOUND_MESSAGE,
  MIGRATION_LINK_OWN_ONLY_MESSAGE,
  MIGRATION_NOT_FOUND_MESSAGE,
  MIGRATION_OWN_SIGHTINGS_MESSAGE,
  MIGRATION_SIGHTING_NOT_FOUND_MESSAGE,
  type MigrationAlert,
  type MigrationAlertList,
  type MigrationAlertType,
  type MigrationCategory,
  type MigrationList,
  type MigrationPattern,
  type MigrationPhase,
  migrationAlertSchema,
  type migrationListQuerySchema,
  monthInWindow,
} from '@common/schemas/migrations';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  type MigrationPatternRow,
  migrationAlerts,
  migrationPatterns,
  migrationSightings,
  sightings,
  userNotifications,
  users,
} from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { assertAlertAllowance } from '../benefits/alert-allowance';
import { benefitsOfMember } from '../benefits/member-benefits';
import { queueSightingAlertEmail, type SightingAlert } from '../location-alerts/sighting-alerts';
import { distanceKm } from '../places/areas';
import { newestSightingsPage } from '../sightings/community-records';
import type { SightingView } from '../sightings/view-query';
import { positionIsOpen, publicPosition } from '../species/page-positions';

/** The in-app notification type of a sighting linked near a member's migration alert. */
export const MIGRATION_SIGHTING_NOTIFICATION = 'migration_sighting';
/** The in-app notification type of a peak_start alert whose pattern's peak begins. */
export const MIGRATION_PEAK_NOTIFICATION = 'migration_peak';
/** Linked sightings shown on a pattern. */
export const MIGRATION_SIGHTINGS_SHOWN = 24;

type ListQuery = z.output<typeof migrationListQuerySchema>;

export interface MigrationLinkView {
  link: {
    migrationPhase: MigrationPhase;
    groupSize: number | null;
    behaviorObserved: string | null;
    weatherConditions: string | null;
    notes: string | null;
    verificationStatus: string;
    linkedBy: number;
    linkedAt: string;
  };
  view: SightingView;
}

export interface LinkResult {
  id: number;
  migrationPatternId: string;
  sightingId: number;
  migrationPhase: MigrationPhase;
  groupSize: number | null;
  verificationStatus: string;
}

/** The SQL of monthInWindow for the pattern's peak window. */
function inPeakWindow(month: number): SQL {
  return sql`(case when ${migrationPatterns.peakStartMonth} <= ${migrationPatterns.peakEndMonth}
                   then ${month} between ${migrationPatterns.peakStartMonth} and ${migrationPatterns.peakEndMonth}
                   else ${month} >= ${migrationPatterns.peakStartMonth} or ${month} <= ${migrationPatterns.peakEndMonth} end)`;
}

// Written with qualified names: drizzle leaves columns of a one-table select unqualified, which the
// subqueries' own tables would make ambiguous.
/** Public sightings linked to the pattern. */
const linkedCount = sql<number>`(select count(*)::int from migration_sightings ms
  join sightings s on s.id = ms.sighting_id
  where ms.migration_pattern_id = "migration_patterns"."id" and s.is_public)`;

const speciesSlug = sql<string | null>`(select sd.slug from species_database sd
  where sd.scientific_name = "migration_patterns"."species_name" limit 1)`;

function present(
  row: MigrationPatternRow,
  slug: string | null,
  sightingCount: number,
  month: number,
): MigrationPattern {
  return {
    id: row.slug,
    scientificName: row.speciesName,
    commonName: row.commonName,
    migrationName: row.migrationName,
    direction: row.migrationDirection,
    category: row.category as MigrationCategory,
    startLocation: row.startLocation,
    endLocation: row.endLocation,
    route: row.route,
    peakStartMonth: row.peakStartMonth,
    peakEndMonth: row.peakEndMonth,
    distanceKm: row.migrationDistance,
    hemisphere: row.hemisphere as Hemisphere,
    confidenceLevel: row.confidenceLevel,
    dataSource: row.dataSource,
    description: row.description,
    speciesSlug: slug,
    sightingCount: Number(sightingCount),
    happeningNow: monthInWindow(month, row.peakStartMonth, row.peakEndMonth),
  };
}

/** How a migration alert names itself in e-mails and real-time alerts. */
const migrationAlertName = (pattern: Pick<MigrationPatternRow, 'migrationName'>) =>
  `Migration: ${pattern.migrationName}`;

export class MigrationService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    /** Sends the real-time alert of a linked sighting to the members who asked for one (after the commit). */
    private readonly announce: (alert: SightingAlert) => Promise<void> = async () => {},
  ) {}

  /** The current month (1-12) of the server clock, in UTC. */
  currentMonth(): number {
    return this.clock().getUTCMonth() + 1;
  }

  async list(query: ListQuery): Promise<MigrationList> {
    const month = this.currentMonth();
    const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const rows = await this.db
      .select({ row: migrationPatterns, slug: speciesSlug, sightingCount: linkedCount })
      .from(migrationPatterns)
      .where(
        and(
          query.category ? eq(migrationPatterns.category, query.category) : undefined,
          query.month ? inPeakWindow(query.month) : undefined,
          query.happeningNow ? inPeakWindow(month) : undefined,
          query.hemisphere ? inArray(migrationPatterns.hemisphere, [query.hemisphere, 'both']) : undefined,
          q
            ? sql`(${migrationPatterns.commonName} ilike ${q} or ${migrationPatterns.migrationName} ilike ${q}
                   or ${migrationPatterns.speciesName} ilike ${q} or ${migrationPatterns.startLocation} ilike ${q}
                   or ${migrationPatterns.endLocation} ilike ${q} or ${migrationPatterns.description} ilike ${q})`
            : undefined,
        ),
      )
      .orderBy(asc(migrationPatterns.position), asc(migrationPatterns.id));
    return {
      items: rows.map((r) => present(r.row, r.slug, r.sightingCount, month)),
      currentMonth: month,
    };
  }

  async findBySlug(slug: string): Promise<MigrationPatternRow> {
    const [row] = await this.db
      .select()
      .from(migrationPatterns)
      .where(eq(migrationPatterns.slug, slug))
      .limit(1);
    if (!row) throw notFound(MIGRATION_NOT_FOUND_MESSAGE);
    return row;
  }

  /** One pattern with its newest linked public sightings whose position may be shown. */
  async detail(
    slug: string,
    viewerId: number | null,
    lang: LanguageCode,
  ): Promise<{ pattern: MigrationPattern; links: MigrationLinkView[] }> {
    const [found] = await this.db
      .select({ row: migrationPatterns, slug: speciesSlug, sightingCount: linkedCount })
      .from(migrationPatterns)
      .where(eq(migrationPatterns.slug, slug))
      .limit(1);
    if (!found) throw notFound(MIGRATION_NOT_FOUND_MESSAGE);
    const patternId = found.row.id;
    const page = await newestSightingsPage(
      this.db,
      and(
        sql`${sightings.id} in (select ${migrationSightings.sightingId} from ${migrationSightings}
                                where ${migrationSightings.migrationPatternId} = ${patternId})`,
        eq(sightings.isPublic, true),
        positionIsOpen(),
      ),
      { limit: MIGRATION_SIGHTINGS_SHOWN },
      viewerId,
      lang,
    );
    const ids = page.items.map((v) => v.sighting.id);
    const linkRows =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(migrationSightings)
            .where(
              and(
                eq(migrationSightings.migrationPatternId, patternId),
                inArray(migrationSightings.sightingId, ids),
              ),
            );
    const bySighting = new Map(linkRows.map((l) => [l.sightingId, l]));
    const links: MigrationLinkView[] = [];
    for (const view of page.items) {
      const l = bySighting.get(view.sighting.id);
      if (!l) continue;
      links.push({
        link: {
          migrationPhase: l.migrationPhase as MigrationPhase,
          groupSize: l.groupSize,
          behaviorObserved: l.behaviorObserved,
          weatherConditions: l.weatherConditions,
          notes: l.notes,
          verificationStatus: l.verificationStatus,
          linkedBy: l.userId,
          linkedAt: l.createdAt.toISOString(),
        },
        view,
      });
    }
    return {
      pattern: present(found.row, found.slug, found.sightingCount, this.currentMonth()),
      links,
    };
  }

  /**
   * Links the member's own sighting to the pattern: 404 for an unknown pattern or a sighting they cannot see,
   * 403 for another member's, 409 when already linked. Members with a nearby_sighting alert on the pattern whose
   * circle holds the (public) sighting are notified in-app, the linker never.
   */
  async link(
    slug: string,
    userId: number,
    input: z.output<typeof linkMigrationSightingSchema>,
  ): Promise<LinkResult> {
    const pattern = await this.findBySlug(slug);
    const [s] = await this.db
      .select({
        id: sightings.id,
        userId: sightings.userId,
        isPublic: sightings.isPublic,
        latitude: sightings.latitude,
        longitude: sightings.longitude,
        rarityLevel: sightings.rarityLevel,
        location: sightings.location,
        dateSpotted: sightings.dateSpotted,
        photoUrl: sightings.photoUrl,
        open: positionIsOpen(),
      })
      .from(sightings)
      .where(eq(sightings.id, input.sightingId))
      .limit(1);
    if (!s || (!s.isPublic && s.userId !== userId)) throw notFound(MIGRATION_SIGHTING_NOT_FOUND_MESSAGE);
    if (s.userId !== userId) throw forbidden(MIGRATION_OWN_SIGHTINGS_MESSAGE);
    let pushTo: number[] = [];
    const result = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(migrationSightings)
        .values({
          migrationPatternId: pattern.id,
          sightingId: s.id,
          userId,
          location: s.location,
          sightingDate: s.dateSpotted,
          migrationPhase: input.migrationPhase,
          groupSize: input.groupSize ?? null,
          behaviorObserved: input.behaviorObserved ?? null,
          weatherConditions: input.weatherConditions ?? null,
          photoUrl: s.photoUrl,
          notes: input.notes ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict(MIGRATION_ALREADY_LINKED_MESSAGE, 'sightingId');
      if (s.isPublic && s.latitude !== null && s.longitude !== null) {
        const stored = { latitude: Number(s.latitude), longitude: Number(s.longitude) };
        // An obscured sighting counts from the centre of its cell, as the map shows it.
        const at = s.open
          ? stored
          : publicPosition({ ...stored, rarityLevel: OBSCURED_RARITY_LEVELS[0] }, null);
        pushTo = await this.notifyNearby(tx, pattern, userId, s.id, at);
      }
      return {
        id: created.id,
        migrationPatternId: pattern.slug,
        sightingId: created.sightingId,
        migrationPhase: created.migrationPhase as MigrationPhase,
        groupSize: created.groupSize,
        verificationStatus: created.verificationStatus,
      };
    });
    await this.announce({
      key: `migration-${pattern.slug}-${s.id}`,
      sightingId: s.id,
      alertName: migrationAlertName(pattern),
      to: pushTo,
    });
    return result;
  }

  /**
   * Tells the members whose nearby_sighting alert on the pattern holds the sighting: in the app, and by e-mail when
   * they chose it; returns those who asked for a real-time alert.
   */
  private async notifyNearby(
    tx: Pick<Db, 'select' | 'insert'>,
    pattern: MigrationPatternRow,
    linkerId: number,
    sightingId: number,
    at: { latitude: number; longitude: number },
  ): Promise<number[]> {
    const alerts = await tx
      .select({
        userId: migrationAlerts.userId,
        latitude: migrationAlerts.latitude,
        longitude: migrationAlerts.longitude,
        radius: migrationAlerts.alertRadius,
        emailEnabled: migrationAlerts.emailEnabled,
        pushEnabled: migrationAlerts.pushEnabled,
      })
      .from(migrationAlerts)
      .where(
        and(
          eq(migrationAlerts.migrationPatternId, pattern.id),
          eq(migrationAlerts.alertType, 'nearby_sighting'),
          sql`${migrationAlerts.userId} <> ${linkerId}`,
        ),
      );
    const holding = alerts.filter(
      (a) => distanceKm(a.latitude, a.longitude, at.latitude, at.longitude) <= a.radius,
    );
    const recipients = new Set(holding.map((a) => a.userId));
    if (recipients.size === 0) return [];
    const [linker] = await tx
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, linkerId))
      .limit(1);
    await tx.insert(userNotifications).values(
      [...recipients].map((userId) => ({
        userId,
        type: MIGRATION_SIGHTING_NOTIFICATION,
        actorId: linkerId,
        sightingId,
        message: `${linker?.username ?? 'A member'} linked a sighting to ${pattern.migrationName} near your migration alert`,
      })),
    );
    const alertName = migrationAlertName(pattern);
    const emailTo = new Set(holding.filter((a) => a.emailEnabled).map((a) => a.userId));
    for (const member of emailTo)
      await queueSightingAlertEmail(tx, { userId: member, sightingId, alertName });
    return [...new Set(holding.filter((a) => a.pushEnabled).map((a) => a.userId))];
  }

  /**
   * Announces the start of a pattern's peak to the members with a peak_start alert on it, once a year each: in
   * the peak's first month (server clock, UTC). Returns how many were told.
   */
  async notifyPeakStarts(): Promise<number> {
    const now = this.clock();
    const month = now.getUTCMonth() + 1;
    const year = now.getUTCFullYear();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .update(migrationAlerts)
        .set({ notifiedYear: year })
        .where(
          and(
            eq(migrationAlerts.alertType, 'peak_start'),
            sql`${migrationAlerts.notifiedYear} is distinct from ${year}`,
            sql`${migrationAlerts.migrationPatternId} in (select id from migration_patterns where peak_start_month = ${month})`,
          ),
        )
        .returning({ userId: migrationAlerts.userId, patternId: migrationAlerts.migrationPatternId });
      if (due.length === 0) return 0;
      const names = new Map(
        (
          await tx
            .select({ id: migrationPatterns.id, name: migrationPatterns.migrationName })
            .from(migrationPatterns)
            .where(inArray(migrationPatterns.id, [...new Set(due.map((d) => d.patternId))]))
        ).map((p) => [p.id, p.name]),
      );
      await tx.insert(userNotifications).values(
        due.map((d) => ({
          userId: d.userId,
          type: MIGRATION_PEAK_NOTIFICATION,
          message: `The peak of ${names.get(d.patternId) ?? 'a migration you follow'} begins this month`,
        })),
      );
      return due.length;
    });
  }

  /** Removes a link; only the member who made it. */
  async unlink(slug: string, sightingId: number, userId: number): Promise<void> {
    const pattern = await this.findBySlug(slug);
    const [link] = await this.db
      .select({ id: migrationSightings.id, userId: migrationSightings.userId })
      .from(migrationSightings)
      .where(
        and(
          eq(migrationSightings.migrationPatternId, pattern.id),
          eq(migrationSightings.sightingId, sightingId),
        ),
      )
      .limit(1);
    if (!link) throw notFound(MIGRATION_LINK_NOT_FOUND_MESSAGE);
    if (link.userId !== userId) throw forbidden(MIGRATION_LINK_OWN_ONLY_MESSAGE);
    await this.db.delete(migrationSightings).where(eq(migrationSightings.id, link.id));
  }

  /** How many alerts (of every kind together) the member may keep; null when unlimited. */
  private async limitOf(db: Pick<Db, 'select'>, userId: number): Promise<number | null> {
    return (await benefitsOfMember(db, userId)).notificationAlerts;
  }

  private alertRows(where: SQL | undefined) {
    return this.db
      .select({
        id: migrationAlerts.id,
        migrationPatternId: migrationPatterns.slug,
        migrationName: migrationPatterns.migrationName,
        commonName: migrationPatterns.commonName,
        alertType: migrationAlerts.alertType,
        alertRadius: migrationAlerts.alertRadius,
        latitude: migrationAlerts.latitude,
        longitude: migrationAlerts.longitude,
        emailEnabled: migrationAlerts.emailEnabled,
        pushEnabled: migrationAlerts.pushEnabled,
        createdAt: migrationAlerts.createdAt,
      })
      .from(migrationAlerts)
      .innerJoin(migrationPatterns, eq(migrationPatterns.id, migrationAlerts.migrationPatternId))
      .where(where)
      .orderBy(desc(migrationAlerts.createdAt), desc(migrationAlerts.id));
  }

  async alerts(userId: number): Promise<MigrationAlertList> {
    const rows = await this.alertRows(eq(migrationAlerts.userId, userId));
    return {
      items: rows.map((r) =>
        migrationAlertSchema.parse({
          ...r,
          alertType: r.alertType as MigrationAlertType,
          createdAt: r.createdAt.toISOString(),
        }),
      ),
      limit: await this.limitOf(this.db, userId),
    };
  }

  /** A new alert; a free member past the limit gets 403 with the limit in words. */
  async createAlert(
    userId: number,
    input: z.output<typeof createMigrationAlertSchema>,
  ): Promise<MigrationAlert> {
    const pattern = await this.findBySlug(input.migrationPatternId);
    const id = await this.db.transaction(async (tx) => {
      await assertAlertAllowance(tx, userId);
      const [created] = await tx
        .insert(migrationAlerts)
        .values({
          userId,
          migrationPatternId: pattern.id,
          alertType: input.alertType,
          alertRadius: input.alertRadius,
          latitude: input.latitude,
          longitude: input.longitude,
          emailEnabled: input.emailEnabled,
          pushEnabled: input.pushEnabled,
        })
        .returning({ id: migrationAlerts.id });
      if (!created) throw new Error('the migration alert was not written');
      return created.id;
    });
    const [row] = await this.alertRows(eq(migrationAlerts.id, id));
    if (!row) throw notFound(MIGRATION_ALERT_NOT_FOUND_MESSAGE);
    return migrationAlertSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });
  }

  async deleteAlert(id: number, userId: number): Promise<void> {
    const [alert] = await this.db
      .select({ userId: migrationAlerts.userId })
      .from(migrationAlerts)
      .where(eq(migrationAlerts.id, id))
      .limit(1);
    if (!alert) throw notFound(MIGRATION_ALERT_NOT_FOUND_MESSAGE);
    if (alert.userId !== userId) throw forbidden(MIGRATION_ALERT_OWN_ONLY_MESSAGE);
    await this.db.delete(migrationAlerts).where(eq(migrationAlerts.id, id));
  }
}
