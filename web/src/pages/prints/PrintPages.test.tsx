// The print shop's pages: the shop lists watermarked previews with prices through Intl; the product page offers
// only the sizes the photo can print at 150 dpi and sends the order (no price: the server computes it); the
// buyer's orders show their steps and tracking link; the artist sees "Your earnings".
import type { PrintOrder, PrintProduct } from '@common/schemas/prints';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen } from '../../features/sightings/test-support';
import { callsTo, MEMBER, stubFetch } from '../auth/test-utils';
import PrintOrdersPage from './PrintOrdersPage';
import PrintProductPage from './PrintProductPage';
import PrintProductsPage from './PrintProductsPage';
import PrintShopPage from './PrintShopPage';

afterEach(() => vi.unstubAllGlobals());

const product: PrintProduct = {
  id: 5,
  sightingId: 9,
  speciesName: 'Grey heron',
  artist: { id: 7, username: 'heron_fan' },
  title: 'Heron at dawn',
  description: '<b>misty</b> river',
  basePrice: 4000,
  currency: 'USD',
  artistCommission: 70,
  tags: ['birds'],
  totalSales: 2,
  isActive: true,
  previewUrl: '/media/prints/preview-5.webp',
  originalWidth: 1800,
  originalHeight: 2500,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const options = [
  {
    id: 1,
    size: 'A4',
    widthMm: 210,
    heightMm: 297,
    material: 'fine_art_paper',
    finishType: 'matte',
    priceAdjustment: 0,
    isActive: true,
  },
  {
    id: 3,
    size: 'A3',
    widthMm: 297,
    heightMm: 420,
    material: 'fine_art_paper',
    finishType: 'matte',
    priceAdjustment: 1500,
    isActive: true,
  },
  {
    id: 5,
    size: 'A2',
    widthMm: 420,
    heightMm: 594,
    material: 'fine_art_paper',
    finishType: 'matte',
    priceAdjustment: 3500,
    isActive: true,
  },
];

const order: PrintOrder = {
  id: 31,
  productId: 5,
  productTitle: 'Heron at dawn',
  previewUrl: '/media/prints/preview-5.webp',
  option: { id: 3, size: 'A3', material: 'fine_art_paper', finishType: 'matte' },
  quantity: 1,
  unitPrice: 5500,
  totalPrice: 5500,
  artistEarnings: 3850,
  currency: 'USD',
  shippingAddress: { name: 'Ada', line1: '1 Lane', city: 'Norwich', postcode: 'NR1', country: 'GB' },
  orderStatus: 'shipped',
  trackingNumber: 'RR1GB',
  trackingUrl: 'https://track.example/RR1GB',
  paymentId: 4,
  steps: {
    createdAt: '2026-11-02T00:00:00.000Z',
    paidAt: '2026-11-02T00:01:00.000Z',
    inProductionAt: '2026-11-03T00:00:00.000Z',
    shippedAt: '2026-11-04T00:00:00.000Z',
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
  },
};

describe('print shop pages', () => {
  it('lists products with their preview, price and member text as text', async () => {
    stubFetch({ 'GET /api/print-products': () => json({ products: [product], hasMore: false }) });
    await renderScreen(<PrintShopPage />, { path: '/print-shop' });
    expect(await screen.findByText('Heron at dawn')).toBeInTheDocument();
    expect(screen.getByText('from $40')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Heron at dawn' })).toHaveAttribute('src', product.previewUrl);
  });

  it('offers only printable sizes and orders without sending a price', async () => {
    const fetchMock = stubFetch({
      'GET /api/print-products/5': () => json(product),
      'GET /api/print-options': () => json({ options }),
      'POST /api/print-orders': () =>
        json({ order, checkout: { paymentId: 4, redirectUrl: '/stripe-checkout?checkout=cs_sbx_x' } }, 201),
    });
    await renderScreen(<PrintProductPage />, { path: '/print/:id', url: '/print/5', me: MEMBER });
    expect(await screen.findByText('<b>misty</b> river')).toBeInTheDocument();
    const a2 = await screen.findByRole('option', { name: /A2.*too small/ });
    expect(a2).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Size and material'), { target: { value: '3' } });
    expect(screen.getByTestId('print-total')).toHaveTextContent('$55');
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Ada');
    fill('Address line 1', '1 Lane');
    fill('City', 'Norwich');
    fill('Postcode', 'NR1 1AA');
    fill('Country code (e.g. GB)', 'GB');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/print-orders')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST /api/print-orders')[0] as Record<string, unknown>;
    expect(body).toMatchObject({ productId: 5, optionId: 3, quantity: 1 });
    expect(body).not.toHaveProperty('totalPrice');
  });

  it("shows the buyer's order steps and tracking link", async () => {
    stubFetch({ 'GET /api/print-orders': () => json({ orders: [order] }) });
    await renderScreen(<PrintOrdersPage />, { path: '/user/print-orders', me: MEMBER });
    expect(await screen.findByText(/Heron at dawn/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', order.trackingUrl);
  });

  it("shows the artist's earnings", async () => {
    stubFetch({
      'GET /api/print-products/mine': () => json({ products: [{ ...product, revenue: 11000 }] }),
      'GET /api/print-sales': () => json({ totalEarnings: 3850, currency: 'USD', orders: [order] }),
    });
    await renderScreen(<PrintProductsPage />, { path: '/user/print-products', me: MEMBER });
    expect(await screen.findByText('Your earnings')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('print-earnings')).toHaveTextContent('$38.50'));
    expect(screen.getByText('Selling prints is a Premium benefit.')).toBeInTheDocument();
  });
});
