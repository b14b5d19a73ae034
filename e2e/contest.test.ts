// The home page's contest winners (spec section 2): fixed content whose pictures ship with the web app, so
// they show on a site without the demo (SEED_DEMO=false); with the demo, the video winner card opens the
// winning video (a clip made from the dolphin photo) at the fixed sighting id, and the browser can play it.
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The two winner pictures once loaded: what the browser chose from the srcset, and its decoded size. */
async function contestPictures(page: Page) {
  const section = page.locator('section[aria-labelledby="contest-winners-heading"]');
  await section.scrollIntoViewIfNeeded();
  const images = section.locator('img');
  expect(await images.count()).toBe(2);
  // Lazy images start loading once scrolled into view; wait until each is decoded (or has failed).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('section[aria-labelledby="contest-winners-heading"] img')].every(
        (img) => (img as HTMLImageElement).complete,
      ),
    undefined,
    { timeout: 15_000 },
  );
  return images.evaluateAll((list) =>
    list.map((img) => {
      const i = img as HTMLImageElement;
      return { src: i.currentSrc, naturalWidth: i.naturalWidth, alt: i.alt };
    }),
  );
}

describe('contest winners without the demo content', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'false', JOBS_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows both winners' pictures from the web app itself, with their credits", async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/');
    const pictures = await contestPictures(page);
    for (const picture of pictures) {
      expect(picture.naturalWidth, picture.alt).toBeGreaterThan(0);
      // Bundled (fingerprinted) with the app, not demo media: nothing under /media/ exists on this site.
      expect(new URL(picture.src).pathname, picture.alt).toMatch(/^\/assets\/[^/]+\.webp$/);
      const res = await fetch(picture.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    const section = page.locator('section[aria-labelledby="contest-winners-heading"]');
    await section.getByText('Photo: public domain, via Wikimedia Commons').waitFor();
    await section.getByText(/טל שמע, CC BY-SA 4\.0/).waitFor();
    // The card links to the fixed id whatever the site holds (the spec's fixed content).
    const link = section.getByRole('link', { name: /Watch the winning video/ });
    expect(await link.getAttribute('href')).toBe(`/sighting/${VIDEO_WINNER_SIGHTING_ID}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('contest winners with the demo content', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Without the job worker the sighting plays the bundled clip itself, as it does until its job has run.
    server = await startServer({ JOBS_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens the winning dolphin video from the video winner card, and it plays', async () => {
    const { page, context, errors } = await newPage(browser, server.url);
    await page.goto('/');
    await page.getByRole('link', { name: /Watch the winning video/ }).click();
    await page.waitForURL(`**/sighting/${VIDEO_WINNER_SIGHTING_ID}`);
    await page.getByRole('heading', { level: 1, name: 'Common bottlenose dolphin' }).waitFor();
    const video = page.locator('main video');
    await video.waitFor();
    // Metadata loaded means the browser fetched and parsed the H.264 MP4; the clips last 6 s.
    await page.waitForFunction(
      () => (document.querySelector('main video') as HTMLVideoElement)?.readyState >= 1,
    );
    const state = await video.evaluate((v) => {
      const el = v as HTMLVideoElement;
      return { src: el.currentSrc, duration: el.duration, width: el.videoWidth, poster: el.poster };
    });
    expect(new URL(state.src).pathname).toBe('/media/demo/tursiops-truncatus-er-dolphin.mp4');
    expect(state.duration).toBeCloseTo(6, 0);
    expect(state.width).toBe(1280);
    expect(state.poster).not.toBe('');
    // The credit says what the clip is.
    await page.getByText(/video made by WildLens from this photo/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
