// A month's photo contest from entry to prize, in the browser: a free member enters their photo sighting and
// pays the regional fee on the test-mode checkout; a demo member (an account older than a week with published
// sightings) votes for it; the administrator starts voting and then judging, scores the finalist and finalizes;
// the winner finds the notification, the e-mail and three free months of Premium.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi, signInAsAdmin } from './support/flows';

// The demo gives old accounts with published sightings, the only ones allowed to vote.
const env = useServerAndBrowser({ SPECIES_CATALOGUE: 'sample' });
const PHOTO = path.join(
  import.meta.dirname,
  '..',
  'server/test/fixtures/photos/IMG_20180725_163423-tiny.jpg',
);

/** Clicks a button whose action asks first, then confirms in the alert dialog it opens. */
async function confirmed(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name }).click();
}

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 150; i += 1) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("the month's photo contest", () => {
  it('a free member pays the fee and enters, a member votes, the administrator judges, the winner gets the prize', async () => {
    const entrant = await newPage(env.browser, env.server.url);
    const member = newMember();
    await registerViaApi(entrant.context, member);
    const upload = await entrant.context.request.post('/api/media', {
      multipart: { file: { name: 'owl.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(PHOTO) } },
    });
    expect(upload.status()).toBe(201);
    const published = await entrant.context.request.post('/api/sightings', {
      data: {
        speciesName: 'Snowy owl at dusk',
        category: 'birds',
        latitude: 64.1,
        longitude: -21.9,
        dateSpotted: '2026-11-02',
        mediaAssetId: ((await upload.json()) as { id: number }).id,
      },
    });
    expect(published.status()).toBe(201);

    // Enter, paying the regional fee ($25 in English) on the test-mode checkout.
    await entrant.page.goto('/contests');
    const photoCard = entrant.page.getByRole('article', { name: /photo contest/ }).first();
    await photoCard.getByRole('button', { name: 'Enter this contest' }).click();
    const form = entrant.page.getByRole('form', { name: 'Your entry' });
    await form.getByText('Snowy owl at dusk').first().click();
    await form.getByRole('button', { name: 'Continue to payment ($25)' }).click();
    await entrant.page.waitForURL('**/stripe-checkout?checkout=*');
    await entrant.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await entrant.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await entrant.page.getByLabel('CVC').fill('123');
    await entrant.page.getByRole('button', { name: /^Pay / }).click();
    await entrant.page.waitForURL('**/contest-payment?payment=*');
    await entrant.page.getByText('Your entry is confirmed').waitFor({ timeout: 20_000 });

    // The administrator closes entries and opens voting.
    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/contests');
    const row = admin.page
      .getByRole('row')
      .filter({ hasText: /photo contest/i })
      .filter({ hasText: '1 confirmed' });
    await row.getByRole('button', { name: 'Open' }).click();
    await confirmed(admin.page, 'Start voting now');
    await admin.page.getByRole('button', { name: 'End voting now' }).waitFor();

    // A demo member votes for the entry.
    const voter = await newPage(env.browser, env.server.url);
    const login = await voter.context.request.post('/api/auth/login', {
      data: { username: 'arctic_fox_tales', password: 'WildLens-demo1' },
    });
    expect(login.status()).toBe(200);
    await voter.page.goto('/contest-voting');
    const entry = voter.page.getByRole('listitem').filter({ hasText: 'Snowy owl at dusk' });
    await entry.getByRole('button', { name: 'Vote' }).click();
    await entry.getByRole('button', { name: 'Voted' }).waitFor();

    // The administrator ends voting, scores the finalist and finalizes.
    await confirmed(admin.page, 'End voting now');
    await admin.page.goto('/admin/contest-voting');
    const finalist = admin.page.getByRole('listitem').filter({ hasText: 'Snowy owl at dusk' });
    await finalist.getByLabel('Your score (1–10)').selectOption('9');
    await admin.page.getByRole('button', { name: 'Save scores' }).first().click();
    await admin.page.getByText('Scores saved').first().waitFor();
    await confirmed(admin.page, 'Finalize and announce the winner');
    await admin.page.getByText('The contest is finalized').first().waitFor();
    await admin.page.goto('/admin/contests');
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Snowy owl at dusk · ${member.username}` })
      .waitFor();

    // The winner: the notification, the e-mail and three months of Premium.
    await entrant.page.goto('/notifications');
    await entrant.page.getByText(/won/i).first().waitFor({ timeout: 20_000 });
    const outbox = path.join(env.server.dataDir, 'outbox');
    await until('the winner e-mail', async () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
            .find((mail) => mail.includes(member.email) && /You won the .* Photo Contest!/.test(mail))
        : undefined,
    );
    const plan = (await (await entrant.context.request.get('/api/subscription')).json()) as {
      tier: string;
      complimentaryUntil: string | null;
    };
    expect(plan.tier).toBe('premium');
    expect(plan.complimentaryUntil).not.toBeNull();
    const months = (Date.parse(plan.complimentaryUntil ?? '') - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(2.8);

    for (const opened of [entrant, admin, voter]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 300_000);
});
