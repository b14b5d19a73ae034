// The gear shop's pages: /shop (cards with list price, rating and sponsored links, the disclosure, filters),
// /amazon-shop (the affiliate list with its category filter; nothing for Premium members), a product page
// (specs, reviews with helpful votes, sightings made with it, review form) and the home page's affiliate list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeAffiliateSection } from '../../features/gear/HomeAffiliateSection';
import { affiliateItems, CATEGORIES, makeCard, makeProduct } from '../../features/gear/test-support';
import { json, renderScreen, stubApi } from '../../features/sightings/test-support';
import { MEMBER } from '../auth/test-utils';
import AmazonShopPage from './AmazonShopPage';
import GearProductPage from './GearProductPage';
import ShopPage from './ShopPage';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM = { ...MEMBER, subscriptionTier: 'premium' };

describe('ShopPage', () => {
  it('shows product cards with the list price, rating, sponsored links and the disclosure, and filters', async () => {
    const api = stubApi({
      '/api/gear/categories': () => json(CATEGORIES),
      '/api/gear/brands': () =>
        json([{ id: 1, slug: 'sony', name: 'Sony', country: 'Japan', website: null }]),
      '/api/gear/products': () => json({ items: [makeCard()], total: 1, page: 1, pageSize: 24 }),
    });
    await renderScreen(<ShopPage />, { path: '/shop' });
    const card = (await screen.findByRole('heading', { name: /Sony FE 200-600mm/ })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('List price $1,998')).toBeInTheDocument();
    expect(within(card).getByText('Reviews: 2')).toBeInTheDocument();
    const buy = within(card).getByRole('link', { name: 'View on Amazon' });
    expect(buy).toHaveAttribute('href', '/go/5');
    expect(buy).toHaveAttribute('rel', 'sponsored noopener');
    expect(card.querySelector('[data-icon="Aperture"]')).not.toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/Amazon Associate/);
    expect(screen.getByText(/not live prices/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Binoculars' }));
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/gear/products' && c.url.searchParams.get('category') === 'binoculars',
        ),
      ).toBe(true),
    );
  });
});

describe('AmazonShopPage', () => {
  it('lists the affiliate products with the category filter', async () => {
    const api = stubApi({
      '/api/gear/categories': () => json(CATEGORIES),
      '/api/amazon-products': () => json(affiliateItems(3)),
    });
    await renderScreen(<AmazonShopPage />, { path: '/amazon-shop' });
    expect(await screen.findByText('Product 3')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'View on Amazon' });
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByRole('note')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'binoculars' } });
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.path === '/api/amazon-products' && c.url.searchParams.get('category') === 'binoculars',
        ),
      ).toBe(true),
    );
  });

  it('shows "Image unavailable" when an affiliate image fails', async () => {
    stubApi({
      '/api/gear/categories': () => json(CATEGORIES),
      '/api/amazon-products': () =>
        json([{ ...affiliateItems(1)[0], imageUrl: 'https://example.com/x.jpg' }]),
    });
    await renderScreen(<AmazonShopPage />, { path: '/amazon-shop' });
    fireEvent.error(await screen.findByRole('img', { name: 'Product 1' }));
    expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  });

  it('shows Premium members no affiliate list and asks for none', async () => {
    const api = stubApi({ '/api/gear/categories': () => json(CATEGORIES) });
    await renderScreen(<AmazonShopPage />, { path: '/amazon-shop', me: PREMIUM });
    expect(screen.getByText(/no affiliate listings/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/amazon-products')).toHaveLength(0);
  });
});

describe('GearProductPage', () => {
  it('shows specs, reviews with helpful votes, sightings made with it and the review form', async () => {
    const api = stubApi({
      '/api/gear/products/sony-fe-200-600mm-f5-6-6-3-g-oss': () => json(makeProduct()),
      'POST /api/gear/reviews/31/helpful': () => json({ helpfulVotes: 4, votedByMe: true }),
      'POST /api/gear/my-reviews/5': () => json({}, 201),
    });
    await renderScreen(<GearProductPage />, {
      path: '/shop/:slug',
      url: '/shop/sony-fe-200-600mm-f5-6-6-3-g-oss',
      me: MEMBER,
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Sony FE 200-600mm/ })).toBeInTheDocument();
    const specs = screen.getByRole('table');
    expect(within(specs).getByText('Focal Length')).toBeInTheDocument();
    expect(within(specs).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('Found helpful: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Grey heron/ })).toHaveAttribute('href', '/sighting/88');
    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(api.callsTo('POST /api/gear/reviews/31/helpful')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Great lens' } });
    fireEvent.change(screen.getByLabelText('Your review'), {
      target: { value: 'Sharp and quick to focus.' },
    });
    fireEvent.change(screen.getByLabelText('Pros'), { target: { value: 'Sharp\nFast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(api.callsTo('POST /api/gear/my-reviews/5')).toHaveLength(1));
    expect(api.callsTo('POST /api/gear/my-reviews/5')[0]?.body).toMatchObject({
      title: 'Great lens',
      rating: 5,
      pros: ['Sharp', 'Fast'],
    });
  });

  it('does not offer a helpful vote on the member own review', async () => {
    stubApi({ '/api/gear/products/x': () => json(makeProduct({ slug: 'x' })) });
    await renderScreen(<GearProductPage />, {
      path: '/shop/:slug',
      url: '/shop/x',
      me: { ...MEMBER, id: 7 },
    });
    await screen.findByText('Great reach');
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });
});

describe('HomeAffiliateSection', () => {
  it('shows up to 8 affiliate items with the disclosure', async () => {
    stubApi({
      '/api/gear/categories': () => json(CATEGORIES),
      '/api/amazon-products': () => json(affiliateItems(12)),
    });
    await renderScreen(<HomeAffiliateSection />);
    expect(await screen.findByText('Product 8')).toBeInTheDocument();
    expect(screen.queryByText('Product 9')).toBeNull();
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('is hidden for Premium members', async () => {
    const api = stubApi({ '/api/amazon-products': () => json(affiliateItems(2)) });
    const { container } = await renderScreen(<HomeAffiliateSection />, { me: PREMIUM });
    expect(container.querySelector('section')).toBeNull();
    expect(api.callsTo('GET /api/amazon-products')).toHaveLength(0);
  });
});
