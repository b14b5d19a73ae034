// Layout in the browser: no built page is wider than a 360 px phone (English, Arabic, Japanese); the header and
// the tab bar stay above the maps scrolled under them; member text keeps its own direction in the Arabic layout;
// on a desktop the welcome dialog holds its buttons and inline comments do not stretch a card's neighbours.
// One server and one browser for the whole file.
import { randomBytes } from 'node:crypto';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../web/src/app/route-table';
import { newPage, useServerAndBrowser } from './support/browser';
import { becomePremiumViaApi, newMember, register, registerViaApi } from './support/flows';

const env = useServerAndBrowser();

const PHONE = { width: 360, height: 740 };
const DEMO_PASSWORD = 'WildLens-demo1';
/** The languages under test, each signed in as its own demo member (their stored language is set to it). */
const LANGUAGES = [
  { language: 'en', member: 'arctic_fox_tales' },
  { language: 'ar', member: 'coral_diver_ana' },
  { language: 'ja', member: 'savanna_lens' },
] as const;
const ADMIN = { username: 'admin', password: 'Admin-Passw0rd' };

interface Demo {
  sightingId: number;
  memberId: number;
  portfolioUrl: string;
  adminToken: string;
  gearSlug: string;
  guideId: number;
  printId: number;
}

/** Real ids for the route table's parameters; a new parameter fails here until it is given a value. */
function builtPages(demo: Demo): { path: string; access: 'public' | 'member' | 'admin' }[] {
  // Pages whose parameter names something other than a sighting or a species.
  const perPath: Record<string, string> = {
    '/shop/:slug': `/shop/${demo.gearSlug}`,
    '/location-guides/:id': `/location-guides/${demo.guideId}`,
    '/print/:id': `/print/${demo.printId}`,
  };
  const values: Record<string, string> = {
    id: String(demo.sightingId),
    userId: String(demo.memberId),
    portfolioUrl: demo.portfolioUrl,
    // A demo species (the polar bear's photos are in the demo content and its species in the sample catalogue).
    slug: 'ursus-maritimus',
  };
  return ROUTES.map((r) => ({
    access: r.access,
    path:
      perPath[r.path] ??
      r.path.replace(/:(\w+)/g, (_, name: string) => {
        const value = values[name];
        if (!value) throw new Error(`No demo value for :${name} in ${r.path}`);
        return value;
      }),
  }));
}

/** Signs the context in as a demo member with `language` stored as theirs; answers the member's id. */
async function signInMember(context: BrowserContext, username: string, language: string): Promise<number> {
  const login = await context.request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  // The member's stored language wins over the browser's once signed in, so it is set to the one under test.
  const lang = await context.request.put('/api/user/language-preference', {
    data: { preferredLanguage: language },
  });
  expect(lang.status()).toBe(200);
  return ((await login.json()) as { user: { id: number } }).user.id;
}

async function prepareDemo(): Promise<Demo> {
  const base = env.server.url;
  const list = (await (await fetch(`${base}/api/sightings?limit=50`)).json()) as {
    id: number;
    commentCount: number;
    latitude: string | null;
    description: string | null;
    user: { id: number; username: string };
  }[];
  // A sighting with everything its page can show: a description, comments and a map.
  const sighting = list.find((s) => s.commentCount > 0 && s.latitude && s.description) ?? list[0];
  if (!sighting) throw new Error('The demo has no sightings');
  const portfolioOwner = LANGUAGES[0].member;
  const own = list.filter((s) => s.user.username === portfolioOwner);

  // The demo member publishes a portfolio with one collection of their sightings.
  const context = await env.browser.newContext({ baseURL: base });
  await signInMember(context, portfolioOwner, 'en');
  const portfolio = (await (
    await context.request.put('/api/portfolio', { data: { isPublic: true } })
  ).json()) as { portfolioUrl: string };
  const collection = await context.request.post('/api/portfolio/collections', {
    data: { title: 'Arctic mornings', description: 'Foxes and owls on the tundra before sunrise.' },
  });
  expect(collection.status()).toBe(201);
  const { id: collectionId } = (await collection.json()) as { id: number };
  const items = await context.request.put(`/api/portfolio/collections/${collectionId}/items`, {
    data: { items: own.slice(0, 4).map((s) => ({ sightingId: s.id })) },
  });
  expect(items.ok()).toBe(true);
  // A free guide by the same member, and a print of a premium member's photo, for their pages.
  const guide = await context.request.post('/api/guides', {
    data: {
      title: 'Arctic fox dens of the tundra edge',
      description:
        'Where the foxes raise their cubs in early summer, and how to watch from a respectful distance.',
      location: 'Varanger, Norway',
      latitude: 70.1,
      longitude: 29.7,
      price: 0,
      category: 'mammals',
      difficulty: 'moderate',
      bestSeason: 'summer',
      content: '## Getting there\n\nFollow the coast road east and park at the second lay-by.',
      publish: true,
    },
  });
  expect(guide.status(), await guide.text()).toBe(201);
  const guideId = ((await guide.json()) as { guide: { id: number } }).guide.id;
  await context.close();
  const printId = await demoPrint(base);
  const gear = (await (await fetch(`${base}/api/gear/products`)).json()) as { items: { slug: string }[] };

  const admin = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(admin.status).toBe(200);
  const { adminSessionToken } = (await admin.json()) as { adminSessionToken: string };
  return {
    sightingId: sighting.id,
    memberId: sighting.user.id,
    portfolioUrl: portfolio.portfolioUrl,
    adminToken: adminSessionToken,
    gearSlug: gear.items[0]?.slug ?? 'none',
    guideId,
    printId,
  };
}

/** A print product of a new premium member's photo sighting; answers its id. */
async function demoPrint(base: string): Promise<number> {
  const context = await env.browser.newContext({ baseURL: base });
  await registerViaApi(context, newMember());
  await becomePremiumViaApi(context);
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: '#51703c' } })
    .jpeg()
    .toBuffer();
  const upload = await context.request.post('/api/media', {
    multipart: { purpose: 'sighting', file: { name: 'fox.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const sighting = await context.request.post('/api/sightings', {
    data: {
      speciesName: 'Arctic Fox',
      category: 'mammals',
      mediaAssetId: ((await upload.json()) as { id: number }).id,
    },
  });
  expect(sighting.status(), await sighting.text()).toBe(201);
  const product = await context.request.post('/api/print-products', {
    data: {
      sightingId: ((await sighting.json()) as { id: number }).id,
      title: 'Fox in the snow',
      basePrice: 2500,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  const { id } = (await product.json()) as { id: number };
  await context.close();
  return id;
}

/** A phone-sized page in `language`, chosen as a visitor would (the stored choice the app reads first). */
async function phonePage(browser: Browser, language: string) {
  const opened = await newPage(browser, env.server.url, { locale: language, viewport: PHONE });
  await opened.context.addInitScript((code) => localStorage.setItem('preferredLanguage', code), language);
  return opened;
}

/**
 * Waits until the page has drawn its content: a heading in <main>, then no request to the site in flight for
 * 250 ms (faster than networkidle's 500 ms, and blind to map tiles, which cannot load on a closed network).
 */
function settler(page: Page): () => Promise<void> {
  const site = new URL(env.server.url).origin;
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const track = (add: boolean) => (r: { url(): string }) => {
    if (!r.url().startsWith(site)) return;
    if (add) inFlight.add(r);
    else inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  return async () => {
    await page.locator('main h1').first().waitFor();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < 250)) {
      await new Promise((r) => setTimeout(r, 50));
    }
  };
}

/**
 * null when the document is no wider than the screen; otherwise the elements that stick out of it (outside any
 * box that clips them): first those wider than their own parent, the causes, described well enough to find
 * them in the code.
 */
function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    const clippedOrFixed = (el: Element): boolean => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.position === 'fixed') return true;
        if (a !== el && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      // Visually hidden text (sr-only: 1 px, clipped) takes no room.
      if (r.width <= 1 || r.height <= 1) return false;
      return (r.right > width + 0.5 || r.left < -0.5) && !clippedOrFixed(el);
    });
    // The causes: elements wider than the box they sit in (the boxes around them merely follow).
    const sticksOut = (el: Element) => {
      const r = el.getBoundingClientRect();
      const p = el.parentElement?.getBoundingClientRect();
      return p !== undefined && (r.right > p.right + 0.5 || r.left < p.left - 0.5);
    };
    const causes = out.filter(sticksOut);
    const shown =
      causes.length > 0 ? causes : out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
    const label = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cls = typeof el.className === 'string' ? el.className.slice(0, 90) : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()} class="${cls}"> "${text}" [${Math.round(r.left)}..${Math.round(r.right)}]`;
    };
    return `scrollWidth ${root.scrollWidth} > ${width}:\n  ${shown.slice(0, 8).map(label).join('\n  ')}`;
  });
}

describe('layout on a 360 px phone', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await prepareDemo();
  });

  // The languages run side by side (each in its own browser context), which keeps the file fast. Each visits
  // every built page (80 and more), a few minutes on a busy 2-core machine.
  for (const { language, member: username } of LANGUAGES) {
    it.concurrent(`no built page is wider than the screen in ${language}`, { timeout: 420_000 }, async ({
      expect,
    }) => {
      const pages = builtPages(demo);
      const visitor = await phonePage(env.browser, language);
      const member = await phonePage(env.browser, language);
      await signInMember(member.context, username, language);
      await member.context.addInitScript(
        (token) => localStorage.setItem('adminSessionToken', token),
        demo.adminToken,
      );
      const settled = { visitor: settler(visitor.page), member: settler(member.page) };
      const problems: string[] = [];
      for (const { path, access } of pages) {
        const who = access === 'public' ? 'visitor' : 'member';
        const { page } = who === 'visitor' ? visitor : member;
        await page.goto(path);
        await settled[who]();
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(language);
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`${path}: ${overflow}`);
        // LAYOUT_SHOTS=/some/dir keeps a full-page picture of each page that overflows, to look at.
        if (overflow && process.env.LAYOUT_SHOTS) {
          const name = `${language}${path.replaceAll('/', '_')}.png`;
          await page.screenshot({ path: `${process.env.LAYOUT_SHOTS}/${name}`, fullPage: true });
        }
      }
      expect(visitor.errors).toEqual([]);
      expect(member.errors).toEqual([]);
      await visitor.context.close();
      await member.context.close();
      expect(problems.join('\n')).toBe('');
    });
  }
});

/**
 * Scrolls the map under the header (its top 8 px below the screen's top) or under the tab bar (its bottom 8 px
 * above the screen's bottom), then says which of the header's menu button / the tab bar's middle tab is the
 * top element at its own centre, and whether the map really lies beneath that point (else nothing was tested).
 */
function chromeAboveMap(page: Page, edge: 'header' | 'tabBar') {
  return page.evaluate((edge) => {
    const map = document.querySelector('.leaflet-container');
    if (!map) throw new Error('no map on the page');
    const m = map.getBoundingClientRect();
    window.scrollBy(0, edge === 'header' ? m.top - 8 : m.bottom - (window.innerHeight - 8));
    const target =
      edge === 'header'
        ? document.querySelector('header button[aria-label="Open menu"]')
        : document.querySelectorAll('nav[aria-label="Tab bar"] li')[2];
    if (!target) throw new Error(`no ${edge} control`);
    const r = target.getBoundingClientRect();
    const stack = document.elementsFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      mapBeneath: stack.some((el) => map.contains(el)),
      chromeOnTop: stack[0] !== undefined && target.contains(stack[0]),
    };
  }, edge);
}

async function scrollUntilMap(page: Page): Promise<void> {
  for (let step = 0; step < 30 && (await page.locator('.leaflet-container').count()) === 0; step++) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(100);
  }
}

describe('the header and the tab bar on a phone', () => {
  it('stay above the maps scrolled under them', async () => {
    const list = (await (await fetch(`${env.server.url}/api/sightings?limit=50`)).json()) as {
      id: number;
      latitude: string | null;
    }[];
    const located = list.find((s) => s.latitude);
    if (!located) throw new Error('The demo has no sighting with a place');
    const { page, context, errors } = await phonePage(env.browser, 'en');
    await signInMember(context, LANGUAGES[0].member, 'en');
    const maps: [string, () => Promise<void>][] = [
      ['/map', async () => {}],
      // The sighting's map loads when its box scrolls into view.
      [`/sighting/${located.id}`, () => scrollUntilMap(page)],
      // The full form may show its map from the start; otherwise the member asks for it.
      [
        '/report-sighting',
        async () => {
          const pick = page.getByRole('button', { name: 'Pick on a map' });
          if ((await page.locator('.leaflet-container').count()) === 0 && (await pick.count()) > 0)
            await pick.click();
          await scrollUntilMap(page);
        },
      ],
    ];
    for (const [path, showMap] of maps) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await showMap();
      await page.locator('.leaflet-container .leaflet-control-zoom').waitFor();
      for (const edge of ['header', 'tabBar'] as const) {
        expect(await chromeAboveMap(page, edge), `${path}, ${edge}`).toEqual({
          mapBeneath: true,
          chromeOnTop: true,
        });
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Every member-written field of this test carries it, so the pages' text can be searched for member text. */
const MARK = 'Qz';

/**
 * The text nodes with member text (MARK) in the page's <body>, and those of them shown without their own
 * direction: neither inside an element whose nearest dir is "auto" (or a <bdi>), nor between bidi isolates
 * (FSI ... PDI) inside a translated sentence.
 */
function memberTextWithoutDirection(page: Page) {
  return page.evaluate((mark) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let found = 0;
    const bare: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.includes(mark)) continue;
      found++;
      const holder = node.parentElement;
      const directed = holder?.closest('[dir], bdi');
      if (directed && (directed.tagName === 'BDI' || directed.getAttribute('dir') === 'auto')) continue;
      const isolated = text
        .split(mark)
        .slice(0, -1)
        .every((before) => {
          const opened = before.lastIndexOf('\u2068');
          return opened >= 0 && before.lastIndexOf('\u2069') < opened;
        });
      if (isolated) continue;
      const cls = typeof holder?.className === 'string' ? holder.className.slice(0, 60) : '';
      bare.push(`<${holder?.tagName.toLowerCase()} class="${cls}"> "${text.trim().slice(0, 50)}"`);
    }
    return { found, bare };
  }, MARK);
}

describe('member text in the Arabic layout', () => {
  it('keeps its own direction everywhere it is shown', { timeout: 120_000 }, async () => {
    // A member who writes in English (every field carries MARK), seen by themselves in Arabic.
    const { page, context, errors } = await phonePage(env.browser, 'ar');
    const username = `Qz_${randomBytes(3).toString('hex')}`;
    const registered = await context.request.post('/api/auth/register', {
      data: { username, email: `${username}@example.com`, password: 'Kingfisher9', preferredLanguage: 'ar' },
    });
    expect(registered.status()).toBe(201);
    const { user } = (await registered.json()) as { user: { id: number } };
    const api = context.request;
    const ok = async (response: Promise<APIResponse>) => {
      const r = await response;
      expect(r.ok(), `${r.url()} answered ${r.status()}`).toBe(true);
      return r;
    };
    await ok(
      api.put('/api/user/profile', {
        data: {
          bio: `${MARK} watcher of owls.`,
          equipment: `${MARK} binoculars, 10x42.`,
          goals: `${MARK} see a snowy owl!`,
          interests: [`${MARK} owls`],
        },
      }),
    );
    const sighting = (await (
      await ok(
        api.post('/api/sightings', {
          data: {
            speciesName: `${MARK} Eurasian eagle-owl`,
            category: 'birds',
            description: `${MARK} seen near the village.`,
            location: `${MARK} Lofoten, Norway`,
            latitude: 68.2,
            longitude: 13.6,
          },
        }),
      )
    ).json()) as { id: number };
    await ok(
      api.post('/api/comments', { data: { sightingId: sighting.id, content: `${MARK} what a night!` } }),
    );
    await ok(
      api.post('/api/bookmarks', { data: { sightingId: sighting.id, collectionName: `${MARK} owls` } }),
    );
    const portfolio = (await (
      await ok(
        api.put('/api/portfolio', {
          data: {
            isPublic: true,
            title: `${MARK} Night birds`,
            description: `${MARK} owls after dark.`,
            bio: `${MARK} field notes.`,
          },
        }),
      )
    ).json()) as { portfolioUrl: string };
    const collection = (await (
      await ok(
        api.post('/api/portfolio/collections', {
          data: { title: `${MARK} Owls`, description: `${MARK} all of them.` },
        }),
      )
    ).json()) as { id: number };
    await ok(
      api.put(`/api/portfolio/collections/${collection.id}/items`, {
        data: { items: [{ sightingId: sighting.id, caption: `${MARK} first light.` }] },
      }),
    );
    // A demo member answers: a notification that names the sighting, and a follower to list.
    const demo = await env.browser.newContext({ baseURL: env.server.url });
    const demoId = await signInMember(demo, LANGUAGES[0].member, 'en');
    await ok(demo.request.post(`/api/sightings/${sighting.id}/like`));
    await demo.close();
    await ok(api.post(`/api/users/${demoId}/follow`));

    const pages = [
      `/sighting/${sighting.id}`,
      '/explore',
      '/fresh-finds',
      `/profile/${user.id}`,
      '/my-profile',
      '/my-profile?tab=bookmarks',
      `/profile/${demoId}?tab=followers`,
      `/portfolio/${portfolio.portfolioUrl}`,
      '/notifications',
      '/map?lat=68.2&lng=13.6&zoom=8',
    ];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      await page.locator('main').getByText(MARK).first().waitFor();
      const { found, bare } = await memberTextWithoutDirection(page);
      expect(found, path).toBeGreaterThan(0);
      if (bare.length > 0) problems.push(`${path}:\n  ${bare.join('\n  ')}`);
    }
    expect(problems.join('\n')).toBe('');

    // Numbers in Arabic: the comment count in its heading in the same (Arabic-Indic) digits as the page's
    // other counts and dates.
    await page.goto(`/sighting/${sighting.id}`);
    const heading = page.getByRole('heading', { name: /^التعليقات/ });
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(/^[^0-9]*[\u0660-\u0669][^0-9]*$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('layout on a 1280 px desktop', () => {
  it('the welcome dialog holds its buttons; opening comments on a card leaves its row neighbours alone', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await register(page, newMember());
    const dialog = page.getByRole('dialog');
    const outside = await dialog.evaluate((box) => {
      // Inside the padding, where the dialog's content belongs.
      const frame = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const left = frame.left + Number.parseFloat(style.paddingLeft) - 0.5;
      const right = frame.right - Number.parseFloat(style.paddingRight) + 0.5;
      return (
        [...box.querySelectorAll('a, button')]
          // The close button sits in the corner, over the padding, by design.
          .filter((el) => getComputedStyle(el).position !== 'absolute')
          .map((el) => ({ text: el.textContent?.trim() ?? '', r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.left < left || r.right > right)
          .map(({ text, r }) => `"${text}" [${Math.round(r.left)}..${Math.round(r.right)}]`)
      );
    });
    expect(outside).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/explore');
    const cards = page.locator('main ul[aria-label] > li');
    await cards.nth(2).waitFor();
    // The first three cards: one row of the three-column grid.
    const boxes = () =>
      cards.evaluateAll((items) =>
        items.slice(0, 3).map((li) => {
          const r = li.getBoundingClientRect();
          return { top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
        }),
      );
    const before = await boxes();
    expect(new Set(before.map((b) => b.top)).size, 'the first three cards share a row').toBe(1);
    await cards
      .first()
      .getByRole('button', { name: /^Comment/ })
      .click();
    await cards
      .first()
      .getByRole('heading', { name: /^Comments/ })
      .waitFor();
    const after = await boxes();
    expect(after[0]?.height).toBeGreaterThan(before[0]?.height ?? 0);
    expect(after.slice(1)).toEqual(before.slice(1));
    expect(errors).toEqual([]);
    await context.close();
  });
});
