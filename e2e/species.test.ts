// Species pages and proposals in the browser: a member on the page of a species the catalogue lacks proposes
// it; the administrator approves it in /admin/custom-species; its species page then shows it, as a community
// species, with its taxonomy and the member's proposal answered in their notifications.
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, registerViaApi, signInAsAdmin } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false', SPECIES_CATALOGUE: 'sample' });

describe('species pages and proposals in the browser', () => {
  it('a member proposes a missing species, the administrator approves it, its page appears', async () => {
    const member = await newPage(env.browser, env.server.url);
    await registerViaApi(member.context, newMember());
    await member.page.goto('/species/aurornis-testensis');
    await member.page.getByRole('heading', { name: 'Species not found', level: 1 }).waitFor();
    await member.page.getByRole('button', { name: 'Propose a new species' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Propose a new species' });
    await dialog.waitFor();
    await dialog.getByLabel('Common name').fill('Dawn test bird');
    await dialog.getByLabel('Scientific name (if known)').fill('Aurornis testensis');
    await dialog.getByLabel('Category').selectOption('birds');
    await dialog.getByLabel('Why should it be added?').fill('Seen at dawn twice.');
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await member.page.getByText('Proposal sent').first().waitFor();

    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/custom-species');
    await admin.page.getByRole('heading', { name: 'Dawn test bird' }).waitFor();
    await admin.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.page.getByLabel('Family (optional)').fill('Testidae');
    await admin.page.getByRole('button', { name: 'Add to the catalogue' }).click();
    await admin.page.getByText('Dawn test bird added to the catalogue').first().waitFor();

    await member.page.goto('/species/aurornis-testensis');
    await member.page.getByRole('heading', { name: 'Dawn test bird', level: 1 }).waitFor();
    await member.page.getByText('Added by the community').waitFor();
    await member.page.getByText('A member of the family Testidae.', { exact: false }).waitFor();
    await member.page.goto('/notifications');
    await member.page
      .getByText(/Dawn test bird.*approved/)
      .first()
      .waitFor();

    for (const opened of [member, admin]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);

  it("an administrator changes a species' status and its page says so to visitors", async () => {
    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/conservation-status');
    await admin.page.getByLabel('Species name').fill('Mute swa');
    await admin.page.getByRole('option', { name: /Mute swan/ }).click();
    const editor = admin.page.getByRole('article').filter({ hasText: 'Cygnus olor' });
    await editor.getByLabel('Status').selectOption('VU');
    await editor.getByLabel('Assessment year').fill('2025');
    await editor.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Status of Mute swan saved').first().waitFor();

    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto('/species/cygnus-olor');
    await visitor.page.getByRole('heading', { name: 'Mute swan', level: 1 }).waitFor();
    await visitor.page.getByText('Vulnerable').first().waitFor();

    for (const opened of [admin, visitor]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
