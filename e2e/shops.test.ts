// The marketplace as people use it: a member writes a paid location guide; another member sees only its preview
// (nothing of the paid text in the page, its HTML or the API), buys it with the test card, then reads all of it
// and rates it. A visitor's click on a gear affiliate link is recorded and lands on Amazon with the site's tag.
// A buyer orders an A3 print of a premium member's photo and follows it to delivered; the artist earns 70%.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { becomePremiumViaApi, newMember, registerViaApi } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false', SPECIES_CATALOGUE: 'sample' });

/** Words only the paid part of the guide holds. */
const SECRET = 'Kestrelwatch hide behind the third birch';

describe('location guides', () => {
  it('a paid guide shows only its preview until bought; the buyer then reads and rates it', async () => {
    const author = await newPage(env.browser, env.server.url);
    await registerViaApi(author.context, newMember());
    const created = await author.context.request.post('/api/guides', {
      data: {
        title: 'Dawn raptors of the Lammermuir edge',
        description:
          'Where the kestrels and buzzards hunt at first light, and how to watch without disturbing them.',
        location: 'Lammermuir Hills, Scotland',
        latitude: 55.85,
        longitude: -2.7,
        price: 499,
        currency: 'USD',
        category: 'birds',
        difficulty: 'moderate',
        bestSeason: 'spring',
        content: `## The walk in\n\n${SECRET}, an hour before sunrise.`,
        equipment: ['8x42 binoculars'],
        tips: ['Stay below the skyline'],
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { guide } = (await created.json()) as { guide: { id: number } };

    const buyer = await newPage(env.browser, env.server.url);
    await registerViaApi(buyer.context, newMember());
    await buyer.page.goto(`/location-guides/${guide.id}`);
    await buyer.page.getByRole('heading', { name: 'Dawn raptors of the Lammermuir edge' }).waitFor();
    await buyer.page.getByText(/This is a preview/).waitFor();
    expect(await buyer.page.content()).not.toContain(SECRET);
    const html = await (await buyer.context.request.get(`/location-guides/${guide.id}`)).text();
    expect(html).not.toContain(SECRET);
    const api = await (await buyer.context.request.get(`/api/guides/${guide.id}`)).text();
    expect(api).not.toContain(SECRET);
    // Search finds nothing by words only the paid part holds.
    const search = await (await buyer.context.request.get('/api/guides?q=Kestrelwatch')).text();
    expect(search).not.toContain('Dawn raptors');

    await buyer.page.getByRole('button', { name: /^Buy this guide for/ }).click();
    await buyer.page.waitForURL('**/stripe-checkout?checkout=*');
    await buyer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.page.getByLabel('CVC').fill('123');
    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    await buyer.page.waitForURL(`**/location-guides/${guide.id}**`, { timeout: 20_000 });
    await buyer.page.getByText(SECRET).waitFor({ timeout: 20_000 });

    await buyer.page.getByRole('button', { name: '5 of 5 stars' }).click();
    await buyer.page.getByRole('button', { name: 'Send rating' }).click();
    await buyer.page.getByText('Thank you: you have rated this guide.').waitFor();

    for (const opened of [author, buyer]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});

describe('gear shop', () => {
  it("records a visitor's affiliate click and lands on Amazon with the tag; Premium members see no affiliate list", async () => {
    const visitor = await newPage(env.browser, env.server.url);
    await visitor.page.goto('/shop');
    const link = visitor.page.locator('a[href^="/go/"]').first();
    await link.waitFor();
    expect(await link.getAttribute('rel')).toContain('sponsored');
    const href = (await link.getAttribute('href')) ?? '';
    const redirect = await visitor.context.request.get(href, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers().location).toMatch(/^https:\/\/www\.amazon\.com\/.*tag=wildlens-20/);

    const list = (await (await visitor.context.request.get('/api/amazon-products')).json()) as unknown[];
    expect(list.length).toBeGreaterThan(0);
    const premium = await newPage(env.browser, env.server.url);
    await registerViaApi(premium.context, newMember());
    await becomePremiumViaApi(premium.context);
    expect(await (await premium.context.request.get('/api/amazon-products')).json()).toEqual([]);

    for (const opened of [visitor, premium]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);
});

describe('print shop', () => {
  it('a buyer orders an A3 fine-art print of a premium member photo, pays, and both follow it to delivered', async () => {
    const artist = await newPage(env.browser, env.server.url);
    await registerViaApi(artist.context, newMember());
    await becomePremiumViaApi(artist.context);
    // A photo large enough for A3 at 150 dpi (2480 x 1754 pixels and more).
    const photo = await sharp({
      create: { width: 3600, height: 2400, channels: 3, background: '#5b7f3a' },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const upload = await artist.context.request.post('/api/media', {
      multipart: {
        purpose: 'sighting',
        file: { name: 'heron.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const asset = (await upload.json()) as { id: number };
    const sighting = await artist.context.request.post('/api/sightings', {
      data: { speciesName: 'Grey Heron', category: 'birds', mediaAssetId: asset.id },
    });
    expect(sighting.status(), await sighting.text()).toBe(201);
    const sightingId = ((await sighting.json()) as { id: number }).id;
    const product = await artist.context.request.post('/api/print-products', {
      data: { sightingId, title: 'Heron in the reeds', basePrice: 3000, tags: ['birds'] },
    });
    expect(product.status(), await product.text()).toBe(201);
    const productId = ((await product.json()) as { id: number }).id;

    const buyer = await newPage(env.browser, env.server.url);
    const buyerMember = newMember();
    await registerViaApi(buyer.context, buyerMember);
    await buyer.page.goto(`/print/${productId}`);
    await buyer.page.getByRole('heading', { name: 'Heron in the reeds' }).first().waitFor();
    const select = buyer.page.getByLabel('Size and material');
    const a3 = await select.evaluate(
      (el) =>
        [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith('A3 · Fine art paper'))?.value,
    );
    expect(a3).toBeTruthy();
    await select.selectOption(a3 ?? '');
    await buyer.page.getByLabel('Full name').fill('Ada Buyer');
    await buyer.page.getByLabel('Address line 1').fill('1 Loch Road');
    await buyer.page.getByLabel('City').fill('Inverness');
    await buyer.page.getByLabel('Postcode').fill('IV1 1AA');
    await buyer.page.getByLabel('Country code (e.g. GB)').fill('GB');
    await buyer.page.getByRole('button', { name: 'Pay', exact: true }).click();
    await buyer.page.waitForURL('**/stripe-checkout?checkout=*');
    await buyer.page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await buyer.page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await buyer.page.getByLabel('CVC').fill('123');
    await buyer.page.getByRole('button', { name: /^Pay / }).click();
    await buyer.page.waitForURL('**/user/print-orders**', { timeout: 20_000 });
    await buyer.page.getByText('Heron in the reeds').first().waitFor();

    // The administrator makes, ships and delivers it.
    const orders = (await (await buyer.context.request.get('/api/print-orders')).json()) as {
      orders: { id: number; totalPrice: number; orderStatus: string }[];
    };
    const order = orders.orders[0];
    expect(order?.orderStatus).toBe('paid');
    const login = await buyer.context.request.post('/api/admin/login', {
      data: { username: 'admin', password: 'Admin-Passw0rd' },
    });
    const { adminSessionToken } = (await login.json()) as { adminSessionToken: string };
    for (const step of [
      { status: 'in_production' },
      { status: 'shipped', trackingNumber: 'RB123456789GB', trackingUrl: 'https://www.royalmail.com/track' },
      { status: 'delivered' },
    ]) {
      const res = await buyer.context.request.post(`/api/admin/print-orders/${order?.id}/status`, {
        data: step,
        headers: { authorization: `Bearer ${adminSessionToken}` },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    await buyer.page.reload();
    await buyer.page.getByText('Delivered').first().waitFor();
    await buyer.page.getByRole('link', { name: 'Track the parcel' }).first().waitFor();

    // The artist's earnings: 70% of the order's price.
    await artist.page.goto('/user/print-products');
    const earnedCents = Math.round(((order?.totalPrice ?? 0) * 70) / 100);
    // Whole amounts are written without cents ($35), as every price on the site.
    const expected = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: earnedCents % 100 === 0 ? 0 : 2,
    }).format(earnedCents / 100);
    // expect.poll gives up after one second by default: the page's first answers take longer on a busy machine.
    await expect
      .poll(() => artist.page.getByTestId('print-earnings').textContent(), { timeout: 20_000 })
      .toBe(expected);

    for (const opened of [artist, buyer]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 180_000);
});
