// /sighting/:id: the full page with camera data and field details, one view recorded per visit, the title,
// the follow button (never on one's own sighting), video with the spec's texts, share, delete for the
// author, and the 'Sighting not found' state.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cameraName,
  formatAperture,
  formatExposure,
  formatFocalLength,
} from '../../features/sightings/camera';
import { json, makeDetail, makeMember, renderScreen, stubApi } from '../../features/sightings/test-support';
import SightingPage, { parseSightingId } from './SightingPage';
import { formatDaySeen, formatTimeSeen } from './sighting-format';

// Leaflet needs a real layout engine; the page's part is to pass the coordinates.
vi.mock('./SightingMap', () => ({
  default: ({ latitude, longitude }: { latitude: number; longitude: number }) => (
    <div data-testid="map">{`${latitude},${longitude}`}</div>
  ),
}));

// The related strips below the page ask for their own lists (RelatedSightings.test.tsx is their test).
vi.mock('./RelatedSightingsWhenVisible', () => ({ RelatedSightingsWhenVisible: () => null }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

const DETAIL = makeDetail({
  speciesName: 'Snowy owl',
  category: 'birds',
  dateSpotted: '2025-10-12',
  timeSpotted: '06:45',
  views: 1234,
  likes: 8,
  weatherConditions: 'partly_cloudy',
  wildlifeActivity: 'Hunting voles from a fence post',
  groupSize: 2,
  adultCount: 1,
  juvenileCount: 1,
  camera: {
    make: 'Canon',
    model: 'Canon EOS R5',
    lens: 'RF100-500mm F4.5-7.1 L IS USM',
    focalLength: 400,
    aperture: 5.6,
    exposureTime: 0.002,
    iso: 800,
  },
});

function renderSighting(url: string, me: ReturnType<typeof makeMember> | null = null, routes = {}) {
  // happy-dom's IntersectionObserver never fires: without one the map loads at once (its waiting for the
  // viewport is SightingMapWhenVisible.test.tsx's subject).
  vi.stubGlobal('IntersectionObserver', undefined);
  const api = stubApi({
    '/api/sightings/42': () => json(DETAIL),
    'POST /api/sightings/42/view': () => json({ views: 1235 }),
    '/api/sightings/42/comments': () => json([]),
    ...routes,
  });
  return { api, rendered: renderScreen(<SightingPage />, { path: '/sighting/:id', url, me }) };
}

describe('SightingPage', () => {
  it('shows the sighting with its camera data, details, place and author', async () => {
    renderSighting('/sighting/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Snowy owl' })).toBeInTheDocument();
    expect(screen.getByText('Birds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Arctic Lens' })).toHaveAttribute('href', '/profile/7');

    const camera = screen.getByRole('heading', { name: 'Camera data' }).closest('section') as HTMLElement;
    for (const text of [
      'Canon EOS R5',
      'RF100-500mm F4.5-7.1 L IS USM',
      '400 mm',
      'f/5.6',
      '1/500 s',
      'ISO 800',
    ])
      expect(within(camera).getByText(text)).toBeInTheDocument();

    const details = screen.getByRole('heading', { name: 'Details' }).closest('section') as HTMLElement;
    expect(within(details).getByText('Partly cloudy')).toBeInTheDocument();
    expect(within(details).getByText('Hunting voles from a fence post')).toBeInTheDocument();

    expect(screen.getByText('October 12, 2025')).toBeInTheDocument();
    expect(screen.getByText('6:45 AM')).toBeInTheDocument();
    expect(await screen.findByTestId('map')).toHaveTextContent('58.77,-94.17');
    // The comments panel is its own chunk, loaded after the page's.
    expect(await screen.findByRole('heading', { name: /^Comments/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('Please log in to join the conversation and comment on this sighting.'),
    ).toBeInTheDocument();
  });

  it("links a catalogue species' name to its page, with its names in the reader's language beneath", async () => {
    renderSighting('/sighting/42', null, {
      '/api/sightings/42': () =>
        json({
          ...DETAIL,
          species: {
            id: 3,
            slug: 'bubo-scandiacus',
            scientificName: 'Bubo scandiacus',
            commonName: 'Harfang des neiges',
          },
        }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Snowy owl' });
    expect(within(heading).getByRole('link', { name: 'Snowy owl' })).toHaveAttribute(
      'href',
      '/species/bubo-scandiacus',
    );
    const scientific = screen.getByText('Bubo scandiacus');
    expect(scientific.tagName).toBe('I');
    expect(scientific.parentElement).toHaveTextContent('Harfang des neiges · Bubo scandiacus');
  });

  it('keeps a free-text species name as plain text, and the scientific name out when it is the name shown', async () => {
    const free = renderSighting('/sighting/42');
    const plain = await screen.findByRole('heading', { level: 1, name: 'Snowy owl' });
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();
    (await free.rendered).unmount();

    renderSighting('/sighting/42', null, {
      '/api/sightings/42': () =>
        json({
          ...DETAIL,
          speciesName: 'Bubo scandiacus',
          species: { id: 3, slug: 'bubo-scandiacus', scientificName: 'Bubo scandiacus', commonName: null },
        }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Bubo scandiacus' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/species/bubo-scandiacus');
    expect(screen.getAllByText('Bubo scandiacus')).toHaveLength(1);
  });

  it('records one view and shows the new count, and names the tab after the species', async () => {
    const { api } = renderSighting('/sighting/42');
    expect(await screen.findByText('1,235 views')).toBeInTheDocument();
    expect(api.callsTo('POST /api/sightings/42/view')).toHaveLength(1);
    expect(document.title).toBe('Snowy owl · WildLens');
  });

  it("shows 'Sighting not found' with a way to explore for a 404", async () => {
    stubApi({ '/api/sightings/404': () => json({ message: 'Sighting not found' }, 404) });
    await renderScreen(<SightingPage />, { path: '/sighting/:id', url: '/sighting/404' });
    expect(await screen.findByRole('heading', { name: 'Sighting not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore sightings' })).toHaveAttribute('href', '/explore');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const api = stubApi({});
    await renderScreen(<SightingPage />, { path: '/sighting/:id', url: '/sighting/abc' });
    expect(screen.getByRole('heading', { name: 'Sighting not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(parseSightingId('42')).toBe(42);
    expect(parseSightingId('0')).toBeNull();
    expect(parseSightingId('99999999999')).toBeNull();
    expect(parseSightingId('4.2')).toBeNull();
  });

  it('offers Follow for another member, never on your own sighting, where Delete is offered', async () => {
    const other = renderSighting('/sighting/42', makeMember({ id: 8 }), {
      '/api/users/7': () => json({ id: 7, followedByMe: true, counts: { followers: 3 } }),
    });
    await other.rendered;
    expect(await screen.findByRole('button', { name: 'Unfollow Arctic Lens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    (await other.rendered).unmount();

    const own = renderSighting('/sighting/42', makeMember({ id: 7 }));
    await own.rendered;
    await screen.findByRole('heading', { level: 1, name: 'Snowy owl' });
    expect(screen.queryByRole('button', { name: /follow/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(own.api.callsTo('GET /api/users/7')).toHaveLength(0);
  });

  it('takes the author back to explore after deleting', async () => {
    const user = userEvent.setup();
    renderSighting('/sighting/42', makeMember({ id: 7 }), {
      'DELETE /api/sightings/42': () => json({ ok: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore'));
    expect(await screen.findByText('Sighting deleted')).toBeInTheDocument();
  });

  it('plays videos with the poster, metadata preload and the spec texts', async () => {
    stubApi({
      '/api/sightings/43': () =>
        json(
          makeDetail({
            id: 43,
            mediaType: 'video',
            videoUrl: 'uploads/seal.mp4',
            photoUrl: 'uploads/seal.jpg',
          }),
        ),
      '/api/sightings/43/comments': () => json([]),
    });
    const { container } = await renderScreen(<SightingPage />, {
      path: '/sighting/:id',
      url: '/sighting/43',
    });
    await screen.findByRole('heading', { level: 1, name: 'Polar bear' });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/uploads/seal.jpg');
    expect(video).toHaveAttribute('src', '/uploads/seal.mp4');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
    expect(screen.getByText('Loading video...')).toBeInTheDocument();
    act(() => {
      video.dispatchEvent(new Event('loadedmetadata'));
    });
    expect(screen.queryByText('Loading video...')).not.toBeInTheDocument();
  });

  it("marks a private ('Only me') report as private, without Share, and without a large 'No image' frame", async () => {
    stubApi({
      '/api/sightings/44': () =>
        json(
          makeDetail({
            id: 44,
            speciesName: 'Grass snake',
            category: 'reptiles',
            isPublic: false,
            mediaType: 'none',
            photoUrl: null,
            videoUrl: null,
            media: null,
          }),
        ),
      'POST /api/sightings/44/view': () => json({ views: 1 }),
      '/api/sightings/44/comments': () => json([]),
    });
    await renderScreen(<SightingPage />, {
      path: '/sighting/:id',
      url: '/sighting/44',
      me: makeMember({ id: 7 }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Grass snake' });
    expect(screen.getByText('Only me')).toBeInTheDocument();
    expect(screen.getByText('Only you can see this sighting')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
    expect(screen.getByTestId('no-media-header')).toHaveTextContent('Reported without a photo or video');
    expect(screen.getByTestId('no-media-header')).toHaveTextContent('🦎');
  });

  it('copies the link when the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    renderSighting('/sighting/42');
    await screen.findByRole('heading', { level: 1, name: 'Snowy owl' });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/sighting/42`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});

describe('camera data and field times', () => {
  it('read as photographers write them', () => {
    expect(cameraName({ make: 'Canon', model: 'Canon EOS R5' })).toBe('Canon EOS R5');
    expect(cameraName({ make: 'NIKON CORPORATION', model: 'Z 9' })).toBe('NIKON CORPORATION Z 9');
    expect(cameraName({ model: 'Pixel 8' })).toBe('Pixel 8');
    expect(cameraName({})).toBeNull();
    expect(formatExposure(0.002, 'en-US')).toBe('1/500 s');
    expect(formatExposure(1 / 8000, 'en-US')).toBe('1/8000 s');
    expect(formatExposure(2.5, 'en-US')).toBe('2.5 s');
    expect(formatExposure(0, 'en-US')).toBe('');
    expect(formatAperture(5.6, 'en-US')).toBe('f/5.6');
    expect(formatAperture(8, 'de-DE')).toBe('f/8');
    expect(formatAperture(2.8, 'de-DE')).toBe('f/2,8');
    expect(formatFocalLength(400, 'en-US')).toBe('400 mm');
    expect(formatDaySeen('2025-10-12', 'en-US')).toBe('October 12, 2025');
    expect(formatTimeSeen('06:45:00', 'en-US')).toBe('6:45 AM');
    expect(formatTimeSeen('18:05', 'de-DE')).toBe('18:05');
  });
});
