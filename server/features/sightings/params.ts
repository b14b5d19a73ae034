// The :id parameters of the social routes: ids are PostgreSQL integers, so anything outside their range cannot
// exist and is refused with a 400 before it reaches SQL (where it would fail with a 500).
import { z } from 'zod';

export function idParamsFor(thing: string) {
  const message = `The ${thing} id must be a whole number between 1 and 2147483647`;
  return z.strictObject({
    id: z.coerce.number(message).int(message).min(1, message).max(2_147_483_647, message),
  });
}

export const sightingIdParams = idParamsFor('sighting');
