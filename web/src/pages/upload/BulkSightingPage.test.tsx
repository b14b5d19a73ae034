// /bulk-sighting: a card per photo, uploads two at a time with progress per card, per-card EXIF pre-fill,
// 'apply to all', 'Publish all' with per-card status and retry, and the free allowance.
import { UPLOAD_MESSAGES } from '@common/schemas/media';
import type { SightingDetail } from '@common/schemas/sightings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeXhr,
  installFakeXhr,
  makeAsset,
  openUploads,
  photoFile,
} from '../../features/uploads/testing/fake-xhr';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import BulkSightingPage from './BulkSightingPage';

vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));
// Each test photo carries its own date in its name, standing in for its EXIF block.
vi.mock('../../features/uploads/read-photo-metadata', () => ({
  readPhotoMetadata: async (file: File) => {
    const day = /day(\d\d)/.exec(file.name)?.[1];
    return day
      ? { takenAt: `2024-06-${day}T07:15:00`, latitude: 45.5, longitude: 6.25 }
      : { takenAt: null, latitude: null, longitude: null };
  },
}));

beforeEach(() => {
  installFakeXhr();
});
afterEach(() => vi.unstubAllGlobals());

const cards = () => screen.getAllByTestId('bulk-card');
const card = (index: number) => {
  const found = cards()[index];
  if (!found) throw new Error(`no card ${index}`);
  return found;
};
const statuses = () => cards().map((c) => c.getAttribute('data-status'));
const uploadFor = (name: string) => {
  const xhr = FakeXhr.instances.find((x) => x.file?.name === name && !x.done);
  if (!xhr) throw new Error(`no open upload for ${name}`);
  return xhr;
};

async function renderBulk(remaining: number | null, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/media/allowance': () =>
      jsonResponse({
        used: remaining === null ? 0 : 5 - remaining,
        limit: remaining === null ? null : 5,
        remaining,
      }),
    ...routes,
  });
  // null: a premium member, who has no allowance to wait for.
  const me = remaining === null ? { ...MEMBER, subscriptionTier: 'premium' } : MEMBER;
  const view = await renderPage(<BulkSightingPage />, { path: '/bulk-sighting', me });
  if (remaining !== null) await screen.findByTestId('upload-allowance');
  return { ...view, fetchMock };
}

// Five cards typed key by key with user-event: seconds of work on a busy CI core, not a sign of slowness.
describe('BulkSightingPage', { timeout: 20_000 }, () => {
  it('uploads two photos at a time, each card with its own progress, status and EXIF pre-fill', async () => {
    const user = userEvent.setup();
    await renderBulk(5);
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a-day01.jpg'),
      photoFile('b-day02.jpg'),
      photoFile('c-day03.jpg'),
    ]);

    expect(cards()).toHaveLength(3);
    expect(openUploads().map((x) => x.file?.name)).toEqual(['a-day01.jpg', 'b-day02.jpg']);
    expect(statuses()).toEqual(['uploading', 'uploading', 'queued']);
    expect(within(card(2)).getByText('Waiting to upload')).toBeInTheDocument();
    expect(screen.getByTestId('upload-allowance')).toHaveTextContent(
      '2 of 5 free photo uploads left this month',
    );

    act(() => uploadFor('a-day01.jpg').progress(40, 100));
    act(() => uploadFor('b-day02.jpg').progress(75, 100));
    expect(within(card(0)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(card(1)).getByText('Uploading 75%')).toBeInTheDocument();

    // Each card has its own photo's date and place.
    await waitFor(() => expect(within(card(2)).getByLabelText('Date seen')).toHaveValue('2024-06-03'));
    expect(within(card(0)).getByLabelText('Date seen')).toHaveValue('2024-06-01');
    expect(within(card(0)).getByLabelText('Time seen')).toHaveValue('07:15');
    expect(within(card(0)).getByLabelText('Latitude')).toHaveValue('45.5');
    expect(within(card(0)).getByText("Filled in from your photo's data")).toBeInTheDocument();

    // The third starts only when a place frees up.
    act(() => uploadFor('a-day01.jpg').respond(201, makeAsset(1)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'uploading', 'uploading']));
    expect(openUploads().map((x) => x.file?.name)).toEqual(['b-day02.jpg', 'c-day03.jpg']);
    expect(within(card(0)).getByText('Ready to publish')).toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(3);
  });

  it('applies category and place to all, publishes every ready card and retries a failed one', async () => {
    let failOnce = true;
    let nextId = 100;
    const user = userEvent.setup();
    const { fetchMock } = await renderBulk(null, {
      'POST /api/sightings': (init) => {
        const body = JSON.parse(String(init?.body)) as { speciesName: string };
        if (body.speciesName === 'Ibex' && failOnce) {
          failOnce = false;
          return jsonResponse({ message: 'The database is busy, please try again.' }, 503);
        }
        nextId += 1;
        return jsonResponse({ id: nextId, speciesName: body.speciesName } as SightingDetail, 201);
      },
    });
    expect(screen.queryByTestId('upload-allowance')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a-day01.jpg'),
      photoFile('b-day02.jpg'),
      photoFile('c.jpg'),
    ]);
    act(() => uploadFor('a-day01.jpg').respond(201, makeAsset(1)));
    act(() => uploadFor('b-day02.jpg').respond(201, makeAsset(2)));
    await waitFor(() => expect(openUploads()).toHaveLength(1));

    await user.selectOptions(
      screen.getByLabelText('Category', { selector: '#bulk-all-category' }),
      'mammals',
    );
    await user.type(screen.getByLabelText('Place', { selector: '#bulk-all-location' }), 'Gran Paradiso');
    await user.click(screen.getByRole('button', { name: 'Apply to all' }));
    for (const index of [0, 1, 2]) {
      expect(within(card(index)).getByLabelText(/^Category/)).toHaveValue('mammals');
      expect(within(card(index)).getByLabelText('Place')).toHaveValue('Gran Paradiso');
    }
    await user.type(within(card(0)).getByLabelText(/^Species/), 'Chamois');
    await user.type(within(card(1)).getByLabelText(/^Species/), 'Ibex');

    // The third is still uploading: 'Publish all' publishes the two ready cards only.
    await user.click(screen.getByRole('button', { name: 'Publish all' }));
    await waitFor(() => expect(statuses()).toEqual(['published', 'failed', 'uploading']));
    expect(within(card(0)).getByRole('link', { name: 'View sighting' })).toHaveAttribute(
      'href',
      '/sighting/101',
    );
    expect(within(card(1)).getByRole('alert')).toHaveTextContent('The database is busy, please try again.');
    expect(callsTo(fetchMock, 'POST /api/sightings')).toEqual([
      expect.objectContaining({
        speciesName: 'Chamois',
        mediaAssetId: 1,
        dateSpotted: '2024-06-01',
        location: 'Gran Paradiso',
      }),
      expect.objectContaining({
        speciesName: 'Ibex',
        mediaAssetId: 2,
        dateSpotted: '2024-06-02',
        category: 'mammals',
      }),
    ]);

    await user.click(within(card(1)).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(statuses()).toEqual(['published', 'published', 'uploading']));
    expect(within(card(1)).getByRole('link', { name: 'View sighting' })).toHaveAttribute(
      'href',
      '/sighting/102',
    );
  });

  it('shows the messages of a card that cannot be published yet and publishes the others', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderBulk(null, {
      'POST /api/sightings': () => jsonResponse({ id: 7, speciesName: 'Lynx' } as SightingDetail, 201),
    });
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
    ]);
    act(() => uploadFor('a.jpg').respond(201, makeAsset(1)));
    act(() => uploadFor('b.jpg').respond(201, makeAsset(2)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'ready']));
    await user.type(within(card(0)).getByLabelText(/^Species/), 'Lynx');
    await user.selectOptions(within(card(0)).getByLabelText(/^Category/), 'mammals');

    await user.click(screen.getByRole('button', { name: 'Publish all' }));
    await waitFor(() => expect(statuses()).toEqual(['published', 'ready']));
    expect(within(card(1)).getByText('Species name is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/sightings')).toHaveLength(1);
    // The toaster loads on first use, so the first toast appears asynchronously.
    expect(await screen.findByTestId('toast', {}, { timeout: 5000 })).toHaveTextContent(
      'Some sightings were not published',
    );
  });

  it('does not upload cards beyond the free allowance: they show the upgrade message', async () => {
    const user = userEvent.setup();
    await renderBulk(2);
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
      photoFile('c.jpg'),
    ]);
    expect(statuses()).toEqual(['uploading', 'uploading', 'blocked']);
    expect(screen.getByTestId('upload-allowance')).toHaveTextContent(
      'You have used all 5 free photo uploads this month.',
    );
    const blocked = within(card(2)).getByRole('alert');
    expect(blocked).toHaveTextContent(UPLOAD_MESSAGES.freeLimitReached);
    expect(within(blocked).getByRole('link')).toHaveAttribute('href', '/upgrade');

    act(() => uploadFor('a.jpg').respond(201, makeAsset(1)));
    act(() => uploadFor('b.jpg').respond(201, makeAsset(2)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'ready', 'blocked']));
    expect(FakeXhr.instances).toHaveLength(2);
  });

  it('gives a cancelled upload place to a blocked card', async () => {
    const user = userEvent.setup();
    await renderBulk(1);
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
    ]);
    expect(statuses()).toEqual(['uploading', 'blocked']);
    await user.click(within(card(0)).getByRole('button', { name: 'Remove a.jpg' }));
    expect(statuses()).toEqual(['uploading']);
    expect(openUploads().map((x) => x.file?.name)).toEqual(['b.jpg']);
  });

  it('deletes a removed, unpublished upload on the server and gives its place back', async () => {
    // The audit's case: pick photos, remove the uploaded ones; the month's allowance must come back.
    const user = userEvent.setup();
    const { fetchMock } = await renderBulk(2, {
      'DELETE /api/media/1': () => jsonResponse({ ok: true }),
      'DELETE /api/media/2': () => jsonResponse({ ok: true }),
    });
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
      photoFile('c.jpg'),
    ]);
    act(() => uploadFor('a.jpg').respond(201, makeAsset(1)));
    act(() => uploadFor('b.jpg').respond(201, makeAsset(2)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'ready', 'blocked']));

    await user.click(within(card(0)).getByRole('button', { name: 'Remove a.jpg' }));
    expect(callsTo(fetchMock, 'DELETE /api/media/1')).toHaveLength(1);
    // Its place goes to the blocked card, which uploads now.
    await waitFor(() => expect(statuses()).toEqual(['ready', 'uploading']));
    expect(openUploads().map((x) => x.file?.name)).toEqual(['c.jpg']);
    act(() => uploadFor('c.jpg').respond(201, makeAsset(3)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'ready']));

    await user.click(within(card(0)).getByRole('button', { name: 'Remove b.jpg' }));
    expect(callsTo(fetchMock, 'DELETE /api/media/2')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('upload-allowance')).toHaveTextContent(
        '1 of 5 free photo uploads left this month',
      ),
    );
  });

  it("keeps a removed upload's place used when the server could not delete it", async () => {
    const user = userEvent.setup();
    await renderBulk(1, {
      'DELETE /api/media/1': () => jsonResponse({ message: 'Something went wrong on our side.' }, 500),
    });
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
    ]);
    act(() => uploadFor('a.jpg').respond(201, makeAsset(1)));
    await waitFor(() => expect(statuses()).toEqual(['ready', 'blocked']));
    await user.click(within(card(0)).getByRole('button', { name: 'Remove a.jpg' }));
    await waitFor(() => expect(statuses()).toEqual(['blocked']));
    expect(FakeXhr.instances).toHaveLength(1);
  });

  it("blocks the waiting cards when the server refuses an upload with the free plan's message", async () => {
    const user = userEvent.setup();
    await renderBulk(5);
    await user.upload(screen.getByLabelText('Photos of the sightings'), [
      photoFile('a.jpg'),
      photoFile('b.jpg'),
      photoFile('c.jpg'),
    ]);
    act(() =>
      uploadFor('a.jpg').respond(403, { message: UPLOAD_MESSAGES.freeLimitReached, upgradeUrl: '/upgrade' }),
    );
    await waitFor(() => expect(statuses()).toEqual(['failed', 'uploading', 'blocked']));
    expect(within(card(0)).getByRole('link', { name: 'Upgrade to Premium Explorer' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(FakeXhr.instances).toHaveLength(2);
  });

  // The audit's case: 'Only me' cards are saved for their author alone, and the toast must not call them live.
  it.each([
    ['all public', [true, true], 'Sightings published', '2 sightings are now live.'],
    [
      'all private',
      [false, false],
      'Private sightings saved',
      '2 sightings are saved. Only you can see them.',
    ],
    [
      'mixed',
      [true, false, true, false, true],
      'Sightings published',
      '3 sightings are now live and 2 saved privately.',
    ],
  ])('says what was published when the cards are %s', async (_case, visibilities, title, description) => {
    let nextId = 200;
    const user = userEvent.setup();
    const { fetchMock } = await renderBulk(null, {
      'POST /api/sightings': (init) => {
        const body = JSON.parse(String(init?.body)) as { speciesName: string; isPublic: boolean };
        nextId += 1;
        return jsonResponse(
          { id: nextId, speciesName: body.speciesName, isPublic: body.isPublic } as SightingDetail,
          201,
        );
      },
    });
    const names = visibilities.map((_, index) => `photo-${index}.jpg`);
    await user.upload(
      screen.getByLabelText('Photos of the sightings'),
      names.map((name) => photoFile(name)),
    );
    for (const [index, name] of names.entries()) {
      await waitFor(() => uploadFor(name));
      act(() => uploadFor(name).respond(201, makeAsset(index + 1)));
    }
    await waitFor(() => expect(statuses().every((status) => status === 'ready')).toBe(true));

    await user.selectOptions(
      screen.getByLabelText('Category', { selector: '#bulk-all-category' }),
      'mammals',
    );
    await user.click(screen.getByRole('button', { name: 'Apply to all' }));
    for (const [index, isPublic] of visibilities.entries()) {
      await user.type(within(card(index)).getByLabelText(/^Species/), `Lynx ${index}`);
      if (!isPublic) await user.click(within(card(index)).getByRole('radio', { name: 'Only me' }));
    }

    await user.click(screen.getByRole('button', { name: 'Publish all' }));
    await waitFor(() => expect(statuses().every((status) => status === 'published')).toBe(true));
    expect(callsTo(fetchMock, 'POST /api/sightings')).toEqual(
      visibilities.map((isPublic) => expect.objectContaining({ isPublic })),
    );
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(description);
  });
});
