// The pages a DMCA notice names: reading the address the claimant gave (it must be a sighting, portfolio or guide
// page of this site and exist), and, for the administrators, what each reported page is now.
import {
  isSameSite,
  parseReportedUrl,
  type ReportedItem,
  type ReportedItemKind,
  reportedItemPath,
  SUPPORT_MESSAGES,
} from '@common/schemas/support';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locationGuides, sightings, userPortfolios, users } from '../../db/schema';
import { badRequest } from '../../http/errors';

const refused = (message: string) => badRequest(message, [{ path: 'infringingUrl', message }]);

/**
 * The item an address names, on this site (an absolute address must be on `publicUrl`'s host), and existing in
 * any state: a notice may name a page that was public when the claimant saw it. 400 on `infringingUrl` otherwise.
 */
export async function resolveReportedUrl(db: Db, value: string, publicUrl: string): Promise<ReportedItem> {
  const parsed = parseReportedUrl(value);
  if (!parsed) throw refused(SUPPORT_MESSAGES.reportedUrlInvalid);
  if (parsed.host !== null && !isSameSite(parsed.host, new URL(publicUrl).host))
    throw refused(SUPPORT_MESSAGES.reportedUrlOtherSite);
  const { item } = parsed;
  const exists =
    item.kind === 'sighting'
      ? await db.select({ id: sightings.id }).from(sightings).where(eq(sightings.id, item.id)).limit(1)
      : item.kind === 'guide'
        ? await db
            .select({ id: locationGuides.id })
            .from(locationGuides)
            .where(eq(locationGuides.id, item.id))
            .limit(1)
        : await db
            .select({ id: userPortfolios.id })
            .from(userPortfolios)
            .where(eq(userPortfolios.portfolioUrl, item.slug))
            .limit(1);
  if (exists.length === 0) throw refused(SUPPORT_MESSAGES.reportedItemMissing);
  return item;
}

/** How a case row stores its item: kind and reference (an id, or a portfolio address). */
export function itemColumns(item: ReportedItem): { itemKind: ReportedItemKind; itemRef: string } {
  return { itemKind: item.kind, itemRef: item.kind === 'portfolio' ? item.slug : String(item.id) };
}

export function reportedItemOf(row: { itemKind: string; itemRef: string }): ReportedItem | null {
  if (row.itemKind === 'portfolio') return { kind: 'portfolio', slug: row.itemRef };
  const id = Number(row.itemRef);
  if (!Number.isSafeInteger(id)) return null;
  if (row.itemKind === 'sighting') return { kind: 'sighting', id };
  if (row.itemKind === 'guide') return { kind: 'guide', id };
  return null;
}

export interface ReportedItemView {
  kind: ReportedItemKind;
  path: string;
  title: string | null;
  exists: boolean;
}

const key = (item: ReportedItem) => `${item.kind}:${item.kind === 'portfolio' ? item.slug : item.id}`;

/** What each reported page is now (title, or gone), for a page of cases: one query per kind. */
export async function describeReportedItems(
  db: Db,
  rows: readonly { itemKind: string; itemRef: string }[],
): Promise<Map<string, ReportedItemView>> {
  const items = rows.flatMap((r) => {
    const item = reportedItemOf(r);
    return item ? [item] : [];
  });
  const ids = (kind: 'sighting' | 'guide') => items.flatMap((i) => (i.kind === kind ? [i.id] : []));
  const slugs = items.flatMap((i) => (i.kind === 'portfolio' ? [i.slug] : []));
  const titles = new Map<string, string>();
  if (ids('sighting').length > 0)
    for (const s of await db
      .select({ id: sightings.id, species: sightings.speciesName, author: users.username })
      .from(sightings)
      .innerJoin(users, eq(users.id, sightings.userId))
      .where(inArray(sightings.id, ids('sighting'))))
      titles.set(`sighting:${s.id}`, `${s.species} · ${s.author}`);
  if (ids('guide').length > 0)
    for (const g of await db
      .select({ id: locationGuides.id, title: locationGuides.title, author: users.username })
      .from(locationGuides)
      .innerJoin(users, eq(users.id, locationGuides.authorId))
      .where(inArray(locationGuides.id, ids('guide'))))
      titles.set(`guide:${g.id}`, `${g.title} · ${g.author}`);
  if (slugs.length > 0)
    for (const p of await db
      .select({ slug: userPortfolios.portfolioUrl, title: userPortfolios.title, author: users.username })
      .from(userPortfolios)
      .innerJoin(users, eq(users.id, userPortfolios.userId))
      .where(inArray(userPortfolios.portfolioUrl, slugs)))
      titles.set(`portfolio:${p.slug}`, `${p.title} · ${p.author}`);
  const views = new Map<string, ReportedItemView>();
  for (const row of rows) {
    const item = reportedItemOf(row);
    if (!item) continue;
    const title = titles.get(key(item)) ?? null;
    views.set(`${row.itemKind}:${row.itemRef}`, {
      kind: item.kind,
      path: reportedItemPath(item),
      title,
      exists: title !== null,
    });
  }
  return views;
}
