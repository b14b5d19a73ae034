// For the like and bookmark buttons and the comment form: send now when there is a line; when the browser says
// it is offline, or the request gets no answer at all, queue the write instead (the engine is fetched only
// then). A refusal from the server (ApiError) is not queued: the caller shows it as before.
import { ApiError } from '../../lib/api';

type QueueModule = typeof import('./sync');

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** apiRequest throws a plain Error when no response came (an ApiError carries the server's answer). */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof Error && !(error instanceof ApiError);
}

/** The server's answer, or `{ queued: true }` when the write went to the offline queue. */
export async function sendOrQueue<T>(
  send: () => Promise<T>,
  queue: (engine: QueueModule) => Promise<unknown>,
): Promise<{ queued: false; result: T } | { queued: true }> {
  if (!browserOffline()) {
    try {
      return { queued: false, result: await send() };
    } catch (error) {
      if (!isNoAnswer(error)) throw error;
    }
  }
  await queue(await import('./sync'));
  return { queued: true };
}
