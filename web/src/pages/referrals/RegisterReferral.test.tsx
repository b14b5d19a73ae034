// A referral link (/register?ref=CODE): the page says who sent the visitor and sends the code with the
// registration; a malformed code is left out (the server would ignore it anyway).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from '../auth/RegisterPage';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function register(url: string) {
  const fetchMock = stubFetch({
    'POST /api/auth/register': () =>
      jsonResponse({ message: 'Your account has been created successfully.', user: MEMBER }, 201),
  });
  await renderPage(<RegisterPage />, { path: '/register', url });
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Username', 'river_otter'],
    ['Email', 'otter@example.com'],
    ['Password', 'Passw0rd!'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Free Account' }));
  await vi.waitFor(() => expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(1));
  return callsTo(fetchMock, 'POST /api/auth/register')[0] as Record<string, unknown>;
}

describe('registration from a referral link', () => {
  it('sends the code of the link', async () => {
    const body = await register('/register?ref=AbCdEf1234');
    expect(body.referralCode).toBe('AbCdEf1234');
    expect(screen.getByText('A friend invited you to WildLens.')).toBeInTheDocument();
  });

  it('leaves a malformed code out', async () => {
    const body = await register('/register?ref=%3Cscript%3E');
    expect(body).not.toHaveProperty('referralCode');
    expect(screen.queryByText('A friend invited you to WildLens.')).toBeNull();
  });
});
