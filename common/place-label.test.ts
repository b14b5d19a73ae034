import { describe, expect, it } from 'vitest';
import { countryName, placeLabel } from './place-label';

describe('place labels', () => {
  it('name the country in the reader’s language', () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('tz', 'en')).toBe('Tanzania');
  });

  it('join the known parts, nearest place first, each once', () => {
    expect(placeLabel({ countryCode: 'CA', region: 'Manitoba', nearestPlace: 'Churchill' }, 'en')).toBe(
      'Churchill, Manitoba, Canada',
    );
    expect(placeLabel({ countryCode: 'KE', region: 'Narok', nearestPlace: null }, 'en')).toBe('Narok, Kenya');
    expect(placeLabel({ countryCode: 'LU', region: 'Luxembourg', nearestPlace: 'Luxembourg' }, 'en')).toBe(
      'Luxembourg',
    );
    expect(placeLabel({ countryCode: null, region: null, nearestPlace: null }, 'en')).toBeNull();
    expect(placeLabel(null, 'en')).toBeNull();
  });
});
