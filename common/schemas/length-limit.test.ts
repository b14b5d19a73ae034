// Limits come before patterns in every schema (design section 8): in every request schema of common/schemas, a
// text that a pattern, a format or a refinement reads is first bounded by a length check that stops validation
// when it fails (lengthLimit). The input-size sweep of server/http/property.test.ts measures the same over HTTP;
// this test names the schema that breaks the rule, including schemas no route uses yet.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as schemas from './index';

interface CheckDef {
  check?: string;
  format?: string;
  abort?: boolean;
}
interface SchemaDef extends CheckDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Checks that only look at the length or rewrite the text (trim, toLowerCase) cost one pass at most. */
const LENGTH_ONLY = new Set(['max_length', 'min_length', 'length_equals', 'overwrite']);

/** Where, in `schema`, a text is read by a pattern, format or refinement before a length check that aborts. */
function unboundedTexts(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (s: z.ZodType | undefined, at = path) => (s ? unboundedTexts(s, at, seen) : []);
  switch (def.type) {
    case 'string': {
      // A format schema (z.email(), z.url()) checks itself first, before any .max() added to it.
      if (def.check === 'string_format') return [`${path} (${def.format} before any length check)`];
      let bounded = false;
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === 'max_length' && c.abort) bounded = true;
        else if (!bounded && !LENGTH_ONLY.has(c.check ?? '')) return [`${path} (${c.format ?? c.check})`];
      }
      return [];
    }
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => inner(value, `${path}.${key}`));
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options ?? []).flatMap((o) => inner(o));
    case 'record':
      return [...inner(def.keyType, `${path} key`), ...inner(def.valueType, `${path}{}`)];
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe':
      // What comes out of a pipe only runs once what went in passed, length check included.
      return inner(def.in);
    default:
      return inner(def.innerType);
  }
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;
const exported = Object.entries(schemas as Record<string, unknown>).flatMap(([name, value]) =>
  isSchema(value) ? [[name, value] as const] : [],
);

describe('every text is bounded by its length before a pattern reads it', () => {
  it('finds the schemas', () => {
    expect(exported.map(([name]) => name)).toEqual(
      expect.arrayContaining(['registerSchema', 'portfolioUpdateSchema', 'mapViewQuerySchema']),
    );
  });

  it('would notice an unbounded pattern', async () => {
    const { z: zod } = await import('zod');
    expect(unboundedTexts(zod.object({ a: zod.string().max(5).regex(/x/) }), 'test')).toEqual([
      'test.a (regex)',
    ]);
    expect(unboundedTexts(zod.object({ a: zod.email().max(5) }), 'test')).toHaveLength(1);
  });

  it.each(exported)('%s', (name, schema) => {
    expect(unboundedTexts(schema, name)).toEqual([]);
  });
});
