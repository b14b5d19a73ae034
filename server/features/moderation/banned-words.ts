// Banned words (moderation_settings.banned_words): a comment, or a sighting's description, containing one is
// refused with a 422 that names the word, before anything is written. Refused rather than held for review: the
// member learns at once what to change, and nothing they wrote waits invisible to them. One hook for the three
// routes that write such text, registered once in app.ts before the routes (it runs after their validation).
import { bannedWordMatcher, bannedWordMessage } from '@common/schemas/moderation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { readModerationSettings } from './service';

/** The member text each route writes, by `METHOD route`. */
const CHECKED_FIELDS: Record<string, string> = {
  'POST /api/comments': 'content',
  'POST /api/sightings': 'description',
  'PATCH /api/sightings/:id': 'description',
};

export function registerBannedWordCheck(app: FastifyInstance, ctx: Pick<AppContext, 'db'>): void {
  // The compiled matcher is kept while the list stays the same (it is read on every checked write).
  let cached: { key: string; match: (text: string) => string | null } | null = null;
  app.addHook('preHandler', async (request) => {
    const field = CHECKED_FIELDS[`${request.method} ${request.routeOptions.url}`];
    // Visitors and suspended members are refused by the route itself, with its own status.
    if (!field || !request.user) return;
    const body = request.body;
    if (!body || typeof body !== 'object') return;
    const text = (body as Record<string, unknown>)[field];
    if (typeof text !== 'string' || text.trim() === '') return;
    const { bannedWords } = await readModerationSettings(ctx.db);
    if (bannedWords.length === 0) return;
    const key = bannedWords.join('\n');
    if (cached?.key !== key) cached = { key, match: bannedWordMatcher(bannedWords) };
    const word = cached.match(text);
    if (word) {
      const message = bannedWordMessage(word);
      throw new HttpError(422, message, [{ path: field, message }]);
    }
  });
}
