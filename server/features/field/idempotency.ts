// Idempotent writes (field mode, issue 17): a client that may send a write again (the offline queue resending
// after an answer it never got) names it with an Idempotency-Key. The entity made under a key keeps it in its
// client_key column, unique per member (migration 0046_idempotency_keys), so:
// - a send whose key the member already used is answered the entity made the first time, marked as a replay;
// - two sends racing each other both pass the first look-up, but only one row can take the key: the other's
//   write fails (the unique index, or a rule the winner's row now trips, such as the monthly allowance or an
//   upload already attached) and it answers the winner's entity instead of its own failure;
// - a send refused for its own reasons (a 4xx) stored nothing, so the key is free for the next try.
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyKeySchema,
} from '@common/schemas/field';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';

/**
 * The request's Idempotency-Key, or null without one. The route's headers schema has checked it already; this
 * checks again for routes or callers that bypass it (a malformed key is a 400, never an ignored key).
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(value);
  if (!parsed.success) throw badRequest(IDEMPOTENCY_KEY_MESSAGE);
  return parsed.data;
}

/** Marks the answer as the replay of an earlier send. */
export function markReplay(reply: FastifyReply): void {
  reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
}

export interface IdempotentResult<T> {
  value: T;
  /** True when `value` is what an earlier send with the same key made. */
  replayed: boolean;
}

/**
 * Runs `create` once per key: `find` answers what an earlier send of the key made (null when none did). Without
 * a key, `create` simply runs.
 */
export async function idempotent<T>(
  key: string | null,
  find: (key: string) => Promise<T | null>,
  create: () => Promise<T>,
): Promise<IdempotentResult<T>> {
  if (key === null) return { value: await create(), replayed: false };
  const earlier = await find(key);
  if (earlier !== null) return { value: earlier, replayed: true };
  try {
    return { value: await create(), replayed: false };
  } catch (error) {
    // Lost a race to a send of the same key: its entity is the answer. Otherwise the failure is this send's own.
    const winner = await find(key);
    if (winner !== null) return { value: winner, replayed: true };
    throw error;
  }
}
