// The sighting map waits for its box to come into view before Leaflet is loaded, in a box of the map's
// height from the start.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SightingMapWhenVisible } from './SightingMapWhenVisible';

// Leaflet needs a real layout engine; what matters here is when the map is asked for.
vi.mock('./SightingMap', () => ({
  default: ({ latitude, longitude }: { latitude: number; longitude: number }) => (
    <div data-testid="map">{`${latitude},${longitude}`}</div>
  ),
}));

/** jsdom has no IntersectionObserver: this one lets the test say when the box scrolls into view. */
class ScrollObserver {
  static last: ScrollObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    ScrollObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  scroll(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScrollObserver.last = undefined;
});

describe('SightingMapWhenVisible', () => {
  it('loads the map only once its box comes into view', async () => {
    vi.stubGlobal('IntersectionObserver', ScrollObserver);
    const { container } = render(<SightingMapWhenVisible latitude={58.77} longitude={-94.17} />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('h-56');
    const observer = ScrollObserver.last;
    expect(observer?.observed).toEqual([box]);
    expect(observer?.options.rootMargin).toBe('0px');

    act(() => observer?.scroll(false));
    expect(screen.queryByTestId('map')).toBeNull();

    act(() => observer?.scroll(true));
    expect(await screen.findByTestId('map')).toHaveTextContent('58.77,-94.17');
    expect(observer?.disconnected).toBe(true);
    // The map is drawn inside the same reserved box.
    expect(box).toContainElement(screen.getByTestId('map'));
  });

  it('loads the map at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<SightingMapWhenVisible latitude={1} longitude={2} />);
    expect(await screen.findByTestId('map')).toHaveTextContent('1,2');
  });
});
