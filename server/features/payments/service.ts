// The reads behind the payments routes: a member's own payments, one of them, and the administrator's list with
// its filters. Ownership is part of the query: another member's payment is simply not found.
import type { AdminPayment, PaymentStatus, PaymentSummary } from '@common/schemas/payments';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentRow, payments, users } from '../../db/schema';

const MEMBER_LIST_LIMIT = 100;

export function presentPayment(p: PaymentRow): PaymentSummary {
  return {
    id: p.id,
    purpose: p.purpose as PaymentSummary['purpose'],
    method: p.method as PaymentSummary['method'],
    provider: p.provider as PaymentSummary['provider'],
    amountMinor: p.amountMinor,
    currency: p.currency,
    status: p.status as PaymentStatus,
    failureMessage: p.failureMessage,
    description: p.description,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    refundedMinor: p.refundedMinor,
  };
}

export function presentAdminPayment(p: PaymentRow, username: string): AdminPayment {
  return {
    ...presentPayment(p),
    userId: p.userId,
    username,
    referenceId: p.referenceId,
    providerCheckoutId: p.providerCheckoutId,
    providerPaymentId: p.providerPaymentId,
    providerSubscriptionId: p.providerSubscriptionId,
  };
}

export interface AdminPaymentFilters {
  status?: PaymentStatus | undefined;
  purpose?: PaymentSummary['purpose'] | undefined;
  userId?: number | undefined;
  page: number;
  pageSize: number;
}

export class PaymentQueries {
  constructor(private readonly db: Db) {}

  async listOwn(userId: number): Promise<PaymentSummary[]> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(MEMBER_LIST_LIMIT);
    return rows.map(presentPayment);
  }

  async getOwn(id: number, userId: number): Promise<PaymentSummary | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return row ? presentPayment(row) : null;
  }

  async adminGet(id: number): Promise<AdminPayment | null> {
    const [row] = await this.db
      .select({ payment: payments, username: users.username })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, id));
    return row ? presentAdminPayment(row.payment, row.username) : null;
  }

  async adminList(filters: AdminPaymentFilters) {
    const conditions: SQL[] = [];
    if (filters.status) conditions.push(eq(payments.status, filters.status));
    if (filters.purpose) conditions.push(eq(payments.purpose, filters.purpose));
    if (filters.userId) conditions.push(eq(payments.userId, filters.userId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ payment: payments, username: users.username })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(filters.pageSize)
        .offset((filters.page - 1) * filters.pageSize),
      this.db.select({ n: count() }).from(payments).where(where),
    ]);
    return {
      payments: rows.map((r) => presentAdminPayment(r.payment, r.username)),
      total: total?.n ?? 0,
      page: filters.page,
      pageSize: filters.pageSize,
    };
  }
}
