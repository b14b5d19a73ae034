// The form's validation: the shared schema's messages, the local 'not in the future' rule, the JSON sent,
// and a translation key for every message the form can show.
import { CATEGORY_MESSAGE } from '@common/schemas/sightings';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import {
  EMPTY_SIGHTING,
  FUTURE_DATE_MESSAGE,
  FUTURE_TIME_MESSAGE,
  type SightingFormValues,
  toSightingInput,
  validateSighting,
} from './sighting-form-values';

const now = new Date(2026, 4, 10, 12, 30); // 10 May 2026, 12:30 local time
const valid: SightingFormValues = { ...EMPTY_SIGHTING, speciesName: 'Red fox', category: 'mammals' };

function errorsOf(values: Partial<SightingFormValues>) {
  const result = validateSighting({ ...valid, ...values }, { now });
  return result.ok ? {} : result.errors;
}

describe('validateSighting', () => {
  it('requires a species and one of the six categories (spec message)', () => {
    const errors = errorsOf({ speciesName: '  ', category: '' });
    expect(errors.speciesName).toEqual(['Species name is required']);
    expect(errors.category).toEqual([CATEGORY_MESSAGE]);
    expect(errorsOf({ category: 'dragons' }).category).toEqual([CATEGORY_MESSAGE]);
  });

  it('accepts a category in any case, as the server does', () => {
    expect(validateSighting({ ...valid, category: ' Birds ' }, { now }).ok).toBe(true);
  });

  it('refuses a date or time in the future by the member clock', () => {
    expect(errorsOf({ dateSpotted: '2026-05-11' }).dateSpotted).toEqual([FUTURE_DATE_MESSAGE]);
    expect(errorsOf({ dateSpotted: '2026-05-10', timeSpotted: '12:45' }).timeSpotted).toEqual([
      FUTURE_TIME_MESSAGE,
    ]);
    expect(validateSighting({ ...valid, dateSpotted: '2026-05-10', timeSpotted: '12:15' }, { now }).ok).toBe(
      true,
    );
  });

  it('checks coordinates, counts and temperature with messages naming the field', () => {
    const errors = errorsOf({ latitude: '95', longitude: 'east', groupSize: '2.5', temperature: 'warm' });
    expect(errors.latitude).toEqual(['Latitude must be a number between -90 and 90']);
    expect(errors.longitude).toEqual(['Longitude must be a number between -180 and 180']);
    expect(errors.groupSize).toEqual(['Group size must be a whole number']);
    expect(errors.temperature).toEqual(['Temperature must be a number']);
  });

  it('every message the form can show has an English text under upload.validation', () => {
    const texts = new Set(Object.values(en.upload.validation));
    const samples: Partial<SightingFormValues>[] = [
      { speciesName: '', category: '' },
      { speciesName: 'x'.repeat(121), description: 'x'.repeat(2001), location: 'x'.repeat(201) },
      { latitude: '-91', longitude: '181' },
      { dateSpotted: '2026-05-11' },
      { dateSpotted: '1899-12-31' },
      { dateSpotted: '2026-02-30' },
      { dateSpotted: '2026-05-10', timeSpotted: '23:59' },
      { groupSize: '-1', adultCount: '1.5', juvenileCount: '100001' },
      { temperature: '-91' },
      { temperature: '61' },
      { temperature: 'hot' },
      { wildlifeActivity: 'x'.repeat(201) },
    ];
    for (const sample of samples) {
      for (const messages of Object.values(errorsOf(sample))) {
        for (const message of messages ?? []) expect(texts, message).toContain(message);
      }
    }
  });
});

describe('toSightingInput', () => {
  it('leaves empty optional fields out and sends numbers as numbers', () => {
    expect(
      toSightingInput(
        { ...valid, groupSize: '3', temperature: '12,5', latitude: '50.2996', longitude: '14.8203' },
        9,
      ),
    ).toEqual({
      speciesName: 'Red fox',
      category: 'mammals',
      isPublic: true,
      geoprivacy: 'open',
      confidence: 'confirmed',
      groupSize: 3,
      temperature: 12.5,
      latitude: '50.2996',
      longitude: '14.8203',
      mediaAssetId: 9,
    });
  });
});
