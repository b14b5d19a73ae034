// The refusals a route answers, for its response schema (the OpenAPI document and Fastify's serialiser):
// 400, 409 and 422 may say which field is at fault (`errors`), the others carry the message alone.
import { apiErrorSchema } from '../features/sightings/presenters';
import { messageSchema } from '../features/users/response-schemas';

const schemas = {
  400: apiErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
} as const;

export type RefusalStatus = keyof typeof schemas;

/** `{ ...refusals(400, 401, 404) }` in a route's `response`: exactly the refusals it can give. */
export function refusals<const S extends RefusalStatus>(...statuses: S[]): Pick<typeof schemas, S> {
  return Object.fromEntries(statuses.map((status) => [status, schemas[status]])) as Pick<typeof schemas, S>;
}
