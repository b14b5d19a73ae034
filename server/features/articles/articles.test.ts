// Articles on the real database: drafts and articles scheduled for later are invisible (list, page, link preview)
// until their time comes on the app's clock; search, category and tag filters with pages; translations and the
// English fallback; Markdown (a script payload included) stored and served as text, and the page's link-preview
// tags escaped; writes only with the administrator's bearer; validation refusals that change nothing.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, makeUser, type TestApp } from '../../test/harness';
import { adminHeaders, insertAsset } from '../sightings/social.support';
import { articlePageRenderer } from './open-graph';

let t: TestApp;
let admin: { authorization: string };
let member: Awaited<ReturnType<typeof makeUser>>;

const body = (over: Record<string, unknown> = {}) => ({
  slug: `test-${Math.random().toString(36).slice(2, 10)}`,
  title: 'Watching otters at dusk',
  summary: 'Where and how to watch otters on a river at dusk without disturbing them.',
  body: '## The bank\n\nSit downwind of the holt and wait quietly.',
  category: 'field-craft',
  tags: ['otters'],
  species: ['lutra-lutra'],
  status: 'published',
  ...over,
});

async function create(over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: admin,
    payload: body(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string; status: string; readingMinutes: number };
}

const get = (url: string) => t.app.inject({ url });
const slugsOf = async (url: string) =>
  ((await get(url)).json().articles as { slug: string }[]).map((a) => a.slug);

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminHeaders(t.app);
  member = await makeUser(t.app);
});
afterAll(async () => t?.close());

describe('visibility', () => {
  it('keeps a draft out of the list and the page, and shows it to administrators', async () => {
    const draft = await create({ status: 'draft', title: 'A draft about zorillaqs' });
    expect(await slugsOf('/api/articles?pageSize=50&q=zorillaqs')).not.toContain(draft.slug);
    expect((await get(`/api/articles/${draft.slug}`)).statusCode).toBe(404);
    const mine = await t.app.inject({ url: `/api/admin/articles/${draft.id}`, headers: admin });
    expect(mine.json()).toMatchObject({ status: 'draft', title: 'A draft about zorillaqs' });
    const list = await t.app.inject({ url: '/api/admin/articles?status=draft', headers: admin });
    expect((list.json().articles as { id: number }[]).map((a) => a.id)).toContain(draft.id);
  });

  it('shows a scheduled article only once its publication time has passed', async () => {
    const at = new Date(t.clock.now.getTime() + 60 * 60 * 1000).toISOString();
    const scheduled = await create({ status: 'scheduled', publishAt: at, title: 'Quollzy season is coming' });
    expect(scheduled.status).toBe('scheduled');
    expect((await get(`/api/articles/${scheduled.slug}`)).statusCode).toBe(404);
    expect(await slugsOf('/api/articles?q=quollzy')).toEqual([]);
    // Published with a future date is scheduled too.
    const later = await create({ status: 'published', publishAt: at });
    expect(later.status).toBe('scheduled');

    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await get(`/api/articles/${scheduled.slug}`)).statusCode).toBe(200);
    expect(await slugsOf('/api/articles?q=quollzy')).toEqual([scheduled.slug]);
    const admin1 = await t.app.inject({ url: `/api/admin/articles/${scheduled.id}`, headers: admin });
    expect(admin1.json().status).toBe('published');
  });
});

describe('lists', () => {
  it('searches word prefixes of title, summary and body, newest first, with pages', async () => {
    // Made-up words: the shipped articles are in this database too.
    const a = await create({ title: 'Zinnowl churring', body: 'Listen for the churr of the zinnowls.' });
    const b = await create({
      title: 'Qwheathland at night',
      summary: 'A walk on the heath to hear zinnowls churring.',
    });
    const c = await create({ title: 'Mothzz', body: 'Mothzz traps; no birds here at all, only mothzzes.' });
    // The title weighs more than the summary.
    expect(await slugsOf('/api/articles?q=zinnowl')).toEqual([a.slug, b.slug]);
    expect(await slugsOf('/api/articles?q=churr%20qwheath')).toEqual([b.slug]);
    expect(await slugsOf('/api/articles?q=MOTHZZ')).toEqual([c.slug]);
    // Punctuation and operators of tsquery are words apart, never syntax.
    expect(await slugsOf('/api/articles?q=%27%26%21%7C(zinnowl%3A*')).toEqual([a.slug, b.slug]);
    const page1 = (await get('/api/articles?q=zinnowl&pageSize=1')).json();
    const page2 = (await get('/api/articles?q=zinnowl&pageSize=1&page=2')).json();
    expect(page1.total).toBe(2);
    expect([page1.articles[0].slug, page2.articles[0].slug].sort()).toEqual([a.slug, b.slug].sort());
    // Cards carry no body.
    expect(page1.articles[0]).not.toHaveProperty('body');
  });

  it('filters by one or several categories and by tag', async () => {
    const news = await create({ category: 'news', tags: ['kestrel watch'], title: 'Kestrel news' });
    const story = await create({ category: 'community', tags: ['kestrel watch'], title: 'Kestrel story' });
    const lesson = await create({ category: 'education', tags: ['kestrel watch'], title: 'Kestrel lesson' });
    const blog = await slugsOf('/api/articles?category=news,community&tag=kestrel%20watch');
    expect(blog.sort()).toEqual([news.slug, story.slug].sort());
    expect(await slugsOf('/api/articles?category=education&tag=Kestrel%20Watch')).toEqual([lesson.slug]);
    expect((await get('/api/articles?category=gossip')).statusCode).toBe(400);
  });

  it('computes the reading time on the server (words / 200, rounded up)', async () => {
    const long = await create({ body: Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ') });
    expect(long.readingMinutes).toBe(3);
    const short = await create({ body: 'Short.' });
    expect(short.readingMinutes).toBe(1);
  });
});

describe('translations', () => {
  it('answers the reader’s language, else English, and lists the languages there are', async () => {
    const en = await create({ title: 'Bats over the pond', tags: ['bats-test-tag'] });
    await create({
      slug: en.slug,
      language: 'fr',
      title: 'Chauves-souris sur la mare',
      tags: ['bats-test-tag'],
    });
    const fr = (await get(`/api/articles/${en.slug}?lang=fr`)).json();
    expect(fr.article).toMatchObject({ language: 'fr', title: 'Chauves-souris sur la mare' });
    expect(fr.fallback).toBe(false);
    expect(fr.translations.map((x: { language: string }) => x.language)).toEqual(['en', 'fr']);
    const de = (await get(`/api/articles/${en.slug}?lang=de`)).json();
    expect(de.article.language).toBe('en');
    expect(de.fallback).toBe(true);
    // One card per article in a list, in the reader's language where there is one.
    const cards = (await get('/api/articles?tag=bats-test-tag&lang=fr')).json().articles;
    expect(cards.map((c: { language: string }) => c.language)).toEqual(['fr']);
    const english = (await get('/api/articles?tag=bats-test-tag')).json().articles;
    expect(english.map((c: { language: string }) => c.language)).toEqual(['en']);
  });

  it('offers related articles: the same species and tags first', async () => {
    const base = await create({
      species: ['testus-badgerus'],
      tags: ['badgers-test'],
      category: 'education',
    });
    const close = await create({
      species: ['testus-badgerus'],
      tags: ['badgers-test'],
      category: 'education',
    });
    await create({ species: ['testus-badgerus'], category: 'news' });
    const detail = (await get(`/api/articles/${base.slug}`)).json();
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.related[0].slug).toBe(close.slug);
    expect(detail.related.map((r: { slug: string }) => r.slug)).not.toContain(base.slug);
  });
});

describe('Markdown and the page HTML', () => {
  it('stores a script payload as text and serves it as data; the page tags are escaped', async () => {
    const payload = '<script>alert(1)</script>\n\n[x](javascript:alert(1))';
    const evil = await create({
      title: 'Owls "><script>alert(2)</script>',
      summary: 'A summary with <img src=x onerror=alert(3)> inside it.',
      body: payload,
      tags: ['owls'],
    });
    const res = await get(`/api/articles/${evil.slug}`);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().article.body).toBe(payload);

    const index = path.join(t.dataDir, 'index.html');
    fs.writeFileSync(
      index,
      '<html><head><title>WildLens</title></head><body><div id="root"></div></body></html>',
    );
    const html = await articlePageRenderer(t.app.ctx)(`/articles/${evil.slug}`, index);
    expect(html).not.toBeNull();
    expect(html).toContain(
      'property="og:title" content="Owls &#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62; · WildLens"',
    );
    expect(html).toContain('name="twitter:description" content="A summary with &#60;img');
    expect(html).toContain('<script type="application/ld+json">');
    // Nothing the administrator wrote opens an element: the only scripts are the JSON-LD block.
    expect(html?.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('alert(1)');
    const ld = html?.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Article',
      headline: 'Owls "><script>alert(2)</script>',
    });

    const draft = await create({ status: 'draft' });
    expect(await articlePageRenderer(t.app.ctx)(`/articles/${draft.slug}`, index)).toBeNull();
    expect(await articlePageRenderer(t.app.ctx)('/articles/Not_A_Slug', index)).toBeNull();
  });
});

describe('writing', () => {
  it('takes writes only with the administrator’s bearer token', async () => {
    const article = await create();
    for (const headers of [{}, { cookie: member.cookie }]) {
      const writes = [
        t.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: body() }),
        t.app.inject({ method: 'PUT', url: `/api/admin/articles/${article.id}`, headers, payload: body() }),
        t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${article.id}`, headers }),
        t.app.inject({ url: '/api/admin/articles', headers }),
        t.app.inject({
          method: 'POST',
          url: '/api/admin/articles/preview',
          headers,
          payload: { slug: 'x', body: 'y' },
        }),
      ];
      for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(401);
    }
    expect((await get(`/api/articles/${article.slug}`)).statusCode).toBe(200);
  });

  it('refuses bad input with 4xx JSON and changes nothing', async () => {
    const count = async () => (await t.app.ctx.db.select({ id: articles.id }).from(articles)).length;
    const rows = await count();
    const cases: [Record<string, unknown>, number][] = [
      [{ slug: 'Bad Slug' }, 400],
      [{ status: 'scheduled' }, 400],
      [{ category: 'gossip' }, 400],
      [{ extra: true }, 400],
      [{ title: '' }, 400],
      [{ body: 'x'.repeat(60_001) }, 400],
      [{ coverMediaAssetId: 2_000_000_000 }, 400],
      [{ coverImage: 'https://evil.example/x.png' }, 400],
      [{ coverImage: '/media/../secret' }, 400],
      [{ tags: ['<b>'] }, 400],
      [{ publishAt: 'tomorrow' }, 400],
    ];
    for (const [over, status] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/articles',
        headers: admin,
        payload: body(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const video = await insertAsset(t.app, member.id, 'video');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: admin,
      payload: body({ coverMediaAssetId: video.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(rows);

    const first = await create();
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles',
      headers: admin,
      payload: body({ slug: first.slug }),
    });
    expect(twice.statusCode).toBe(409);
    expect((await t.app.inject({ url: '/api/admin/articles/999999', headers: admin })).statusCode).toBe(404);
  });

  it('edits, gives an uploaded cover, previews and deletes', async () => {
    const photo = await insertAsset(t.app, member.id, 'photo');
    const article = await create({ coverMediaAssetId: photo.id, coverCredit: 'Test photographer' });
    const detail = (await get(`/api/articles/${article.slug}`)).json().article;
    expect(detail.cover).toMatchObject({
      url: photo.variants.large?.url,
      credit: 'Test photographer',
      width: 2048,
    });
    expect(detail.cover.cardUrl).toBe(photo.variants.medium?.url);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}`,
      headers: admin,
      payload: body({ slug: article.slug, title: 'Edited title', coverMediaAssetId: null }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited title', cover: null, editedByAdmin: true });

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/articles/preview',
      headers: admin,
      payload: { slug: article.slug, body: 'one two three', articleId: null },
    });
    expect(preview.json()).toEqual({
      words: 3,
      readingMinutes: 1,
      path: `/articles/${article.slug}`,
      slugTaken: true,
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${article.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/articles/${article.slug}`)).statusCode).toBe(404);
    const [gone] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, article.id));
    expect(gone).toBeUndefined();
  });
});

describe('threatened species', () => {
  it('lists Critically Endangered and Endangered species with their pages', async () => {
    const res = await get('/api/conservation/threatened-species');
    expect(res.statusCode).toBe(200);
    for (const s of res.json().species as { status: string; slug: string }[]) {
      expect(['CR', 'EN']).toContain(s.status);
      expect(s.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });
});
