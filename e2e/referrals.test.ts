// Referrals and the operator's view of them, as people would use them: a Premium member shares the link from
// their subscription page, a friend registers through it (the page says they were invited) and starts Premium
// with the test card, and the referrer earns a free month (the notification, the e-mail, the counts). The
// administrator sees the referral on /admin/referrals, both members and the monthly revenue on
// /admin/subscribers, downloads the CSV, and refunds the friend's payment from the refund dialog.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { becomePremiumViaApi, newMember, registerViaApi, signInAsAdmin } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false', SPECIES_CATALOGUE: 'sample' });

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function mailsTo(email: string): string[] {
  const dir = path.join(env.server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((mail) => mail.includes(email));
}

describe('referrals', () => {
  it('a friend who joins through the link and starts Premium earns the referrer a free month; the admin sees it', async () => {
    // The referrer: a Premium member who copies the link from their subscription page.
    const referrer = await newPage(env.browser, env.server.url);
    const referrerMember = newMember();
    await registerViaApi(referrer.context, referrerMember);
    await becomePremiumViaApi(referrer.context);
    await referrer.page.goto('/subscription');
    const linkField = referrer.page.getByLabel('Your referral link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/register\?ref=[A-Za-z0-9_-]{10}$/);

    // The friend opens the link, registers and pays with the test card.
    const friend = await newPage(env.browser, env.server.url);
    const friendMember = newMember();
    await friend.page.goto(new URL(link).pathname + new URL(link).search);
    await friend.page.getByText('A friend invited you to WildLens.').waitFor();
    await friend.page.getByLabel('Username', { exact: true }).fill(friendMember.username);
    await friend.page.getByLabel('Email', { exact: true }).fill(friendMember.email);
    await friend.page.getByLabel('Password', { exact: true }).fill(friendMember.password);
    await friend.page.getByRole('button', { name: 'Create Free Account' }).click();
    await friend.page.getByRole('dialog').waitFor();
    await becomePremiumViaApi(friend.context);

    // The referrer's reward: counted on the card, told in-app and by e-mail.
    await referrer.page.reload();
    const card = referrer.page.getByRole('region', { name: 'Invite friends' });
    await card.getByText('Members invited').waitFor();
    const stat = (label: string) =>
      card
        .locator('div')
        .filter({ has: referrer.page.locator('dt', { hasText: label }) })
        .locator('dd')
        .textContent();
    expect(await stat('Members invited')).toBe('1');
    expect(await stat('Became Premium')).toBe('1');
    expect(await stat('Free months earned')).toBe('1');
    await until('the reward e-mail', () => mailsTo(referrerMember.email).find((m) => /free month/i.test(m)));

    // The administrator: the referral, the subscribers and their revenue, the CSV, a refund.
    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/referrals');
    const referrerRow = admin.page.getByRole('row').filter({ hasText: referrerMember.username });
    await referrerRow.waitFor();
    await expect
      .poll(async () => (await referrerRow.textContent()) ?? '', { timeout: 20_000 })
      .toMatch(/1.*1/);

    await admin.page.goto('/admin/subscribers');
    await admin.page.getByRole('heading', { name: 'Subscribers', level: 1 }).waitFor();
    for (const m of [referrerMember, friendMember]) {
      await admin.page.getByRole('row').filter({ hasText: m.username }).first().waitFor();
    }
    await admin.page.getByText('$9.98').first().waitFor();
    const download = admin.page.waitForEvent('download');
    await admin.page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv).toContain(referrerMember.username);
    expect(csv).toContain(friendMember.username);

    await admin.page
      .getByRole('button', { name: /^Refund payment \d+$/ })
      .first()
      .click();
    const dialog = admin.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await admin.page.getByText('Refund requested.').first().waitFor();

    for (const opened of [referrer, friend, admin]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 240_000);
});
