// The sighting page's related strips: nearby sightings and more from the same member, as sighting cards, loaded
// only when the visitor scrolls towards them; an empty strip is not shown, a failed one offers a retry.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeDetail, makeSighting, renderScreen, stubApi } from '../../features/sightings/test-support';
import RelatedSightings from './RelatedSightings';
import { RelatedSightingsWhenVisible } from './RelatedSightingsWhenVisible';

afterEach(() => vi.unstubAllGlobals());

const SIGHTING = makeDetail({
  id: 42,
  photographer: 'arcticlens',
  user: { id: 7, username: 'arcticlens', profileImageUrl: null },
});

describe('related strips', () => {
  it('shows nearby sightings and more from the member as cards, with a link to all of theirs', async () => {
    stubApi({
      '/api/sightings/42/nearby': () =>
        json([
          makeSighting({ id: 1, speciesName: 'Arctic fox' }),
          makeSighting({ id: 2, speciesName: 'Walrus' }),
        ]),
      '/api/sightings/42/more-from-member': () => json([makeSighting({ id: 3, speciesName: 'Beluga' })]),
    });
    await renderScreen(<RelatedSightings sighting={SIGHTING} />);

    const nearby = await screen.findByRole('region', { name: 'Nearby sightings' });
    expect(await within(nearby).findByRole('link', { name: 'Arctic fox' })).toHaveAttribute(
      'href',
      '/sighting/1',
    );
    expect(within(nearby).getByRole('link', { name: 'Walrus' })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More from arcticlens' });
    expect(await within(more).findByRole('link', { name: 'Beluga' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'All sightings by arcticlens' })).toHaveAttribute(
      'href',
      '/explore?user=arcticlens',
    );
  });

  it('leaves out a strip with nothing in it', async () => {
    const api = stubApi({
      '/api/sightings/42/nearby': () => json([]),
      '/api/sightings/42/more-from-member': () => json([makeSighting({ id: 3, speciesName: 'Beluga' })]),
    });
    await renderScreen(<RelatedSightings sighting={SIGHTING} />);
    expect(await screen.findByRole('link', { name: 'Beluga' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sightings/42/nearby')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Nearby sightings' })).toBeNull();
  });

  it('offers a retry when a strip fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      '/api/sightings/42/nearby': () =>
        fail
          ? json({ message: 'Something went wrong' }, 500)
          : json([makeSighting({ id: 5, speciesName: 'Lemming' })]),
      '/api/sightings/42/more-from-member': () => json([]),
    });
    await renderScreen(<RelatedSightings sighting={SIGHTING} />);
    const nearby = await screen.findByRole('region', { name: 'Nearby sightings' });
    expect(
      await within(nearby).findByText('These sightings could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(nearby).getByRole('button', { name: 'Please try again' }));
    expect(await within(nearby).findByRole('link', { name: 'Lemming' })).toBeInTheDocument();
  });

  it('asks for nothing until the strips come near the viewport', async () => {
    const observers: { fire: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {
          observers.push({
            fire: () =>
              this.callback(
                [{ isIntersecting: true } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              ),
          });
        }
        observe() {}
        disconnect() {}
        unobserve() {}
      },
    );
    const api = stubApi({
      '/api/sightings/42/nearby': () => json([makeSighting({ id: 1, speciesName: 'Arctic fox' })]),
      '/api/sightings/42/more-from-member': () => json([]),
    });
    await renderScreen(<RelatedSightingsWhenVisible sighting={SIGHTING} />);
    expect(api.calls).toHaveLength(0);
    act(() => observers.at(-1)?.fire());
    expect(await screen.findByRole('link', { name: 'Arctic fox' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sightings/42/more-from-member')).toHaveLength(1);
  });
});
