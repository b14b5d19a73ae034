// GET /api/comments/showcase: the public sighting with the most comments, never a private one; 404 before any.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../../test/harness';
import { NO_DISCUSSION_MESSAGE } from './showcase-route';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const showcase = () => t.app.inject({ method: 'GET', url: '/api/comments/showcase' });
const comment = (cookie: string, sightingId: number, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/comments',
    headers: { cookie },
    payload: { sightingId, content },
  });

describe('GET /api/comments/showcase', () => {
  it('answers 404 with a message while no public sighting has a comment', async () => {
    const res = await showcase();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NO_DISCUSSION_MESSAGE });
  });

  it('picks the public sighting with the most comments, skipping private ones', async () => {
    const author = await makeUser(t.app, { username: 'showcase_author' });
    const reader = await makeUser(t.app, { username: 'showcase_reader' });
    const quiet = await makeSighting(t.app, author.cookie, { speciesName: 'Red Fox' });
    const lively = await makeSighting(t.app, author.cookie, { speciesName: 'Grey Heron' });
    const secret = await makeSighting(t.app, author.cookie, { speciesName: 'Barn Owl', isPublic: false });
    // Only its author can comment on the private one (others do not see it).
    for (const [cookie, id, times] of [
      [reader.cookie, quiet.id, 1],
      [reader.cookie, lively.id, 3],
      [author.cookie, secret.id, 5],
    ] as const) {
      for (let i = 0; i < times; i++) {
        expect((await comment(cookie, id, `Comment ${i} on ${id}`)).statusCode).toBe(201);
      }
    }
    const res = await showcase();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sightingId: lively.id });
  });
});
