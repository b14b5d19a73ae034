// /stripe-checkout: the sandbox's test-mode checkout. The banner and the test cards, the order, the card form
// (grouped number, MM/YY, labels and autofill names), the form's own checks, a decline shown in the sandbox's
// words with the form kept for another try, then a payment that goes through to the success page; PayPal's
// test button for a PayPal checkout.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSandboxCheckout } from '../../features/plans/test-support';
import { json } from '../../features/sightings/test-support';
import { callsTo, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import StripeCheckoutPage from './StripeCheckoutPage';

afterEach(() => vi.unstubAllGlobals());

const render = (url = '/stripe-checkout?checkout=cs_test_abc') =>
  renderPage(<StripeCheckoutPage />, { path: '/stripe-checkout', url, me: MEMBER });

describe('StripeCheckoutPage', () => {
  it('shows a declined card in the sandbox’s words, keeps the form, and goes on when a card pays', async () => {
    const successUrl = `${window.location.origin}/subscription-success?payment=7`;
    let attempt = 0;
    const fetchMock = stubFetch({
      'GET /api/payments/sandbox/cs_test_abc': () => json(makeSandboxCheckout({ successUrl })),
      'POST /api/payments/sandbox/cs_test_abc/pay': () => {
        attempt += 1;
        return attempt === 1
          ? json({ status: 'failed', message: 'Your card was declined.', redirectUrl: null })
          : json({ status: 'succeeded', message: null, redirectUrl: successUrl });
      },
    });
    await render();

    const banner = await screen.findByRole('region', { name: 'TEST MODE' });
    expect(within(banner).getByText(/no real money moves/)).toBeInTheDocument();
    for (const card of [
      '4242 4242 4242 4242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000 0000 0000 0341',
    ]) {
      expect(within(banner).getByText(card)).toBeInTheDocument();
    }
    expect(screen.getByText('WildLens Premium Explorer, monthly')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('$4.99');

    const user = userEvent.setup();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

    await user.type(number, '4000000000000002');
    expect(number).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(callsTo(fetchMock, 'POST /api/payments/sandbox/cs_test_abc/pay')[0]).toEqual({
      method: 'card',
      cardNumber: '4000000000000002',
      expiry: '12/34',
      cvc: '123',
    });

    // Another try with the card that pays.
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/subscription-success?payment=7'),
    );
  });

  it('checks the card before sending it', async () => {
    const fetchMock = stubFetch({
      'GET /api/payments/sandbox/cs_test_abc': () => json(makeSandboxCheckout()),
    });
    await render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $4.99' }));
    expect(screen.getByText('Enter the card number.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date.')).toBeInTheDocument();
    expect(screen.getByText('Enter the CVC.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveFocus();

    await user.type(screen.getByLabelText('Card number'), '4242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1320');
    await user.type(screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(screen.getByText('Enter a card number of 12 to 19 digits.')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY.')).toBeInTheDocument();
    expect(screen.getByText('The CVC has 3 or 4 digits.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/payments/sandbox/cs_test_abc/pay')).toHaveLength(0);
  });

  it('pays a PayPal checkout with the PayPal (test) button; yen without decimals', async () => {
    const fetchMock = stubFetch({
      'GET /api/payments/sandbox/cs_test_abc': () =>
        json(makeSandboxCheckout({ method: 'paypal', amountMinor: 3500, currency: 'JPY', mode: 'payment' })),
      'POST /api/payments/sandbox/cs_test_abc/pay': () =>
        json({ status: 'succeeded', message: null, redirectUrl: '/subscription-success?payment=7' }),
    });
    await render();
    expect(await screen.findByTestId('checkout-amount')).toHaveTextContent(/^[¥￥]3,500$/);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with PayPal (test)' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/subscription-success?payment=7'),
    );
    expect(callsTo(fetchMock, 'POST /api/payments/sandbox/cs_test_abc/pay')).toEqual([{ method: 'paypal' }]);
  });

  it('says so when the checkout is already paid, and links to the confirmation', async () => {
    stubFetch({
      'GET /api/payments/sandbox/cs_test_abc': () => json(makeSandboxCheckout({ status: 'complete' })),
    });
    await render();
    expect(await screen.findByText('This checkout has already been paid.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the confirmation' })).toHaveAttribute(
      'href',
      '/subscription-success?payment=7',
    );
  });

  it('shows the server’s message for a checkout that is not there', async () => {
    stubFetch({
      'GET /api/payments/sandbox/cs_test_abc': () => json({ message: 'Checkout not found' }, 404),
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout not found');
  });
});
