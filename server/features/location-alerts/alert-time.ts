// An alert's own clock: the day and time of day in the member's time zone, for the daily maximum, quiet hours,
// active hours, trip dates and seasons.
import type { HoursWindow } from '@common/schemas/location-alerts';

export interface LocalTime {
  /** YYYY-MM-DD. */
  day: string;
  /** 1-12. */
  month: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

export function localTime(at: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatIn(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    month: Number(parts.month),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether a time of day falls inside a window; a window may run past midnight (22:00-07:00). */
export function inWindow(minutes: number, window: HoursWindow): boolean {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  if (start === end) return true;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
