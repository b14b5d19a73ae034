// The shell as a visitor sees it: demo content on the home page, Arabic right to left, an unknown path.
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
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    expect(errors).toEqual([]);
    await context.close();
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
