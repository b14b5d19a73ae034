import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

// Validates the gear shop's seed catalogue (server/data/gear/catalog.json; see README.md next to it).

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case kebab-case slug');
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const num = (min: number, max: number) => z.number().min(min).max(max);
const focal = z.string().regex(/^\d+(?:-\d+)?mm$/, 'e.g. 200-600mm');

const categorySlugs = [
  'telephoto-lenses',
  'camera-bodies',
  'binoculars',
  'spotting-scopes',
  'tripods-and-gimbals',
  'trail-cameras',
  'hides-and-camouflage',
  'bags-and-packs',
] as const;
type CategorySlug = (typeof categorySlugs)[number];

const specificationSchemas = {
  'telephoto-lenses': z.strictObject({
    focalLength: focal,
    equivalentFocalLength: focal.optional(),
    maxAperture: z.string().regex(/^f\/\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?$/, 'e.g. f/5.6-6.3'),
    mount: text(2, 60),
    weightG: int(300, 6000).optional(),
    minFocusM: num(0.1, 10).optional(),
    stabilization: text(2, 60).optional(),
    filterMm: int(30, 130).optional(),
    internalZoom: z.boolean().optional(),
  }),
  'camera-bodies': z.strictObject({
    sensor: text(3, 80),
    megapixels: num(10, 110),
    burstFps: num(1, 120).optional(),
    mount: text(2, 60),
    weightG: int(300, 1600).optional(),
    ibis: text(2, 60).optional(),
    video: text(2, 40).optional(),
    weatherSealing: text(2, 40).optional(),
  }),
  binoculars: z.strictObject({
    magnification: num(4, 20),
    objectiveMm: int(20, 60),
    fieldOfViewM1000: num(50, 200).optional(),
    closeFocusM: num(0.5, 10).optional(),
    weightG: int(200, 1600).optional(),
    waterproof: z.boolean().optional(),
    prism: text(3, 60).optional(),
    glass: text(2, 40).optional(),
    imageStabilized: z.boolean().optional(),
  }),
  'spotting-scopes': z.strictObject({
    magnification: z.string().regex(/^\d+-\d+x/, 'zoom range, e.g. 25-60x'),
    objectiveMm: int(40, 120),
    angled: z.boolean().optional(),
    weightG: int(300, 3000).optional(),
    lengthMm: int(150, 600).optional(),
    glass: text(2, 40).optional(),
  }),
  'tripods-and-gimbals': z.strictObject({
    type: z.enum(['tripod', 'monopod', 'gimbal head', 'fluid gimbal head', 'gimbal adapter']),
    maxLoadKg: num(1, 50).optional(),
    maxHeightCm: num(50, 250).optional(),
    foldedCm: num(20, 120).optional(),
    weightKg: num(0.2, 6).optional(),
    material: text(3, 40).optional(),
    legSections: int(2, 6).optional(),
    arcaSwiss: z.boolean().optional(),
  }),
  'trail-cameras': z
    .strictObject({
      photoMp: num(1, 60).optional(),
      video: text(2, 40).optional(),
      triggerSpeedS: num(0.05, 5).optional(),
      detectionRangeM: num(3, 60).optional(),
      flash: z.enum(['no-glow', 'low-glow', 'white']).optional(),
      battery: text(2, 40).optional(),
      cellular: z.boolean(),
      cellularNetwork: text(2, 60).optional(),
      dualSensor: z.boolean().optional(),
    })
    .refine((s) => s.cellular || s.cellularNetwork === undefined, 'cellularNetwork only on cellular cameras'),
  'hides-and-camouflage': z.strictObject({
    type: text(3, 60),
    capacity: int(1, 6).optional(),
    size: text(2, 60).optional(),
    weightKg: num(0.1, 30).optional(),
    seeThroughWalls: z.boolean().optional(),
  }),
  'bags-and-packs': z.strictObject({
    volumeL: num(5, 120).optional(),
    fits: text(3, 80).optional(),
    weightKg: num(0.3, 6).optional(),
  }),
} satisfies Record<CategorySlug, z.ZodType>;

const categorySchema = z.strictObject({
  slug: z.enum(categorySlugs),
  name: text(3, 60),
  description: text(60, 400),
  icon: z.string().regex(/^[A-Z][A-Za-z0-9]+$/, 'a lucide-react export name (PascalCase)'),
});

const brandSchema = z.strictObject({
  slug,
  name: text(2, 60),
  country: text(2, 60).nullable(),
  website: z
    .string()
    .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/, 'an https origin without a path')
    .nullable(),
});

const productSchema = z.strictObject({
  slug,
  categorySlug: z.enum(categorySlugs),
  brandSlug: slug,
  name: text(3, 120),
  model: text(1, 80),
  summary: text(80, 600),
  specifications: z.record(z.string(), z.unknown()),
  msrpUsd: z.number().int().positive().max(20_000).nullable(),
  releaseYear: int(2010, 2026).optional(),
  asin: z
    .string()
    .regex(/^B0[0-9A-Z]{8}$/)
    .nullable(),
  wildlifeUses: z
    .array(z.enum(['birds', 'mammals', 'marine', 'insects', 'reptiles', 'amphibians']))
    .min(1)
    .refine((uses) => new Set(uses).size === uses.length, 'no repeated uses'),
  tags: z.array(slug).min(1).max(8),
});

const catalogSchema = z.strictObject({
  checkedOn: z.string().regex(/^20\d\d-(?:0[1-9]|1[0-2])$/, 'YYYY-MM'),
  priceBasis: z.literal('us-launch-list-price'),
  categories: z.array(categorySchema).length(categorySlugs.length),
  brands: z.array(brandSchema).min(1),
  products: z.array(productSchema).min(60),
});

const raw: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, 'catalog.json'), 'utf8'));

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

const parsed = catalogSchema.safeParse(raw);

describe('gear seed catalogue', () => {
  it('has a valid shape with at least 60 products', () => {
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });
});

describe.runIf(parsed.success)('gear seed catalogue contents', () => {
  const catalog = catalogSchema.parse(raw);

  it('has unique slugs, names and maker models', () => {
    expect(duplicates(catalog.categories.map((c) => c.slug))).toEqual([]);
    expect(duplicates(catalog.brands.map((b) => b.slug))).toEqual([]);
    expect(duplicates(catalog.products.map((p) => p.slug))).toEqual([]);
    expect(duplicates(catalog.products.map((p) => p.name))).toEqual([]);
    expect(duplicates(catalog.products.map((p) => `${p.brandSlug}/${p.model}`))).toEqual([]);
    expect(duplicates(catalog.products.map((p) => p.summary))).toEqual([]);
    expect(duplicates(catalog.products.flatMap((p) => (p.asin ? [p.asin] : [])))).toEqual([]);
  });

  it('resolves every category and brand, and uses every brand', () => {
    const categories = new Set(catalog.categories.map((c) => c.slug));
    const brands = new Set(catalog.brands.map((b) => b.slug));
    for (const product of catalog.products) {
      expect(categories.has(product.categorySlug), product.slug).toBe(true);
      expect(brands.has(product.brandSlug), product.slug).toBe(true);
    }
    const used = new Set(catalog.products.map((p) => p.brandSlug));
    expect(catalog.brands.filter((b) => !used.has(b.slug)).map((b) => b.slug)).toEqual([]);
  });

  it('has at least 6 products in every category', () => {
    for (const category of categorySlugs) {
      const count = catalog.products.filter((p) => p.categorySlug === category).length;
      expect(count, category).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives each product the specifications of its category, with values in range', () => {
    for (const product of catalog.products) {
      const result = specificationSchemas[product.categorySlug].safeParse(product.specifications);
      expect(result.success ? [] : result.error.issues, product.slug).toEqual([]);
    }
  });

  it('names binoculars after their magnification and objective', () => {
    for (const product of catalog.products.filter((p) => p.categorySlug === 'binoculars')) {
      const specs = specificationSchemas.binoculars.parse(product.specifications);
      expect(product.model, product.slug).toContain(`${specs.magnification}x${specs.objectiveMm}`);
    }
  });

  it('writes summaries of two or three sentences with no placeholder text', () => {
    for (const product of catalog.products) {
      const sentences = product.summary.split(/(?<=[.!?])\s+/).filter((s) => s.length > 0);
      expect(sentences.length, product.slug).toBeGreaterThanOrEqual(2);
      expect(sentences.length, product.slug).toBeLessThanOrEqual(3);
      expect(product.summary, product.slug).not.toMatch(/lorem|ipsum|todo|tbd|placeholder|xxx/i);
      expect(product.summary.endsWith('.'), product.slug).toBe(true);
    }
  });

  it('uses whole-dollar prices and well-formed ASINs only', () => {
    for (const product of catalog.products) {
      if (product.msrpUsd !== null)
        expect(Number.isSafeInteger(product.msrpUsd) && product.msrpUsd > 0).toBe(true);
      if (product.asin !== null) expect(product.asin).toMatch(/^B0[0-9A-Z]{8}$/);
    }
  });

  it('names icons that lucide-react exports', () => {
    const exports: Record<string, unknown> = lucide;
    for (const category of catalog.categories) {
      expect(category.icon in exports, category.icon).toBe(true);
      expect(['object', 'function'], category.icon).toContain(typeof exports[category.icon]);
    }
  });
});
