// Test support for property.test.ts: the routes of the OpenAPI document that take input, and a conservative
// checker that says when a value is surely outside its JSON schema (which comes from the zod schemas in common/),
// so that "must be refused and write nothing" is only claimed of requests that really are invalid.
import {
  type Json,
  type JsonPath,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  resolve,
  serialise,
} from './bad-input.support';
import { storableText } from './input-safety';

/** The keywords of the document that bad-input.support's JsonSchema does not list. */
export interface Schema extends JsonSchema {
  required?: string[];
  pattern?: string;
  maxItems?: number;
  exclusiveMaximum?: number;
  propertyNames?: JsonSchema;
}

export interface RouteOperation {
  key: string;
  method: string;
  path: string;
  body?: JsonSchema;
  parameters: Parameter[];
}

/** A query or path value: text (sent percent-encoded), a repeated query parameter, raw URL text, or absent. */
export type ParamValue = string | string[] | { raw: string } | undefined;

export interface ApiRequest {
  params: Record<string, ParamValue>;
  /** Query parameters the route does not declare, as raw `name=value` URL text. */
  extraQuery?: string[];
  body?: Json;
}

/** What a property changed in the base request, to name it in failures and to match the `errors[].path`. */
export interface Mutation {
  where: 'body' | 'param';
  path: JsonPath;
  request: ApiRequest;
}

export const MAX_INT = 2_147_483_647;
/** A number written into the JSON text as is (1e309 parses to Infinity, -0 stays negative zero). */
const RAW_NUMBER = 'RAW-NUMBER:';
export const rawNumber = (text: string) => `${RAW_NUMBER}${text}`;

export const schemaOf = (doc: OpenApiDocument, raw: JsonSchema): Schema => resolve(doc, raw) as Schema;

/** Every operation of the document that takes a JSON body, a query or a path parameter, GET included. */
export function operationsWithInput(doc: OpenApiDocument): RouteOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      const body = op.requestBody?.content?.['application/json']?.schema;
      const parameters = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      if (!body && parameters.length === 0) return [];
      const upper = method.toUpperCase();
      return [{ key: `${upper} ${path}`, method: upper, path, ...(body ? { body } : {}), parameters }];
    }),
  );
}

/** The JSON text sent for a body, with the deep-nesting and raw-number markers expanded. */
export const jsonText = (body: Json): string =>
  serialise(body).replace(new RegExp(`"${RAW_NUMBER}([^"]+)"`, 'g'), '$1');

/** The body as the server's JSON parser reads it. */
export const asParsed = (body: Json): unknown => JSON.parse(jsonText(body));

// The checker. It answers true only when the value breaks the schema under every reading the server might
// apply first (zod's trim, the telemetry routes' repair of unstorable text), and ignores `format`.

const codePoints = (text: string) => [...text].length;
const readings = (text: string) => {
  const repaired = storableText(text);
  return [text, text.trim(), repaired, repaired.trim()];
};

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === type;
  }
}

function textViolates(s: Schema, text: string): boolean {
  return readings(text).every(
    (r) =>
      (s.maxLength !== undefined && codePoints(r) > s.maxLength) ||
      (s.minLength !== undefined && r.length < s.minLength) ||
      (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(r)) ||
      (s.enum !== undefined && !s.enum.includes(r)),
  );
}

function numberViolates(s: Schema, n: number): boolean {
  return (
    (s.minimum !== undefined && n < s.minimum) ||
    (s.maximum !== undefined && n > s.maximum) ||
    (s.exclusiveMinimum !== undefined && n <= s.exclusiveMinimum) ||
    (s.exclusiveMaximum !== undefined && n >= s.exclusiveMaximum)
  );
}

/** True when `value` (as parsed from JSON) is surely outside the schema. */
export function violates(doc: OpenApiDocument, raw: JsonSchema, value: unknown): boolean {
  const s = schemaOf(doc, raw);
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.every((o) => violates(doc, o, value));
  if (s.allOf?.some((o) => violates(doc, o, value))) return true;
  if (s.const !== undefined && JSON.stringify(s.const) !== JSON.stringify(value)) return true;
  if (s.type !== undefined && ![s.type].flat().some((t) => typeMatches(t, value))) return true;
  if (typeof value === 'string') return textViolates(s, value);
  if (s.enum && !s.enum.includes(value)) return true;
  if (typeof value === 'number') return numberViolates(s, value);
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return true;
    if (s.maxItems !== undefined && value.length > s.maxItems) return true;
    const items = s.items;
    return items ? value.some((item) => violates(doc, items, item)) : false;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (s.required?.some((k) => !keys.includes(k))) return true;
    for (const key of keys) {
      const known = s.properties?.[key];
      if (known) {
        if (violates(doc, known, record[key])) return true;
      } else if (s.additionalProperties === false) {
        if (readings(key).every((r) => !s.properties?.[r])) return true;
      } else if (typeof s.additionalProperties === 'object') {
        if (violates(doc, s.additionalProperties, record[key])) return true;
      }
      if (s.propertyNames && violates(doc, s.propertyNames, key)) return true;
    }
  }
  return false;
}

/**
 * True when a query or path value is surely refused: a number that coercion (`Number(text)`) cannot make valid,
 * text outside its schema, a repeated parameter, a missing required one, or a NUL (refused before validation).
 */
export function paramViolates(doc: OpenApiDocument, param: Parameter, value: ParamValue): boolean {
  if (value === undefined) return param.required === true;
  if (Array.isArray(value)) return value.length > 1;
  if (typeof value !== 'string') return false;
  // A lone surrogate travels as invalid UTF-8, which leaves the whole value undecoded: no claim either way.
  if (/\p{Cs}/u.test(value)) return false;
  if (value.includes('\u0000')) return true;
  const s = schemaOf(doc, param.schema);
  const type = [s.type].flat().find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') {
    const n = Number(value);
    return !Number.isFinite(n) || numberViolates(s, n) || (type === 'integer' && !Number.isInteger(n));
  }
  return violates(doc, s, value);
}
