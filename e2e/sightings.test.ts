// Journeys of the sightings issue: upload with the photo's EXIF filling the form, then the social round:
// like, comment and reply, bookmark, follow, and delete by the author only.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { createSightingViaApi, newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser();
const PIXEL_PHOTO = path.join(import.meta.dirname, 'fixtures/pixel-phone.jpg');

describe('sightings in the browser', () => {
  it('uploads a phone photo: date, time and place come from its EXIF, and it is published', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await registerViaApi(context, newMember());
    await page.goto('/upload');
    await page.getByLabel('Photo or video of the sighting').setInputFiles(PIXEL_PHOTO);

    // exifr reads the file in the browser before it is sent.
    await page.getByText("Filled in from your photo's data").waitFor();
    expect(await page.getByLabel('Date seen').inputValue()).toBe('2018-07-25');
    expect(await page.getByLabel('Time seen').inputValue()).toMatch(/^16:34/);
    expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(50.2996, 3);
    expect(Number(await page.getByLabel('Longitude').inputValue())).toBeCloseTo(14.8203, 3);

    // The species field suggests what the community has recorded (a demo sighting: Grey-headed flying fox,
    // Pteropus poliocephalus); the keyboard picks it, and the pick fills the still empty category.
    const species = page.getByRole('combobox', { name: /^Species/ });
    await species.fill('pteropus');
    const option = page.getByRole('option', { name: /Grey-headed flying fox/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('Pteropus poliocephalus');
    await species.press('ArrowDown');
    expect(await species.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await species.press('Enter');
    expect(await species.inputValue()).toBe('Grey-headed flying fox');
    expect(await page.getByLabel(/^Category/).inputValue()).toBe('mammals');
    expect(await page.getByRole('listbox').isVisible()).toBe(false);
    // Free text stays allowed: the member's own name wins over any suggestion.
    await species.fill('Red fox');
    await species.press('Escape');
    await page.getByLabel(/^Place/).fill('Bohemian Paradise, Czechia');
    await page.getByText('Upload complete').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish Sighting' }).click();

    await page.waitForURL(/\/sighting\/\d+$/);
    await page.getByRole('heading', { name: 'Red fox', level: 1 }).waitFor();
    // The published photo is one of our WebP variants, not the original upload.
    const src = await page.locator('main img').first().getAttribute('src');
    expect(src).toMatch(/^\/media\/.+\.(webp|jpg|jpeg)$/);

    await page.goto('/explore?search=Bohemian');
    await page.getByRole('link', { name: 'Red fox' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two members: like, comment, reply, bookmark, follow; only the author can delete', async () => {
    const author = await newPage(env.browser, env.server.url);
    const authorMember = newMember();
    await registerViaApi(author.context, authorMember);
    const id = await createSightingViaApi(author.context, {
      speciesName: 'Eurasian otter',
      category: 'mammals',
      description: 'Fishing along the riverbank at dusk.',
      location: 'River Tweed, Scotland',
    });

    const visitor = await newPage(env.browser, env.server.url);
    const visitorMember = newMember();
    await registerViaApi(visitor.context, visitorMember);
    const page = visitor.page;
    await page.goto(`/sighting/${id}`);
    await page.getByRole('heading', { name: 'Eurasian otter', level: 1 }).waitFor();

    // Like (optimistic, confirmed by the server).
    await page.getByRole('button', { name: 'Like (0)' }).first().click();
    await page.getByRole('button', { name: 'Like (1)' }).first().waitFor();

    // Comment.
    await page.getByLabel('Your comment').fill('What a beautiful find!');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('What a beautiful find!').waitFor();

    // Bookmark, then it is in the member's Saved collection.
    await page.getByRole('button', { name: 'Bookmark' }).first().click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Bookmark' }).first().getAttribute('aria-pressed'))
      .toBe('true');

    // Follow the author.
    await page.getByRole('button', { name: `Follow ${authorMember.username}` }).click();
    await page.getByRole('button', { name: `Unfollow ${authorMember.username}` }).waitFor();

    // The visitor cannot delete someone else's sighting: no Delete button.
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);

    await page.goto('/my-profile?tab=bookmarks');
    await page.getByText('Eurasian otter').first().waitFor();

    // The author replies to the comment and sees the notifications.
    const a = author.page;
    await a.goto(`/sighting/${id}`);
    await a.getByText('What a beautiful find!').waitFor();
    await a.getByRole('button', { name: 'Reply', exact: true }).click();
    await a
      .getByLabel(`Your reply to ${visitorMember.username}`)
      .fill('Thank you! It stayed for ten minutes.');
    await a.getByRole('button', { name: 'Post Reply' }).click();
    await a.getByText('Thank you! It stayed for ten minutes.').waitFor();

    await a.goto('/notifications');
    await a.getByText(visitorMember.username).first().waitFor();
    expect(await a.getByText(visitorMember.username).count()).toBeGreaterThanOrEqual(3); // like, comment, follow

    // The author deletes the sighting after confirming.
    await a.goto(`/sighting/${id}`);
    await a.getByRole('button', { name: 'Delete', exact: true }).first().click();
    const dialog = a.getByRole('alertdialog').or(a.getByRole('dialog'));
    await dialog
      .getByText('Are you sure you want to delete this sighting? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await a.getByText('Sighting deleted').first().waitFor();
    const gone = await author.context.request.get(`/api/sightings/${id}`);
    expect(gone.status()).toBe(404);

    expect([...author.errors, ...visitor.errors]).toEqual([]);
    await author.context.close();
    await visitor.context.close();
  });

  it('the server refuses to delete another member’s sighting with the spec message', async () => {
    const owner = await newPage(env.browser, env.server.url);
    await registerViaApi(owner.context, newMember());
    const id = await createSightingViaApi(owner.context, { speciesName: 'Barn owl', category: 'birds' });
    const other = await newPage(env.browser, env.server.url);
    await registerViaApi(other.context, newMember());
    const res = await other.context.request.delete(`/api/sightings/${id}`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You can only delete your own sightings.',
    );
    await owner.context.close();
    await other.context.close();
  });
});
