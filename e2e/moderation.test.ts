// The moderation journeys. A member flags another member's sighting (once: the page then says it is flagged); the
// administrator finds it on /admin/moderation with its reason, reporter and details and keeps it, after which the
// decision is in the log. A member flags a comment; the administrator hides it and it is gone from the sighting's
// page, its comments, its count and the author's notifications at once, and its writer is told. The administrator
// then suspends that member: their open session stops working at once and signing in is refused.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { createSightingViaApi, expectPath, newMember, registerViaApi, signInAsAdmin } from './support/flows';

// No demo content: the server starts in seconds and the queue holds only this test's flags.
const env = useServerAndBrowser({ SEED_DEMO: 'false' });

/** Opens the decision dialog of the queue item showing `text`, decides, and waits for the item to leave. */
async function decide(admin: Page, text: string, choice: string, reason: string): Promise<void> {
  const item = admin.getByTestId('queue-item').filter({ hasText: text });
  await item.getByRole('button', { name: 'Decide' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Decide on this item' });
  await dialog.waitFor();
  await dialog.getByLabel(choice, { exact: true }).check();
  await dialog.getByLabel('Reason (sent to the member)').fill(reason);
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  await admin.getByText('Decision saved').first().waitFor();
  await item.waitFor({ state: 'detached' });
}

describe('moderation in the browser', () => {
  it('a member flags a sighting; the administrator sees the flag and keeps the sighting', async () => {
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
    const item = admin.page.getByTestId('queue-item').filter({ hasText: 'Suspicious heron' });
    await item.waitFor();
    expect(await item.textContent()).toContain('Wrong species');
    expect(await item.textContent()).toContain(reporter.username);
    expect(await item.textContent()).toContain('This is a grey heron, not a new species.');

    await decide(
      admin.page,
      'Suspicious heron',
      'Keep it (dismiss the flags)',
      'A grey heron, correctly named.',
    );
    await admin.page.getByRole('tab', { name: 'Decision log' }).click();
    await admin.page.getByText('A grey heron, correctly named.').first().waitFor();

    // The thresholds are the administrator's to change.
    await admin.page.getByLabel('Member flags that hide a sighting until it is reviewed').fill('2');
    await admin.page.getByRole('button', { name: 'Save settings' }).click();
    await admin.page.getByText('Settings saved').first().waitFor();

    for (const opened of [author, member, admin]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);

  it('a flagged comment hidden by the administrator is gone everywhere; a suspended member is stopped at once', async () => {
    const author = await newPage(env.browser, env.server.url);
    await registerViaApi(author.context, newMember());
    const id = await createSightingViaApi(author.context, {
      speciesName: 'Otter at dusk',
      category: 'mammals',
      location: 'River bend',
    });
    const writer = await newPage(env.browser, env.server.url);
    const rude = newMember();
    await registerViaApi(writer.context, rude);
    const posted = await writer.context.request.post('/api/comments', {
      data: { sightingId: id, content: 'Buy cheap followers at spam dot example' },
    });
    expect(posted.status()).toBe(201);

    const reporter = await newPage(env.browser, env.server.url);
    await registerViaApi(reporter.context, newMember());
    await reporter.page.goto(`/sighting/${id}`);
    await reporter.page.getByText('Buy cheap followers at spam dot example').waitFor();
    await reporter.page.getByRole('button', { name: `Flag the comment by ${rude.username}` }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Flag this comment' });
    await dialog.getByLabel('Spam').check();
    await dialog.getByRole('button', { name: 'Send flag' }).click();
    await reporter.page.getByText('The administrators will review this comment.').first().waitFor();

    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/moderation');
    await admin.page.getByTestId('queue-item').filter({ hasText: 'Buy cheap followers' }).waitFor();
    await decide(admin.page, 'Buy cheap followers', 'Hide it', 'Advertising is not allowed in comments.');

    // Gone from the page, the comments, the count and the author's notifications, for everyone at once.
    await reporter.page.reload();
    await reporter.page.getByRole('heading', { name: 'Otter at dusk', level: 1 }).waitFor();
    await reporter.page.getByRole('heading', { name: /^Comments/ }).waitFor();
    expect(await reporter.page.getByText('Buy cheap followers').count()).toBe(0);
    const comments = await (await reporter.context.request.get(`/api/sightings/${id}/comments`)).json();
    expect(comments).toEqual([]);
    const sighting = (await (await reporter.context.request.get(`/api/sightings/${id}`)).json()) as {
      commentCount: number;
    };
    expect(sighting.commentCount).toBe(0);
    const html = await (await reporter.context.request.get(`/sighting/${id}`)).text();
    expect(html).not.toContain('Buy cheap followers');
    const notices = await (await author.context.request.get('/api/notifications')).text();
    expect(notices).not.toContain('Buy cheap followers');
    // The writer is told.
    const told = await (await writer.context.request.get('/api/notifications')).text();
    expect(told).toContain('Advertising is not allowed in comments.');

    // The writer posts again; the administrator suspends them from the new flag.
    const second = await writer.context.request.post('/api/comments', {
      data: { sightingId: id, content: 'Still selling followers, spam dot example' },
    });
    expect(second.status()).toBe(201);
    const flagged = await reporter.context.request.post(
      `/api/comments/${((await second.json()) as { id: number }).id}/flag`,
      { data: { reason: 'spam' } },
    );
    expect(flagged.status()).toBe(201);
    await admin.page.reload();
    await admin.page.getByTestId('queue-item').filter({ hasText: 'Still selling followers' }).waitFor();
    await decide(admin.page, 'Still selling followers', 'Suspend the member', 'Repeated advertising.');

    // The open session stops working at once: nothing can be posted, and the page treats the member as signed out.
    const refused = await writer.context.request.post('/api/comments', {
      data: { sightingId: id, content: 'One more try' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/suspended/i);
    const signIn = await writer.context.request.post('/api/auth/login', {
      data: { username: rude.username, password: rude.password },
    });
    expect(signIn.status()).toBe(403);
    expect(((await signIn.json()) as { message: string }).message).toMatch(/suspended/i);

    for (const opened of [author, writer, reporter, admin]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
