// Alert policies at work: when error reports arrive that a policy's minimum severity covers, its recipients are
// e-mailed about the report's group at most once per throttle window, whichever server process received them.
//
// Why the database decides: several processes receive reports at once, so an in-memory timer would let each of
// them send. Each (policy, group) pair has one alert_throttle row; a process sends only when its conditional
// upsert moved last_sent_at, which PostgreSQL lets exactly one concurrent statement do per window.
//
// Why after the reply: the error endpoint answers as soon as the report is stored; the policy lookup and the mail
// run after it (a lost alert when the process dies in between is acceptable, a slow error endpoint is not).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alertPolicies, errorAlerts, errorGroups } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { oneLine } from '../../mail/html';
import type { StoredReport } from './error-groups';
import { rowsOf, severityRank } from './sql';

type Policy = typeof alertPolicies.$inferSelect;
type Group = typeof errorGroups.$inferSelect;

/**
 * Claims the (policy, group) window at `now`: true for exactly one caller per window, on any process. The first
 * alert inserts the row; later ones move it only when the window since the last send has passed.
 */
export async function claimAlertWindow(db: Db, policy: Policy, groupId: number, now: Date): Promise<boolean> {
  const claimed = await rowsOf<{ policy_id: number }>(
    db,
    sql`insert into alert_throttle (policy_id, group_id, last_sent_at)
        values (${policy.id}, ${groupId}, ${now.toISOString()}::timestamptz)
        on conflict (policy_id, group_id) do update set last_sent_at = excluded.last_sent_at
        where alert_throttle.last_sent_at <= excluded.last_sent_at - ${policy.throttleSeconds} * interval '1 second'
        returning policy_id`,
  );
  return claimed.length > 0;
}

function alertMail(ctx: AppContext, policy: Policy, group: Group, reportSeverity: string) {
  const link = `${ctx.config.publicUrl}/admin/dashboard#errors`;
  const subject = `[WildLens] ${reportSeverity} ${group.errorType} error: ${oneLine(group.message, 90)}`;
  const text = [
    `An error report matched the alert policy "${policy.name}" (minimum severity ${policy.minSeverity}).`,
    '',
    `Message: ${oneLine(group.message, 1000)}`,
    `Type: ${group.errorType}`,
    `Severity of this report: ${reportSeverity} (highest in the group: ${group.severity})`,
    `Reports in the group: ${group.count}`,
    `First seen: ${group.firstSeen.toISOString()}`,
    `Last seen: ${group.lastSeen.toISOString()}`,
    group.resolved ? 'The group is marked resolved.' : 'The group is open.',
    '',
    `Open the error reports: ${link}`,
    '',
    `No other alert about this error is sent by this policy for ${policy.throttleSeconds} seconds.`,
  ].join('\n');
  return { to: policy.recipients.join(', '), subject, text };
}

export class ErrorAlerts {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly ctx: AppContext) {}

  /** Looks at stored reports after the reply has gone; never awaited by the route. */
  afterReports(stored: readonly StoredReport[]): void {
    if (stored.length === 0) return;
    const run = (async () => {
      // The reply is written in this tick; the lookup starts in the next one.
      await new Promise((resolve) => setImmediate(resolve));
      await this.dispatch(stored);
    })()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'error alert dispatch failed'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Resolves when every dispatch started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async dispatch(stored: readonly StoredReport[]): Promise<void> {
    const { db } = this.ctx;
    const policies = await db
      .select()
      .from(alertPolicies)
      .where(and(eq(alertPolicies.isActive, true), sql`'email' = any(${alertPolicies.channels})`));
    if (policies.length === 0) return;
    // Per group, the most severe report of this batch is the one that may set a policy off.
    const worst = new Map<number, StoredReport>();
    for (const report of stored) {
      const seen = worst.get(report.groupId);
      if (!seen || severityRank(report.severity) > severityRank(seen.severity))
        worst.set(report.groupId, report);
    }
    const due: { policy: Policy; report: StoredReport }[] = [];
    for (const policy of policies)
      for (const report of worst.values())
        if (severityRank(report.severity) >= severityRank(policy.minSeverity))
          if (await claimAlertWindow(db, policy, report.groupId, report.at)) due.push({ policy, report });
    if (due.length === 0) return;
    const groups = await db
      .select()
      .from(errorGroups)
      .where(
        inArray(
          errorGroups.id,
          due.map((d) => d.report.groupId),
        ),
      );
    const byId = new Map(groups.map((g) => [g.id, g]));
    for (const { policy, report } of due) {
      const group = byId.get(report.groupId);
      if (group) await this.send(policy, group, report);
    }
  }

  private async send(policy: Policy, group: Group, report: StoredReport): Promise<void> {
    const { db } = this.ctx;
    const [alert] = await db
      .insert(errorAlerts)
      .values({
        policyId: policy.id,
        groupId: group.id,
        errorReportId: report.id,
        channel: 'email',
        recipients: policy.recipients,
        status: 'sending',
        createdAt: report.at,
      })
      .returning({ id: errorAlerts.id });
    if (!alert) return;
    try {
      await this.ctx.mailer.send(alertMail(this.ctx, policy, group, report.severity));
      await db
        .update(errorAlerts)
        .set({ status: 'sent', sentAt: this.ctx.clock() })
        .where(eq(errorAlerts.id, alert.id));
    } catch (err) {
      this.ctx.log.warn({ err, policyId: policy.id, groupId: group.id }, 'error alert e-mail failed');
      await db
        .update(errorAlerts)
        .set({ status: 'failed', error: oneLine(err instanceof Error ? err.message : String(err), 500) })
        .where(eq(errorAlerts.id, alert.id));
    }
  }
}

const byContext = new WeakMap<AppContext, ErrorAlerts>();

/** The one ErrorAlerts of an app (the telemetry routes start dispatches; tests wait for them to finish). */
export function errorAlertsFor(ctx: AppContext): ErrorAlerts {
  let alerts = byContext.get(ctx);
  if (!alerts) {
    alerts = new ErrorAlerts(ctx);
    byContext.set(ctx, alerts);
  }
  return alerts;
}
