// Pages by their route's path template (/sighting/:id), never by the raw path: top pages must not list every
// sighting and member one by one, and an id in an error report's page says nothing about the error. The templates
// are the web app's own route table, so a new page is counted under its name the day it is added.
import { type SQL, sql } from 'drizzle-orm';
import { ROUTES } from '../../../web/src/app/route-table';

/** Where a path matches no page of the app (the 'Page Not Found' page, a mistyped address). */
export const OTHER_PAGE = '(other)';

interface Template {
  template: string;
  /** Anchored; written in the part of the syntax JavaScript and PostgreSQL share. */
  pattern: string;
}

const escapeLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/**
 * The templates by their first path segment (a path is only tried against the few sharing it), fixed paths
 * before parameters so /shop/wishlist is not taken for /shop/:slug, as the router does.
 */
const BY_SEGMENT = new Map<string, Template[]>();
for (const template of [...new Set(ROUTES.map((r) => r.path))].sort(
  (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
)) {
  const pattern = `^${template
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeLiteral(part)))
    .join('/')}/?$`;
  const segment = firstSegment(template);
  BY_SEGMENT.set(segment, [...(BY_SEGMENT.get(segment) ?? []), { template, pattern }]);
}
const COMPILED = new Map(
  [...BY_SEGMENT].map(([segment, list]) => [
    segment,
    list.map((t) => ({ template: t.template, re: new RegExp(t.pattern) })),
  ]),
);

/** The path of a URL or path as browsers report it: no origin, query or fragment. */
export function pathOf(url: string): string {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The template of the page a reported URL was on; null when none was reported. */
export function pageTemplate(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = pathOf(url);
  return COMPILED.get(firstSegment(path))?.find((t) => t.re.test(path))?.template ?? OTHER_PAGE;
}

/** The path of a stored URL in SQL, as pathOf does it. */
export function pathSql(column: SQL): SQL {
  return sql`split_part(split_part(regexp_replace(coalesce(${column}, ''), '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*', ''), '?', 1), '#', 1)`;
}

/**
 * The template of a path in SQL, as pageTemplate does it: a CASE on the first segment, then the patterns of that
 * segment as bound parameters. Meant for distinct paths (group by the path first), not for every event.
 */
export function pageTemplateSql(path: SQL): SQL {
  const segments = [...BY_SEGMENT].map(([segment, list]) => {
    const tries = list.map((t) => sql` when ${path} ~ ${t.pattern} then ${t.template}::text`);
    return sql` when ${segment}::text then (case${sql.join(tries, sql``)} else ${OTHER_PAGE}::text end)`;
  });
  return sql`(case split_part(${path}, '/', 2)${sql.join(segments, sql``)} else ${OTHER_PAGE}::text end)`;
}
