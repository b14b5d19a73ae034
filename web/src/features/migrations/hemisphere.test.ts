import { describe, expect, it } from 'vitest';
import { hemisphereOfTimeZone, peakMonths } from './hemisphere';

describe('hemisphereOfTimeZone', () => {
  it('places southern time zones in the southern hemisphere and the rest in the northern', () => {
    for (const zone of [
      'Australia/Sydney',
      'Pacific/Auckland',
      'America/Argentina/Buenos_Aires',
      'America/Santiago',
      'Africa/Johannesburg',
    ])
      expect(hemisphereOfTimeZone(zone), zone).toBe('southern');
    for (const zone of ['Europe/London', 'America/New_York', 'Asia/Tokyo', 'Africa/Cairo', undefined])
      expect(hemisphereOfTimeZone(zone), String(zone)).toBe('northern');
  });
});

describe('peakMonths', () => {
  it('lists the months of a window, wrapping the year end', () => {
    expect(peakMonths(9, 10)).toEqual([9, 10]);
    expect(peakMonths(12, 2)).toEqual([12, 1, 2]);
    expect(peakMonths(4, 4)).toEqual([4]);
  });
});
