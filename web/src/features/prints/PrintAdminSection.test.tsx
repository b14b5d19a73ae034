// The administrators' print section: paid orders with their next steps (shipped needs tracking), the options.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubFetch } from '../../pages/auth/test-utils';
import { json, renderScreen } from '../sightings/test-support';
import { PrintAdminSection } from './PrintAdminSection';

afterEach(() => vi.unstubAllGlobals());

const order = {
  id: 12,
  productId: 5,
  productTitle: 'Heron at dawn',
  previewUrl: '/media/prints/preview-5.webp',
  option: { id: 3, size: 'A3', material: 'fine_art_paper', finishType: 'matte' },
  quantity: 2,
  unitPrice: 5500,
  totalPrice: 11000,
  artistEarnings: 7700,
  currency: 'USD',
  shippingAddress: { name: 'Ada', line1: '1 Lane', city: 'Norwich', postcode: 'NR1', country: 'GB' },
  orderStatus: 'in_production',
  trackingNumber: null,
  trackingUrl: null,
  paymentId: 4,
  buyer: { id: 3, username: 'ada' },
  steps: {
    createdAt: '2026-11-02T00:00:00.000Z',
    paidAt: '2026-11-02T00:01:00.000Z',
    inProductionAt: '2026-11-03T00:00:00.000Z',
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    refundedAt: null,
  },
};

describe('PrintAdminSection', () => {
  it('ships an order with its tracking number and URL', async () => {
    const fetchMock = stubFetch({
      'GET /api/admin/print-orders': () => json({ orders: [order] }),
      'GET /api/admin/print-options': () => json({ options: [] }),
      'POST /api/admin/print-orders/12/status': () => json({ ...order, orderStatus: 'shipped' }),
    });
    await renderScreen(<PrintAdminSection />);
    expect(await screen.findByText(/Heron at dawn/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'RR1GB' } });
    fireEvent.change(screen.getByLabelText('Tracking URL'), { target: { value: 'https://t.example/RR1GB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/print-orders/12/status')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/admin/print-orders/12/status')[0]).toEqual({
      status: 'shipped',
      trackingNumber: 'RR1GB',
      trackingUrl: 'https://t.example/RR1GB',
    });
    expect(screen.getByRole('button', { name: 'Download print file' })).toBeInTheDocument();
  });
});
