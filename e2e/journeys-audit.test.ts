// Journeys of issue 11 as a new user met them: a private report is not announced as live, opening the portfolio
// builder publishes nothing, the administrator looks signed in, an expired session while commenting leads to
// sign-in and back, signed-out upload links explain and come back, and every page names the browser tab.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../web/src/app/route-table';
import { newPage, useServerAndBrowser } from './support/browser';
import {
  createSightingViaApi,
  expectPath,
  newMember,
  registerViaApi,
  signIn,
  signInAsAdmin,
} from './support/flows';

const env = useServerAndBrowser();

describe('issue 11 journeys', () => {
  it("announces an 'Only me' report as private, without Share or a 'No image' frame", async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await registerViaApi(context, newMember());
    await page.goto('/report-sighting');
    await page.getByLabel(/^Species/).fill('Grass snake');
    await page.getByLabel(/^Category/).selectOption('reptiles');
    await page.getByLabel(/Only me/).check();
    await page.getByRole('button', { name: 'Publish Sighting' }).click();

    const toast = page.getByTestId('toast');
    await toast.getByText('Private sighting saved').waitFor();
    expect(await toast.textContent()).not.toContain('now live');
    await page.getByRole('heading', { level: 1, name: 'Grass snake' }).waitFor();
    expect(await page.getByRole('button', { name: 'Share' }).count()).toBe(0);
    await page.getByText('Only you can see this sighting').waitFor();
    expect(await page.getByText('No image', { exact: true }).count()).toBe(0);
    // A compact band, not a 4:3 frame the width of the column.
    const band = await page.getByTestId('no-media-header').boundingBox();
    expect(band?.height).toBeLessThan(120);
    expect(await page.title()).toBe('Grass snake · WildLens');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('publishes no portfolio by opening the builder; the first save does', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    const member = newMember();
    const id = await registerViaApi(context, member);
    await page.goto('/portfolio-builder');
    await page.getByText(/Not saved yet: nobody can see your portfolio/).waitFor();
    const profile = async () =>
      ((await (await context.request.get(`/api/users/${id}`)).json()) as { portfolioUrl: string | null })
        .portfolioUrl;
    expect(await profile()).toBeNull();

    await page.getByRole('button', { name: /^Save/ }).first().click();
    await page.getByRole('link', { name: 'View public page' }).waitFor();
    expect(await profile()).toBe(member.username.replaceAll('_', '-'));
    await context.close();
  });

  it('shows the administrator signed in after the admin sign-in, with the dashboard and sign out', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await signInAsAdmin(page);
    const menu = page.getByRole('button', { name: 'Administrator menu for admin' });
    await menu.waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('link', { name: /Join/ }).count()).toBe(0);

    await page.goto('/explore');
    await menu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expectPath(page, '/admin/login');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an expired session while commenting: the failure toast, then sign-in, then back to the sighting', async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    const member = newMember();
    await registerViaApi(context, member);
    const id = await createSightingViaApi(context, { speciesName: 'Red kite', category: 'birds' });
    await page.goto(`/sighting/${id}`);
    const box = page.getByLabel('Your comment');
    await box.fill('Lovely bird');
    // The session ends on the server's side (as after the idle timeout): the cookie no longer names one.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Post Comment' }).click();

    await page.getByTestId('toast').getByText('Failed to post comment').waitFor();
    await expectPath(page, `/login?next=${encodeURIComponent(`/sighting/${id}`)}`);
    // The header no longer shows the member who is gone.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();
    await signIn(page, member.username, member.password);
    await expectPath(page, `/sighting/${id}`);
    await context.close();
  });

  it("signed out, the hero's and the header's Upload both explain and keep the way back", async () => {
    const { page, context } = await newPage(env.browser, env.server.url);
    const target = `/login?returnUrl=${encodeURIComponent('/upload')}`;
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Upload Your Sighting' })
      .or(page.getByRole('link', { name: 'Upload Your Sighting' }))
      .first()
      .click();
    await page.getByTestId('toast').getByText('Sign In Required').waitFor();
    await expectPath(page, target);

    await page.goto('/explore');
    await page.getByRole('banner').getByRole('link', { name: 'Upload' }).click();
    await page.getByTestId('toast').getByText('Sign In Required').waitFor();
    await expectPath(page, target);
    await context.close();
  });

  it('names the browser tab on every page of the route table, and draws the flags as SVG', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    const member = newMember();
    const userId = await registerViaApi(context, member);
    const sightingId = await createSightingViaApi(context, {
      speciesName: 'Pine marten',
      category: 'mammals',
    });
    await context.request.put('/api/portfolio', { data: { portfolioUrl: `walk-${userId}` } });
    const params: Record<string, string> = {
      ':id': String(sightingId),
      ':userId': String(userId),
      ':portfolioUrl': `walk-${userId}`,
      ':slug': 'scotland',
    };
    await page.goto('/explore');
    await page.getByRole('heading', { name: 'Explore Wildlife' }).waitFor();
    await page.locator('header svg[data-flag="en"]').first().waitFor({ state: 'attached' });

    const unnamed: string[] = [];
    for (const route of ROUTES) {
      const path = route.path.replace(/:[A-Za-z]+/g, (name) => params[name] ?? 'x');
      // In-app navigation (as a click on a link does), with a marker title the page must replace.
      await page.evaluate((to) => {
        document.title = 'unnamed';
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      try {
        // Home is the site itself ("WildLens"); so is a page that sends this member home (/login).
        await page.waitForFunction(
          () =>
            window.location.pathname === '/'
              ? document.title === 'WildLens'
              : document.title.endsWith(' · WildLens'),
          null,
          { timeout: 10_000 },
        );
      } catch {
        unnamed.push(`${path}: ${await page.title()}`);
      }
    }
    expect(unnamed).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
