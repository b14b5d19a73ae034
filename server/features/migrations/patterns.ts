// The migration patterns of /migrations: written for WildLens in server/data/migrations/patterns.json (checked
// against shippedMigrationSchema when read) and put into migration_patterns at start when the file changed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ShippedMigration, shippedMigrationSchema } from '@common/schemas/migrations';
import { getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { migrationPatterns, migrationsState } from '../../db/schema';
import { runPeriodically } from '../../jobs/periodic';
import { MigrationService } from './service';

export const MIGRATIONS_DATA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../data/migrations/patterns.json',
);

export interface ShippedMigrations {
  patterns: ShippedMigration[];
  /** Hash of the file: a new one rewrites the table. */
  version: string;
}

/** The shipped patterns; throws on a malformed file, a repeated id or a route that does not start and end. */
export function readShippedMigrations(file = MIGRATIONS_DATA_FILE): ShippedMigrations {
  const text = fs.readFileSync(file, 'utf8');
  const parsed = z.array(shippedMigrationSchema).safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path.basename(file)}: ${z.prettifyError(parsed.error)}`);
  const ids = new Set<string>();
  for (const p of parsed.data) {
    if (ids.has(p.id)) throw new Error(`migration pattern ${p.id} appears twice`);
    ids.add(p.id);
  }
  return {
    patterns: parsed.data,
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
  };
}

/**
 * Writes the shipped patterns into migration_patterns when their version differs from the one recorded, in one
 * transaction under a row lock, so several processes starting at once write them once. Patterns no longer
 * shipped go, with their linked sightings and alerts. Returns true when it wrote.
 */
export async function syncMigrationPatterns(
  db: Db,
  shipped: ShippedMigrations = readShippedMigrations(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into ${migrationsState} (id, version) values (1, '') on conflict (id) do nothing`,
    );
    const [state] = (
      (await tx.execute(sql`select version from ${migrationsState} where id = 1 for update`)) as {
        rows: { version: string }[];
      }
    ).rows;
    if (state?.version === shipped.version) return false;
    const rows = shipped.patterns.map((p, position) => {
      const start = p.route[0] ?? [0, 0];
      const end = p.route[p.route.length - 1] ?? start;
      return {
        slug: p.id,
        speciesName: p.scientificName,
        commonName: p.commonName,
        migrationName: p.migrationName,
        migrationDirection: p.direction,
        startLocation: p.startLocation,
        endLocation: p.endLocation,
        startLatitude: start[0],
        startLongitude: start[1],
        endLatitude: end[0],
        endLongitude: end[1],
        route: p.route,
        peakStartMonth: p.peakStartMonth,
        peakEndMonth: p.peakEndMonth,
        migrationDistance: p.distanceKm,
        category: p.category,
        hemisphere: p.hemisphere,
        confidenceLevel: p.confidenceLevel,
        dataSource: p.dataSource,
        description: p.description,
        position,
        updatedAt: new Date(),
      };
    });
    if (rows.length > 0)
      await tx
        .insert(migrationPatterns)
        .values(rows)
        .onConflictDoUpdate({
          target: migrationPatterns.slug,
          set: Object.fromEntries(
            Object.entries(getTableColumns(migrationPatterns))
              .filter(([k]) => k !== 'slug' && k !== 'id')
              .map(([k, column]) => [k, sql.raw(`excluded.${column.name}`)]),
          ),
        });
    await tx.execute(
      sql`delete from ${migrationPatterns} where slug <> all(${sql.param(shipped.patterns.map((p) => p.id))}::text[])`,
    );
    await tx.execute(
      sql`update ${migrationsState} set version = ${shipped.version}, updated_at = now() where id = 1`,
    );
    return true;
  });
}

export const PEAK_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Announces starting peaks to peak_start alerts (main.ts, with the job worker): at start, then every hour. */
export function startMigrationPeakSweeps(app: FastifyInstance): void {
  const service = new MigrationService(app.ctx.db, app.ctx.clock);
  const sweeps = runPeriodically(async () => {
    try {
      const told = await service.notifyPeakStarts();
      if (told > 0) app.ctx.log.info({ alerts: told }, 'migration peak alerts sent');
    } catch (error) {
      app.ctx.log.error({ err: error }, 'migration peak alerts failed; they run again in an hour');
    }
  }, PEAK_SWEEP_EVERY_MS);
  app.addHook('preClose', () => sweeps.stop());
}
