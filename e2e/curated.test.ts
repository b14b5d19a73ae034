// Curated content in the browser (issue 16 item 3). The administrator publishes a photo found on Instagram from
// /admin/curated-content: the spec's validation message for a wrong address first, then the sighting, under the
// site's name. A visitor finds it on /explore with the 'Curated' badge, the photographer's credit and the 'View
// Original' link to the post. The administrator then makes it today's featured photo, and the home page shows it.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { signInAsAdmin } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false' });
const PHOTO = path.join(
  import.meta.dirname,
  '..',
  'server/test/fixtures/photos/IMG_20180725_163423-tiny.jpg',
);
const POST_URL = 'https://www.instagram.com/p/CuRaTeD123/';

describe('curated content in the browser', () => {
  it('is published with credit, shown with its badge and link, and featured on the home page', async () => {
    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/curated-content');
    await admin.page.getByRole('heading', { name: 'Curated Content', level: 1 }).waitFor();
    const form = admin.page.locator('form').filter({ hasText: 'Address of the original post' }).first();
    await form.locator('input[type="file"]').setInputFiles(PHOTO);
    await form.getByRole('img', { name: 'The uploaded photo' }).waitFor({ timeout: 30_000 });
    await form.getByLabel('Species').first().fill('Common kingfisher');
    await form.getByLabel('Category').selectOption('birds');
    await form.getByLabel('Location').fill('River Test, Hampshire');
    await form.getByLabel('Address of the original post').fill('https://example.com/p/not-instagram/');
    await form.getByLabel("Author's username").fill('river.watcher');
    await form.getByLabel('Photo credit').fill('Ada Riverside');
    await form.getByRole('button', { name: 'Publish' }).click();
    // The spec's curated-content message, under its field; nothing is published.
    await form.getByText('Must be a valid Instagram URL').waitFor();
    await form.getByLabel('Address of the original post').fill(POST_URL);
    await form.getByRole('button', { name: 'Publish' }).click();
    await admin.page.getByText('Curated sighting published').first().waitFor();

    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto('/explore');
    const card = visitor.page.locator('article').filter({ hasText: 'Common kingfisher' }).first();
    await card.waitFor();
    await card.getByText('Curated', { exact: true }).waitFor();
    expect(await card.textContent()).toContain('Ada Riverside');
    const original = card.getByRole('link', { name: /View Original/ });
    expect(await original.getAttribute('href')).toBe(POST_URL);
    expect(await original.getAttribute('rel')).toContain('noopener');

    await admin.page.getByRole('button', { name: 'Feature a photo' }).click();
    const featured = admin.page.locator('form').filter({ hasText: 'A curated photo' });
    await featured.getByLabel('A curated photo').selectOption({ label: 'Common kingfisher · Ada Riverside' });
    await featured.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Featured photo saved').first().waitFor();

    await visitor.page.goto('/');
    // The section loads when the visitor scrolls near it: scroll down until its heading is there.
    const heading = visitor.page.getByRole('heading', { name: "Today's Featured Photo" });
    for (let i = 0; i < 30 && (await heading.count()) === 0; i += 1) {
      await visitor.page.mouse.wheel(0, 800);
      await visitor.page.waitForTimeout(200);
    }
    const section = visitor.page.locator('section').filter({ has: heading });
    // Credited as on the cards (PhotoCredit), with the link to the original post.
    await section.getByText('Common kingfisher').waitFor();
    await section
      .getByText(/Ada Riverside/)
      .first()
      .waitFor();
    await admin.context.close();
    await visitor.context.close();
  });
});
