// The print shop (issue 15 item 1; spec section 3: print_products, print_options, print_orders): a premium
// member's print product made from one of their own photo sightings, the sizes and materials administrators
// offer, and buyers' orders with their fulfilment steps. Money is integer minor units of USD (see
// server/features/prints/pricing.ts for why), computed by the server only.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { sightings } from './sightings';
import { users } from './users';

export const printProducts = pgTable(
  'print_products',
  {
    id: serial('id').primaryKey(),
    sightingId: integer('sighting_id')
      .notNull()
      .references(() => sightings.id, { onDelete: 'cascade' }),
    /** The artist: the sighting's author. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** USD minor units (cents). */
    basePrice: integer('base_price').notNull(),
    /** Percent of the order's net price that goes to the artist. */
    artistCommission: integer('artist_commission').notNull().default(70),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Prints sold (sum of paid quantities), kept with SQL in the payment's transaction. */
    totalSales: integer('total_sales').notNull().default(0),
    /** Sum of the paid orders' totals, USD minor units. */
    revenue: integer('revenue').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_products_user_idx').on(t.userId),
    index('print_products_active_idx').on(t.isActive, t.createdAt),
    check('print_products_price_check', sql`${t.basePrice} > 0`),
    check('print_products_commission_check', sql`${t.artistCommission} between 0 and 100`),
  ],
);

export const printOptions = pgTable(
  'print_options',
  {
    id: serial('id').primaryKey(),
    /** 'A4', 'A3', 'A2', '30x45cm'... */
    size: text('size').notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    /** fine_art_paper | canvas | aluminium */
    material: text('material').notNull(),
    /** matte | lustre | gloss | satin */
    finishType: text('finish_type').notNull(),
    /** Added to the product's base price, USD minor units (may be 0). */
    priceAdjustment: integer('price_adjustment').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('print_options_kind_idx').on(t.size, t.material, t.finishType),
    check('print_options_size_check', sql`${t.widthMm} > 0 and ${t.heightMm} > 0`),
  ],
);

export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postcode: string;
  region?: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export const printOrders = pgTable(
  'print_orders',
  {
    id: serial('id').primaryKey(),
    /** The buyer. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => printProducts.id, { onDelete: 'restrict' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => printOptions.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    /** basePrice + priceAdjustment at order time, minor units. */
    unitPrice: integer('unit_price').notNull(),
    /** unitPrice x quantity: the order's net price (no shipping or tax is charged on top). */
    totalPrice: integer('total_price').notNull(),
    /** round(totalPrice x artistCommission / 100), fixed at order time. */
    artistEarnings: integer('artist_earnings').notNull(),
    artistCommission: integer('artist_commission').notNull(),
    currency: text('currency').notNull().default('USD'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    /** pending | paid | in_production | shipped | delivered | cancelled | refunded */
    orderStatus: text('order_status').notNull().default('pending'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    inProductionAt: timestamp('in_production_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_orders_user_idx').on(t.userId, t.createdAt),
    index('print_orders_product_idx').on(t.productId),
    index('print_orders_status_idx').on(t.orderStatus, t.createdAt),
    check('print_orders_quantity_check', sql`${t.quantity} between 1 and 20`),
  ],
);

export type PrintProductRow = typeof printProducts.$inferSelect;
export type PrintOptionRow = typeof printOptions.$inferSelect;
export type PrintOrderRow = typeof printOrders.$inferSelect;
