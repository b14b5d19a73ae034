// The moderation journey: a member flags another member's sighting (once: the page then says it is flagged),
// and the administrator finds the flag on /admin/moderation with its reason, reporter and details and
// resolves it, after which the queue is empty of it and the flag is listed under its decision.
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { createSightingViaApi, expectPath, newMember, registerViaApi, signInAsAdmin } from './support/flows';

// No demo content: the server starts in seconds and the queue holds only this test's flags.
const env = useServerAndBrowser({ SEED_DEMO: 'false' });

describe('moderation in the browser', () => {
  it('a member flags a sighting; the administrator sees the flag and resolves it', async () => {
    const author = await newPage(env.browser, env.server.url);
    await registerViaApi(author.context, newMember());
    const id = await createSightingViaApi(author.context, {
      speciesName: 'Suspicious heron',
      category: 'birds',
      location: 'Marsh pond',
    });
    // The author has no Flag button on their own sighting.
    await author.page.goto(`/sighting/${id}`);
    await author.page.getByRole('heading', { name: 'Suspicious heron', level: 1 }).waitFor();
    expect(await author.page.getByRole('button', { name: 'Flag', exact: true }).count()).toBe(0);

    const member = await newPage(env.browser, env.server.url);
    const reporter = newMember();
    await registerViaApi(member.context, reporter);
    await member.page.goto(`/sighting/${id}`);
    await member.page.getByRole('heading', { name: 'Suspicious heron', level: 1 }).waitFor();
    await member.page.getByRole('button', { name: 'Flag', exact: true }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Flag this sighting' });
    await dialog.waitFor();
    await dialog.getByLabel('Wrong species').check();
    await dialog.getByLabel('Details (optional)').fill('This is a grey heron, not a new species.');
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await member.page.getByText('The administrators will review this sighting.').first().waitFor();
    // Once per member: the button gives way to the state.
    await member.page.getByText('Flagged', { exact: true }).waitFor();
    expect(await member.page.getByRole('button', { name: 'Flag', exact: true }).count()).toBe(0);
    const again = await member.context.request.post(`/api/sightings/${id}/flag`, {
      data: { reason: 'spam' },
    });
    expect(again.status()).toBe(409);

    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.getByRole('link', { name: /^Moderation/ }).click();
    await expectPath(admin.page, '/admin/moderation');
    await admin.page.getByRole('heading', { name: 'Moderation', level: 1 }).waitFor();
    const flag = admin.page.getByTestId('flag-item').filter({ hasText: 'Suspicious heron' });
    await flag.waitFor();
    expect(await flag.textContent()).toContain('Wrong species');
    expect(await flag.textContent()).toContain(reporter.username);
    expect(await flag.textContent()).toContain('This is a grey heron, not a new species.');

    await flag.getByRole('button', { name: 'Dismiss' }).click();
    await admin.page.getByText('Decision saved').first().waitFor();
    await flag.waitFor({ state: 'detached' });
    await admin.page.getByRole('tab', { name: 'Dismissed' }).click();
    await admin.page.getByTestId('flag-item').filter({ hasText: 'Suspicious heron' }).waitFor();

    // The thresholds are the administrator's to change.
    await admin.page.getByLabel('Member flags that hide a sighting until it is reviewed').fill('2');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('Settings saved').first().waitFor();

    for (const opened of [author, member, admin]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);
});
