// likedByMe and bookmarkedByMe: the ids of the sightings a member has liked and bookmarked, read once and kept
// in memory until that member likes or bookmarks again (on any server process: the wl_marks notification
// carries the member's id). Every list a member opens (home, explore, search, profiles) then needs no query
// of its own for them.
import { sql } from 'drizzle-orm';
import { ChangeCache } from '../../db/change-cache';
import type { ChangeFeed } from '../../db/change-feed';
import type { Db } from '../../db/client';
import { bookmarks, likes } from '../../db/schema';

export interface MemberMarks {
  liked: ReadonlySet<number>;
  bookmarked: ReadonlySet<number>;
}

/** A member with more marks than this is looked up page by page instead of kept (memory stays bounded). */
const MAX_MARKS_KEPT = 20_000;
/** Members whose marks are kept. */
const MEMBERS_KEPT = 10_000;

type Kind = 'like' | 'bookmark';

export class ViewerMarks {
  private readonly kept: ChangeCache<MemberMarks | 'too many'>;
  private readonly all;
  private readonly forPage;

  constructor(db: Db, changes: ChangeFeed) {
    this.kept = new ChangeCache(changes, ['wl_marks'], MEMBERS_KEPT, true);
    const viewer = sql.placeholder('viewer');
    const marks = (only: ReturnType<typeof sql> | null) =>
      db
        .select({ sightingId: likes.sightingId, kind: sql<Kind>`'like'` })
        .from(likes)
        .where(sql`${likes.userId} = ${viewer} ${only ? sql`and ${likes.sightingId} = any(${only})` : sql``}`)
        .unionAll(
          db
            .selectDistinct({ sightingId: bookmarks.sightingId, kind: sql<Kind>`'bookmark'` })
            .from(bookmarks)
            .where(
              sql`${bookmarks.userId} = ${viewer} ${only ? sql`and ${bookmarks.sightingId} = any(${only})` : sql``}`,
            ),
        );
    this.all = marks(null)
      .limit(MAX_MARKS_KEPT + 1)
      .prepare('viewer_marks_all');
    this.forPage = marks(sql`${sql.placeholder('ids')}::int[]`).prepare('viewer_marks_page');
  }

  /** The member's marks among `ids` (the sightings of one page). */
  async among(viewerId: number, ids: number[]): Promise<MemberMarks> {
    const key = String(viewerId);
    let kept = this.kept.get(key);
    if (kept === undefined) {
      const readAt = this.kept.begin();
      const rows = await this.all.execute({ viewer: viewerId });
      kept = rows.length > MAX_MARKS_KEPT ? 'too many' : toMarks(rows);
      this.kept.set(key, kept, readAt);
    }
    if (kept !== 'too many') return kept;
    return toMarks(await this.forPage.execute({ viewer: viewerId, ids }));
  }
}

function toMarks(rows: { sightingId: number; kind: Kind }[]): MemberMarks {
  const liked = new Set<number>();
  const bookmarked = new Set<number>();
  for (const row of rows) (row.kind === 'like' ? liked : bookmarked).add(row.sightingId);
  return { liked, bookmarked };
}
