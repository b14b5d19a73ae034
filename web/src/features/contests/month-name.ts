// A contest month's name, in a module of its own: the home page's winners section needs only this, and
// contest-text.ts names the `contests` texts, whose whole area (~4 KB gzip of English) would then come with the
// home page's first load (web/english-by-area.ts adds an area's strings to every module naming one of its keys).
import { formatLocale } from '../../lib/format';

/** "November 2026" in the language, from the contest's 'YYYY-MM'. */
export function monthName(calendarMonth: string, language: string): string {
  const [year, month] = calendarMonth.split('-').map(Number);
  if (!year || !month) return calendarMonth;
  return new Intl.DateTimeFormat(formatLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}
