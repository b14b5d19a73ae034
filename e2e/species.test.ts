// Species pages and proposals in the browser: a member on the page of a species the catalogue lacks proposes
// it; the administrator approves it in /admin/custom-species; its species page then shows it, as a community
// species, with its taxonomy and the member's proposal answered in their notifications.
import { describe, expect, it } from 'vitest';
import { readShippedAreas } from '../server/features/places/areas';
import { newPage, useServerAndBrowser } from './support/browser';
import {
  becomePremiumViaApi,
  createSightingViaApi,
  newMember,
  registerViaApi,
  signInAsAdmin,
} from './support/flows';

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

  it('a visitor finds a park by its filters and sees what a member recorded there', async () => {
    const yellowstone = readShippedAreas().areas.find((a) => a.slug === 'yellowstone-national-park');
    if (!yellowstone) throw new Error('Yellowstone is not shipped');
    const member = await newPage(env.browser, env.server.url);
    await registerViaApi(member.context, newMember());
    await createSightingViaApi(member.context, {
      speciesName: 'American bison',
      category: 'mammals',
      description: 'A herd crossing the river at dawn.',
      latitude: yellowstone.latitude,
      longitude: yellowstone.longitude,
      dateSpotted: '2025-05-12',
    });

    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto('/locations');
    await visitor.page.getByRole('heading', { name: 'Wildlife locations', level: 1 }).waitFor();
    const filters = visitor.page.getByRole('form', { name: 'Find a location' });
    await filters.getByLabel('Country').selectOption('US');
    await filters.getByLabel('Type', { exact: true }).selectOption('national_park');
    await filters.getByLabel('Search').fill('yellowstone');
    await visitor.page.getByRole('heading', { name: '1 location' }).waitFor();
    expect(new URL(visitor.page.url()).searchParams.get('country')).toBe('US');
    await visitor.page.getByRole('link', { name: yellowstone.name }).click();

    await visitor.page.getByRole('heading', { name: yellowstone.name, level: 1 }).waitFor();
    await visitor.page.getByText('Wyoming', { exact: false }).first().waitFor();
    const recorded = visitor.page.getByRole('region', { name: 'Recorded by members' });
    await recorded.getByRole('link', { name: /American bison/ }).waitFor();
    await visitor.page
      .getByRole('region', { name: 'Recent sightings' })
      .getByRole('link', { name: /American bison/ })
      .waitFor();
    // The map draws the area with the offline outlines under it.
    await visitor.page.locator('.leaflet-container path').first().waitFor();
    await recorded.getByRole('link', { name: /American bison/ }).click();
    await visitor.page.getByRole('heading', { name: 'American bison', level: 1 }).waitFor();

    for (const opened of [member, visitor]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
  it('a member sets a location alert; another member posts a matching sighting; the popup opens it', async () => {
    const watcher = await newPage(env.browser, env.server.url, { serviceWorkers: 'allow' });
    await registerViaApi(watcher.context, newMember());
    // Popups over the real-time connection are a Premium Explorer benefit.
    await becomePremiumViaApi(watcher.context);
    // The member allowed browser notifications: the alert also arrives as one, through the service worker.
    await watcher.context.grantPermissions(['notifications'], { origin: env.server.url });
    await watcher.page.goto('/location-alerts');
    await watcher.page.getByRole('heading', { name: 'Location Alerts', level: 1 }).waitFor();
    await watcher.page.getByRole('button', { name: 'Create alert' }).first().click();
    await watcher.page.getByLabel('Alert name').fill('Cranes at the lake');
    await watcher.page.getByLabel('Latitude').fill('59.05');
    await watcher.page.getByLabel('Longitude').fill('14.6');
    await watcher.page.getByRole('button', { name: 'Create alert' }).last().click();
    await watcher.page.getByText('Premium: unlimited notification alerts').waitFor();
    await watcher.page.getByText('Cranes at the lake', { exact: true }).waitFor();

    const photographer = await newPage(env.browser, env.server.url);
    await registerViaApi(photographer.context, newMember());
    const sightingId = await createSightingViaApi(photographer.context, {
      speciesName: 'Siberian crane',
      category: 'birds',
      rarityLevel: 'extremely_rare',
      latitude: 59.06,
      longitude: 14.62,
    });

    // The popup arrives over the socket, with its sound toggle and its way to the sighting.
    const popup = watcher.page.getByRole('alert').filter({ hasText: 'Siberian crane' });
    await popup.waitFor({ timeout: 15_000 });
    // The browser notification carries the spec's title, body and two actions (a service worker owns it).
    const readNotifications = () =>
      watcher.page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const list = (await registration?.getNotifications()) ?? [];
        // Interpolated names come wrapped in Unicode isolates (bidi-safe in Arabic): compared without them.
        const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
        return list.map((n) => ({
          title: plain(n.title),
          body: plain(n.body),
          actions: (n as Notification & { actions?: { action: string }[] }).actions?.map((a) => a.action),
        }));
      });
    let shown = await readNotifications();
    for (let i = 0; i < 50 && shown.length === 0; i += 1) {
      await watcher.page.waitForTimeout(200);
      shown = await readNotifications();
    }
    expect(shown[0]).toMatchObject({
      title: 'RARE SPECIES ALERT: Siberian crane',
      body: expect.stringMatching(/^Spotted in .+ by watcher_/),
      actions: ['view', 'dismiss'],
    });
    const sound = popup.getByRole('button', { name: 'Alert sound' });
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await popup.getByRole('button', { name: 'View Sighting' }).click();
    await watcher.page.waitForURL(`**/sighting/${sightingId}`);
    await watcher.page.getByRole('heading', { name: 'Siberian crane', level: 1 }).waitFor();

    for (const opened of [watcher, photographer]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);

  it('a visitor filters the migrations to insects and sees the monarch butterfly and its route', async () => {
    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto('/migrations');
    await visitor.page.getByRole('heading', { name: 'Animal migrations', level: 1 }).waitFor();
    await visitor.page.getByRole('region', { name: 'Happening now' }).waitFor();
    const filters = visitor.page.getByRole('form', { name: 'Filter migrations' });
    await filters.getByLabel('Category').selectOption('insects');
    const monarch = visitor.page.getByRole('article', { name: 'Monarch butterfly' });
    await monarch.waitFor();
    await visitor.page.getByRole('article', { name: 'Arctic tern' }).waitFor({ state: 'detached' });
    expect(new URL(visitor.page.url()).searchParams.get('category')).toBe('insects');
    await monarch.getByText('North to south').waitFor();
    await monarch.getByText('September – October').waitFor();

    // The routes are drawn as lines on the map, with the offline outlines under them.
    const map = visitor.page.getByRole('region', { name: 'Map of migration routes' });
    await map.scrollIntoViewIfNeeded();
    await map.locator('.leaflet-container path.leaflet-interactive').first().waitFor();

    await monarch.getByRole('link', { name: 'Details of Monarch butterfly' }).click();
    await visitor.page
      .getByRole('region', { name: 'Autumn migration to the forests of Michoacán' })
      .getByRole('heading', { name: 'Sightings linked by members' })
      .waitFor();
    expect(new URL(visitor.page.url()).searchParams.get('id')).toBe('monarch-butterfly-eastern-migration');

    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  }, 180_000);
});
