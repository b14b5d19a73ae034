// The entry form in place: the member's sightings of the contest's kind, the fee in their currency, card or
// PayPal, and on submit the entry sent (no price, no currency) and the browser sent to the checkout.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, MEMBER, stubFetch } from '../../pages/auth/test-utils';
import { json, renderScreen } from '../sightings/test-support';
import { EntryForm } from './EntryForm';
import { makeDetail, makeEntry } from './test-support';

afterEach(() => vi.unstubAllGlobals());

const SIGHTINGS = {
  sightings: [
    { id: 501, speciesName: 'Snowy owl', imageUrl: '/media/owl.jpg', createdAt: '2026-11-02T10:00:00.000Z' },
    { id: 502, speciesName: 'Red fox', imageUrl: null, createdAt: '2026-11-01T10:00:00.000Z' },
  ],
};

describe('EntryForm', () => {
  it('enters a chosen sighting and goes on to the checkout the server names', async () => {
    const fetchMock = stubFetch({
      'GET /api/contests/7/eligible-sightings': () => json(SIGHTINGS),
      'POST /api/contests/7/entries': () =>
        json(
          {
            entry: makeEntry({ isMine: true, paymentStatus: 'pending' }),
            checkout: { paymentId: 77, redirectUrl: '/stripe-checkout?checkout=cs_sbx_1' },
          },
          201,
        ),
    });
    await renderScreen(<EntryForm detail={makeDetail()} onDone={() => {}} />, {
      path: '/contests',
      me: MEMBER,
    });
    const form = screen.getByRole('form', { name: 'Your entry' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Continue to payment ($25)' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose the sighting you want to enter.',
    );
    expect(callsTo(fetchMock, 'POST /api/contests/7/entries')).toEqual([]);

    await user.click(await within(form).findByRole('radio', { name: 'Red fox' }));
    await user.type(within(form).getByLabelText('A few words about your entry (optional)'), 'Snow at dusk');
    await user.click(within(form).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(form).getByRole('button', { name: 'Continue to payment ($25)' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/stripe-checkout?checkout=cs_sbx_1');
    expect(callsTo(fetchMock, 'POST /api/contests/7/entries')).toEqual([
      { sightingId: 502, entryDescription: 'Snow at dusk', method: 'paypal' },
    ]);
  });

  it('enters a premium member free, without asking how to pay', async () => {
    const fetchMock = stubFetch({
      'GET /api/contests/7/eligible-sightings': () => json(SIGHTINGS),
      'POST /api/contests/7/entries': () =>
        json({ entry: makeEntry({ isMine: true, paymentStatus: 'free' }), checkout: null }, 201),
    });
    const onDone = vi.fn();
    const detail = makeDetail({
      viewer: { ...makeDetail().viewer, premium: true, fee: { amountMinor: 0, currency: 'USD' } },
    });
    await renderScreen(<EntryForm detail={detail} onDone={onDone} />, { path: '/contests', me: MEMBER });
    const form = screen.getByRole('form', { name: 'Your entry' });
    expect(within(form).getByText('As a Premium member you enter free.')).toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await within(form).findByRole('radio', { name: 'Snowy owl' }));
    await user.click(within(form).getByRole('button', { name: 'Enter free' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /api/contests/7/entries')).toEqual([
      { sightingId: 501, entryDescription: '' },
    ]);
    expect(await screen.findByText('You are in the contest. Good luck!')).toBeInTheDocument();
  });

  it("says so when the member has no sighting of the contest's kind", async () => {
    stubFetch({ 'GET /api/contests/7/eligible-sightings': () => json({ sightings: [] }) });
    const detail = makeDetail({ contest: { ...makeDetail().contest, mediaType: 'video' } });
    await renderScreen(<EntryForm detail={detail} onDone={() => {}} />, { path: '/contests', me: MEMBER });
    expect(
      await screen.findByText(/You have no published video sightings that can be entered yet\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload one' })).toHaveAttribute('href', '/upload');
  });
});
