// Refuses request input PostgreSQL cannot store, before any route sees it: NUL characters and unpaired
// surrogates in text (text and jsonb columns reject them, which would otherwise surface as a 500 halfway
// through a handler) and JSON nested so deeply that walking it could exhaust the stack.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Repair unstorable text in the body instead of refusing it: for diagnostics sent by browsers, where a
     * message cut in the middle of an emoji must not cost the whole report (or a whole batch of them).
     */
    repairText?: boolean;
  }
}

/** Far deeper than any payload of the product; deep enough for captured client data in error reports. */
export const MAX_INPUT_DEPTH = 64;

export const UNSTORABLE_TEXT_MESSAGE =
  'The request contains characters that cannot be stored (a NUL character or a broken Unicode sequence).';
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (the limit is ${MAX_INPUT_DEPTH} levels).`;

const NUL = '\u0000';
// With the u flag a surrogate pair is one code point, so \p{Cs} matches only halves that stand alone.
const LONE_SURROGATE = /\p{Cs}/u;
const isUnstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The storable form of a text: NULs dropped, lone surrogates replaced by U+FFFD as a UTF-8 encoder would. */
export const storableText = (text: string): string => text.replaceAll(NUL, '').replace(/\p{Cs}/gu, '\uFFFD');

type Problem = 'text' | 'depth' | null;

function findProblem(value: unknown, depth: number): Problem {
  if (typeof value === 'string') return isUnstorable(value) ? 'text' : null;
  if (value === null || typeof value !== 'object') return null;
  // A raw body kept as bytes (payment webhooks, whose signature covers the exact bytes): its route reads it.
  if (Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return 'depth';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findProblem(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return 'text';
    const problem = findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** A copy with every text storable; only called on input already known to be shallow enough. */
function repair(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(repair);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), repair(v)]));
}

export function registerInputSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const repairBody = request.routeOptions.config?.repairText === true;
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const problem = findProblem(value, 0);
      if (problem === 'depth') throw badRequest(TOO_DEEP_MESSAGE);
      if (problem !== 'text') continue;
      if (part === 'body' && repairBody) request.body = repair(value);
      else throw badRequest(UNSTORABLE_TEXT_MESSAGE);
    }
  });
}
