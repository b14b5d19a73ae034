// The print shop (issue 15 item 1; spec section 3: print_products, print_options, print_orders). What the browser
// and the server exchange, the order's life as a state machine both sides state, and the server's refusals.
//
// Money: every price is in US dollar minor units (cents). Artists set their base price in USD and buyers pay
// USD: the regional table (common/constants/regional-pricing.ts) only fixes the subscription and contest prices,
// it has no exchange rates, and converting at a made-up rate would be dishonest. Pages format the USD amount with
// Intl in the member's own locale. An order's net price is (basePrice + option.priceAdjustment) x quantity:
// WildLens charges no shipping and no tax on top, so net price = the order's total.
import { z } from 'zod';
import { checkoutStartedSchema, PAYMENT_METHOD_VALUES } from './payments';

export const PRINT_CURRENCY = 'USD';
export const PRINT_MATERIALS = ['fine_art_paper', 'canvas', 'aluminium'] as const;
export const PRINT_FINISHES = ['matte', 'lustre', 'gloss', 'satin'] as const;
export const PRINT_ORDER_STATUSES = [
  'pending',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/** The steps an administrator may take from each status ('refunded' only through the refund route). */
export const PRINT_ORDER_TRANSITIONS: Record<PrintOrderStatus, readonly PrintOrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['in_production', 'refunded'],
  in_production: ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const PRINT_RULES = {
  defaultCommission: 70,
  /** The print is made at 300 dpi where the original allows; below 150 dpi for the size it is refused. */
  targetDpi: 300,
  minimumDpi: 150,
  previewMaxPx: 800,
  maxQuantity: 20,
  maxBasePriceMinor: 1_000_000,
  maxTags: 10,
} as const;

/** Pixels a print of `mm` needs at `dpi`. */
export const pixelsFor = (mm: number, dpi: number) => Math.ceil((mm / 25.4) * dpi);

export const PRINT_MESSAGES = {
  premiumOnly: 'Print products are a Premium benefit: upgrade to sell prints of your photos.',
  ownSightingOnly: 'You can only sell prints of your own published photo sightings.',
  noOriginal: 'This sighting has no original photo kept on WildLens to print from.',
  productNotFound: 'Print product not found.',
  optionNotFound: 'This print option is not available.',
  orderNotFound: 'Print order not found.',
  notYours: 'Print product not found.',
  resolutionTooLow:
    "The photo's resolution is too low for a {{size}} print: it needs at least {{needed}} pixels at 150 dpi.",
  illegalTransition: 'An order cannot go from {{from}} to {{to}}.',
  trackingRequired: 'A shipped order needs a tracking number and a tracking URL.',
  permission: 'Managing print options and orders needs the manageProducts permission.',
  notRefundable: 'Only a paid order that has not been refunded can be refunded.',
  hasOrders: 'This product has orders: it was deactivated instead of deleted.',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const printIdParamsSchema = z.object({ id });

const tag = z.string().trim().min(1).max(30);
const title = z.string().trim().min(1).max(120);
const description = z.string().trim().max(2000);

export const printProductCreateSchema = z.strictObject({
  sightingId: id,
  title,
  description: description.default(''),
  basePrice: z.number().int().min(100).max(PRINT_RULES.maxBasePriceMinor),
  tags: z.array(tag).max(PRINT_RULES.maxTags).default([]),
});
export type PrintProductCreate = z.infer<typeof printProductCreateSchema>;

export const printProductUpdateSchema = z
  .strictObject({
    title,
    description,
    basePrice: z.number().int().min(100).max(PRINT_RULES.maxBasePriceMinor),
    tags: z.array(tag).max(PRINT_RULES.maxTags),
    isActive: z.boolean(),
  })
  .partial();

export const printProductQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  tag: tag.optional(),
  artist: z.string().trim().min(1).max(50).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const printProductSchema = z.object({
  id: z.number().int(),
  sightingId: z.number().int(),
  speciesName: z.string(),
  artist: z.object({ id: z.number().int(), username: z.string() }),
  title: z.string(),
  description: z.string(),
  basePrice: z.number().int(),
  currency: z.string(),
  artistCommission: z.number().int(),
  tags: z.array(z.string()),
  totalSales: z.number().int(),
  isActive: z.boolean(),
  previewUrl: z.string(),
  /** Width and height of the original, so pages can say which sizes it prints at. */
  originalWidth: z.number().int().nullable(),
  originalHeight: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PrintProduct = z.infer<typeof printProductSchema>;

export const ownPrintProductSchema = printProductSchema.extend({ revenue: z.number().int() });
export type OwnPrintProduct = z.infer<typeof ownPrintProductSchema>;

export const printProductListSchema = z.object({
  products: z.array(printProductSchema),
  hasMore: z.boolean(),
});

export const printOptionSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  material: z.enum(PRINT_MATERIALS),
  finishType: z.enum(PRINT_FINISHES),
  priceAdjustment: z.number().int(),
  isActive: z.boolean(),
});
export type PrintOption = z.infer<typeof printOptionSchema>;
export const printOptionListSchema = z.object({ options: z.array(printOptionSchema) });

export const printOptionInputSchema = z.strictObject({
  size: z.string().trim().min(1).max(20),
  widthMm: z.number().int().min(50).max(3000),
  heightMm: z.number().int().min(50).max(3000),
  material: z.enum(PRINT_MATERIALS),
  finishType: z.enum(PRINT_FINISHES),
  priceAdjustment: z.number().int().min(0).max(PRINT_RULES.maxBasePriceMinor),
  isActive: z.boolean().default(true),
});
export const printOptionUpdateSchema = printOptionInputSchema.partial();

export const shippingAddressSchema = z.strictObject({
  name: z.string().trim().min(1).max(100),
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).optional(),
  city: z.string().trim().min(1).max(100),
  postcode: z.string().trim().min(1).max(20),
  region: z.string().trim().max(100).optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code (ISO 3166-1), e.g. GB')
    .transform((c) => c.toUpperCase()),
});
export type ShippingAddressInput = z.infer<typeof shippingAddressSchema>;

/** The address as stored and answered (no transform: response schemas are encoded). */
export const storedAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  postcode: z.string(),
  region: z.string().optional(),
  country: z.string(),
});

export const printOrderCreateSchema = z.strictObject({
  productId: id,
  optionId: id,
  quantity: z.number().int().min(1).max(PRINT_RULES.maxQuantity).default(1),
  shippingAddress: shippingAddressSchema,
  method: z.enum(PAYMENT_METHOD_VALUES).optional(),
});

export const printOrderSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productTitle: z.string(),
  previewUrl: z.string(),
  option: z.object({
    id: z.number().int(),
    size: z.string(),
    material: z.string(),
    finishType: z.string(),
  }),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  artistEarnings: z.number().int(),
  currency: z.string(),
  shippingAddress: storedAddressSchema,
  orderStatus: z.enum(PRINT_ORDER_STATUSES),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  paymentId: z.number().int().nullable(),
  buyer: z.object({ id: z.number().int(), username: z.string() }).optional(),
  steps: z.object({
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    inProductionAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
  }),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;
export const printOrderListSchema = z.object({ orders: z.array(printOrderSchema) });

export const printOrderStartedSchema = z.object({
  order: printOrderSchema,
  checkout: checkoutStartedSchema,
});

export const printSalesSchema = z.object({
  /** Sum of artistEarnings over paid orders not refunded, USD minor units. */
  totalEarnings: z.number().int(),
  currency: z.string(),
  orders: z.array(printOrderSchema),
});

export const adminPrintOrdersQuerySchema = z.object({
  status: z.enum(PRINT_ORDER_STATUSES).optional(),
  productId: id.optional(),
  buyer: z.string().trim().min(1).max(50).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const printOrderStatusUpdateSchema = z.strictObject({
  status: z.enum(['in_production', 'shipped', 'delivered', 'cancelled']),
  trackingNumber: z.string().trim().min(1).max(100).optional(),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});

export const printRefundBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });
