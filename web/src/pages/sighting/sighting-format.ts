// How a sighting's day and time seen read on its page. Both are wall-clock values from the field (no time
// zone), so they are formatted as UTC to show exactly what the member entered.

/** "Oct 14, 2025" from "2025-10-14". */
export function formatDaySeen(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** "6:45 AM" (or "06:45") from "06:45" or "06:45:00". */
export function formatTimeSeen(time: string, locale: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** A value from the sightings table's lists ("partly_cloudy") as words, for values without a translation. */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
