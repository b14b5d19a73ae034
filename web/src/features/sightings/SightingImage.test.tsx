// The responsive sighting image: WebP srcset with JPEG fallbacks in a <picture>, real dimensions, lazy or
// high-priority loading, the thumbhash placeholder until load, and the photoUrl fallback without media.
import type { SightingMedia } from '@common/schemas/sightings';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { rgbaToThumbHash } from 'thumbhash';
import { describe, expect, it, vi } from 'vitest';
import { i18nReady } from '../../lib/i18n';
import { placeholderDataUrl } from './placeholder';
import { renditions, SightingImage } from './SightingImage';
import { makeSighting, makeSightingMedia } from './test-support';

function thumbhashOfRedSquare(): string {
  const rgba = new Uint8Array(8 * 8 * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([200, 30, 30, 255], i);
  return btoa(String.fromCharCode(...rgbaToThumbHash(8, 8, rgba)));
}

const makeMedia = (overrides: Partial<SightingMedia> = {}) =>
  makeSightingMedia({ placeholder: thumbhashOfRedSquare(), ...overrides });

describe('SightingImage', () => {
  it('offers WebP renditions with JPEG fallbacks, real dimensions and lazy loading', async () => {
    await i18nReady;
    const { container } = render(
      <SightingImage
        sighting={makeSighting({ media: makeMedia() })}
        sizes="(min-width: 1024px) 768px, 100vw"
      />,
    );
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/media/s/1/small.webp 720w, /media/s/1/medium.webp 1000w, /media/s/1/large.webp 2048w',
    );
    expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 768px, 100vw');

    const img = screen.getByRole('img', { name: 'Polar bear' });
    expect(img).toHaveAttribute('src', '/media/s/1/medium.jpg');
    expect(img).toHaveAttribute(
      'srcset',
      '/media/s/1/small.jpg 720w, /media/s/1/medium.jpg 1000w, /media/s/1/large.jpg 2048w',
    );
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('uses the square thumbnail for square slots', async () => {
    await i18nReady;
    render(<SightingImage sighting={makeSighting({ media: makeMedia() })} square={80} sizes="80px" />);
    const img = screen.getByRole('img', { name: 'Polar bear' });
    expect(img).toHaveAttribute('src', '/media/s/1/thumb.jpg');
    expect(img.getAttribute('srcset')).toMatch(/^\/media\/s\/1\/thumb\.jpg 160w, /);
    expect(img).toHaveAttribute('width', '80');
    expect(img).toHaveAttribute('height', '80');
  });

  it('loads the hero image at once with high priority', async () => {
    await i18nReady;
    render(<SightingImage sighting={makeSighting({ media: makeMedia() })} sizes="100vw" priority />);
    const img = screen.getByRole('img', { name: 'Polar bear' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows the decoded thumbhash behind the image until it loads', async () => {
    await i18nReady;
    const media = makeMedia();
    render(<SightingImage sighting={makeSighting({ media })} sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Polar bear' });
    const placeholder = placeholderDataUrl(media.placeholder);
    expect(placeholder).toMatch(/^data:image\/png;base64,/);
    expect(img).toHaveAttribute('data-placeholder', 'thumbhash');
    expect(img.style.backgroundImage).toContain(placeholder);

    fireEvent.load(img);
    expect(img).not.toHaveAttribute('data-placeholder');
    expect(img.style.backgroundImage).toBe('');
  });

  it("decodes a hero's placeholder after mount, and only while the image is still loading", async () => {
    await i18nReady;
    const media = makeMedia();
    const hero = () => screen.getByRole('img', { name: 'Polar bear' });
    // jsdom loads no images: `complete` is what the browser says of a photo it has (or has not) yet.
    const complete = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    const { unmount } = render(<SightingImage sighting={makeSighting({ media })} sizes="100vw" priority />);
    await waitFor(() => expect(hero()).toHaveAttribute('data-placeholder', 'thumbhash'));
    unmount();

    // Already in the browser (the page's HTML drew it): no placeholder at all.
    complete.mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1000);
    render(<SightingImage sighting={makeSighting({ media })} sizes="100vw" priority />);
    await act(async () => {});
    expect(hero()).not.toHaveAttribute('data-placeholder');
    expect(hero().style.backgroundImage).toBe('');
    vi.restoreAllMocks();
  });

  it('without JPEG fallbacks puts the WebP list on the img itself', () => {
    const sources = renditions(makeMedia({ fallback: null, width: 800, height: 1200 }), false);
    // A portrait original smaller than the large size: widths follow the real aspect, no duplicates.
    expect(sources).toEqual({
      webp: '/media/s/1/small.webp 480w, /media/s/1/medium.webp 667w, /media/s/1/large.webp 800w',
      jpeg: undefined,
      src: '/media/s/1/medium.webp',
    });
  });

  it('falls back to photoUrl with the media path rule when there is no media', async () => {
    await i18nReady;
    render(
      <SightingImage sighting={makeSighting({ media: null, photoUrl: 'uploads/bear.webp' })} sizes="80px" />,
    );
    expect(screen.getByRole('img', { name: 'Polar bear' })).toHaveAttribute('src', '/uploads/bear.webp');
  });

  it('falls back to photoUrl when a rendition fails to load', async () => {
    await i18nReady;
    render(
      <SightingImage
        sighting={makeSighting({ media: makeMedia(), photoUrl: '/media/demo/bear.webp' })}
        sizes="100vw"
      />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Polar bear' }));
    expect(screen.getByRole('img', { name: 'Polar bear' })).toHaveAttribute('src', '/media/demo/bear.webp');
  });

  it('ignores a damaged placeholder', () => {
    expect(placeholderDataUrl('%%%not base64')).toBeNull();
    expect(placeholderDataUrl(null)).toBeNull();
  });
});
