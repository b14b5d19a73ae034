// HTTP errors: one error type for the product, one handler that turns anything thrown into `{ message, errors? }`.
import { randomUUID } from 'node:crypto';
import type { ApiErrorBody } from '@common/schemas/users';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { CLIENT_ABORT_MESSAGE, isClientAbort } from './client-aborts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiErrorBody['errors'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: ApiErrorBody['errors']) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
/** 409; `field` names the input at fault so forms can show the message under it. */
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? [{ path: field, message }] : undefined);

function zodIssues(error: ZodError): NonNullable<ApiErrorBody['errors']> {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Fastify's own client errors, given messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large (the limit is 1 MB).' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type. Send JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but JSON was declared.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The Content-Length header does not match the body.',
  },
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof ZodError) {
      const errors = zodIssues(error);
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    if (error instanceof SyntaxError)
      return reply.status(400).send({ message: 'The request body is not valid JSON.' });
    if (isClientAbort(error, request)) {
      // The client left (an upload cancelled, a connection reset): nothing for the site to fix.
      request.log.info({ code: error.code }, 'client aborted the request');
      return reply.status(400).send({ message: CLIENT_ABORT_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Invalid request' });
    }
    const reference = randomUUID();
    request.log.error({ err: error, reference }, 'unhandled error');
    return reply.status(500).send({ message: `Something went wrong on our side. Reference: ${reference}` });
  });
}
