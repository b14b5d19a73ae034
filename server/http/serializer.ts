// Responses serialized by their schema: each route's zod response schema becomes a JSON schema once, at start,
// and fast-json-stringify compiles it into a function that writes exactly the declared fields. Encoding every
// answer through zod and then JSON.stringify cost ~10% of the CPU of a sightings page (docs/PERFORMANCE.md).
// Schemas JSON cannot express (transforms, dates) keep the zod serializer.

import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `x | null` as anyOf [x, {type: null}]; fast-json-stringify resolves anyOf by validating each value
 * with ajv, so a nullable field is rewritten as one schema whose type list includes null.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((s) => isObject(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && isObject(other) && typeof other.type === 'string') {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The compiled serializer of a zod schema, or null when its output cannot be written as a JSON schema. */
export function compileResponseSchema(schema: z.ZodType): Serializer | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    }) as JsonSchema;
  } catch {
    return null;
  }
  const { $schema: _version, ...body } = simplify(json) as JsonSchema;
  return fastJson(body as unknown as Schema) as Serializer;
}

/** One compiled serializer per schema: most routes share their error schemas (apiErrorSchema). */
const compiledBySchema = new WeakMap<z.ZodType, Serializer | null>();

function compiledOf(schema: z.ZodType): Serializer | null {
  let compiled = compiledBySchema.get(schema);
  if (compiled === undefined) {
    compiled = compileResponseSchema(schema);
    compiledBySchema.set(schema, compiled);
  }
  return compiled;
}

/**
 * Compiled on a route's first answer with that status, not at start: compiled up front, 337 serializers (most of
 * them for statuses a route rarely answers) held ~7 MB of generated source and its code in every process.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  let serialize: Serializer | undefined;
  return (data) => {
    if (!serialize) {
      const { schema } = route;
      const compiled = schema instanceof z.ZodType ? compiledOf(schema) : null;
      serialize = compiled ?? zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    }
    return serialize(data);
  };
};
