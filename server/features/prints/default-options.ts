// The print options WildLens offers from the first start: A5, A4, A3 and A2 fine-art paper (matte and lustre),
// canvas and aluminium in two sizes, with their physical size and price adjustment (USD minor units). Written at start,
// not by a migration: a restored backup then loads its own rows into an empty table (rows a migration wrote would
// collide with them), and an administrator's changes stay (a kind already there is left alone).
import type { Db } from '../../db/client';
import { printOptions } from '../../db/schema';

type DefaultOption = Pick<
  typeof printOptions.$inferInsert,
  'size' | 'widthMm' | 'heightMm' | 'material' | 'finishType' | 'priceAdjustment'
>;

const paper = (size: string, widthMm: number, heightMm: number, priceAdjustment: number): DefaultOption[] =>
  (['matte', 'lustre'] as const).map((finishType) => ({
    size,
    widthMm,
    heightMm,
    material: 'fine_art_paper',
    finishType,
    priceAdjustment,
  }));

export const DEFAULT_PRINT_OPTIONS: readonly DefaultOption[] = [
  // A5 is the base price: at 150 dpi it needs 874 x 1240 pixels, so a photo of 1080 pixels on its short side (a
  // phone or web-sized picture) still makes a sharp small print.
  ...paper('A5', 148, 210, 0),
  ...paper('A4', 210, 297, 800),
  ...paper('A3', 297, 420, 2000),
  ...paper('A2', 420, 594, 4500),
  {
    size: '30x45cm',
    widthMm: 300,
    heightMm: 450,
    material: 'canvas',
    finishType: 'satin',
    priceAdjustment: 5000,
  },
  {
    size: '40x60cm',
    widthMm: 400,
    heightMm: 600,
    material: 'canvas',
    finishType: 'satin',
    priceAdjustment: 8000,
  },
  {
    size: '30x45cm',
    widthMm: 300,
    heightMm: 450,
    material: 'aluminium',
    finishType: 'gloss',
    priceAdjustment: 7000,
  },
  {
    size: '40x60cm',
    widthMm: 400,
    heightMm: 600,
    material: 'aluminium',
    finishType: 'gloss',
    priceAdjustment: 10500,
  },
];

/** Adds the default options that are missing (by size, material and finish: print_options_kind_idx). */
export async function ensureDefaultPrintOptions(db: Db): Promise<void> {
  await db
    .insert(printOptions)
    .values([...DEFAULT_PRINT_OPTIONS])
    .onConflictDoNothing();
}
