// GET /api/comments/showcase: the public sighting with the liveliest discussion, whose thread /comments-demo
// shows to people who want to see how discussion works before they join. Chosen from the real comments (the
// most comments, the newest sighting on a tie), never a made-up thread.

import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sightings } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { messageSchema } from '../users/response-schemas';

export const NO_DISCUSSION_MESSAGE = 'No public sighting has comments yet.';

export function commentShowcaseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/comments/showcase',
      {
        schema: {
          tags: ['comments'],
          summary: 'The public sighting with the most comments, to show how a discussion works',
          response: { 200: z.object({ sightingId: z.number().int() }), 404: messageSchema },
        },
      },
      async () => {
        // sightings_discussed_idx: the first entry of a partial index, whatever the number of sightings.
        const [top] = await ctx.db
          .select({ id: sightings.id })
          .from(sightings)
          .where(and(eq(sightings.isPublic, true), gt(sightings.commentCount, 0)))
          .orderBy(desc(sightings.commentCount), desc(sightings.id))
          .limit(1);
        if (!top) throw notFound(NO_DISCUSSION_MESSAGE);
        return { sightingId: top.id };
      },
    );
  };
}
