// Test support for property.test.ts: the input-size sweep (design section 8, keeping the event loop free). Every
// text a route reads is sent at 100,000 characters, alone in an otherwise valid request: each body field whose
// schema admits text, each key of a free-form map, each query and path parameter, and the headers the server
// parses. A refusal must come from the length limit, costing the process a few milliseconds, never from a
// pattern that scans (or backtracks over) the whole value while every other request waits.
import { type Json, type JsonPath, type OpenApiDocument, sample, setAt } from './bad-input.support';
import { slots } from './property.support';
import {
  type ApiRequest,
  type Mutation,
  type RouteOperation,
  type Schema,
  schemaOf,
} from './property-schema.support';

export const OVERSIZED_LENGTH = 100_000;

/**
 * The CPU time one oversized request may cost. Refusing 100 KB by its length takes ~1-5 ms; the pattern that
 * started this sweep (an unanchored lookahead on the password) took 7-18 s.
 */
export const CPU_BUDGET_MS = 50;

/**
 * What the long text is made of: one letter (what a lowercase-only pattern accepts to the end), digits (dates,
 * times, numbers, ids) and a mix of the punctuation that addresses, e-mails and slugs are built of.
 */
const FILLERS = ['x', '1', 'aA1-_.@ :/,'] as const;
export const oversized = (filler: string) => filler.repeat(Math.ceil(OVERSIZED_LENGTH / filler.length));

function admitsText(doc: OpenApiDocument, s: Schema): boolean {
  if ([s.type].flat().includes('string')) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((o) => admitsText(doc, schemaOf(doc, o)));
}

/** A free-form map (z.record): its keys are text the client chooses too. */
const isMap = (s: Schema) => !s.properties && typeof s.additionalProperties === 'object';

/** The base request with one text at a time made 100,000 characters long, for each filler. */
export function oversizedRequests(
  doc: OpenApiDocument,
  op: RouteOperation,
  base: ApiRequest,
): (Mutation & { filler: string })[] {
  const found: (Mutation & { filler: string })[] = [];
  for (const filler of FILLERS) {
    const text = oversized(filler);
    const body = base.body;
    if (op.body && body !== undefined) {
      for (const slot of slots(doc, op.body, body)) {
        const s = schemaOf(doc, slot.schema);
        const at = (path: JsonPath, value: Json): Mutation & { filler: string } => ({
          where: 'body',
          path,
          filler,
          request: { ...base, body: setAt(body, path, value) },
        });
        if (slot.path.length > 0 && admitsText(doc, s)) found.push(at(slot.path, text));
        if (isMap(s) && typeof s.additionalProperties === 'object')
          found.push(at([...slot.path, text], sample(doc, s.additionalProperties, 'size')));
      }
    }
    for (const p of op.parameters)
      found.push({
        where: 'param',
        path: [p.name],
        filler,
        request: { ...base, params: { ...base.params, [p.name]: text } },
      });
  }
  return found;
}

/** Headers the server reads on every request or on some (sessions, admin tokens, language, CSRF checks). */
export const PARSED_HEADERS = [
  'cookie',
  'authorization',
  'accept-language',
  'accept-encoding',
  'user-agent',
  'origin',
  'referer',
  'sec-fetch-site',
  'content-type',
] as const;

/** Long values for a header: bare, and in the shape its parser looks for. */
export function oversizedHeaderValues(name: (typeof PARSED_HEADERS)[number]): string[] {
  const text = oversized('x');
  const shaped: Record<(typeof PARSED_HEADERS)[number], string> = {
    cookie: `wl_session=${text}; ${'a=b; '.repeat(OVERSIZED_LENGTH / 5)}`,
    authorization: `Bearer ${text}`,
    'accept-language': oversized('de-AT;q=0.5, '),
    'accept-encoding': oversized('gzip;q=0, '),
    'user-agent': oversized('Mozilla/5.0 '),
    origin: `http://${text}`,
    referer: `http://localhost:5000/${text}`,
    'sec-fetch-site': oversized('same-origin'),
    'content-type': `application/json; ${oversized('charset=utf-8; ')}`,
  };
  return [text, shaped[name]];
}

export interface Measured<T> {
  result: T;
  /** The smallest CPU time of the attempts, in ms. */
  cpuMs: number;
}

/**
 * The CPU time (user + system) of the process while `work` runs: unlike wall time it does not grow while the
 * machine's other processes hold the cores. It still counts the process's other threads (a garbage collection,
 * libuv's pool), so an attempt over budget is tried again after a pause that lets such work end, up to five
 * times, and the smallest figure counts: a slow pattern costs every attempt, noise does not (CI once saw 56 ms on
 * three back-to-back attempts of a request that costs 4.5 ms). One far over budget (20x) is not retried, as it is
 * a finding, not noise.
 */
export async function cpuTimeOf<T>(work: () => Promise<T>, budgetMs = CPU_BUDGET_MS): Promise<Measured<T>> {
  let best: Measured<T> | undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const start = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(start);
    const cpuMs = (used.user + used.system) / 1000;
    if (!best || cpuMs < best.cpuMs) best = { result, cpuMs };
    if (cpuMs <= budgetMs || cpuMs > budgetMs * 20) break;
  }
  // The loop runs at least once.
  return best as Measured<T>;
}

/** The median CPU time of three runs of `work`, in ms: what a request ordinarily costs. */
export async function medianCpuMs(work: () => Promise<unknown>): Promise<number> {
  const runs: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    runs.push((used.user + used.system) / 1000);
  }
  return runs.sort((a, b) => a - b)[1] as number;
}
