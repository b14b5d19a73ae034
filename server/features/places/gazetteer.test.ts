// The offline gazetteer on points whose answer is known: land, a border, open sea, a town in reach and none.
import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer, NEAREST_PLACE_MAX_KM } from './gazetteer';

let places: Gazetteer;
beforeAll(() => {
  places = Gazetteer.load();
});

describe('where a point is, offline', () => {
  it('names the country, the region and the nearest town of a point on land', () => {
    const camargue = places.describe(43.52, 4.45);
    expect(camargue.countryCode).toBe('FR');
    expect(camargue.region).toBe("Provence-Alpes-Côte d'Azur");
    expect(camargue.nearestPlace?.name).toBe('Saintes-Maries-de-la-Mer');
    expect(camargue.nearestPlace?.distanceKm).toBeGreaterThan(0);
    expect(camargue.nearestPlace?.distanceKm).toBeLessThan(15);
    expect(places.describe(43.06, 141.35)).toMatchObject({ countryCode: 'JP', region: 'Hokkaido' });
  });

  it('takes the region from the point’s own side of a border', () => {
    // Strasbourg (France) and Kehl (Germany) face each other across the Rhine.
    expect(places.describe(48.5734, 7.7521)).toMatchObject({ countryCode: 'FR', region: 'Grand Est' });
    expect(places.describe(48.5728, 7.8156)).toMatchObject({
      countryCode: 'DE',
      region: 'Baden-Wurttemberg',
    });
  });

  it('names no country, region or town out at sea, and no town farther than the limit', () => {
    expect(places.describe(30, -40)).toEqual({ countryCode: null, region: null, nearestPlace: null });
    const serengeti = places.describe(-2.33, 34.83);
    expect(serengeti.countryCode).toBe('TZ');
    expect(serengeti.nearestPlace).toBeNull();
    expect(NEAREST_PLACE_MAX_KM).toBeLessThanOrEqual(50);
  });
});
