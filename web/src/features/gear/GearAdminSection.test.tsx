// The gear part of /product-management: the review moderation queue (approve / reject with the bearer token)
// and the products' list price and visibility.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAdminToken } from '../auth/admin-token';
import { json, renderScreen, stubApi } from '../sightings/test-support';
import { GearAdminSection } from './GearAdminSection';
import { BRANDS, CATEGORIES, makeAdminProduct, makeProduct } from './test-support';

afterEach(() => {
  vi.unstubAllGlobals();
  setAdminToken(null);
});

describe('GearAdminSection', () => {
  it('approves a flagged review and saves a product list price, with the admin token', async () => {
    setAdminToken('admin-token');
    const review = makeProduct().reviews[0];
    if (!review) throw new Error('no review');
    const api = stubApi({
      '/api/admin/gear/reviews': () =>
        json([
          { ...review, moderationStatus: 'flagged', productName: 'Sony FE 200-600mm', flagReason: 'spam' },
        ]),
      '/api/admin/gear/products': () => json([makeAdminProduct()]),
      '/api/gear/categories': () => json(CATEGORIES),
      '/api/gear/brands': () => json(BRANDS),
      'POST /api/admin/gear/reviews/31/moderation': () => json({ ok: true }),
      'PUT /api/admin/gear/products/5': () => json({ id: 5 }),
    });
    await renderScreen(<GearAdminSection />);
    expect(await screen.findByText('Reason: spam')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/gear/reviews/31/moderation')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/gear/reviews/31/moderation')[0]?.body).toEqual({
      decision: 'approve',
    });
    const price = await screen.findByLabelText(/List price of Sony FE 200-600mm/);
    fireEvent.change(price, { target: { value: '1899.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/gear/products/5')).toHaveLength(1));
    // The whole product goes back (the server takes every field), only the price changed.
    expect(api.callsTo('PUT /api/admin/gear/products/5')[0]?.body).toMatchObject({
      currentPriceMinor: 189_999,
      msrpMinor: 199_800,
      isActive: true,
      releaseYear: 2019,
      tags: ['telephoto'],
      specifications: { focalLength: '200-600mm', weightG: 2115, internalZoom: true },
    });
    const first = api.fetchMock.mock.calls[0];
    expect(new Headers(first?.[1]?.headers).get('authorization')).toBe('Bearer admin-token');
  });
});
