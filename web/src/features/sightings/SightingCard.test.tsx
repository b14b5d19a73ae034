// The sighting card of spec section 2: links, badge, location dialog, credits and the media path rule.
// (Its buttons — like, bookmark, comments, delete — are tested in sighting-card-actions.test.tsx.)
import type { Sighting } from '@common/schemas/sightings';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../app/layout/test-providers';
import { mediaPath, retryMediaPath } from './media-path';
import { SightingCard } from './SightingCard';
import { makeSighting } from './test-support';

afterEach(() => vi.unstubAllGlobals());

async function renderCard(overrides: Partial<Sighting> = {}) {
  mockFetch({});
  return renderWithProviders(<SightingCard sighting={makeSighting(overrides)} />);
}

describe('SightingCard', () => {
  it('links the species to the sighting and the photographer to the profile', async () => {
    await renderCard();
    expect(screen.getByRole('link', { name: 'Polar bear' })).toHaveAttribute('href', '/sighting/42');
    expect(screen.getByRole('link', { name: 'Arctic Lens' })).toHaveAttribute('href', '/profile/7');
    expect(screen.getByText(/^by/)).toBeInTheDocument();
    expect(screen.getByText('Oct 14, 2025')).toHaveAttribute('datetime', '2025-10-14T09:30:00.000Z');
  });

  it("links a catalogue species' names to its page, outside the sighting's link", async () => {
    await renderCard({
      speciesName: 'Polar bear',
      species: {
        id: 9,
        slug: 'ursus-maritimus',
        scientificName: 'Ursus maritimus',
        commonName: 'Ours blanc',
      },
    });
    const species = screen.getByRole('link', { name: 'Species page: Ours blanc Ursus maritimus' });
    expect(species).toHaveAttribute('href', '/species/ursus-maritimus');
    expect(within(species).getByText('Ursus maritimus').tagName).toBe('I');
    // The heading still opens the sighting, and neither link holds the other.
    const sightingLink = screen.getByRole('link', { name: 'Polar bear' });
    expect(sightingLink).toHaveAttribute('href', '/sighting/42');
    expect(sightingLink.contains(species) || species.contains(sightingLink)).toBe(false);
    expect(species.closest('a')).toBe(species);
    expect(species.parentElement?.closest('a, button')).toBeNull();
  });

  it('shows only the names that say something the written name does not', async () => {
    const same = await renderCard({
      speciesName: 'polar  bear',
      species: {
        id: 9,
        slug: 'ursus-maritimus',
        scientificName: 'Ursus maritimus',
        commonName: 'Polar Bear',
      },
    });
    expect(screen.getByRole('link', { name: 'Species page: Ursus maritimus' })).toHaveAttribute(
      'href',
      '/species/ursus-maritimus',
    );
    same.unmount();
    // Written as the scientific name, with no common name in the catalogue: the link still has its name.
    await renderCard({
      speciesName: 'Ursus maritimus',
      species: { id: 9, slug: 'ursus-maritimus', scientificName: 'Ursus maritimus', commonName: null },
    });
    expect(screen.getByRole('link', { name: 'Species page: Ursus maritimus' })).toBeInTheDocument();
  });

  it('keeps a free-text species name as the only name, with no species link', async () => {
    await renderCard({ speciesName: 'Strange marsh bird', species: null });
    expect(screen.getByRole('link', { name: 'Strange marsh bird' })).toHaveAttribute('href', '/sighting/42');
    expect(screen.queryByRole('link', { name: /Species page/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="/species/"]')).toBeNull();
  });

  it('shows the Curated badge only for curated sightings, with credit and View Original', async () => {
    const plain = await renderCard();
    expect(screen.queryByText('Curated')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Original/ })).not.toBeInTheDocument();
    plain.unmount();

    await renderCard({
      isCurated: true,
      originalPhotographerCredit: 'Jane Doe',
      instagramSourceUrl: 'https://www.instagram.com/p/abc123/',
    });
    expect(screen.getByText('Curated')).toBeInTheDocument();
    // The name sits between bidi isolates (FSI ... PDI) so it keeps its own direction in any language.
    expect(screen.getByText('Photo: \u2068Jane Doe\u2069')).toBeInTheDocument();
    const original = screen.getByRole('link', { name: /View Original/ });
    expect(original).toHaveAttribute('href', 'https://www.instagram.com/p/abc123/');
    expect(original).toHaveAttribute('rel', 'noopener nofollow');
    expect(original).toHaveAttribute('target', '_blank');
  });

  it('shows the text before the first comma and opens Location Details with the coordinates', async () => {
    const user = userEvent.setup();
    await renderCard();
    const locationButton = screen.getByRole('button', { name: /Location details/ });
    expect(locationButton).toHaveTextContent(/^Churchill$/);

    await user.click(locationButton);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Location Details' })).toBeInTheDocument();
    expect(within(dialog).getByText('Churchill, Manitoba, Canada')).toBeInTheDocument();
    expect(within(dialog).getByText('58.77, -94.17')).toBeInTheDocument();
  });

  it('leaves out the coordinates when the sighting has none', async () => {
    const user = userEvent.setup();
    await renderCard({ latitude: null, longitude: null, location: 'Kruger National Park' });
    await user.click(screen.getByRole('button', { name: /Location details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kruger National Park')).toBeInTheDocument();
    expect(within(dialog).queryByText('Coordinates')).not.toBeInTheDocument();
  });

  it('gives a relative media path a leading slash', async () => {
    await renderCard({ photoUrl: 'uploads/polar-bear.webp' });
    const img = screen.getByRole('img', { name: 'Polar bear' });
    expect(img).toHaveAttribute('src', '/uploads/polar-bear.webp');
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it.each(['https://cdn.example.org/photos/bear.webp', '/media/demo/ursus-maritimus-wa-polar_bear.webp'])(
    'keeps %s as it is',
    async (photoUrl) => {
      await renderCard({ photoUrl });
      expect(screen.getByRole('img', { name: 'Polar bear' })).toHaveAttribute('src', photoUrl);
    },
  );

  it('retries a failed image once with a leading slash, then shows Image not available', async () => {
    await renderCard({ photoUrl: '//uploads/broken.webp' });
    fireEvent.error(screen.getByRole('img', { name: 'Polar bear' }));
    const retried = screen.getByRole('img', { name: 'Polar bear' });
    expect(retried).toHaveAttribute('src', '/uploads/broken.webp');

    fireEvent.error(retried);
    expect(screen.queryByRole('img', { name: 'Polar bear' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image not available' })).toBeInTheDocument();
  });

  it("shows a media-less report's category emoji, not a 'No image' frame or a viewer button", async () => {
    await renderCard({ mediaType: 'none', photoUrl: null, videoUrl: null, media: null, category: 'insects' });
    expect(screen.getByTestId('no-media-mark')).toHaveTextContent('🦋');
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Polar bear/ })).not.toBeInTheDocument();
  });

  it('marks video sightings with a video overlay', async () => {
    const video = await renderCard({
      mediaType: 'video',
      videoUrl: 'uploads/dolphin.mp4',
      photoUrl: 'uploads/dolphin-poster.webp',
    });
    expect(screen.getByTestId('video-overlay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the video of Polar bear' })).toBeInTheDocument();
    video.unmount();

    await renderCard();
    expect(screen.queryByTestId('video-overlay')).not.toBeInTheDocument();
  });

  it('opens the full-screen viewer from the thumbnail', async () => {
    const user = userEvent.setup();
    await renderCard();
    await user.click(screen.getByRole('button', { name: 'View the photo of Polar bear full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Polar bear' });
    expect(within(viewer).getByRole('img', { name: 'Polar bear' })).toHaveAttribute(
      'src',
      '/uploads/polar-bear.webp',
    );
  });

  it('shows Comment and Like to visitors, Like disabled, and no Bookmark or Delete', async () => {
    await renderCard({ likes: 3, commentCount: 2 });
    expect(screen.getByRole('button', { name: 'Comment (2)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Like (3)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /delete/i })).not.toBeInTheDocument();
  });
});

describe('media path rule', () => {
  it.each([
    ['uploads/a.webp', '/uploads/a.webp'],
    ['/uploads/a.webp', '/uploads/a.webp'],
    ['http://example.org/a.webp', 'http://example.org/a.webp'],
    ['https://example.org/a.webp', 'https://example.org/a.webp'],
  ])('%s becomes %s', (input, expected) => {
    expect(mediaPath(input)).toBe(expected);
  });

  it('retries with exactly one leading slash and leaves absolute URLs alone', () => {
    expect(retryMediaPath('uploads/a.webp')).toBe('/uploads/a.webp');
    expect(retryMediaPath('//uploads/a.webp')).toBe('/uploads/a.webp');
    expect(retryMediaPath('https://example.org/a.webp')).toBe('https://example.org/a.webp');
  });
});
