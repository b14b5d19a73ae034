// Test support for property.test.ts: requests built from a valid base request by changing one thing (a body
// field, a query or path parameter) to a value generated from the route's schema, and the URLs they go to.
import fc from 'fast-check';
import {
  type Json,
  type JsonPath,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  setAt,
} from './bad-input.support';
import {
  type ApiRequest,
  asParsed,
  MAX_INT,
  type Mutation,
  type ParamValue,
  paramViolates,
  type RouteOperation,
  type Schema,
  schemaOf,
  violates,
} from './property-schema.support';
import {
  breakingValues,
  cursorText,
  hostileJson,
  hostileText,
  NUMBER_STRINGS,
  RAW_URL_TEXT,
  tooLong,
  validValue,
} from './property-values.support';

export interface Slot {
  path: JsonPath;
  schema: JsonSchema;
}

/** Every value of `body` with the schema that governs it, the body itself first. */
export function slots(doc: OpenApiDocument, raw: JsonSchema, body: Json, path: JsonPath = []): Slot[] {
  const s = schemaOf(doc, raw);
  const here: Slot = { path, schema: raw };
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const branch = options.find((o) => !violates(doc, o, body));
    return branch ? [here, ...slots(doc, branch, body, path).slice(1)] : [here];
  }
  if (Array.isArray(body) && s.items) {
    const items = s.items;
    return [here, ...body.flatMap((item, i) => slots(doc, items, item, [...path, i]))];
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    return [
      here,
      ...Object.entries(body).flatMap(([key, value]) => {
        const property = s.properties?.[key];
        return property ? slots(doc, property, value, [...path, key]) : [];
      }),
    ];
  }
  return [here];
}

function deleteAt(body: Json, path: JsonPath): Json {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1];
  if (last !== undefined) delete node[last];
  return copy;
}

/** encodeURIComponent, except that lone surrogates go out as the invalid UTF-8 bytes a careless client sends. */
function encodeParam(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part) => {
      if (!/^\p{Cs}$/u.test(part)) return encodeURIComponent(part);
      const unit = part.charCodeAt(0);
      return ['%ED', 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => (typeof b === 'string' ? b : `%${b.toString(16).toUpperCase()}`))
        .join('');
    })
    .join('');
}

const paramText = (value: string | { raw: string }) =>
  typeof value === 'string' ? encodeParam(value) : value.raw;

export function urlOf(op: RouteOperation, { params, extraQuery = [] }: ApiRequest): string {
  let path = op.path;
  const query: string[] = [...extraQuery];
  for (const p of op.parameters) {
    const value = params[p.name];
    if (p.in === 'path')
      path = path.replace(`{${p.name}}`, () =>
        value === undefined ? '' : paramText([value].flat()[0] ?? ''),
      );
    else if (value !== undefined)
      for (const one of Array.isArray(value) ? value : [value])
        query.push(`${encodeURIComponent(p.name)}=${paramText(one)}`);
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

const isEmptySchema = (s: Schema) => Object.keys(s).length === 0;
const setPath = (body: Json, path: JsonPath, value: Json) => (path.length ? setAt(body, path, value) : value);
const EXTRA_KEYS = fc.oneof(
  fc.constantFrom('isAdmin', 'id', 'userId', 'role', 'subscription_tier', '$where', 'constructor_'),
  hostileText.map((k) => k.slice(0, 50)),
);

/** Values for a query or path parameter likely to be refused; unfiltered. */
function breakingParam(doc: OpenApiDocument, p: Parameter): fc.Arbitrary<ParamValue> {
  const s = schemaOf(doc, p.schema);
  const parts: fc.Arbitrary<ParamValue>[] = [
    fc.constantFrom('..', '../', '..\\', '%00', '\u0000', 'abc', "1' OR '1'='1", '<script>alert(1)</script>'),
    fc.constantFrom(...NUMBER_STRINGS),
    hostileText,
    fc.bigInt({ min: BigInt(MAX_INT) + 1n, max: 10n ** 30n }).map(String),
    fc.integer({ max: 0 }).map(String),
    fc.double({ noInteger: true }).map(String),
  ];
  if (s.maxLength !== undefined) parts.push(tooLong(s.maxLength));
  if (p.in === 'query') parts.push(fc.constant(undefined), fc.constant(['1', '2']), fc.constant(''));
  return fc.oneof(...parts);
}

/** Any value for a query or path parameter: allowed ones, refused ones and raw URL text. */
function anyParam(doc: OpenApiDocument, p: Parameter): fc.Arbitrary<ParamValue> {
  const parts: fc.Arbitrary<ParamValue>[] = [
    validValue(doc, p.schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    breakingParam(doc, p),
    fc.constantFrom(...RAW_URL_TEXT),
  ];
  // Cursors are opaque text to the schema, but parsed by the server: most tries go to well-formed ones.
  if (p.name === 'cursor') return fc.oneof(...parts, { arbitrary: cursorText, weight: 6 });
  return fc.oneof(...parts);
}

function bodyMutations(
  doc: OpenApiDocument,
  schema: JsonSchema,
  base: ApiRequest,
  value: (slot: Slot) => fc.Arbitrary<Json>,
): fc.Arbitrary<Mutation>[] {
  const body = base.body;
  if (body === undefined) return [];
  const mutation = (path: JsonPath, next: Json): Mutation => ({
    where: 'body',
    path,
    request: { ...base, body: next },
  });
  return slots(doc, schema, body).flatMap((slot) => {
    const s = schemaOf(doc, slot.schema);
    if (isEmptySchema(s)) return [];
    const found: fc.Arbitrary<Mutation>[] = [
      value(slot).map((v) => mutation(slot.path, setPath(body, slot.path, v))),
    ];
    const here = slot.path.reduce<Json | undefined>(
      (node, k) => (node as Record<string | number, Json> | undefined)?.[k],
      body,
    );
    if (here && typeof here === 'object' && !Array.isArray(here)) {
      const present = Object.keys(here);
      if (present.length)
        found.push(
          fc
            .constantFrom(...present)
            .map((k) => mutation([...slot.path, k], deleteAt(body, [...slot.path, k]))),
        );
      found.push(
        fc
          .tuple(EXTRA_KEYS, hostileJson)
          .filter(([k]) => !s.properties?.[k])
          .map(([k, v]) => mutation(slot.path, setPath(body, [...slot.path, k], v))),
      );
    }
    return found;
  });
}

/** True when the request is surely invalid: its body or one of its parameters is outside the schema. */
export function isInvalid(doc: OpenApiDocument, op: RouteOperation, request: ApiRequest): boolean {
  if (op.body && request.body !== undefined && violates(doc, op.body, asParsed(request.body))) return true;
  return op.parameters.some((p) => paramViolates(doc, p, request.params[p.name]));
}

function paramMutations(
  base: ApiRequest,
  op: RouteOperation,
  value: (p: Parameter) => fc.Arbitrary<ParamValue>,
): fc.WeightedArbitrary<Mutation>[] {
  return op.parameters.map((p) => ({
    arbitrary: value(p).map((v) => ({
      where: 'param',
      path: [p.name],
      request: { ...base, params: { ...base.params, [p.name]: v } },
    })),
    // Cursors are opaque text to the schema but parsed by the server (into SQL): they get more of the tries.
    weight: p.name === 'cursor' ? 4 : 1,
  }));
}

/** One field or parameter of the base request replaced (or removed, or one added) so the request is invalid. */
export function invalidRequests(
  doc: OpenApiDocument,
  op: RouteOperation,
  base: ApiRequest,
): fc.Arbitrary<Mutation> {
  const all = [
    ...(op.body ? bodyMutations(doc, op.body, base, (slot) => breakingValues(doc, slot.schema)) : []),
    ...paramMutations(base, op, (p) => breakingParam(doc, p)),
  ];
  return fc.oneof(...all).filter((m) => isInvalid(doc, op, m.request));
}

/** One field or parameter of the base request replaced by anything at all, allowed or not. */
export function anyRequests(
  doc: OpenApiDocument,
  op: RouteOperation,
  base: ApiRequest,
): fc.Arbitrary<Mutation> {
  const all = [
    ...(op.body
      ? bodyMutations(doc, op.body, base, (slot) =>
          fc.oneof(validValue(doc, slot.schema), breakingValues(doc, slot.schema)),
        )
      : []),
    ...paramMutations(base, op, (p) => anyParam(doc, p)),
  ];
  const properties = op.body ? schemaOf(doc, op.body).properties : undefined;
  const body = base.body;
  if (properties && body && typeof body === 'object' && !Array.isArray(body)) {
    // Several allowed fields at once, for the rules that tie fields together (adults and young within a group).
    const fields = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validValue(doc, v)]));
    all.push(
      fc.record(fields, { requiredKeys: [] }).map(
        (changed): Mutation => ({
          where: 'body',
          path: [],
          request: { ...base, body: { ...body, ...(changed as Record<string, Json>) } },
        }),
      ),
    );
  }
  if (op.parameters.length > 1) {
    // Several parameters at once, for the rules that tie them together (a cursor is read in its sort's terms).
    const several = fc.record(Object.fromEntries(op.parameters.map((p) => [p.name, anyParam(doc, p)])), {
      requiredKeys: [],
    });
    all.push(
      several.map((params) => ({
        where: 'param',
        path: [],
        request: { ...base, params: { ...base.params, ...params } },
      })),
    );
  }
  // Query parameters the route does not declare: prototype keys, bracket syntax, hostile names and values.
  const name = fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a[b]', 'limit[]', '', '%00', '%'),
    fc.constantFrom(...op.parameters.map((p) => `${p.name}[]`), 'x').map(encodeURIComponent),
    hostileText.map((t) => encodeParam(t.slice(0, 30))),
  );
  const value = fc.oneof(
    hostileText.map((t) => encodeParam(t.slice(0, 300))),
    fc.constantFrom(...RAW_URL_TEXT.map((r) => r.raw)),
  );
  all.push(
    fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 3 }).map(
      (pairs): Mutation => ({
        where: 'param',
        path: [],
        request: { ...base, extraQuery: pairs.map(([n, v]) => `${n}=${v}`) },
      }),
    ),
  );
  return fc.oneof(...all);
}

/**
 * Requests that once answered 5xx, tried first on every run (fast-check `examples`) so the fix stays proven
 * whatever the seed draws: a cursor in year 0, which JavaScript reads but PostgreSQL refuses.
 */
export function regressions(op: RouteOperation, base: ApiRequest): Mutation[] {
  if (!op.parameters.some((p) => p.name === 'cursor')) return [];
  const cursor = Buffer.from('0000-01-01T00:00:00.000000Z|1', 'utf8').toString('base64url');
  return [{ where: 'param', path: ['cursor'], request: { ...base, params: { ...base.params, cursor } } }];
}
