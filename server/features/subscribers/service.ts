// The subscribers of Premium Explorer as the operator sees them (issue 14 items 2 and 6): members with a paid
// subscription or complimentary months, their monthly price, the monthly recurring revenue per currency, and the
// revenue of the last twelve calendar months (UTC) per currency and purpose. Every figure is one set-based query
// that runs the same on PGlite and PostgreSQL; sums are read back as text and checked to be exact integers of
// minor units (no floating point anywhere).
//
// Every WildLens plan is monthly (server/payments/prices.ts has one monthly premium price per region), so a
// subscription's monthly amount is the amount of its latest paid premium payment; there is no yearly plan to
// divide by twelve.
import {
  SUBSCRIBER_STATUSES,
  type Subscriber,
  type SubscriberList,
  type SubscriberProvider,
  type SubscriberStatus,
  type SubscribersQuery,
  type SubscribersSummary,
} from '@common/schemas/subscribers';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A sum or count the database sent as text (bigint): an exact integer, or the query is wrong. */
function integer(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not an exact integer: ${String(value)}`);
  return n;
}

/** ISO 8601 in UTC, written by the database so both drivers answer the same string. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Payments that were paid (a refunded one was paid first; its refunds are counted on their own). */
const PAID = sql`('succeeded', 'partially_refunded', 'refunded')`;

/**
 * Every member with a subscription row or a premium grant, one row each, with the derived status and the
 * subscription's monthly price (its latest paid premium payment, by provider subscription id or the checkout).
 * Complimentary months that ended with no subscription count as canceled.
 */
const subscribersAt = (now: Date) => sql`
  grant_span as (
    select user_id, min(starts_at) as started, max(ends_at) as ends
    from premium_grants group by user_id
  ),
  subscriber as (
    select
      u.id as user_id,
      u.username,
      u.email,
      u.subscription_tier as tier,
      u.free_months_earned,
      u.free_months_used,
      s.id as subscription_id,
      s.provider,
      s.method,
      s.status as provider_status,
      s.current_period_end,
      coalesce(s.created_at, g.started) as started_at,
      g.ends as complimentary_until,
      price.amount_minor,
      price.currency,
      case
        when s.id is null and g.ends > ${now.toISOString()}::timestamptz then 'complimentary'
        when s.id is null then 'canceled'
        when s.status in ('active', 'past_due', 'unpaid') and s.cancel_at_period_end then 'cancel_at_period_end'
        when s.status = 'active' then 'active'
        when s.status in ('past_due', 'unpaid') then 'past_due'
        when s.status = 'incomplete' then 'incomplete'
        else 'canceled'
      end as status
    from users u
    left join subscriptions s on s.user_id = u.id
    left join grant_span g on g.user_id = u.id
    left join lateral (
      select p.amount_minor, p.currency
      from payments p
      where s.id is not null
        and p.user_id = s.user_id
        and p.purpose = 'premium_subscription'
        and p.status in ${PAID}
        and (p.id = s.payment_id
          or (p.provider = s.provider and p.provider_subscription_id = s.provider_subscription_id))
      order by p.paid_at desc nulls last, p.id desc
      limit 1
    ) price on true
    where s.id is not null or g.user_id is not null
  )`;

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtersOf(q: SubscribersQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`status = ${q.status}`);
  if (q.provider) parts.push(sql`provider = ${q.provider}`);
  if (q.currency) parts.push(sql`currency = ${q.currency}`);
  if (q.search) {
    const pattern = likePattern(q.search.toLowerCase());
    parts.push(sql`(lower(username) like ${pattern} or lower(coalesce(email, '')) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS: Record<SubscribersQuery['sort'], SQL> = {
  started: sql`started_at`,
  username: sql`lower(username) collate "C"`,
  periodEnd: sql`coalesce(current_period_end, complimentary_until)`,
  amount: sql`amount_minor`,
};

interface SubscriberDbRow {
  user_id: number;
  username: string;
  email: string | null;
  tier: string;
  status: SubscriberStatus;
  provider: SubscriberProvider | null;
  method: string | null;
  currency: string | null;
  amount_minor: number | string | null;
  started_at: string | null;
  current_period_end: string | null;
  complimentary_until: string | null;
  free_months_earned: number;
  free_months_used: number;
}

const present = (r: SubscriberDbRow): Subscriber => ({
  userId: r.user_id,
  username: r.username,
  email: r.email,
  tier: r.tier,
  status: r.status,
  provider: r.provider,
  method: r.method,
  currency: r.currency,
  monthlyAmountMinor: r.amount_minor === null ? null : integer(r.amount_minor),
  startedAt: r.started_at,
  currentPeriodEnd: r.current_period_end,
  complimentaryUntil: r.complimentary_until,
  freeMonthsEarned: r.free_months_earned,
  freeMonthsUsed: r.free_months_used,
});

/** The first instant of the month `back` months before the month of `now` (UTC). */
function monthStart(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

export class SubscriberQueries {
  constructor(private readonly db: Db) {}

  /** One page of the filtered, sorted list, and how many match in all. */
  async list(q: SubscribersQuery, now: Date): Promise<SubscriberList> {
    const where = filtersOf(q);
    const direction = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
    const [page, [total]] = await Promise.all([
      this.page(where, sql`order by ${SORT_COLUMNS[q.sort]} ${direction}, user_id ${direction}`, q, now),
      rows<{ n: number | string }>(
        this.db,
        sql`with ${subscribersAt(now)} select count(*)::int as n from subscriber where ${where}`,
      ),
    ]);
    return { subscribers: page, total: integer(total?.n), limit: q.limit, offset: q.offset };
  }

  /** Every row the filters match (the CSV export), in the list's order, a page of `batch` at a time. */
  async *all(q: SubscribersQuery, now: Date, batch = 500): AsyncGenerator<Subscriber[]> {
    const where = filtersOf(q);
    const direction = q.order === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
    const order = sql`order by ${SORT_COLUMNS[q.sort]} ${direction}, user_id ${direction}`;
    for (let offset = 0; ; offset += batch) {
      const found = await this.page(where, order, { limit: batch, offset }, now);
      if (found.length) yield found;
      if (found.length < batch) return;
    }
  }

  private async page(
    where: SQL,
    order: SQL,
    at: { limit: number; offset: number },
    now: Date,
  ): Promise<Subscriber[]> {
    const found = await rows<SubscriberDbRow>(
      this.db,
      sql`with ${subscribersAt(now)}
        select user_id, username, email, tier, status, provider, method, currency,
          amount_minor::text as amount_minor,
          ${iso(sql`started_at`)} as started_at,
          ${iso(sql`current_period_end`)} as current_period_end,
          ${iso(sql`complimentary_until`)} as complimentary_until,
          free_months_earned, free_months_used
        from subscriber
        where ${where}
        ${order}
        limit ${at.limit} offset ${at.offset}`,
    );
    return found.map(present);
  }

  /** MRR per currency, subscribers per status and provider, and twelve months of revenue (now's month last). */
  async summary(now: Date): Promise<SubscribersSummary> {
    const from = monthStart(now, 11);
    const until = monthStart(now, -1);
    const [mrr, statuses, providers, revenue] = await Promise.all([
      rows<{ currency: string; amount: string; subscriptions: number | string }>(
        this.db,
        sql`with ${subscribersAt(now)}
          select currency, sum(amount_minor)::text as amount, count(*)::int as subscriptions
          from subscriber
          where provider_status in ('active', 'past_due', 'unpaid') and currency is not null
          group by currency order by currency`,
      ),
      rows<{ status: SubscriberStatus; n: number | string }>(
        this.db,
        sql`with ${subscribersAt(now)} select status, count(*)::int as n from subscriber group by status`,
      ),
      rows<{ provider: SubscriberProvider; n: number | string }>(
        this.db,
        sql`with ${subscribersAt(now)}
          select provider, count(*)::int as n from subscriber
          where provider is not null and provider_status in ('active', 'past_due', 'unpaid')
          group by provider order by provider`,
      ),
      rows<{ month: string; currency: string; purpose: string; gross: string; refunded: string }>(
        this.db,
        sql`select month, currency, purpose, sum(gross)::text as gross, sum(refunded)::text as refunded
          from (
            select to_char(p.paid_at at time zone 'UTC', 'YYYY-MM') as month, p.currency, p.purpose,
              p.amount_minor::bigint as gross, 0::bigint as refunded
            from payments p
            where p.status in ${PAID} and p.paid_at >= ${from.toISOString()}::timestamptz
              and p.paid_at < ${until.toISOString()}::timestamptz
            union all
            select to_char(r.updated_at at time zone 'UTC', 'YYYY-MM'), r.currency, r.payment_type,
              0::bigint, r.amount::bigint
            from refunds r
            where r.refund_status = 'succeeded' and r.updated_at >= ${from.toISOString()}::timestamptz
              and r.updated_at < ${until.toISOString()}::timestamptz
          ) money
          group by month, currency, purpose
          order by month, currency, purpose`,
      ),
    ]);
    const counted = new Map(statuses.map((s) => [s.status, integer(s.n)]));
    return {
      mrr: mrr.map((m) => ({
        currency: m.currency,
        amountMinor: integer(m.amount),
        subscriptions: integer(m.subscriptions),
      })),
      byStatus: SUBSCRIBER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
      byProvider: providers.map((p) => ({ provider: p.provider, count: integer(p.n) })),
      months: Array.from({ length: 12 }, (_, i) => monthKey(monthStart(now, 11 - i))),
      revenue: revenue.map((r) => {
        const grossMinor = integer(r.gross);
        const refundedMinor = integer(r.refunded);
        return {
          month: r.month,
          currency: r.currency,
          purpose: r.purpose,
          grossMinor,
          refundedMinor,
          netMinor: grossMinor - refundedMinor,
        };
      }),
    };
  }
}
