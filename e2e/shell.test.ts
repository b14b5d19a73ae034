// The shell as a visitor sees it: demo content on the home page, Arabic right to left, an unknown path.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';

const env = useServerAndBrowser();

describe('the shell', () => {
  it('shows the home page with demo sightings', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Track Rare Wildlife, Share Discoveries' }).waitFor();
    await page.getByRole('heading', { name: 'Featured Sightings' }).scrollIntoViewIfNeeded();
    const cards = page.locator('a[href^="/sighting/"]');
    // The hero's photo links to its sighting first; the grid below the fold comes with its chunk.
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('home, explore and a sighting page render from the answers in their HTML, asking the API nothing', async () => {
    const res = await fetch(`${env.server.url}/api/sightings?limit=1`);
    const [sighting] = (await res.json()) as { id: number; speciesName: string }[];
    const pages: [string, (page: Page) => Promise<void>][] = [
      ['/', (page) => page.getByRole('heading', { name: 'Featured Sightings' }).waitFor()],
      ['/explore', (page) => page.locator('main a[href^="/sighting/"]').first().waitFor()],
      [
        `/sighting/${sighting?.id}`,
        (page) => page.getByRole('heading', { level: 1, name: sighting?.speciesName }).waitFor(),
      ],
    ];
    for (const [url, rendered] of pages) {
      const { page, context, errors } = await newPage(env.browser, env.server.url);
      const reads: string[] = [];
      const consoleErrors: string[] = [];
      page.on('request', (r) => {
        const { pathname, search } = new URL(r.url());
        // Later pages of an infinite list (a cursor) are asked as the visitor scrolls, as ever.
        if (r.method() === 'GET' && pathname.startsWith('/api/') && !search.includes('cursor='))
          reads.push(pathname);
      });
      page.on('console', (m) => {
        if (m.type() === 'error') consoleErrors.push(m.text());
      });
      await page.goto(url);
      await rendered(page);
      await page.waitForLoadState('networkidle');
      // What the first render needs came with the page; sections further down (categories) may still ask.
      expect(
        reads.filter((r) => r === '/api/auth/me' || r.startsWith('/api/sightings')),
        url,
      ).toEqual([]);
      // A visitor's signed-out state comes from the page too: no 401 in the console. (Map tiles from the
      // internet cannot load on this machine; those errors are not the app's.)
      expect(
        consoleErrors.filter((e) => e.includes('401')),
        url,
      ).toEqual([]);
      expect(errors, url).toEqual([]);
      await context.close();
    }
  });

  it('switching to Arabic lays the page out right to left in Arabic', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: /العربية/ }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    // The hero headline is now in Arabic script.
    const headline = await page.getByRole('heading', { level: 1 }).textContent();
    expect(headline).toMatch(/[\u0600-\u06FF]/);
    // The choice is remembered across a reload.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await context.close();
  });

  it('an unknown path shows Page Not Found', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(200); // the app shell answers; the router shows the page
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await context.close();
  });
});
