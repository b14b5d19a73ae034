// E-mail preferences: by signed link, for the signed-in member, and the sign-in prompt for everyone else.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EmailPreferencesPage from './EmailPreferencesPage';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PREFS = { ...MEMBER.emailNotificationPreferences, weeklyNewsletter: false };
const SAVED = 'Your email preferences have been saved.';

describe('EmailPreferencesPage', () => {
  it('asks a signed-out visitor without a link to sign in', async () => {
    stubFetch({});
    await renderPage(<EmailPreferencesPage />, { path: '/email-preferences' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Femail-preferences',
    );
  });

  it('loads and saves through the signed link without signing in', async () => {
    const fetchMock = stubFetch({
      'GET /api/email-preferences': () => jsonResponse({ username: 'river_otter', preferences: PREFS }),
      'PUT /api/email-preferences': () => jsonResponse({ message: SAVED }),
    });
    await renderPage(<EmailPreferencesPage />, {
      path: '/email-preferences',
      url: '/email-preferences?token=signed.token',
    });
    const newsletter = await screen.findByRole('switch', { name: 'Weekly newsletter' });
    expect(newsletter).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('switch')).toHaveLength(6);

    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Likes on your photos' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/email-preferences')).toEqual([{ ...PREFS, likesOnPhotos: false }]);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe('/api/email-preferences?token=signed.token');
  });

  it("edits the signed-in member's own preferences", async () => {
    const fetchMock = stubFetch({
      'GET /api/user/email-preferences': () => jsonResponse({ username: 'river_otter', preferences: PREFS }),
      'PUT /api/user/email-preferences': () => jsonResponse({ message: SAVED }),
    });
    await renderPage(<EmailPreferencesPage />, { path: '/email-preferences', me: MEMBER });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Weekly newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/user/email-preferences')).toEqual([
      { ...PREFS, weeklyNewsletter: true },
    ]);
  });

  it("shows the server's message for a bad link", async () => {
    stubFetch({
      'GET /api/email-preferences': () => jsonResponse({ message: 'This preferences link is invalid.' }, 400),
    });
    await renderPage(<EmailPreferencesPage />, {
      path: '/email-preferences',
      url: '/email-preferences?token=forged',
    });
    expect(await screen.findByText('This preferences link is invalid.')).toBeInTheDocument();
  });
});
