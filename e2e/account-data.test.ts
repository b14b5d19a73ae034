// A member's own data in the browser (issue 16, member tools). On /profile the member prepares the download of
// their data, follows it to ready, downloads the zip and finds in it every sighting and the original photo byte
// for byte. Then they ask for their account to be deleted: the password is checked, the date is shown, their
// other session ends at once, and cancelling keeps everything. (What the deletion leaves behind after the 14
// days, no file and no personal field, is checked on the database in server/features/account/deletion.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false' });
const PHOTO = path.join(
  import.meta.dirname,
  '..',
  'server/test/fixtures/photos/IMG_20180725_163423-tiny.jpg',
);

describe("a member's data in the browser", () => {
  it('downloads a zip holding every sighting and the original photo, then schedules and cancels deletion', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await registerViaApi(context, member);
    const photo = fs.readFileSync(PHOTO);
    const upload = await context.request.post('/api/media', {
      multipart: { purpose: 'sighting', file: { name: 'heron.jpg', mimeType: 'image/jpeg', buffer: photo } },
    });
    expect(upload.status()).toBe(201);
    const ids: number[] = [];
    for (const data of [
      {
        speciesName: 'Grey heron',
        category: 'birds',
        location: 'Mill pond',
        mediaAssetId: (await upload.json()).id,
      },
      { speciesName: 'Red fox', category: 'mammals', location: 'Hedge at dusk', isPublic: false },
    ]) {
      const res = await context.request.post('/api/sightings', { data });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }

    await page.goto('/profile#account');
    await page.getByRole('heading', { name: 'Download my data' }).waitFor();
    await page.getByRole('button', { name: 'Prepare my download' }).click();
    // The job runs in the background; the panel follows it to ready.
    const link = page.getByRole('link', { name: /^Download \(/ });
    await link.waitFor({ timeout: 60_000 });
    await page.getByText('Your data is ready.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^wildlens-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const sightings = JSON.parse(strFromU8(zip['sightings.json'] ?? new Uint8Array())) as {
      id: number;
      species: { name: string };
      originalFile: string | null;
    }[];
    expect(sightings.map((s) => s.id).sort()).toEqual([...ids].sort());
    const heron = sightings.find((s) => s.species.name === 'Grey heron');
    expect(heron?.originalFile).toBeTruthy();
    // The original as uploaded, byte for byte (the private fox is in the file too: it is the member's own).
    expect(Buffer.from(zip[heron?.originalFile ?? ''] ?? new Uint8Array()).equals(photo)).toBe(true);
    expect(sightings.some((s) => s.species.name === 'Red fox')).toBe(true);

    // A second session of the same member, on another "device".
    const other = await newPage(env.browser, env.server.url);
    const signedIn = await other.context.request.post('/api/auth/login', {
      data: { username: member.username, password: member.password },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    expect((await other.context.request.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('not-my-password-1');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right.').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByText(/^Your account will be deleted on /)
      .first()
      .waitFor();
    // The other session ended at once; this one goes on until the date.
    expect((await other.context.request.get('/api/auth/me')).status()).toBe(401);
    expect((await context.request.get('/api/auth/me')).status()).toBe(200);

    await page.getByRole('button', { name: 'Cancel deletion' }).click();
    await page.getByText('Deletion cancelled: your account stays.').first().waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).waitFor();
    const mine = await context.request.get(`/api/sightings/${ids[0]}`);
    expect(mine.status()).toBe(200);
    await other.context.close();
    await context.close();
  }, 180_000);
});
