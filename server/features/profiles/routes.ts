// Profiles: GET /api/users/:id (anyone), GET and PUT /api/user/profile (the signed-in member's own).
import { profileUpdateSchema } from '@common/schemas/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { actorOf } from '../../http/policies';
import { MEMBER_NOT_FOUND_MESSAGE } from '../follows/service';
import { profileShownTo } from '../moderation/visibility';
import { idParamsFor } from '../sightings/params';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { ownProfileSchema, presentOwnProfile, presentProfile, profileSchema } from './presenters';
import { ProfileService } from './service';

export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = new ProfileService(ctx.db, ctx.clock);
  async function own(userId: number) {
    const view = await service.get(userId, userId);
    if (!view) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    return presentOwnProfile(view);
  }
  return async (app) => {
    app.get(
      '/api/users/:id',
      {
        schema: {
          tags: ['profiles'],
          summary: "A member's public profile with their counts",
          params: idParamsFor('member'),
          response: { 200: profileSchema, 400: apiErrorSchema, 404: messageSchema },
        },
      },
      async (request) => {
        const view = await service.get(request.params.id, request.user?.id ?? null);
        const viewer = actorOf(request);
        // A hidden profile or a suspended member is found only by themselves and the administrators.
        if (!view || !profileShownTo(view.user, viewer, ctx.clock()))
          throw notFound(MEMBER_NOT_FOUND_MESSAGE);
        return presentProfile(view, viewer);
      },
    );

    app.get(
      '/api/user/profile',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Your own profile, with your in-app notification choices',
          response: { 200: ownProfileSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return own(requireUser(request).id);
      },
    );

    app.put(
      '/api/user/profile',
      {
        schema: {
          tags: ['profiles'],
          summary: 'Edit your profile: only the fields sent change',
          body: profileUpdateSchema,
          response: { 200: ownProfileSchema, 400: apiErrorSchema, 401: messageSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        await service.update(user.id, request.body);
        reply.header('cache-control', 'private, no-store');
        return own(user.id);
      },
    );
  };
}
