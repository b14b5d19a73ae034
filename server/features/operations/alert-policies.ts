// Alert policies: who is e-mailed about which error reports (spec section 3: minSeverity default 'high', channels,
// recipients, throttle 300 s). The administrators' list, create, replace and delete.
import type { AlertPolicy, alertPolicyInputSchema } from '@common/schemas/operations';
import type { Severity } from '@common/schemas/telemetry';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { alertPolicies } from '../../db/schema';
import { intArray, iso, rowsOf } from './sql';

export type AlertPolicyData = z.output<typeof alertPolicyInputSchema>;
type PolicyRow = typeof alertPolicies.$inferSelect;

function present(row: PolicyRow, lastAlertAt: string | null): AlertPolicy {
  return {
    id: row.id,
    name: row.name,
    minSeverity: row.minSeverity as Severity,
    channels: row.channels.filter((c): c is 'email' => c === 'email'),
    recipients: row.recipients,
    throttleSeconds: row.throttleSeconds,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    lastAlertAt,
  };
}

export class AlertPolicies {
  constructor(private readonly db: Db) {}

  private async lastAlerts(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const found = await rowsOf<{ policy_id: number; at: Date | string }>(
      this.db,
      sql`select policy_id, max(created_at) as at from error_alerts
          where policy_id = any(${intArray(ids)}) group by policy_id`,
    );
    return new Map(found.map((r) => [r.policy_id, iso(r.at)]));
  }

  async list(): Promise<AlertPolicy[]> {
    const rows = await this.db.select().from(alertPolicies).orderBy(asc(alertPolicies.id));
    const last = await this.lastAlerts(rows.map((r) => r.id));
    return rows.map((row) => present(row, last.get(row.id) ?? null));
  }

  async create(data: AlertPolicyData, now: Date): Promise<AlertPolicy> {
    const [row] = await this.db
      .insert(alertPolicies)
      .values({ ...data, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return present(row, null);
  }

  async replace(id: number, data: AlertPolicyData, now: Date): Promise<AlertPolicy | null> {
    const [row] = await this.db
      .update(alertPolicies)
      .set({ ...data, updatedAt: now })
      .where(eq(alertPolicies.id, id))
      .returning();
    if (!row) return null;
    const last = await this.lastAlerts([id]);
    return present(row, last.get(id) ?? null);
  }

  async remove(id: number): Promise<boolean> {
    const gone = await this.db
      .delete(alertPolicies)
      .where(eq(alertPolicies.id, id))
      .returning({ id: alertPolicies.id });
    return gone.length > 0;
  }
}
