// Help and legal (issue 16 item 2): POST /api/support/contact and /api/support/dmca for anyone (rate limited, a
// honeypot answered like a real submission), and the administrators' "Messages and notices" under
// /api/admin/support/* (the bearer token with manageUsers; 403 with a clear message without it).
import { isLanguageCode } from '@common/constants/languages';
import {
  adminContactListSchema,
  adminContactMessageSchema,
  adminContactQuerySchema,
  adminDmcaCaseSchema,
  adminDmcaListSchema,
  adminDmcaQuerySchema,
  contactMessageInputSchema,
  contactMessageUpdateSchema,
  dmcaCaseUpdateSchema,
  dmcaNoticeInputSchema,
  SUPPORT_MESSAGES,
  supportIdParamsSchema,
  supportReceiptSchema,
} from '@common/schemas/support';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminAccountRow } from '../../db/schema';
import { requireAdminWith } from '../../http/auth';
import type { AppContext } from '../../http/context';
import { viewerLanguage } from '../../http/first-paint';
import { apiErrorSchema } from '../sightings/presenters';
import { messageSchema } from '../users/response-schemas';
import { type Sender, SupportService } from './service';

const PUBLIC_TAGS = ['support'];
const ADMIN_TAGS = ['admin', 'support'];

function requireSupportAdmin(request: FastifyRequest): AdminAccountRow {
  return requireAdminWith(request, ['manageUsers'], SUPPORT_MESSAGES.permission);
}

function senderOf(request: FastifyRequest): Sender {
  const user = request.user;
  const language =
    user && isLanguageCode(user.preferredLanguage) ? user.preferredLanguage : viewerLanguage(request);
  return { user, ip: request.ip, language };
}

const receiptResponses = {
  201: supportReceiptSchema,
  400: apiErrorSchema,
  429: messageSchema,
};

export function supportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const support = new SupportService(ctx);
  return async (app) => {
    app.post(
      '/api/support/contact',
      {
        schema: {
          tags: PUBLIC_TAGS,
          summary: 'Send a message to the WildLens team (5 an hour per address and per e-mail address)',
          body: contactMessageInputSchema,
          response: receiptResponses,
        },
      },
      async (request, reply) => {
        await support.submitContact(request.body, senderOf(request));
        return reply.status(201).send({ received: true });
      },
    );

    app.post(
      '/api/support/dmca',
      {
        schema: {
          tags: PUBLIC_TAGS,
          summary:
            'Send a DMCA notice about a sighting, portfolio or location guide of this site (17 U.S.C. 512(c)(3))',
          body: dmcaNoticeInputSchema,
          response: receiptResponses,
        },
      },
      async (request, reply) => {
        await support.submitDmca(request.body, senderOf(request));
        return reply.status(201).send({ received: true });
      },
    );

    app.get(
      '/api/admin/support/messages',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary:
            'Contact messages of one status (open by default), Premium members first, then oldest first',
          querystring: adminContactQuerySchema,
          response: {
            200: adminContactListSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
          },
        },
      },
      async (request) => {
        requireSupportAdmin(request);
        return support.listContact(request.query.status, request.query.page);
      },
    );

    app.put(
      '/api/admin/support/messages/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Mark a contact message handled (or open again)',
          params: supportIdParamsSchema,
          body: contactMessageUpdateSchema,
          response: {
            200: adminContactMessageSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const admin = requireSupportAdmin(request);
        return support.setContactHandled(admin.id, request.params.id, request.body.handled);
      },
    );

    app.get(
      '/api/admin/support/dmca',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary:
            'DMCA notices of one status (open by default), oldest first, with what each reported page is now',
          querystring: adminDmcaQuerySchema,
          response: { 200: adminDmcaListSchema, 400: apiErrorSchema, 401: messageSchema, 403: messageSchema },
        },
      },
      async (request) => {
        requireSupportAdmin(request);
        return support.listDmca(request.query.status, request.query.page);
      },
    );

    app.put(
      '/api/admin/support/dmca/:id',
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: 'Record the decision on a DMCA notice (actioned or rejected, with a note), or reopen it',
          params: supportIdParamsSchema,
          body: dmcaCaseUpdateSchema,
          response: {
            200: adminDmcaCaseSchema,
            400: apiErrorSchema,
            401: messageSchema,
            403: messageSchema,
            404: messageSchema,
          },
        },
      },
      async (request) => {
        const admin = requireSupportAdmin(request);
        return support.decideDmca(admin.id, request.params.id, request.body);
      },
    );
  };
}
