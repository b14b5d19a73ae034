// Journeys of a new member: register, welcome dialog, explore; sign out and back in through the login guard;
// a wrong password.
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { expectPath, newMember, register, signIn, signOut } from './support/flows';

const env = useServerAndBrowser();

describe('accounts in the browser', () => {
  it('registers, sees the welcome dialog and goes to explore', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await register(page, member);
    const dialog = page.getByRole('dialog');
    await expect(
      dialog
        .getByRole('link', { name: 'Upload Your First Sighting' })
        .or(dialog.getByRole('button', { name: 'Upload Your First Sighting' }))
        .count(),
    ).resolves.toBe(1);
    await dialog.getByText('Explore Community Sightings').click();
    await expectPath(page, '/explore');
    await page.getByRole('heading', { name: 'Explore Wildlife' }).waitFor();
    // The header now shows the member's account menu.
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after logout, /upload sends to sign-in and back to /upload after signing in', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await register(page, member);
    // The close button, not Escape: the registration toast opens above the dialog and Escape dismisses the
    // topmost layer first.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await signOut(page, member.username);
    await expectPath(page, '/');

    await page.goto('/upload');
    await expectPath(page, `/login?returnUrl=${encodeURIComponent('/upload')}`);
    await signIn(page, member.email, member.password);
    await page.getByText('Welcome back!').first().waitFor();
    await expectPath(page, '/upload');
    await page.getByRole('heading', { name: 'Upload a Sighting' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows the sign-in failure toast and stays on the sign-in page', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await register(page, member);
    // The close button, not Escape: the registration toast opens above the dialog and Escape dismisses the
    // topmost layer first.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await signOut(page, member.username);
    await page.goto('/login');
    await signIn(page, member.username, 'Not-the-passw0rd');
    const toast = page.getByTestId('toast');
    await toast.getByText('Sign in failed').waitFor();
    await toast.getByText('Invalid username/email or password.').waitFor();
    await expectPath(page, '/login');
    await context.close();
  });
});
