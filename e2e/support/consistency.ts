// After a load (and a crash): the database and the media folders compared with what the server acknowledged.
// Every acknowledged sighting, comment, upload and like is there exactly once; counters kept on the sightings
// row equal the rows they count; no sighting points at a missing upload; every stored file belongs to a row and
// every row's files exist.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { comments, likes, mediaAssets, photoUploads, sightings } from '../../server/db/schema';
import { assetKeys } from '../../server/jobs/media-cleanup';
import { LocalMediaStorage } from '../../server/media/storage';
import type { Ledger } from './members';

export interface CheckRow {
  check: string;
  expected: number;
  found: number;
  ok: boolean;
}

export interface ConsistencyReport {
  rows: CheckRow[];
  violations: string[];
}

const TOKEN = /([0-9a-f]{8}-[sc]\d+)$/;

/** Rows of this run by their token (a row whose token appears twice is a duplicate write). */
function byToken<T>(rows: T[], text: (row: T) => string | null): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const token = TOKEN.exec(text(row) ?? '')?.[1];
    if (token) map.set(token, [...(map.get(token) ?? []), row]);
  }
  return map;
}

/** Every stored file as its storage key (`u/...` public, `private/...` originals), dotfiles included. */
export function storedMediaKeys(dataDir: string): string[] {
  const storage = new LocalMediaStorage(dataDir);
  const list = (root: string, prefix: string) =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map(
            (e) =>
              `${prefix}${path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`,
          )
      : [];
  return [...list(path.join(storage.publicRoot, 'u'), 'u/'), ...list(storage.privateRoot, 'private/')];
}

/** Stored files no media_assets row names, and files rows name that are missing. */
export async function mediaMismatches(
  db: Db,
  dataDir: string,
): Promise<{
  assets: number;
  files: number;
  orphanFiles: string[];
  missingFiles: string[];
  incomplete: number;
}> {
  const storage = new LocalMediaStorage(dataDir);
  const rows = await db.select().from(mediaAssets);
  const keysOf = rows.map((row) => assetKeys(storage, row));
  const named = new Set(keysOf.flat());
  const stored = storedMediaKeys(dataDir);
  const storedSet = new Set(stored);
  return {
    assets: rows.length,
    files: stored.length,
    orphanFiles: stored.filter((key) => !named.has(key)).sort(),
    missingFiles: [...named].filter((key) => !storedSet.has(key)).sort(),
    incomplete: keysOf.filter((keys) => keys.some((key) => !storedSet.has(key))).length,
  };
}

export async function checkConsistency(db: Db, ledger: Ledger, dataDir: string): Promise<ConsistencyReport> {
  const rows: CheckRow[] = [];
  const violations: string[] = [];
  const add = (check: string, expected: number, found: number, problems: string[]) => {
    rows.push({ check, expected, found, ok: problems.length === 0 });
    violations.push(...problems.slice(0, 20).map((p) => `${check}: ${p}`));
    if (problems.length > 20) violations.push(`${check}: ... and ${problems.length - 20} more`);
  };
  const pattern = `%${ledger.runId}-%`;

  // Sightings: each acknowledged one present once, with the upload it was published with.
  const runSightings = await db
    .select({
      id: sightings.id,
      description: sightings.description,
      mediaAssetId: sightings.mediaAssetId,
      photoUrl: sightings.photoUrl,
    })
    .from(sightings)
    .where(sql`${sightings.description} like ${pattern}`);
  const sightingTokens = byToken(runSightings, (s) => s.description);
  const sightingProblems: string[] = [];
  for (const [id, ack] of ledger.sightings) {
    const found = sightingTokens.get(ack.token) ?? [];
    if (found.length !== 1 || found[0]?.id !== id)
      sightingProblems.push(`sighting ${id} (${ack.token}) found ${found.length} times`);
    else if (found[0].mediaAssetId !== ack.mediaAssetId || (ack.mediaAssetId !== null && !found[0].photoUrl))
      sightingProblems.push(`sighting ${id} lost its photo (asset ${ack.mediaAssetId})`);
  }
  for (const [token, found] of sightingTokens)
    if (found.length > 1) sightingProblems.push(`${token} stored ${found.length} times`);
  add('acknowledged sightings present once', ledger.sightings.size, runSightings.length, sightingProblems);

  // Comments: the same, by token.
  const runComments = await db
    .select({ id: comments.id, content: comments.content, sightingId: comments.sightingId })
    .from(comments)
    .where(sql`${comments.content} like ${pattern}`);
  const commentTokens = byToken(runComments, (c) => c.content);
  const commentProblems: string[] = [];
  for (const [id, ack] of ledger.comments) {
    const found = commentTokens.get(ack.token) ?? [];
    if (found.length !== 1 || found[0]?.id !== id || found[0].sightingId !== ack.sightingId)
      commentProblems.push(`comment ${id} (${ack.token}) found ${found.length} times`);
  }
  for (const [token, found] of commentTokens)
    if (found.length > 1) commentProblems.push(`${token} stored ${found.length} times`);
  add('acknowledged comments present once', ledger.comments.size, runComments.length, commentProblems);

  // Uploads: the asset row and its photo_uploads row (the free plan's count) both there.
  const assets = await db
    .select({ id: mediaAssets.id, counted: sql<number>`count(${photoUploads.id})::int` })
    .from(mediaAssets)
    .leftJoin(photoUploads, eq(photoUploads.mediaAssetId, mediaAssets.id))
    .groupBy(mediaAssets.id);
  const assetById = new Map(assets.map((a) => [a.id, a.counted]));
  const uploadProblems = [...ledger.uploads.keys()].flatMap((id) => {
    const counted = assetById.get(id);
    if (counted === undefined) return [`upload ${id} missing`];
    return counted === 1 ? [] : [`upload ${id} counted ${counted} times in photo_uploads`];
  });
  add('acknowledged uploads present once', ledger.uploads.size, assets.length, uploadProblems);

  // Likes: where the last toggle of a member was acknowledged, the row exists exactly when it said liked.
  const likeRows = await db.select({ userId: likes.userId, sightingId: likes.sightingId }).from(likes);
  const liked = new Set(likeRows.map((l) => `${l.userId}:${l.sightingId}`));
  const certain = [...ledger.likes].filter(([, state]) => state !== null);
  const likeProblems = certain
    .filter(([key, state]) => liked.has(key) !== state)
    .map(([key, state]) => `${key} acknowledged ${state ? 'liked' : 'not liked'}`);
  add('acknowledged like states kept', certain.filter(([, s]) => s).length, likeRows.length, likeProblems);

  // Counters on every sighting row against the rows they count.
  const counters = await db
    .select({
      id: sightings.id,
      likes: sightings.likes,
      views: sightings.views,
      commentCount: sightings.commentCount,
      mediaType: sightings.mediaType,
      mediaAssetId: sightings.mediaAssetId,
      likeRows: sql<number>`(select count(*)::int from likes l where l.sighting_id = "sightings"."id")`,
      commentRows: sql<number>`(select count(*)::int from comments c where c.sighting_id = "sightings"."id")`,
    })
    .from(sightings);
  const likeCounterProblems = counters
    .filter((s) => s.likes !== Number(s.likeRows))
    .map((s) => `sighting ${s.id}: likes ${s.likes}, like rows ${s.likeRows}`);
  add(
    'like counters = like rows',
    counters.length,
    counters.length - likeCounterProblems.length,
    likeCounterProblems,
  );
  const commentCounterProblems = counters
    .filter((s) => s.commentCount !== Number(s.commentRows))
    .map((s) => `sighting ${s.id}: comment_count ${s.commentCount}, comment rows ${s.commentRows}`);
  add(
    'comment counts = comment rows',
    counters.length,
    counters.length - commentCounterProblems.length,
    commentCounterProblems,
  );
  const views = new Map(counters.map((s) => [s.id, s.views]));
  const viewProblems = [...ledger.viewers].flatMap(([id, viewers]) => {
    const counted = views.get(id) ?? 0;
    return counted >= viewers.size
      ? []
      : [`sighting ${id}: ${counted} views < ${viewers.size} acknowledged viewers`];
  });
  const acknowledgedViews = [...ledger.viewers.values()].reduce((n, v) => n + v.size, 0);
  const countedViews = [...ledger.viewers.keys()].reduce((n, id) => n + (views.get(id) ?? 0), 0);
  add('view counters >= acknowledged viewers', acknowledgedViews, countedViews, viewProblems);

  // Half-writes: a photo sighting whose upload row is gone.
  const halfWritten = counters
    .filter(
      (s) => (s.mediaType === 'photo' || s.mediaType === 'video') && !assetById.has(s.mediaAssetId ?? -1),
    )
    .map((s) => `sighting ${s.id} is a ${s.mediaType} without its media row`);
  add(
    'media sightings with their media row',
    counters.length,
    counters.length - halfWritten.length,
    halfWritten,
  );

  // Files: every stored file belongs to a row, every row's files exist.
  const media = await mediaMismatches(db, dataDir);
  add(
    'stored files that belong to a row',
    media.files,
    media.files - media.orphanFiles.length,
    media.orphanFiles.map((k) => `${k} has no row`),
  );
  add(
    'media rows with all their files',
    media.assets,
    media.assets - media.incomplete,
    media.missingFiles.map((k) => `${k} is missing`),
  );
  return { rows, violations };
}

/** The report as a plain-text table. */
export function formatReport(
  rows: { check: string; expected: number | string; found: number | string; ok: boolean }[],
) {
  const width = Math.max(...rows.map((r) => r.check.length), 5);
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(width)}  ${b.padStart(10)}  ${c.padStart(10)}  ${d}`;
  return [
    line('check', 'expected', 'found', 'result'),
    ...rows.map((r) => line(r.check, String(r.expected), String(r.found), r.ok ? 'ok' : 'VIOLATION')),
  ].join('\n');
}
