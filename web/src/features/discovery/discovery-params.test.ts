// The address of the discovery pages as the request it stands for.
import { describe, expect, it } from 'vitest';
import { discoveryRequest, seasonMonths, toggled } from './discovery-params';

describe('discoveryRequest', () => {
  it('is null until the address names a valid place', () => {
    expect(discoveryRequest(new URLSearchParams(''), false, 'en')).toBeNull();
    expect(discoveryRequest(new URLSearchParams('lat=44.6'), false, 'en')).toBeNull();
    expect(discoveryRequest(new URLSearchParams('lat=95&lng=0'), false, 'en')).toBeNull();
    expect(discoveryRequest(new URLSearchParams('location=Not a slug'), false, 'en')).toBeNull();
  });

  it('sends the place, the language and, on the enhanced page only, the filters', () => {
    const search = new URLSearchParams('lat=44.6&lng=-110.5&radiusKm=100&rarity=rare&utm=x');
    expect(discoveryRequest(search, false, 'fr')).toEqual({
      lat: '44.6',
      lng: '-110.5',
      radiusKm: '100',
      lang: 'fr',
    });
    expect(discoveryRequest(search, true, 'fr')).toEqual({
      lat: '44.6',
      lng: '-110.5',
      radiusKm: '100',
      lang: 'fr',
      rarity: 'rare',
    });
  });

  it('lets a location name the place, leaving a position beside it out', () => {
    const search = new URLSearchParams('lat=1&lng=2&location=yellowstone-national-park');
    expect(discoveryRequest(search, false, 'en')).toEqual({
      location: 'yellowstone-national-park',
      lang: 'en',
    });
  });
});

describe('the address helpers', () => {
  it('toggles a value of a list, keeping the list’s own order', () => {
    const all = ['common', 'rare', 'very_rare'] as const;
    expect(toggled(['very_rare'], 'rare', all)).toBe('rare,very_rare');
    expect(toggled(['rare'], 'rare', all)).toBeUndefined();
  });

  it('names the month and those either side, across the new year', () => {
    expect(seasonMonths(1, 'en')).toEqual(['December', 'January', 'February']);
    expect(seasonMonths(12, 'en')).toEqual(['November', 'December', 'January']);
  });
});
