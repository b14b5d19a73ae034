// The shipped articles: every file of server/data/articles parses; the start-up sync writes a file's article once
// per version, copies its cover into the media folder, never overwrites (nor brings back) an article an
// administrator edited or deleted, and unpublishes an article whose file is gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { adminHeaders } from '../sightings/social.support';
import { parseShippedArticle, readShippedArticles, syncShippedArticles } from './shipped-articles';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-articles-'));
  for (const file of fs.readdirSync(FIXTURES))
    fs.copyFileSync(path.join(FIXTURES, file), path.join(dir, file));
});
afterAll(async () => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const sync = () =>
  syncShippedArticles(t.app.ctx.db, {
    dataDir: t.dataDir,
    now: t.clock.now,
    shipped: readShippedArticles(dir),
  });
const row = async (language = 'en') =>
  (
    await t.app.ctx.db
      .select()
      .from(articles)
      .where(and(eq(articles.slug, 'fixture-swan-notes'), eq(articles.language, language)))
  )[0];

describe('shipped article files', () => {
  it('parses every file of server/data/articles', () => {
    const shipped = readShippedArticles();
    expect(shipped.problems).toEqual([]);
    for (const a of shipped.articles) expect(a.input.slug).toBe(a.file.replace(/(\.[a-z]{2})?\.md$/, ''));
  });

  it('refuses a file without front matter or with a bad field, naming the problem', () => {
    expect(() => parseShippedArticle('x.md', '# No front matter')).toThrow(/front matter/);
    expect(() =>
      parseShippedArticle(
        'x.md',
        '---\ntitle: Hi there\nsummary: A summary long enough.\ncategory: gossip\npublishedAt: 2025-01-01\n---\nBody',
      ),
    ).toThrow(/category/);
    expect(() =>
      parseShippedArticle(
        'x.md',
        '---\ntitle: Hi there\nsummary: A summary long enough.\ncategory: news\npublishedAt: 2025-01-01\nsurprise: 1\n---\nBody',
      ),
    ).toThrow(/surprise|Unrecognized/i);
  });
});

describe('the start-up sync', () => {
  it('writes each article once per version, with its translation and its cover', async () => {
    const first = await sync();
    expect(first).toMatchObject({ written: 2, problems: [] });
    expect((await sync()).written).toBe(0);
    const en = await row();
    expect(en).toMatchObject({
      status: 'published',
      category: 'field-craft',
      coverUrl: '/media/demo/cygnus-olor-er-swans.webp',
    });
    expect(en?.publishAt?.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    const cover = await t.app.inject({ url: '/media/demo/cygnus-olor-er-swans.webp' });
    expect(cover.statusCode).toBe(200);
    // The smaller renditions the cards and the page show (shipped-covers.ts), no wider than asked.
    const card = await t.app.inject({ url: '/media/demo/article-card/cygnus-olor-er-swans.webp' });
    expect(card.statusCode).toBe(200);
    expect((await sharp(card.rawPayload).metadata()).width).toBeLessThanOrEqual(640);
    expect(card.rawPayload.length).toBeLessThan(cover.rawPayload.length);
    const list = (await t.app.inject({ url: '/api/articles?lang=en' })).json();
    expect(list.articles[0].cover).toMatchObject({
      url: '/media/demo/article-page/cygnus-olor-er-swans.webp',
      cardUrl: '/media/demo/article-card/cygnus-olor-er-swans.webp',
    });
    const page = await t.app.inject({ url: '/media/demo/article-page/cygnus-olor-er-swans.webp' });
    expect((await sharp(page.rawPayload).metadata()).width).toBeLessThanOrEqual(1280);
    const fr = (await t.app.inject({ url: '/api/articles/fixture-swan-notes?lang=fr' })).json();
    expect(fr.article.title).toBe("Notes sur les cygnes du lac d'essai");
    expect(fr.translations.map((x: { language: string }) => x.language)).toEqual(['en', 'fr']);

    // A new version of a file updates its row.
    const file = path.join(dir, 'fixture-swan-notes.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('every morning', 'every single morning'));
    expect((await sync()).written).toBe(1);
    expect((await row())?.body).toContain('every single morning');
  });

  it('never overwrites nor brings back what an administrator edited or deleted', async () => {
    const admin = await adminHeaders(t.app);
    const en = await row();
    const fr = await row('fr');
    if (!en || !fr) throw new Error('fixture rows missing');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${en.id}`,
      headers: admin,
      payload: {
        slug: en.slug,
        title: 'The administrators’ swans',
        summary: en.summary,
        body: en.body,
        category: en.category,
        coverImage: en.coverUrl,
        status: 'published',
        publishAt: en.publishAt?.toISOString(),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ shipped: true, editedByAdmin: true, coverImage: en.coverUrl });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/articles/${fr.id}`, headers: admin });
    expect(del.statusCode).toBe(200);

    for (const file of fs.readdirSync(dir)) {
      const p = path.join(dir, file);
      fs.writeFileSync(p, fs.readFileSync(p, 'utf8').replace('morning', 'evening'));
    }
    expect((await sync()).written).toBe(0);
    expect((await row())?.title).toBe('The administrators’ swans');
    expect((await row('fr'))?.deletedAt).not.toBeNull();
    expect(
      (await t.app.inject({ url: '/api/articles/fixture-swan-notes?lang=fr' })).json().article.language,
    ).toBe('en');
    const list = await t.app.inject({ url: '/api/admin/articles?q=swan', headers: admin });
    expect((list.json().articles as { id: number }[]).map((a) => a.id)).toEqual([en.id]);
  });

  it('unpublishes a shipped article whose file is gone, unless an administrator took it over', async () => {
    fs.writeFileSync(
      path.join(dir, 'fixture-heron.md'),
      '---\ntitle: Herons of the fixture\nsummary: A heron article that will be removed again.\ncategory: news\ntags: []\nspecies: []\ncover: null\npublishedAt: 2025-04-01\nlanguage: en\n---\nHerons stand still.',
    );
    expect((await sync()).written).toBe(1);
    expect((await t.app.inject({ url: '/api/articles/fixture-heron' })).statusCode).toBe(200);
    fs.rmSync(path.join(dir, 'fixture-heron.md'));
    const result = await sync();
    expect(result.unpublished).toBe(1);
    expect((await t.app.inject({ url: '/api/articles/fixture-heron' })).statusCode).toBe(404);
    // The edited English swan article stays published.
    expect((await t.app.inject({ url: '/api/articles/fixture-swan-notes' })).statusCode).toBe(200);
  });
});
