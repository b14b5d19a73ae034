// The print shop's rules (issue 15 item 1): premium members turn their own published photo sightings into print
// products; buyers order at the server's price ((basePrice + option.priceAdjustment) x quantity, USD minor units:
// the net price, WildLens charges no shipping or tax on top) and pay through the payments interface; the artist
// earns round(net x artistCommission / 100), fixed on the order. Totals move in the payment's transaction
// (purpose.ts); administrators move orders along PRINT_ORDER_TRANSITIONS.
import {
  PRINT_CURRENCY,
  PRINT_MESSAGES,
  PRINT_ORDER_TRANSITIONS,
  type PrintOrder,
  type PrintOrderStatus,
  type PrintProduct,
  type printOptionInputSchema,
  type printOptionUpdateSchema,
  type printOrderCreateSchema,
  type printOrderStatusUpdateSchema,
  type printProductCreateSchema,
  type printProductUpdateSchema,
} from '@common/schemas/prints';
import { and, arrayContains, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  mediaAssets,
  type PrintOrderRow,
  printOptions,
  printOrders,
  printProducts,
  sightings,
  type UserRow,
  users,
} from '../../db/schema';
import type { AppContext } from '../../http/context';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { paymentSupportFor } from '../../payments/prices';
import { benefitsOfMember } from '../benefits/member-benefits';
import type { PrintEmailStep } from './email-strings';
import { assertPrintable, makePreview, makePrintFile, readOriginal } from './print-file';

const PAGE = 24;
export const previewKey = (productId: number) => `prints/preview-${productId}.webp`;

export async function queuePrintEmail(tx: Pick<Db, 'insert'>, orderId: number, step: PrintEmailStep) {
  await enqueueJob(tx as Db, 'print_order_email', { orderId, step });
}

/** Queues the refund of a payment that came for an order already paid or closed (extra-payment.ts). */
export async function queueExtraPaymentRefund(tx: Pick<Db, 'insert'>, orderId: number, paymentId: number) {
  await enqueueJob(tx as Db, 'print_order_email', { orderId, step: 'duplicate_refund', paymentId });
}

/** The artist's share of a net price, rounded half up to the minor unit. */
export function artistShare(netMinor: number, commission: number): number {
  return Math.round((netMinor * commission) / 100);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export class PrintService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  // ---- products ----

  private productSelect() {
    return this.db
      .select({
        p: printProducts,
        username: users.username,
        speciesName: sightings.speciesName,
        width: mediaAssets.width,
        height: mediaAssets.height,
      })
      .from(printProducts)
      .innerJoin(users, eq(users.id, printProducts.userId))
      .innerJoin(sightings, eq(sightings.id, printProducts.sightingId))
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId));
  }

  private present(row: {
    p: typeof printProducts.$inferSelect;
    username: string;
    speciesName: string;
    width: number | null;
    height: number | null;
  }): PrintProduct & { revenue: number } {
    const { p } = row;
    return {
      id: p.id,
      sightingId: p.sightingId,
      speciesName: row.speciesName,
      artist: { id: p.userId, username: row.username },
      title: p.title,
      description: p.description,
      basePrice: p.basePrice,
      currency: PRINT_CURRENCY,
      artistCommission: p.artistCommission,
      tags: p.tags,
      totalSales: p.totalSales,
      isActive: p.isActive,
      previewUrl: this.ctx.media.publicUrl(previewKey(p.id)),
      originalWidth: row.width,
      originalHeight: row.height,
      createdAt: p.createdAt.toISOString(),
      revenue: p.revenue,
    };
  }

  async list(query: { search?: string; tag?: string; artist?: string; page: number }) {
    const where: SQL[] = [eq(printProducts.isActive, true)];
    if (query.search) {
      const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(
        ilike(printProducts.title, like),
        ilike(printProducts.description, like),
        ilike(sightings.speciesName, like),
      );
      if (match) where.push(match);
    }
    if (query.tag) where.push(arrayContains(printProducts.tags, [query.tag]));
    if (query.artist) where.push(eq(sql`lower(${users.username})`, query.artist.toLowerCase()));
    const rows = await this.productSelect()
      .where(and(...where))
      .orderBy(desc(printProducts.createdAt), desc(printProducts.id))
      .limit(PAGE + 1)
      .offset((query.page - 1) * PAGE);
    return {
      products: rows.slice(0, PAGE).map((r) => {
        const { revenue: _r, ...rest } = this.present(r);
        return rest;
      }),
      hasMore: rows.length > PAGE,
    };
  }

  /** An active product (anyone), or the artist's own inactive one. */
  async detail(id: number, viewer: UserRow | null): Promise<PrintProduct> {
    const [row] = await this.productSelect().where(eq(printProducts.id, id));
    if (!row || (!row.p.isActive && row.p.userId !== viewer?.id))
      throw notFound(PRINT_MESSAGES.productNotFound);
    const { revenue: _r, ...rest } = this.present(row);
    return rest;
  }

  async mine(user: UserRow) {
    const rows = await this.productSelect()
      .where(eq(printProducts.userId, user.id))
      .orderBy(desc(printProducts.createdAt));
    return { products: rows.map((r) => this.present(r)) };
  }

  async create(user: UserRow, input: z.infer<typeof printProductCreateSchema>) {
    const benefits = await benefitsOfMember(this.db, user.id);
    if (!benefits.printOnDemand) throw forbidden(PRINT_MESSAGES.premiumOnly);
    const [found] = await this.db
      .select({ s: sightings, originalKey: mediaAssets.originalKey, kind: mediaAssets.kind })
      .from(sightings)
      .leftJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .where(eq(sightings.id, input.sightingId));
    if (!found || found.s.userId !== user.id || !found.s.isPublic || found.s.mediaType !== 'photo')
      throw forbidden(PRINT_MESSAGES.ownSightingOnly);
    if (!found.originalKey || found.kind !== 'photo')
      throw badRequest(PRINT_MESSAGES.noOriginal, [
        { path: 'sightingId', message: PRINT_MESSAGES.noOriginal },
      ]);
    const original = await readOriginal(this.ctx.media, found.originalKey);
    const preview = await makePreview(original);
    const now = this.ctx.clock();
    const [row] = await this.db
      .insert(printProducts)
      .values({
        sightingId: input.sightingId,
        userId: user.id,
        title: input.title,
        description: input.description,
        basePrice: input.basePrice,
        tags: [...new Set(input.tags)],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: printProducts.id });
    if (!row) throw new Error('print product not written');
    await this.ctx.media.put(previewKey(row.id), preview.data, 'image/webp');
    return this.ownProduct(user, row.id);
  }

  private async ownProduct(user: UserRow, id: number) {
    const [row] = await this.productSelect().where(eq(printProducts.id, id));
    if (!row || row.p.userId !== user.id) throw notFound(PRINT_MESSAGES.notYours);
    return this.present(row);
  }

  async update(user: UserRow, id: number, input: z.infer<typeof printProductUpdateSchema>) {
    await this.ownProduct(user, id);
    await this.db
      .update(printProducts)
      .set({
        ...input,
        ...(input.tags ? { tags: [...new Set(input.tags)] } : {}),
        updatedAt: this.ctx.clock(),
      })
      .where(and(eq(printProducts.id, id), eq(printProducts.userId, user.id)));
    return this.ownProduct(user, id);
  }

  /** Deletes a product nobody ordered; one with orders is deactivated (its orders keep their history). */
  async remove(user: UserRow, id: number): Promise<{ deleted: boolean; message?: string }> {
    await this.ownProduct(user, id);
    const [ordered] = await this.db
      .select({ id: printOrders.id })
      .from(printOrders)
      .where(eq(printOrders.productId, id))
      .limit(1);
    if (ordered) {
      await this.db
        .update(printProducts)
        .set({ isActive: false, updatedAt: this.ctx.clock() })
        .where(eq(printProducts.id, id));
      return { deleted: false, message: PRINT_MESSAGES.hasOrders };
    }
    await this.db.delete(printProducts).where(eq(printProducts.id, id));
    await this.ctx.media.delete(previewKey(id));
    return { deleted: true };
  }

  // ---- options ----

  async options(all = false) {
    const rows = await this.db
      .select()
      .from(printOptions)
      .where(all ? undefined : eq(printOptions.isActive, true))
      .orderBy(printOptions.priceAdjustment, printOptions.id);
    return { options: rows.map((o) => this.presentOption(o)) };
  }

  private presentOption(o: typeof printOptions.$inferSelect) {
    return {
      id: o.id,
      size: o.size,
      widthMm: o.widthMm,
      heightMm: o.heightMm,
      material: o.material as z.infer<typeof printOptionInputSchema>['material'],
      finishType: o.finishType as z.infer<typeof printOptionInputSchema>['finishType'],
      priceAdjustment: o.priceAdjustment,
      isActive: o.isActive,
    };
  }

  async createOption(input: z.infer<typeof printOptionInputSchema>) {
    const now = this.ctx.clock();
    const [row] = await this.db
      .insert(printOptions)
      .values({ ...input, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('This size, material and finish is already offered.', 'size');
    return this.presentOption(row);
  }

  async updateOption(id: number, input: z.infer<typeof printOptionUpdateSchema>) {
    try {
      const [row] = await this.db
        .update(printOptions)
        .set({ ...input, updatedAt: this.ctx.clock() })
        .where(eq(printOptions.id, id))
        .returning();
      if (!row) throw notFound(PRINT_MESSAGES.optionNotFound);
      return this.presentOption(row);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw conflict('This size, material and finish is already offered.', 'size');
    }
  }

  // ---- orders ----

  async order(user: UserRow, input: z.infer<typeof printOrderCreateSchema>) {
    const [row] = await this.productSelect().where(eq(printProducts.id, input.productId));
    if (!row?.p.isActive) throw notFound(PRINT_MESSAGES.productNotFound);
    const [option] = await this.db
      .select()
      .from(printOptions)
      .where(and(eq(printOptions.id, input.optionId), eq(printOptions.isActive, true)));
    if (!option)
      throw badRequest(PRINT_MESSAGES.optionNotFound, [
        { path: 'optionId', message: PRINT_MESSAGES.optionNotFound },
      ]);
    assertPrintable(row.width, row.height, option);
    const unitPrice = row.p.basePrice + option.priceAdjustment;
    const totalPrice = unitPrice * input.quantity;
    const now = this.ctx.clock();
    const [order] = await this.db
      .insert(printOrders)
      .values({
        userId: user.id,
        productId: row.p.id,
        optionId: option.id,
        quantity: input.quantity,
        unitPrice,
        totalPrice,
        artistCommission: row.p.artistCommission,
        artistEarnings: artistShare(totalPrice, row.p.artistCommission),
        currency: PRINT_CURRENCY,
        shippingAddress: input.shippingAddress,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('print order not written');
    const support = paymentSupportFor(user.preferredLanguage);
    try {
      const checkout = await this.ctx.payments.startCheckout({
        userId: user.id,
        purpose: 'print_order',
        referenceId: order.id,
        method: input.method ?? (support.cardSupported ? 'card' : 'paypal'),
        language: user.preferredLanguage ?? 'en',
        successPath: '/user/print-orders',
        cancelPath: `/print/${row.p.id}`,
        itemPrice: {
          amountMinor: totalPrice,
          currency: PRINT_CURRENCY,
          description: `WildLens print: ${row.p.title.slice(0, 80)} (${option.size}) x ${input.quantity}`,
        },
      });
      return { order: (await this.ordersWhere(eq(printOrders.id, order.id)))[0] as PrintOrder, checkout };
    } catch (error) {
      await this.db
        .delete(printOrders)
        .where(and(eq(printOrders.id, order.id), eq(printOrders.orderStatus, 'pending')));
      throw error;
    }
  }

  private async ordersWhere(where: SQL | undefined, withBuyer = false, page = 1): Promise<PrintOrder[]> {
    const rows = await this.db
      .select({ o: printOrders, p: printProducts, opt: printOptions, buyer: users.username })
      .from(printOrders)
      .innerJoin(printProducts, eq(printProducts.id, printOrders.productId))
      .innerJoin(printOptions, eq(printOptions.id, printOrders.optionId))
      .innerJoin(users, eq(users.id, printOrders.userId))
      .where(where)
      .orderBy(desc(printOrders.createdAt), desc(printOrders.id))
      .limit(100)
      .offset((page - 1) * 100);
    return rows.map(({ o, p, opt, buyer }) => ({
      id: o.id,
      productId: p.id,
      productTitle: p.title,
      previewUrl: this.ctx.media.publicUrl(previewKey(p.id)),
      option: { id: opt.id, size: opt.size, material: opt.material, finishType: opt.finishType },
      quantity: o.quantity,
      unitPrice: o.unitPrice,
      totalPrice: o.totalPrice,
      artistEarnings: o.artistEarnings,
      currency: o.currency,
      shippingAddress: o.shippingAddress,
      orderStatus: o.orderStatus as PrintOrderStatus,
      trackingNumber: o.trackingNumber,
      trackingUrl: o.trackingUrl,
      paymentId: o.paymentId,
      ...(withBuyer ? { buyer: { id: o.userId, username: buyer } } : {}),
      steps: {
        createdAt: o.createdAt.toISOString(),
        paidAt: iso(o.paidAt),
        inProductionAt: iso(o.inProductionAt),
        shippedAt: iso(o.shippedAt),
        deliveredAt: iso(o.deliveredAt),
        cancelledAt: iso(o.cancelledAt),
        refundedAt: iso(o.refundedAt),
      },
    }));
  }

  async buyerOrders(user: UserRow) {
    return { orders: await this.ordersWhere(eq(printOrders.userId, user.id)) };
  }

  /** The artist's sold orders (paid or later) without the buyers' addresses, and the sum of their earnings. */
  async sales(user: UserRow) {
    const sold: PrintOrderStatus[] = ['paid', 'in_production', 'shipped', 'delivered'];
    const orders = (
      await this.ordersWhere(
        and(eq(printProducts.userId, user.id), inArray(printOrders.orderStatus, [...sold, 'refunded'])),
      )
    ).map((o) => ({
      ...o,
      shippingAddress: { name: '', line1: '', city: '', postcode: '', country: o.shippingAddress.country },
    }));
    const [sum] = await this.db
      .select({ total: sql<string>`coalesce(sum(${printOrders.artistEarnings}), 0)` })
      .from(printOrders)
      .innerJoin(printProducts, eq(printProducts.id, printOrders.productId))
      .where(and(eq(printProducts.userId, user.id), inArray(printOrders.orderStatus, sold)));
    return { totalEarnings: Number(sum?.total ?? 0), currency: PRINT_CURRENCY, orders };
  }

  async adminOrders(query: { status?: PrintOrderStatus; productId?: number; buyer?: string; page: number }) {
    const where: SQL[] = [];
    if (query.status) where.push(eq(printOrders.orderStatus, query.status));
    if (query.productId) where.push(eq(printOrders.productId, query.productId));
    if (query.buyer) where.push(eq(sql`lower(${users.username})`, query.buyer.toLowerCase()));
    return { orders: await this.ordersWhere(where.length ? and(...where) : undefined, true, query.page) };
  }

  private async orderRow(id: number): Promise<PrintOrderRow> {
    const [order] = await this.db.select().from(printOrders).where(eq(printOrders.id, id));
    if (!order) throw notFound(PRINT_MESSAGES.orderNotFound);
    return order;
  }

  /** An administrator's step along PRINT_ORDER_TRANSITIONS; the buyer and artist are told by e-mail. */
  async setStatus(id: number, input: z.infer<typeof printOrderStatusUpdateSchema>): Promise<PrintOrder> {
    const order = await this.orderRow(id);
    const from = order.orderStatus as PrintOrderStatus;
    if (!PRINT_ORDER_TRANSITIONS[from].includes(input.status)) {
      const message = PRINT_MESSAGES.illegalTransition
        .replace('{{from}}', from)
        .replace('{{to}}', input.status);
      throw conflict(message, 'status');
    }
    if (input.status === 'shipped' && (!input.trackingNumber || !input.trackingUrl))
      throw badRequest(PRINT_MESSAGES.trackingRequired, [
        { path: 'trackingNumber', message: PRINT_MESSAGES.trackingRequired },
      ]);
    const now = this.ctx.clock();
    const stamp =
      input.status === 'in_production'
        ? { inProductionAt: now }
        : input.status === 'shipped'
          ? { shippedAt: now, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl }
          : input.status === 'delivered'
            ? { deliveredAt: now }
            : { cancelledAt: now };
    await this.db.transaction(async (tx) => {
      // Only from the status read: a concurrent step (or the payment arriving) makes this one a conflict.
      const moved = await tx
        .update(printOrders)
        .set({ orderStatus: input.status, ...stamp, updatedAt: now })
        .where(and(eq(printOrders.id, id), eq(printOrders.orderStatus, from)))
        .returning({ id: printOrders.id });
      if (!moved.length) throw conflict('The order changed meanwhile: reload it.', 'status');
      await queuePrintEmail(tx, id, input.status);
    });
    return (await this.ordersWhere(eq(printOrders.id, id), true))[0] as PrintOrder;
  }

  /** Refunds a paid order in full through the payments refund path; the webhook marks it refunded. */
  async refund(id: number, reason: string, adminId: number): Promise<PrintOrder> {
    const order = await this.orderRow(id);
    const from = order.orderStatus as PrintOrderStatus;
    if (!PRINT_ORDER_TRANSITIONS[from].includes('refunded') || !order.paymentId)
      throw conflict(PRINT_MESSAGES.notRefundable, 'status');
    await this.ctx.payments.refundPayment({
      paymentId: order.paymentId,
      reason,
      adminNotes: `Print order ${id} refunded from /product-management`,
      processedBy: adminId,
    });
    return (await this.ordersWhere(eq(printOrders.id, id), true))[0] as PrintOrder;
  }

  /** The print file of an order, at its size, from the private original. */
  async printFile(id: number) {
    const order = await this.orderRow(id);
    if (order.orderStatus === 'pending' || order.orderStatus === 'cancelled')
      throw conflict('Print files are made for paid orders only.', 'status');
    const [row] = await this.db
      .select({ key: mediaAssets.originalKey, opt: printOptions })
      .from(printOrders)
      .innerJoin(printProducts, eq(printProducts.id, printOrders.productId))
      .innerJoin(sightings, eq(sightings.id, printProducts.sightingId))
      .innerJoin(mediaAssets, eq(mediaAssets.id, sightings.mediaAssetId))
      .innerJoin(printOptions, eq(printOptions.id, printOrders.optionId))
      .where(eq(printOrders.id, id));
    if (!row) throw notFound(PRINT_MESSAGES.noOriginal);
    const file = await makePrintFile(await readOriginal(this.ctx.media, row.key), row.opt);
    return { ...file, filename: `wildlens-print-${id}-${row.opt.size}.jpg` };
  }
}
