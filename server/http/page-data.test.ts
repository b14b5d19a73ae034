// Pages carry the API answers of their first render: exactly what the API answers the same viewer (visitor or
// member), at the URLs the web app asks for, escaped so that no stored text can end the <script> block, and
// never kept by a shared cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LanguageCode } from '@common/constants/languages';
import { PAGE_DATA_ELEMENT_ID, type PageDataAnswer } from '@common/constants/page-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, makeSighting, makeUser, type TestApp } from '../test/harness';
import { firstRenderRequests } from './page-data';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>WildLens</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>
`;

let t: TestApp;
let webDir: string;
let member: Awaited<ReturnType<typeof makeUser>>;
let sightingId: number;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wildlens-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  member = await makeUser(t.app);
  const s = await makeSighting(t.app, member.cookie, {
    speciesName: 'Red kite </script><script>alert(1)</script>',
    category: 'birds',
    description: 'Over the M40 \u2028 near Stokenchurch <!-- -->',
  });
  sightingId = s.id;
  await makeSighting(t.app, member.cookie, { speciesName: 'Common buzzard', category: 'birds' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** The answers embedded in a page, as the web app reads them. */
function answersOf(html: string): PageDataAnswer[] {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) return [];
  return JSON.parse(match[1]) as PageDataAnswer[];
}

async function pageFor(url: string, cookie?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res;
}

/** Every embedded answer equals the API's own answer to the same viewer. */
async function expectSameAsApi(answers: PageDataAnswer[], cookie?: string) {
  for (const answer of answers) {
    const api = await t.app.inject({ method: 'GET', url: answer.url, headers: cookie ? { cookie } : {} });
    expect(answer.status, answer.url).toBe(api.statusCode);
    expect(answer.body, answer.url).toBe(api.body);
    expect(answer.headers['content-type'], answer.url).toBe(api.headers['content-type']);
  }
}

describe('page data', () => {
  it('gives explore its first page of sightings and the categories, as the API answers them', async () => {
    const res = await pageFor('/explore?category=birds&search=buzzard&sort=most_liked&utm_source=x');
    const answers = answersOf(res.body);
    expect(answers.map((a) => a.url)).toEqual([
      '/api/auth/me',
      '/api/categories',
      '/api/sightings?category=birds&search=buzzard&sort=most_liked&limit=12',
    ]);
    await expectSameAsApi(answers);
    const list = JSON.parse(answers[2]?.body ?? '[]') as { speciesName: string }[];
    expect(list.map((s) => s.speciesName)).toEqual(['Common buzzard']);
    // A visitor: the app reads the 401 of /api/auth/me as "signed out" without asking.
    expect(answers[0]?.status).toBe(401);
  });

  it("carries a member's own answers, and no shared cache may keep the page", async () => {
    const res = await pageFor('/', member.cookie);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const answers = answersOf(res.body);
    expect(answers.map((a) => a.url)).toEqual([
      '/api/auth/me',
      '/api/sightings?limit=6',
      '/api/contests/winners/latest',
    ]);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ id: member.id });
    await expectSameAsApi(answers, member.cookie);
  });

  it('keeps stored text inside the block: no </script>, no comment, no line separator', async () => {
    const res = await pageFor(`/sighting/${sightingId}`);
    const block = res.body.slice(res.body.indexOf(`id="${PAGE_DATA_ELEMENT_ID}"`));
    const inside = block.slice(0, block.indexOf('</script>'));
    expect(inside).not.toMatch(/<|\u2028/);
    const answers = answersOf(res.body);
    expect(answers.map((a) => a.url)).toEqual([
      '/api/auth/me',
      `/api/sightings/${sightingId}`,
      `/api/sightings/${sightingId}/comments`,
      `/api/sightings/${sightingId}/identifications`,
      `/api/sightings/${sightingId}/nearby`,
      `/api/sightings/${sightingId}/more-from-member`,
    ]);
    expect(JSON.parse(answers[1]?.body ?? '{}')).toMatchObject({
      speciesName: 'Red kite </script><script>alert(1)</script>',
    });
    // The page has exactly one script block besides the app's own, and it is the data.
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it("names a sighting's catalogue species in the visitor's languages, as the app's own request would", async () => {
    const swan = await makeSighting(t.app, member.cookie, { speciesName: 'Mute Swan', category: 'birds' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/sighting/${swan.id}`,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    const answer = answersOf(res.body).find((a) => a.url === `/api/sightings/${swan.id}`);
    expect(JSON.parse(answer?.body ?? '{}').species).toMatchObject({
      slug: 'cygnus-olor',
      scientificName: 'Cygnus olor',
      commonName: 'Cygne tuberculé',
    });
  });

  it('leaves out what the app must handle itself: a missing or private sighting', async () => {
    const missing = answersOf((await pageFor('/sighting/999999')).body);
    expect(missing.map((a) => a.url)).toEqual(['/api/auth/me']);
    const hidden = await makeSighting(t.app, member.cookie, {
      speciesName: 'Nesting osprey',
      isPublic: false,
    });
    expect(answersOf((await pageFor(`/sighting/${hidden.id}`)).body).map((a) => a.url)).toEqual([
      '/api/auth/me',
    ]);
    // Its author, though, gets it.
    const own = answersOf((await pageFor(`/sighting/${hidden.id}`, member.cookie)).body);
    expect(own.map((a) => a.url)).toContain(`/api/sightings/${hidden.id}`);
  });

  it('writes explore URLs the way the web app does (parameters in order, empty ones left out)', () => {
    const urls = (search: string) => firstRenderRequests('/explore', new URLSearchParams(search));
    expect(urls('')).toContain('/api/sightings?sort=newest&limit=12');
    expect(urls('category=BIRDS&search=+grey+heron+')).toContain(
      '/api/sightings?category=birds&search=grey+heron&sort=newest&limit=12',
    );
    expect(urls('category=dragons&sort=oldest')).toContain('/api/sightings?sort=newest&limit=12');
    // The place, date and member filters (common/constants/explore.ts), in the order the app writes them.
    expect(
      urls('user=ana&to=2025-06-30&bbox=-10,40,5,50&country=fr&location=camargue&from=2025-01-01'),
    ).toContain(
      '/api/sightings?sort=newest&location=camargue&country=FR&bbox=-10%2C40%2C5%2C50&from=2025-01-01&to=2025-06-30&user=ana&limit=12',
    );
    expect(firstRenderRequests('/profile/3', new URLSearchParams())).toEqual(['/api/auth/me']);
  });

  it("writes the article pages' URLs the way the web app does, in the reader's language", () => {
    const urls = (pathname: string, search = '', lang: LanguageCode = 'en') =>
      firstRenderRequests(pathname, new URLSearchParams(search), lang);
    expect(urls('/articles')).toContain('/api/articles?lang=en');
    expect(urls('/articles', 'q=owls&category=photography&page=2', 'fr')).toContain(
      '/api/articles?q=owls&category=photography&lang=fr&page=2',
    );
    expect(urls('/articles', 'category=dragons')).toContain('/api/articles?lang=en');
    expect(urls('/blog')).toContain('/api/articles?category=news%2Ccommunity&lang=en');
    expect(urls('/education', '', 'de')).toContain(
      '/api/articles?category=identification%2Cfield-craft%2Cphotography%2Ceducation&lang=de&sort=oldest&pageSize=50',
    );
    expect(urls('/conservation')).toEqual([
      '/api/auth/me',
      '/api/articles?category=conservation&lang=en&pageSize=6',
      '/api/conservation/threatened-species',
    ]);
    expect(urls('/articles/birding-for-beginners', '', 'es')).toContain(
      '/api/articles/birding-for-beginners?lang=es',
    );
    // A translation asked for in the address wins over the reader's language, as on the page.
    expect(urls('/articles/birding-for-beginners', 'lang=ja', 'es')).toContain(
      '/api/articles/birding-for-beginners?lang=ja',
    );
    expect(urls('/articles/Not_A_Slug')).toEqual(['/api/auth/me']);
  });
});
