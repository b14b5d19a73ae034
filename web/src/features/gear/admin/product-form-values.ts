// The administrators' product form as text fields (prices in dollars, lists comma-separated, specifications as
// typed name/value rows), turned into the API body and checked with the shared schema (gearProductBodySchema),
// whose messages the form shows in the administrator's language (gear.validation, keyed like GEAR_VALIDATION).
import {
  type AdminGearProduct,
  GEAR_LIMITS,
  GEAR_VALIDATION,
  type GearProductBody,
  gearProductBodySchema,
} from '@common/schemas/gear';
import type { TFunction } from 'i18next';
import { type FieldErrors, zodFieldErrors } from '../../auth/form-errors';

export const SPEC_TYPES = ['text', 'number', 'boolean'] as const;
export type SpecType = (typeof SPEC_TYPES)[number];

export interface SpecRow {
  /** Stable React key of the row. */
  id: number;
  name: string;
  type: SpecType;
  /** The text or number as typed; 'true' / 'false' for yes-no values. */
  value: string;
}

export interface ProductFormValues {
  slug: string;
  name: string;
  model: string;
  description: string;
  /** Select values: '' until one is chosen. */
  categoryId: string;
  brandId: string;
  specifications: SpecRow[];
  /** US dollars as typed ('' for none). */
  msrp: string;
  currentPrice: string;
  /** 'YYYY-MM' or ''. */
  priceCheckedOn: string;
  imageUrl: string;
  affiliateUrl: string;
  amazonAsin: string;
  releaseYear: string;
  /** Comma-separated. */
  wildlifeUses: string;
  tags: string;
  isActive: boolean;
}

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(GEAR_VALIDATION).map(([key, message]) => [message, key]),
);

let nextRowId = 1;
export function specRow(name = '', type: SpecType = 'text', value = ''): SpecRow {
  nextRowId += 1;
  return { id: nextRowId, name, type, value };
}

const dollars = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : (minor / 100).toFixed(2).replace(/\.00$/, '');

/** The form's fields for an existing product, or empty ones for a new product. */
export function formValuesOf(product: AdminGearProduct | null): ProductFormValues {
  const specs = Object.entries(product?.specifications ?? {}).map(([name, value]) =>
    typeof value === 'number'
      ? specRow(name, 'number', String(value))
      : typeof value === 'boolean'
        ? specRow(name, 'boolean', String(value))
        : specRow(name, 'text', value),
  );
  return {
    slug: product?.slug ?? '',
    name: product?.name ?? '',
    model: product?.model ?? '',
    description: product?.description ?? '',
    categoryId: product ? String(product.categoryId) : '',
    brandId: product ? String(product.brandId) : '',
    specifications: specs,
    msrp: dollars(product?.msrp?.amountMinor),
    currentPrice: dollars(product?.currentPrice?.amountMinor),
    priceCheckedOn: product?.priceCheckedOn ?? '',
    imageUrl: product?.imageUrl ?? '',
    affiliateUrl: product?.affiliateUrl ?? '',
    amazonAsin: product?.amazonAsin ?? '',
    releaseYear: typeof product?.releaseYear === 'number' ? String(product.releaseYear) : '',
    wildlifeUses: (product?.wildlifeUses ?? []).join(', '),
    tags: (product?.tags ?? []).join(', '),
    isActive: product?.isActive ?? true,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** Dollars as typed to cents; NaN for what is not a number (the schema then says what to enter). */
const cents = (text: string) => {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : Number.NaN;
};
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function specValue(row: SpecRow): string | number | boolean {
  if (row.type === 'boolean') return row.value === 'true';
  if (row.type === 'number') return row.value.trim() === '' ? Number.NaN : Number(row.value);
  return row.value.trim();
}

/** The API body of the form's fields (not yet checked). */
export function bodyOf(values: ProductFormValues): GearProductBody {
  const specifications: Record<string, string | number | boolean> = {};
  for (const row of values.specifications)
    if (row.name.trim() !== '' || row.value.trim() !== '') specifications[row.name.trim()] = specValue(row);
  return {
    slug: values.slug.trim(),
    name: values.name,
    model: values.model,
    description: values.description,
    categoryId: Number(values.categoryId || 0),
    brandId: Number(values.brandId || 0),
    specifications,
    msrpMinor: cents(values.msrp),
    currentPriceMinor: cents(values.currentPrice),
    priceCheckedOn: orNull(values.priceCheckedOn),
    imageUrl: orNull(values.imageUrl),
    affiliateUrl: orNull(values.affiliateUrl),
    amazonAsin: orNull(values.amazonAsin)?.toUpperCase() ?? null,
    isActive: values.isActive,
    releaseYear: values.releaseYear.trim() === '' ? null : Number(values.releaseYear),
    wildlifeUses: list(values.wildlifeUses),
    tags: list(values.tags),
  };
}

/** A product as the API takes it back (the list's quick price and visibility changes send every field). */
export function bodyOfProduct(p: AdminGearProduct): GearProductBody {
  return bodyOf(formValuesOf(p));
}

/**
 * The rows the object cannot hold: a value without a name, a name too long or used twice. Keyed
 * `specifications` like the schema's own messages.
 */
function specRowErrors(rows: readonly SpecRow[]): string[] {
  const used = rows.filter((r) => r.name.trim() !== '' || r.value.trim() !== '');
  const names = used.map((r) => r.name.trim());
  const out: string[] = [];
  if (names.some((n) => n === '' || n.length > GEAR_LIMITS.specKeyMax)) out.push(GEAR_VALIDATION.specKey);
  if (new Set(names).size !== names.length) out.push(GEAR_VALIDATION.specDuplicate);
  return out;
}

/** The API's field names that the form spells differently (prices are typed in dollars). */
const FORM_FIELD: Record<string, keyof ProductFormValues> = {
  msrpMinor: 'msrp',
  currentPriceMinor: 'currentPrice',
};

/** Messages keyed by the API's fields (the schema's, the server's), keyed by the form's fields. */
export function formErrorsOf(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) out[FORM_FIELD[field] ?? field] = messages;
  return out;
}

/** The checked body, or the shared schema's messages by field (English; see gearValidationText). */
export function checkProduct(
  values: ProductFormValues,
): { body: GearProductBody; errors: null } | { body: null; errors: FieldErrors } {
  const body = bodyOf(values);
  const parsed = gearProductBodySchema.safeParse(body);
  const errors: FieldErrors = parsed.success ? {} : formErrorsOf(zodFieldErrors(parsed.error));
  const specs = specRowErrors(values.specifications);
  // The schema's own word for a bad name ("Invalid key in record") gives way to the form's clearer ones.
  if (specs.length > 0)
    errors.specifications = [
      ...new Set([...specs, ...(errors.specifications ?? []).filter((m) => KEY_BY_MESSAGE.has(m))]),
    ];
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body, errors: null };
}

/** A shared-schema message in the administrator's language (any other message as it came). */
export function gearValidationText(t: TFunction, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  return key ? t(`gear.validation.${key}`) : message;
}

export function gearValidationTexts(t: TFunction, messages: readonly string[] | undefined) {
  return messages?.map((m) => gearValidationText(t, m));
}
