// PayPal billing plans for Premium Explorer, one per regional price: created at PayPal the first time a
// (currency, monthly amount) is sold, remembered in paypal_plans, reused afterwards. PayPal-Request-Id keys make
// two processes creating the same plan at once get the same product and plan back from PayPal.
import {
  IntervalUnit,
  PlanRequestStatus,
  SetupFeeFailureAction,
  TenureType,
} from '@paypal/paypal-server-sdk';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { paypalPlans } from '../../db/schema';
import { toPayPalValue } from './paypal-amounts';
import type { PayPalConnection } from './paypal-client';

const PRODUCT_NAME = 'WildLens Premium Explorer';

/** Failed renewals PayPal retries before it suspends the subscription (BILLING.SUBSCRIPTION.SUSPENDED). */
const PAYMENT_FAILURE_THRESHOLD = 3;

const productSchema = z.object({ id: z.string().min(1) });

export interface PayPalPlan {
  productId: string;
  planId: string;
}

async function storedPlan(db: Db, currency: string, amountMinor: number): Promise<PayPalPlan | null> {
  const [row] = await db
    .select({ productId: paypalPlans.productId, planId: paypalPlans.planId })
    .from(paypalPlans)
    .where(and(eq(paypalPlans.currency, currency), eq(paypalPlans.amountMinor, amountMinor)))
    .limit(1);
  return row ?? null;
}

/** The one catalog product every plan hangs off: the one a stored plan names, else a new one (Catalog API). */
async function productId(db: Db, paypal: PayPalConnection): Promise<string> {
  const [row] = await db.select({ productId: paypalPlans.productId }).from(paypalPlans).limit(1);
  if (row) return row.productId;
  const created = productSchema.parse(
    await paypal.rest(
      'POST',
      '/v1/catalogs/products',
      {
        name: PRODUCT_NAME,
        description: 'Monthly Premium Explorer membership of WildLens',
        type: 'SERVICE',
        category: 'SOFTWARE',
      },
      { 'PayPal-Request-Id': 'wildlens-premium-product' },
    ),
  );
  return created.id;
}

export async function premiumPlan(
  db: Db,
  paypal: PayPalConnection,
  currency: string,
  amountMinor: number,
): Promise<PayPalPlan> {
  const code = currency.toUpperCase();
  const stored = await storedPlan(db, code, amountMinor);
  if (stored) return stored;

  const product = await productId(db, paypal);
  const value = toPayPalValue(amountMinor, code);
  const { result } = await paypal.subscriptions.createBillingPlan({
    paypalRequestId: `wildlens-plan-${code}-${amountMinor}`,
    prefer: 'return=representation',
    body: {
      productId: product,
      name: `${PRODUCT_NAME}, monthly ${value} ${code}`,
      status: PlanRequestStatus.Active,
      billingCycles: [
        {
          frequency: { intervalUnit: IntervalUnit.Month, intervalCount: 1 },
          tenureType: TenureType.Regular,
          sequence: 1,
          // 0: renews until cancelled.
          totalCycles: 0,
          pricingScheme: { fixedPrice: { currencyCode: code, value } },
        },
      ],
      paymentPreferences: {
        autoBillOutstanding: true,
        setupFeeFailureAction: SetupFeeFailureAction.Cancel,
        paymentFailureThreshold: PAYMENT_FAILURE_THRESHOLD,
      },
    },
  });
  if (!result.id) throw new Error('PayPal created a billing plan without an id');

  // Another process may have stored its plan meanwhile: the first stored one wins, for every later checkout.
  await db
    .insert(paypalPlans)
    .values({ currency: code, amountMinor, productId: product, planId: result.id })
    .onConflictDoNothing({ target: [paypalPlans.currency, paypalPlans.amountMinor] });
  return (await storedPlan(db, code, amountMinor)) ?? { productId: product, planId: result.id };
}
