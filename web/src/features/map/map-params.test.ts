// The map's URL state and the box it sends: unreadable places fall back to the world, longitudes of a map panned
// round the world wrap back, and a view across the antimeridian is sent with west greater than east.
import { describe, expect, it } from 'vitest';
import { readMapParams, toBbox, toServerZoom, WORLD_PLACE, withMapParams } from './map-params';

describe('readMapParams', () => {
  it('reads the place and the filters', () => {
    const { place, filters } = readMapParams(
      new URLSearchParams('lat=51.5&lng=-0.2&zoom=12&category=birds&search=%20owl%20&quality=research'),
    );
    expect(place).toEqual({ lat: 51.5, lng: -0.2, zoom: 12 });
    expect(filters).toEqual({ category: 'birds', search: 'owl', research: true });
    expect(readMapParams(new URLSearchParams('quality=casual')).filters.research).toBe(false);
  });

  it.each([
    ['nothing', ''],
    ['a latitude past the projection', 'lat=89&lng=0&zoom=4'],
    ['a longitude out of range', 'lat=10&lng=200&zoom=4'],
    ['a zoom beyond the tiles', 'lat=10&lng=0&zoom=25'],
    ['words', 'lat=north&lng=0&zoom=4'],
    ['a missing zoom', 'lat=10&lng=0'],
  ])('falls back to the world for %s', (_name, query) => {
    expect(readMapParams(new URLSearchParams(query)).place).toEqual(WORLD_PLACE);
  });

  it('ignores an unknown category and cuts a long search', () => {
    const { filters } = readMapParams(new URLSearchParams(`category=dragons&search=${'a'.repeat(150)}`));
    expect(filters.category).toBeNull();
    expect(filters.search).toHaveLength(100);
  });
});

describe('withMapParams', () => {
  it('writes the place (longitude wrapped) and leaves other parameters alone', () => {
    const next = withMapParams(new URLSearchParams('category=birds'), {
      place: { lat: 10.123456789, lng: 190, zoom: 5 },
    });
    expect(next.toString()).toBe('category=birds&lat=10.12346&lng=-170.00000&zoom=5');
  });

  it('drops emptied filters', () => {
    const next = withMapParams(new URLSearchParams('category=birds&search=owl&zoom=3'), {
      category: null,
      search: '',
    });
    expect(next.toString()).toBe('zoom=3');
  });
});

describe('toBbox', () => {
  it('sends a plain box as it is, rounded', () => {
    expect(toBbox({ west: -0.2123456, south: 51.4, east: 0.1, north: 51.6 })).toBe('-0.21235,51.4,0.1,51.6');
  });

  it('wraps a map panned round the world, crossing the antimeridian with west > east', () => {
    expect(toBbox({ west: 170, south: -20, east: 190, north: -10 })).toBe('170,-20,-170,-10');
    expect(toBbox({ west: -200, south: -20, east: -170, north: -10 })).toBe('160,-20,-170,-10');
    expect(toBbox({ west: 370, south: 0, east: 380, north: 1 })).toBe('10,0,20,1');
  });

  it('sends several worlds side by side as the whole world, latitudes clamped', () => {
    expect(toBbox({ west: -540, south: -95, east: 540, north: 95 })).toBe('-180,-90,180,90');
  });
});

describe('toServerZoom', () => {
  it('rounds a fractional zoom into 0..20', () => {
    expect(toServerZoom(12.4)).toBe(12);
    expect(toServerZoom(-1)).toBe(0);
    expect(toServerZoom(25)).toBe(20);
  });
});
