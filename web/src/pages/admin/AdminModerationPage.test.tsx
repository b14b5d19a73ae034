// /admin/moderation: the queue with the bearer token, a classifier's hold shown blurred until asked, decisions
// sent to the server, and the thresholds saved as probabilities. Also the sighting page's Flag dialog.
import type { FlaggedItem, ModerationSettings } from '@common/schemas/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { FlagSightingButton } from '../../features/moderation/FlagSightingButton';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import AdminModerationPage from './AdminModerationPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SETTINGS: ModerationSettings = {
  classifierEnabled: true,
  pornThreshold: 0.6,
  hentaiThreshold: 0.6,
  sexyThreshold: 0.8,
  memberFlagsToHide: 3,
};

const item = (over: Partial<FlaggedItem>): FlaggedItem => ({
  id: 1,
  contentType: 'sighting',
  contentId: 5,
  sighting: {
    id: 5,
    speciesName: 'Grey heron',
    thumbUrl: '/media/u/5/thumb.webp',
    imageUrl: '/media/u/5/medium.webp',
    isPublic: true,
    underReview: false,
    author: { id: 9, username: 'heron_fan' },
  },
  reason: 'wrong_species',
  source: 'member',
  details: 'It is a purple heron.',
  scores: null,
  reporter: { id: 10, username: 'bird_nerd' },
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: null,
  notes: null,
  ...over,
});

describe('AdminModerationPage', () => {
  it('lists the flags, sends a decision with the bearer token, and saves the thresholds', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const held = item({
      id: 2,
      source: 'classifier',
      reason: 'inappropriate',
      reporter: null,
      details: null,
      scores: { drawing: 0, hentai: 0.05, neutral: 0.1, porn: 0.8, sexy: 0.05 },
      sighting: {
        id: 6,
        speciesName: 'Held photo',
        thumbUrl: null,
        imageUrl: '/media/u/6/medium.webp',
        isPublic: false,
        underReview: true,
        author: { id: 9, username: 'heron_fan' },
      },
    });
    const fetchMock = stubFetch({
      'GET /api/admin/moderation/flags': () => jsonResponse([item({}), held]),
      'GET /api/admin/moderation/settings': () => jsonResponse(SETTINGS),
      'POST /api/admin/moderation/flags/1/resolve': () => jsonResponse({ ok: true }),
      'PUT /api/admin/moderation/settings': () => jsonResponse({ ...SETTINGS, memberFlagsToHide: 2 }),
    });
    await renderPage(<AdminModerationPage />, { path: '/admin/moderation' });

    const [memberFlag, classifierFlag] = await screen.findAllByTestId('flag-item');
    expect(memberFlag).toHaveTextContent('Wrong species');
    expect(memberFlag).toHaveTextContent('bird_nerd');
    expect(memberFlag).toHaveTextContent('It is a purple heron.');
    expect(classifierFlag).toHaveTextContent('Photo classifier');
    expect(classifierFlag).toHaveTextContent('Explicit:80%');
    expect(classifierFlag).toHaveTextContent('Hidden');
    // The held photo stays blurred until the administrator asks to see it.
    expect(classifierFlag?.querySelector('img')?.className).toContain('blur-xl');
    await userEvent.click(within(classifierFlag as HTMLElement).getByRole('button', { name: 'Show photo' }));
    expect(classifierFlag?.querySelector('img')?.className).not.toContain('blur-xl');

    await userEvent.click(within(memberFlag as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/flags/1/resolve')).toEqual([
        { action: 'dismiss' },
      ]),
    );
    const resolveCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/resolve'));
    const sent = (resolveCall?.[1]?.headers ?? {}) as Record<string, string>;
    expect(sent.Authorization).toBe('Bearer tok-9');

    const flags = screen.getByLabelText('Member flags that hide a sighting until it is reviewed');
    await userEvent.clear(flags);
    await userEvent.type(flags, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/moderation/settings')).toEqual([
        { ...SETTINGS, memberFlagsToHide: 2 },
      ]),
    );
  });
});

describe('FlagSightingButton', () => {
  it('sends the reason and details once, then says the sighting is flagged', async () => {
    let flagged = false;
    const fetchMock = stubFetch({
      'GET /api/sightings/5/moderation': () => jsonResponse({ underReview: false, flaggedByMe: flagged }),
      'POST /api/sightings/5/flag': () => {
        flagged = true;
        return jsonResponse({ id: 3, hidden: false }, 201);
      },
    });
    await renderPage(<FlagSightingButton sightingId={5} />, { path: '/', me: MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this sighting' });
    expect(within(dialog).getByRole('button', { name: 'Send flag' })).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Spam'));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Advert for a shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send flag' }));
    await screen.findByText('Flagged');
    expect(callsTo(fetchMock, 'POST /api/sightings/5/flag')).toEqual([
      { reason: 'spam', details: 'Advert for a shop' },
    ]);
  });
});
