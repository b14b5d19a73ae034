// PayPal billing plans (issue 14): PayPal subscriptions need a plan with a fixed price, and our prices are
// regional (one per currency), so a plan is created at PayPal the first time a (currency, amount) is sold and
// remembered here; later checkouts reuse it. Owned by server/payments/paypal.
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const paypalPlans = pgTable(
  'paypal_plans',
  {
    id: serial('id').primaryKey(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    /** The monthly price in the currency's minor units. */
    amountMinor: integer('amount_minor').notNull(),
    /** PayPal's catalog product the plan belongs to (one "WildLens Premium Explorer" product). */
    productId: text('product_id').notNull(),
    planId: text('plan_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('paypal_plans_currency_amount_idx').on(table.currency, table.amountMinor)],
);
