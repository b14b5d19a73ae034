// Sun and moon times of /field/tools against known values: London on the June solstice of 2026 (sunrise about
// 03:43 UTC, sunset about 20:21 UTC), the blue and golden hours in their order, polar day in Svalbard, the full
// moon of 3 January 2026, and moonrise and moonset inside the device's own calendar day far from UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moonPhaseName, sunMoonFor } from './sun-moon';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const MINUTE = 60_000;

function near(actual: Date | null, expectedIso: string, toleranceMinutes = 2) {
  expect(actual).not.toBeNull();
  const diff = Math.abs((actual as Date).getTime() - new Date(expectedIso).getTime());
  expect(diff, `${actual?.toISOString()} vs ${expectedIso}`).toBeLessThanOrEqual(toleranceMinutes * MINUTE);
}

// The day is the device's: these tests run as a phone in London would, then as one in Tokyo.
const originalTz = process.env.TZ;
function useTimeZone(tz: string) {
  process.env.TZ = tz;
}
beforeAll(() => useTimeZone('Europe/London'));
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('sunMoonFor', () => {
  it('gives London’s solstice sunrise and sunset', () => {
    expect(new Date(2026, 5, 21).getTimezoneOffset()).toBe(-60);
    const day = sunMoonFor(new Date(2026, 5, 21, 9, 30), LONDON.lat, LONDON.lng);
    near(day.sunrise, '2026-06-21T03:43:00Z');
    near(day.sunset, '2026-06-21T20:21:30Z');
    near(day.solarNoon, '2026-06-21T12:02:20Z');
    expect(day.sunAlwaysUp).toBe(false);
    expect(day.sunAlwaysDown).toBe(false);
  });

  it('is the same day whatever the time of that day', () => {
    const early = sunMoonFor(new Date(2026, 5, 21, 0, 5), LONDON.lat, LONDON.lng);
    const late = sunMoonFor(new Date(2026, 5, 21, 23, 55), LONDON.lat, LONDON.lng);
    expect(early.sunrise?.toISOString()).toBe(late.sunrise?.toISOString());
  });

  it('puts blue hour (-6° to -4°) before golden hour (-4° to +6°) in the morning, and after it in the evening', () => {
    const day = sunMoonFor(new Date(2026, 5, 21, 12), LONDON.lat, LONDON.lng);
    // Civil dawn (-6°) is suncalc's dawn; the -4° moment ends blue hour and starts golden hour.
    near(day.blueHourMorning.start, '2026-06-21T02:55:20Z');
    near(day.blueHourMorning.end, '2026-06-21T03:14:50Z');
    expect(day.goldenHourMorning.start?.getTime()).toBe(day.blueHourMorning.end?.getTime());
    near(day.goldenHourMorning.end, '2026-06-21T04:37:20Z');
    near(day.goldenHourEvening.start, '2026-06-21T19:27:20Z');
    near(day.goldenHourEvening.end, '2026-06-21T20:49:50Z');
    expect(day.blueHourEvening.start?.getTime()).toBe(day.goldenHourEvening.end?.getTime());
    near(day.blueHourEvening.end, '2026-06-21T21:09:20Z');
    const order = [
      day.blueHourMorning.start,
      day.blueHourMorning.end,
      day.sunrise,
      day.goldenHourMorning.end,
      day.solarNoon,
      day.goldenHourEvening.start,
      day.sunset,
      day.blueHourEvening.start,
      day.blueHourEvening.end,
    ].map((d) => d?.getTime() ?? Number.NaN);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('reports polar day in Svalbard with no sunrise, sunset or golden hour', () => {
    const day = sunMoonFor(new Date(2026, 5, 21, 12), 78.22, 15.65);
    expect(day.sunAlwaysUp).toBe(true);
    expect(day.sunrise).toBeNull();
    expect(day.sunset).toBeNull();
    expect(day.goldenHourMorning).toEqual({ start: null, end: null });
    expect(day.blueHourEvening).toEqual({ start: null, end: null });
  });

  it('names the full moon of 3 January 2026 and its illumination', () => {
    const day = sunMoonFor(new Date(2026, 0, 3, 12), LONDON.lat, LONDON.lng);
    expect(day.moon.phase).toBe('full');
    expect(day.moon.illuminationPercent).toBeGreaterThanOrEqual(99);
  });

  it('gives moonrise and moonset inside the device’s own day, far from UTC', () => {
    useTimeZone('Asia/Tokyo');
    try {
      const now = new Date(2026, 5, 21, 12);
      expect(now.getTimezoneOffset()).toBe(-540);
      const dayStart = new Date(2026, 5, 21).getTime();
      const day = sunMoonFor(now, 35.68, 139.69);
      for (const event of [day.moon.rise, day.moon.set]) {
        if (!event) continue;
        expect(event.getTime()).toBeGreaterThanOrEqual(dayStart);
        expect(event.getTime()).toBeLessThan(dayStart + 24 * 60 * MINUTE);
      }
      expect(day.moon.rise ?? day.moon.set).not.toBeNull();
      // Tokyo's sunrise that day is about 04:25 local time (19:25 UTC the day before).
      near(day.sunrise, '2026-06-20T19:25:00Z', 3);
    } finally {
      useTimeZone('Europe/London');
    }
  });
});

describe('moonPhaseName', () => {
  it.each([
    [0, 'new'],
    [0.1, 'waxingCrescent'],
    [0.25, 'firstQuarter'],
    [0.4, 'waxingGibbous'],
    [0.5, 'full'],
    [0.6, 'waningGibbous'],
    [0.75, 'lastQuarter'],
    [0.85, 'waningCrescent'],
    [0.97, 'new'],
  ])('phase %s is %s', (phase, name) => {
    expect(moonPhaseName(phase)).toBe(name);
  });
});
