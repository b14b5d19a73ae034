// Banned words on the real database: a comment or a sighting description containing one is refused with a 422
// naming it (whole words, any case, scripts without spaces matched anywhere); the list is the administrators'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp, unlimitedRateLimits } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({}, { rateLimits: unlimitedRateLimits() });
  admin = await adminHeaders(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function setSettings(patch: Record<string, unknown>) {
  const current = (
    await t.app.inject({ url: '/api/admin/moderation/settings', headers: admin })
  ).json() as Record<string, unknown>;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/moderation/settings',
    headers: admin,
    payload: { ...current, ...patch },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const commentCount = async (sightingId: number) =>
  ((await t.app.inject({ url: `/api/sightings/${sightingId}` })).json() as { commentCount: number })
    .commentCount;

describe('banned words', () => {
  it('refuse a comment or a sighting description with a banned word: whole words, any case, any script', async () => {
    const saved = await setSettings({ bannedWords: ['poacher', 'Ärger', 'poacher ', '密猟'] });
    expect(saved.bannedWords).toEqual(['poacher', 'Ärger', '密猟']);
    const member = await makeUser(t.app);
    const sighting = await makeSighting(t.app, member.cookie);
    const write = (content: string) =>
      post('/api/comments', member.cookie, { sightingId: sighting.id, content });
    const refused = await write('Watch out for the POACHER near the gate');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This text contains a word that is not allowed here: "poacher". Please rephrase it.',
    );
    expect((await write('So viel ärger hier')).statusCode).toBe(422);
    expect((await write('ここで密猟があった')).statusCode).toBe(422);
    // Whole words only: "poachers" and "Ärgernis" are other words.
    expect((await write('Poachers were caught; what an Ärgernis')).statusCode).toBe(201);
    expect(await commentCount(sighting.id)).toBe(1);

    const publish = await post('/api/sightings', member.cookie, {
      speciesName: 'Black rhino',
      category: 'mammals',
      location: 'Etosha',
      description: 'A poacher was seen',
    });
    expect(publish.statusCode).toBe(422);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/sightings/${sighting.id}`,
      headers: { cookie: member.cookie },
      payload: { description: 'poacher!' },
    });
    expect(edit.statusCode).toBe(422);
    await setSettings({ bannedWords: [] });
    expect((await write('The poacher was arrested')).statusCode).toBe(201);
  });
});
