// The first characters of the catalogue's search terms (species_search_heads), kept in memory: the typo search
// (search.ts) corrects a mistyped query about 220 ways, and a correction no term starts like cannot find anything,
// so it is dropped here instead of costing an index probe (most of them: "nute swan" keeps "mute", "note", "nude"
// ... of its corrections). Read again when the catalogue changes (wl_species).
import { sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { queryRows } from './catalogue-links';

/** How many first characters make a head. */
export const HEAD_LENGTH = 4;

/** A term's or query's head (characters, not UTF-16 units, as SQL's left() counts them). */
export function headOf(text: string): string {
  return [...text].slice(0, HEAD_LENGTH).join('');
}

/** Records the heads of newly written search terms (the writers of species_search call it beside their insert). */
export async function addSearchHeads(db: Pick<Db, 'execute'>, terms: readonly string[]): Promise<void> {
  if (terms.length === 0) return;
  await db.execute(sql`
    insert into species_search_heads (head)
    select distinct left(t, ${HEAD_LENGTH}) from unnest(${sql.param(terms)}::text[]) as t
    where char_length(t) >= ${HEAD_LENGTH}
    on conflict do nothing`);
}

export class SearchHeads {
  private readonly kept: ChangeCache<ReadonlySet<string>>;

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
  ) {
    this.kept = new ChangeCache(changes, ['wl_species'], 1);
  }

  /**
   * The heads, read once per catalogue change (~tens of thousands of short strings); null while the change feed
   * is down, when a kept set could miss new terms and reading it for every query would cost more than it saves.
   */
  async all(): Promise<ReadonlySet<string> | null> {
    if (!this.changes.live) return null;
    return this.kept.read('heads', async () => {
      const rows = await queryRows<{ head: string }>(this.db, sql`select head from species_search_heads`);
      return new Set(rows.map((r) => r.head));
    });
  }
}
