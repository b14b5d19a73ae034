// Test support for property.test.ts: fast-check arbitraries of hostile values and of values built from JSON
// schemas, the allowed ones and the ones meant to break them, plus page cursors and raw URL text.
import fc from 'fast-check';
import {
  DEEP_MARKER,
  HOSTILE_STRINGS,
  type Json,
  type JsonSchema,
  type OpenApiDocument,
} from './bad-input.support';
import { MAX_INT, rawNumber, type Schema, schemaOf } from './property-schema.support';

const UNICODE_ODDITIES = [
  '\u202E', // right-to-left override
  '\u200B', // zero-width space
  '\u200D', // zero-width joiner
  '\uFEFF', // byte order mark
  '\u0301\u0301\u0301', // combining marks with nothing to combine with
  'Z\u0336\u0337\u0338\u0339', // "zalgo"
  '\u0000',
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '🦉',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '\u2028',
  'ﷺ',
  'İ',
  'ß',
  'مرحبا',
  '\u0009',
];

export const NUMBER_STRINGS = [
  '1e309',
  '-1e309',
  '-0',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1e3',
  '١٢٣',
  '１',
  '1_000',
  '--1',
];

/** SQL, script, template and path probes, unicode oddities, number-like strings and very long text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...NUMBER_STRINGS),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc
    .array(fc.constantFrom(...UNICODE_ODDITIES, 'a', ' ', "'", '"', '\\', '%', '_'), { maxLength: 30 })
    .map((a) => a.join('')),
  fc
    .tuple(fc.constantFrom('x', '🦉', 'e\u0301', '\u200B', 'ا', "'"), fc.integer({ min: 300, max: 30_000 }))
    .map(([unit, n]) => unit.repeat(n)),
);

const HUGE_NUMBERS: Json[] = [
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 2,
  MAX_INT + 1,
  -MAX_INT - 2,
  rawNumber('1e309'),
  rawNumber('-1e309'),
  rawNumber('-0'),
  rawNumber('99999999999999999999'),
  rawNumber('1.0000000000000000000001'),
];

/** Any JSON at all, with hostile text and numbers, wrong types and nesting far too deep. */
export const hostileJson: fc.Arbitrary<Json> = fc.oneof(
  hostileText,
  fc.constantFrom<Json>(true, false, null, [], {}, { $gt: '' }, [1], ['a'], DEEP_MARKER, ...HUGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Text that is longer than `max` code points however the server trims or repairs it. */
export const tooLong = (max: number) =>
  fc
    .tuple(
      hostileText,
      fc.constantFrom('x', '🦉', 'é', 'Z\u0336', '\u202Ex'),
      fc.integer({ min: 1, max: 40 }),
    )
    .map(([prefix, unit, extra]) => `${prefix.slice(0, 200)}${unit.repeat(max + extra)}`);

/** Values likely to break this schema (wrong types, out of range, too long, not in the list); unfiltered. */
export function breakingValues(doc: OpenApiDocument, raw: JsonSchema): fc.Arbitrary<Json> {
  const s = schemaOf(doc, raw);
  const parts: fc.Arbitrary<Json>[] = [hostileJson];
  for (const option of [...(s.anyOf ?? []), ...(s.oneOf ?? [])]) {
    const branch = schemaOf(doc, option);
    if (branch.type !== 'null') parts.push(breakingValues(doc, branch));
  }
  if (s.maxLength !== undefined) parts.push(tooLong(s.maxLength));
  if (s.minLength) parts.push(fc.constant('x'.repeat(s.minLength - 1)));
  if (s.enum?.length) parts.push(fc.constantFrom(...s.enum.map((e) => `${String(e).toUpperCase()}!`)));
  const numeric = [s.type].flat().some((t) => t === 'integer' || t === 'number');
  if (numeric) {
    const edges: Json[] = [0.5, 1.5];
    if (s.minimum !== undefined) edges.push(s.minimum - 1, s.minimum - 0.5);
    if (s.exclusiveMinimum !== undefined) edges.push(s.exclusiveMinimum, s.exclusiveMinimum - 1);
    if (s.maximum !== undefined) edges.push(s.maximum + 1, s.maximum + 0.5);
    parts.push(fc.constantFrom(...edges, ...HUGE_NUMBERS), fc.constantFrom(...NUMBER_STRINGS));
  }
  if (s.maxItems !== undefined) {
    const item = s.items ? sampleItem(doc, s.items) : 1;
    parts.push(fc.constant(Array.from({ length: s.maxItems + 1 }, () => item)));
  }
  return fc.oneof(...parts);
}

function sampleItem(doc: OpenApiDocument, raw: JsonSchema): Json {
  return fc.sample(validValue(doc, raw), { numRuns: 1, seed: 1 })[0] ?? null;
}

/** Values the schema allows (where a pattern is too rich to generate from, text the pattern may refuse). */
export function validValue(doc: OpenApiDocument, raw: JsonSchema, depth = 0): fc.Arbitrary<Json> {
  const s = schemaOf(doc, raw);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const as Json);
  if (s.enum?.length) return fc.constantFrom(...(s.enum as Json[]));
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => validValue(doc, o, depth + 1)));
  const type = [s.type].flat().find((t) => t !== 'null') ?? (s.type === 'null' ? 'null' : undefined);
  switch (type) {
    case 'object': {
      const entries = Object.entries(s.properties ?? {});
      if (entries.length === 0)
        return s.additionalProperties && typeof s.additionalProperties === 'object'
          ? fc.dictionary(fc.string({ maxLength: 10 }), validValue(doc, s.additionalProperties, depth + 1), {
              maxKeys: 3,
            })
          : fc.constant({});
      const shape = Object.fromEntries(entries.map(([k, v]) => [k, validValue(doc, v, depth + 1)]));
      return fc.record(shape, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<Json>;
    }
    case 'array':
      return fc.array(s.items ? validValue(doc, s.items, depth + 1) : fc.constant<Json>(null), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'string':
      return validText(s);
    case 'integer': {
      const min = Math.max(
        s.minimum ?? -MAX_INT,
        s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -MAX_INT,
      );
      return fc.integer({ min, max: Math.min(s.maximum ?? MAX_INT, MAX_INT) });
    }
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e15,
        max: s.maximum ?? 1e15,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>;
  }
}

function validText(s: Schema): fc.Arbitrary<Json> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 80, Math.max(minLength, 80));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= maxLength);
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl().filter((u) => u.length <= maxLength);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { size: 'small' }).filter((v) => v.length <= maxLength);
    } catch {
      // Patterns fast-check cannot generate from (lookaheads): any text, refused or not by the pattern.
    }
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

/** Percent-encodings a URL decoder must survive: NUL, invalid UTF-8, truncated escapes, double encoding. */
export const RAW_URL_TEXT = [
  '%00',
  '%ED%A0%80',
  '%FF',
  '%C0%AF',
  '%',
  '%%',
  '%2',
  '..%2F..%2F',
  '%252e%252e%252f',
  '%u0000',
  "'%20OR%201=1--",
  '%3Cscript%3E',
].map((raw) => ({ raw }));

/**
 * Page cursors as the server writes them (base64url of `first|id`, first being a microsecond timestamp or a like
 * count), mostly well formed so they reach SQL: dates from year 0 to 10000 (fast-check favours the bounds),
 * impossible dates, ids out of range, and hostile text.
 */
const DATE_EDGES = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
];
const cursorDate = fc
  .tuple(
    fc.oneof(
      fc.date({
        min: new Date(DATE_EDGES[0] ?? ''),
        max: new Date('+010000-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
      // fast-check favours dates near 1970, not the bounds: the years PostgreSQL may refuse are named.
      { arbitrary: fc.constantFrom(...DATE_EDGES.map((d) => new Date(d))), weight: 2 },
    ),
    fc.constantFrom('000', '999', '500'),
  )
  .map(([date, micros]) => `${date.toISOString().slice(0, -1)}${micros}Z`);
const mangledDate = fc
  .tuple(
    fc.constantFrom('0000', '0001', '2024', '9999'),
    fc.constantFrom('00', '02', '12', '13'),
    fc.constantFrom('00', '29', '30', '31', '32'),
    fc.constantFrom('00:00:00', '24:00:00', '23:59:60'),
    fc.constantFrom('.000000Z', '.000Z', 'Z', '.000000+01:00'),
  )
  .map(([y, m, d, time, tail]) => `${y}-${m}-${d}T${time}${tail}`);
const validId = fc.integer({ min: 1, max: MAX_INT }).map(String);
const brokenId = fc.constantFrom('0', '2147483648', '0000000001', '-1', '1.5', '', '1|2');
const likeCount = fc.oneof(fc.nat().map(String), fc.constantFrom('2147483648', '99999999999', '-1', '1.5'));
/** One part broken at a time, so the other part does not get the cursor refused before the broken one is read. */
export const cursorText: fc.Arbitrary<string> = fc
  .oneof(
    { arbitrary: fc.tuple(cursorDate, validId), weight: 6 },
    fc.tuple(mangledDate, validId),
    fc.tuple(likeCount, validId),
    fc.tuple(cursorDate, brokenId),
    fc.tuple(
      hostileText.map((t) => t.slice(0, 40)),
      fc.oneof(validId, brokenId),
    ),
  )
  .map(([first, id]) => Buffer.from(`${first}|${id}`, 'utf8').toString('base64url'));
