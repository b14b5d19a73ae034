// The photo analyzer and the insights in the browser: a visitor drops a wildlife photo on /photo-analyzer and
// reads its measures (verdicts, advice, histogram, the animal's box on the photo); /ai-insights shows what the
// community's public sightings say, counted from the demo content.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';

const env = useServerAndBrowser();
const CHEETAH = path.join(import.meta.dirname, '../server/demo/wildlife/acinonyx-jubatus-er-cheetah.webp');

describe('photo analyzer in the browser', () => {
  it('a visitor analyses a wildlife photo and sees every measure with advice', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await page.goto('/photo-analyzer');
    await page.getByRole('heading', { name: 'Photo Analyzer', level: 1 }).waitFor();
    await page.getByLabel('Photo to analyse').setInputFiles(CHEETAH);
    // The first analysis starts the vision process and loads the detector: allow it its start-up.
    await page.getByTestId('analysis-results').waitFor({ timeout: 90_000 });
    await page.getByRole('heading', { name: 'Analysis of acinonyx-jubatus-er-cheetah.webp' }).waitFor();
    for (const measure of [
      'Exposure',
      'Sharpness',
      'Composition',
      'Noise',
      'Colour balance',
      'Camera settings',
    ])
      await page.getByRole('region', { name: measure }).waitFor();
    // Measured, not invented: the cheetah photo is well exposed and sharp.
    expect(await page.getByRole('region', { name: 'Exposure' }).textContent()).toContain('Well exposed');
    expect(await page.getByRole('region', { name: 'Sharpness' }).textContent()).toContain('Sharp');
    expect(await page.getByRole('region', { name: 'Exposure' }).textContent()).toMatch(
      /Mean brightness\s*\d+/,
    );
    const histogram = page.getByTestId('luminance-histogram');
    expect(await histogram.getAttribute('aria-label')).toMatch(/^Brightness histogram: mean [\d.]+ of 255/);
    // The animal's box over the photo, and the caption naming what the detector found.
    await page.getByTestId('subject-box').waitFor();
    await page.getByText(/Subject found by the animal detector/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('refuses a file that is not a photo with a message in words', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    await page.goto('/photo-analyzer');
    await page.getByLabel('Photo to analyse').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are field notes, not a photo'),
    });
    await page
      .getByRole('alert')
      .getByText('This file could not be read as a photo.', { exact: false })
      .waitFor();
    await context.close();
  });
});

describe('insights in the browser', () => {
  it('a visitor sees the trending species counted from public sightings', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await page.goto('/ai-insights');
    await page.getByRole('heading', { name: 'AI Insights', level: 1 }).waitFor();
    const trending = page.getByTestId('insights-trending');
    await trending.getByRole('heading', { name: 'Trending species' }).waitFor();
    expect(await trending.textContent()).toMatch(/public sightings in the last 30 days/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
