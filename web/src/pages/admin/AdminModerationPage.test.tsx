// /admin/moderation: the item queue with the bearer token (a sighting held by the classifier, shown blurred until
// asked; a comment in its context; a profile; a gear review read-only), the decision log, suspended members, and
// the settings saved as probabilities with the banned words. Also the sighting page's Flag dialog.
import type { ModerationSettings, QueueItem } from '@common/schemas/moderation';
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
  bannedWords: ['poacher'],
};

const base: QueueItem = {
  contentType: 'comment',
  contentId: 31,
  hidden: false,
  readOnly: false,
  manageUrl: null,
  author: {
    id: 9,
    username: 'heron_fan',
    profileImageUrl: null,
    suspended: false,
    suspendedUntil: null,
    warnings: 1,
  },
  pendingFlags: 2,
  reasons: [
    { reason: 'inappropriate', count: 1 },
    { reason: 'spam', count: 1 },
  ],
  flags: [
    {
      id: 3,
      reason: 'inappropriate',
      source: 'member',
      details: 'Insults everyone',
      reporter: { id: 10, username: 'bird_nerd' },
      scores: null,
      status: 'pending',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  lastFlaggedAt: '2026-11-20T10:00:00.000Z',
  sighting: null,
  comment: {
    id: 31,
    content: 'You are all idiots',
    createdAt: '2026-11-19T10:00:00.000Z',
    sighting: { id: 5, speciesName: 'Grey heron' },
  },
  profile: null,
  review: null,
  history: [],
};

const held: QueueItem = {
  ...base,
  contentType: 'sighting',
  contentId: 6,
  hidden: true,
  reasons: [{ reason: 'inappropriate', count: 1 }],
  flags: [
    {
      ...base.flags[0],
      id: 4,
      source: 'classifier',
      details: null,
      reporter: null,
      scores: { drawing: 0, hentai: 0.05, neutral: 0.1, porn: 0.8, sexy: 0.05 },
    } as QueueItem['flags'][number],
  ],
  comment: null,
  sighting: {
    id: 6,
    speciesName: 'Held photo',
    description: null,
    thumbUrl: null,
    imageUrl: '/media/u/6/medium.webp',
    isPublic: false,
    underReview: true,
    removed: false,
  },
};

const review: QueueItem = {
  ...base,
  contentType: 'gear_review',
  contentId: 2,
  hidden: true,
  readOnly: true,
  manageUrl: '/product-management',
  comment: null,
  review: {
    id: 2,
    title: 'Great lens',
    content: 'Buy it at my shop',
    productSlug: 'nikon-z8',
    productName: 'Nikon Z8',
  },
};

describe('AdminModerationPage', () => {
  it('lists each flagged item in its context and decides with the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /api/admin/moderation/queue': () => jsonResponse([base, held, review]),
      'GET /api/admin/moderation/settings': () => jsonResponse(SETTINGS),
      'POST /api/admin/moderation/decisions': () => jsonResponse({ ok: true }),
    });
    await renderPage(<AdminModerationPage />, { path: '/admin/moderation' });

    const [comment, sighting, gear] = await screen.findAllByTestId('queue-item');
    expect(comment).toHaveTextContent('You are all idiots');
    expect(comment).toHaveTextContent('Grey heron');
    expect(comment).toHaveTextContent('heron_fan');
    expect(comment).toHaveTextContent('Inappropriate content (1)');
    expect(comment).toHaveTextContent('Spam (1)');
    expect(comment).toHaveTextContent('Warnings: 1');
    expect(comment).toHaveTextContent('Insults everyone');
    expect(comment).toHaveTextContent('bird_nerd');
    // The held photo stays blurred until the administrator asks to see it.
    expect(sighting).toHaveTextContent('Hidden');
    expect(sighting?.querySelector('img')?.className).toContain('blur-xl');
    await userEvent.click(within(sighting as HTMLElement).getByRole('button', { name: 'Show photo' }));
    expect(sighting?.querySelector('img')?.className).not.toContain('blur-xl');
    // A gear review is decided in product management.
    expect(within(gear as HTMLElement).queryByRole('button', { name: 'Decide' })).not.toBeInTheDocument();
    expect(
      within(gear as HTMLElement).getByRole('link', { name: 'Open product management' }),
    ).toHaveAttribute('href', '/product-management');

    await userEvent.click(within(comment as HTMLElement).getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decide on this item' });
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), 'Insults members');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/decisions')).toEqual([
        { contentType: 'comment', contentId: 31, decision: 'hide', reason: 'Insults members' },
      ]),
    );
    const queueCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/moderation/queue'));
    expect((queueCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer tok-9',
    );
  });

  it('shows the decision log and suspended members, and lifts a suspension with a reason', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /api/admin/moderation/queue': () => jsonResponse([]),
      'GET /api/admin/moderation/settings': () => jsonResponse(SETTINGS),
      'GET /api/admin/moderation/actions': () =>
        jsonResponse([
          {
            id: 1,
            action: 'warn',
            contentType: 'comment',
            contentId: 31,
            target: { id: 9, username: 'heron_fan' },
            admin: 'admin',
            reason: 'Keep it civil',
            suspendedUntil: null,
            flagsResolved: 2,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      'GET /api/admin/moderation/suspensions': () =>
        jsonResponse([
          {
            id: 9,
            username: 'heron_fan',
            suspendedAt: '2026-11-20T10:00:00.000Z',
            suspendedUntil: null,
            reason: 'Spam',
          },
        ]),
      'POST /api/admin/moderation/members/9/unsuspend': () => jsonResponse({ ok: true }),
    });
    await renderPage(<AdminModerationPage />, { path: '/admin/moderation' });
    expect(await screen.findByText('Nothing to review.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Decision log' }));
    const table = await screen.findByRole('table', { name: 'Decision log' });
    expect(table).toHaveTextContent('Warned');
    expect(table).toHaveTextContent('Keep it civil');
    expect(table).toHaveTextContent('heron_fan');

    await userEvent.click(screen.getByRole('tab', { name: 'Suspended members' }));
    const member = await screen.findByTestId('suspended-member');
    expect(member).toHaveTextContent('Suspended until lifted');
    await userEvent.click(within(member).getByRole('button', { name: 'Lift the suspension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lift the suspension of heron_fan' });
    const lift = within(dialog).getByRole('button', { name: 'Lift the suspension' });
    expect(lift).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the member)'), 'Appeal accepted');
    await userEvent.click(lift);
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/moderation/members/9/unsuspend')).toEqual([
        { reason: 'Appeal accepted' },
      ]),
    );
  });

  it('saves the thresholds and the banned words, one a line', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-9');
    const fetchMock = stubFetch({
      'GET /api/admin/moderation/queue': () => jsonResponse([]),
      'GET /api/admin/moderation/settings': () => jsonResponse(SETTINGS),
      'PUT /api/admin/moderation/settings': () =>
        jsonResponse({ ...SETTINGS, memberFlagsToHide: 2, bannedWords: ['poacher', 'ivory'] }),
    });
    await renderPage(<AdminModerationPage />, { path: '/admin/moderation' });
    const flags = await screen.findByLabelText('Member flags that hide a sighting until it is reviewed');
    await userEvent.clear(flags);
    await userEvent.type(flags, '2');
    const words = screen.getByLabelText('Banned words (one per line)');
    expect(words).toHaveValue('poacher');
    await userEvent.type(words, '{enter}{enter} ivory ');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/moderation/settings')).toEqual([
        { ...SETTINGS, memberFlagsToHide: 2, bannedWords: ['poacher', 'ivory'] },
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
