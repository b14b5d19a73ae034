// Responses are serialized by schemas compiled on a route's first answer (serializer.ts): this compiles every
// route's response schemas up front, so a schema fast-json-stringify cannot compile fails here, not as a 500.
import type { onRouteHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness';
import { compileResponseSchema } from './serializer';

const responses: { route: string; status: string; schema: unknown }[] = [];
const collectResponses: onRouteHookHandler = (route) => {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(response)) {
    responses.push({ route: `${[route.method].flat().join(',')} ${route.url}`, status, schema });
  }
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: collectResponses });
});
afterAll(async () => {
  await t.close();
});

describe('response serializers', () => {
  it("compiles every route's response schemas, and writes only the declared fields", () => {
    expect(responses.length).toBeGreaterThan(300);
    const uncompiled: string[] = [];
    for (const { route, status, schema } of responses) {
      if (!(schema instanceof z.ZodType)) continue;
      // null: a schema JSON cannot express (a transform, a date), which keeps zod's serializer.
      if (compileResponseSchema(schema) === null) uncompiled.push(`${route} ${status}`);
    }
    // Most answers take the fast path; the few that cannot are listed when this grows.
    expect(uncompiled.length, uncompiled.join('\n')).toBeLessThan(responses.length / 10);

    const serialize = compileResponseSchema(z.object({ id: z.number(), name: z.string().nullable() }));
    expect(serialize?.({ id: 1, name: null, passwordHash: 'secret' })).toBe('{"id":1,"name":null}');
  });

  it('serializes an answer on its first request, and the same way after', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'GET', url: '/api/sightings/999999999' });
      expect(res.statusCode).toBe(404);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
  });
});
