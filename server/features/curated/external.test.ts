// Links to content elsewhere (external_content): entered by administrators, listed while active, and every click
// counted by the redirect, also when many arrive at once.
import { EXTERNAL_MESSAGES } from '@common/schemas/curated';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';

let t: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
});
afterAll(async () => t.close());

const link = (over: Record<string, unknown> = {}) => ({
  title: 'How puffins find their burrows',
  description: 'A study from the Farne Islands.',
  originalUrl: 'https://www.example.org/puffins?ref=1',
  sourceName: 'Seabird Journal',
  sourceType: 'research',
  category: 'birds',
  imageUrl: 'https://images.example.org/puffin.jpg',
  ...over,
});

async function addLink(over: Record<string, unknown> = {}): Promise<{ id: number; clickCount: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/external-content',
    headers: admin,
    payload: link(over),
  });
  if (res.statusCode !== 201) throw new Error(`link: ${res.statusCode} ${res.body}`);
  return res.json();
}

describe('the administrators’ links', () => {
  it('are added by hand with https addresses only, and only by administrators', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ originalUrl: 'http://www.example.org/puffins' }, 'originalUrl', EXTERNAL_MESSAGES.url],
      [{ originalUrl: 'javascript:alert(1)' }, 'originalUrl', EXTERNAL_MESSAGES.url],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl', EXTERNAL_MESSAGES.imageUrl],
      [{ title: ' ' }, 'title', EXTERNAL_MESSAGES.titleRequired],
      [{ sourceName: '' }, 'sourceName', EXTERNAL_MESSAGES.sourceNameRequired],
    ];
    for (const [over, path, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/external-content',
        headers: admin,
        payload: link(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors).toContainEqual({ path, message });
    }
    const member = await makeUser(t.app);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/external-content',
      headers: { cookie: member.cookie },
      payload: link(),
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/external-content' })).statusCode).toBe(401);
  });

  it('show the active ones to everyone, without their address; edit and delete', async () => {
    const shown = await addLink({ title: 'Shown link' });
    const hidden = await addLink({ title: 'Hidden link', isActive: false, category: null });
    const list = (await t.app.inject({ url: '/api/external-content' })).json() as {
      id: number;
      host: string;
    }[];
    expect(list.map((l) => l.id)).toContain(shown.id);
    expect(list.map((l) => l.id)).not.toContain(hidden.id);
    expect(list.find((l) => l.id === shown.id)).toMatchObject({ host: 'www.example.org' });
    expect(list.find((l) => l.id === shown.id)).not.toHaveProperty('originalUrl');
    const mammals = (await t.app.inject({ url: '/api/external-content?category=mammals' })).json();
    expect(mammals).toEqual([]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/external-content/${hidden.id}`,
      headers: admin,
      payload: link({ title: 'Now shown', isActive: true }),
    });
    expect(edited.json()).toMatchObject({ title: 'Now shown', isActive: true, clickCount: 0 });
    const all = (await t.app.inject({ url: '/api/admin/external-content', headers: admin })).json();
    expect(all.length).toBeGreaterThanOrEqual(2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/external-content/${hidden.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/go/external/${hidden.id}` })).statusCode).toBe(404);
  });
});

describe('GET /go/external/:id', () => {
  it('counts the click and redirects to the address', async () => {
    const made = await addLink();
    const res = await t.app.inject({ url: `/go/external/${made.id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://www.example.org/puffins?ref=1');
    expect(res.headers['cache-control']).toBe('no-store');
    // A HEAD (a link checker) is answered but not counted.
    expect((await t.app.inject({ method: 'HEAD', url: `/go/external/${made.id}` })).statusCode).toBe(302);
    const all = (await t.app.inject({ url: '/api/admin/external-content', headers: admin })).json() as {
      id: number;
      clickCount: number;
    }[];
    expect(all.find((l) => l.id === made.id)?.clickCount).toBe(1);
  });

  it('counts 20 clicks made at the same moment as 20', async () => {
    const made = await addLink({ title: 'Busy link' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ url: `/go/external/${made.id}`, remoteAddress: `10.20.0.${i + 1}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(302));
    const all = (await t.app.inject({ url: '/api/admin/external-content', headers: admin })).json() as {
      id: number;
      clickCount: number;
    }[];
    expect(all.find((l) => l.id === made.id)?.clickCount).toBe(20);
  });

  it('does not follow an inactive or unknown link', async () => {
    const off = await addLink({ isActive: false });
    expect((await t.app.inject({ url: `/go/external/${off.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/go/external/987654' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/go/external/abc' })).statusCode).toBe(400);
  });
});
