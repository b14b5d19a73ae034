// Sun and moon for one place and one day (/field/tools): pure computation with suncalc, so it works with no
// signal at all. Every time is a Date (an instant); the page shows it in the device's time zone.
import { addTime, getMoonIllumination, getMoonPosition, getMoonTimes, getTimes, times } from 'suncalc';

/**
 * The photographers' definitions (the ones PhotoPills and most field guides use), chosen so the periods meet
 * without overlapping:
 * - blue hour: the sun between 6° and 4° below the horizon (civil dawn to the -4° moment in the morning, the
 *   -4° moment to civil dusk in the evening);
 * - golden hour: the sun between 4° below and 6° above the horizon (suncalc's goldenHourEnd / goldenHour are
 *   the +6° moments).
 * suncalc has no -4° time of its own; it is added once to its table of angles.
 */
const BLUE_HOUR_LIMIT_DEG = -4;
const MORNING_MINUS_4 = 'wildlensMorningMinus4';
const EVENING_MINUS_4 = 'wildlensEveningMinus4';
// The table is module state of suncalc: a second evaluation of this module (hot reload) must not add it twice.
if (!times.some(([, rise]) => rise === MORNING_MINUS_4))
  addTime(BLUE_HOUR_LIMIT_DEG, MORNING_MINUS_4, EVENING_MINUS_4);

/** A period of the day; either end is null when the sun does not reach that height on that day. */
export interface DayPeriod {
  start: Date | null;
  end: Date | null;
}

export type MoonPhaseName =
  | 'new'
  | 'waxingCrescent'
  | 'firstQuarter'
  | 'waxingGibbous'
  | 'full'
  | 'waningGibbous'
  | 'lastQuarter'
  | 'waningCrescent';

const PHASES: readonly MoonPhaseName[] = [
  'new',
  'waxingCrescent',
  'firstQuarter',
  'waxingGibbous',
  'full',
  'waningGibbous',
  'lastQuarter',
  'waningCrescent',
];

export interface SunMoonDay {
  sunrise: Date | null;
  sunset: Date | null;
  solarNoon: Date;
  /** Polar day or night: no sunrise nor sunset on this day. */
  sunAlwaysUp: boolean;
  sunAlwaysDown: boolean;
  blueHourMorning: DayPeriod;
  goldenHourMorning: DayPeriod;
  goldenHourEvening: DayPeriod;
  blueHourEvening: DayPeriod;
  moon: {
    phase: MoonPhaseName;
    /** 0-100, the lit share of the disc. */
    illuminationPercent: number;
    rise: Date | null;
    set: Date | null;
    alwaysUp: boolean;
    alwaysDown: boolean;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The name of the phase (0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter): each name covers an eighth. */
export function moonPhaseName(phase: number): MoonPhaseName {
  return PHASES[Math.round(phase * 8) % 8] ?? 'new';
}

function dateOrNull(value: unknown): Date | null {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : null;
}

/**
 * Moonrise and moonset within [dayStart, dayStart + 24 h). suncalc scans one UTC calendar day, which is not the
 * local one away from UTC, so the UTC days around the local day are scanned and the events inside it kept.
 */
function moonTimesWithin(
  dayStart: Date,
  lat: number,
  lng: number,
): Pick<SunMoonDay['moon'], 'rise' | 'set' | 'alwaysUp' | 'alwaysDown'> {
  const start = dayStart.getTime();
  const end = start + DAY_MS;
  const rises: Date[] = [];
  const sets: Date[] = [];
  for (const offset of [-DAY_MS, 0, DAY_MS]) {
    const found = getMoonTimes(new Date(start + offset), lat, lng);
    if (found.rise) rises.push(found.rise);
    if (found.set) sets.push(found.set);
  }
  const within = (d: Date) => d.getTime() >= start && d.getTime() < end;
  const byTime = (a: Date, b: Date) => a.getTime() - b.getTime();
  const rise = rises.filter(within).sort(byTime)[0] ?? null;
  const set = sets.filter(within).sort(byTime)[0] ?? null;
  // No crossing in the whole day: the moon stays on the side it is on at noon.
  const up = !rise && !set ? getMoonPosition(new Date(start + DAY_MS / 2), lat, lng).altitude > 0 : false;
  return { rise, set, alwaysUp: !rise && !set && up, alwaysDown: !rise && !set && !up };
}

/**
 * Sun and moon for the device's calendar day that holds `now`, at lat/lng. The day is the device's own (a
 * member abroad with a phone on home time sees the events nearest that day's local noon).
 */
export function sunMoonFor(now: Date, lat: number, lng: number): SunMoonDay {
  const dayStart = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // suncalc picks the solar day whose noon is nearest the instant given: the local noon of the day is the
  // safe choice for any time of that day.
  const noon = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12);
  const sun = getTimes(noon, lat, lng);
  const morning4 = dateOrNull(sun[MORNING_MINUS_4]);
  const evening4 = dateOrNull(sun[EVENING_MINUS_4]);
  const illumination = getMoonIllumination(noon);
  return {
    sunrise: dateOrNull(sun.sunrise),
    sunset: dateOrNull(sun.sunset),
    solarNoon: sun.solarNoon,
    sunAlwaysUp: sun.alwaysUp === true,
    sunAlwaysDown: sun.alwaysDown === true,
    blueHourMorning: { start: dateOrNull(sun.dawn), end: morning4 },
    goldenHourMorning: { start: morning4, end: dateOrNull(sun.goldenHourEnd) },
    goldenHourEvening: { start: dateOrNull(sun.goldenHour), end: evening4 },
    blueHourEvening: { start: evening4, end: dateOrNull(sun.dusk) },
    moon: {
      phase: moonPhaseName(illumination.phase),
      illuminationPercent: Math.round(illumination.fraction * 100),
      ...moonTimesWithin(dayStart, lat, lng),
    },
  };
}
