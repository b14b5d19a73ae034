// The articles WildLens ships (server/data/articles/<slug>.md: YAML front matter, then Markdown), written into
// `articles` at start, never by a migration (a restored backup then loads its own rows into an empty table). Each
// file's content hash is its version: a new version updates its row, an unchanged one writes nothing, and a row an
// administrator has edited (or deleted) since is never overwritten nor brought back. Shipped articles no longer in
// the folder are unpublished unless an administrator took them over. Several processes starting at once take
// turns on an advisory lock. A file that does not parse is logged and skipped: the rest still load (the test of
// this folder, articles.test.ts, fails on it).
//
// Front matter: title, summary, category, tags [..], species [..species page slugs], cover (a demo photo of
// server/demo/wildlife, copied into DATA_DIR/media/demo like the demo seed does) or null, coverCredit,
// publishedAt (YYYY-MM-DD), language (en by default), and optionally slug (else the file name; a translation is
// <slug>.<language>.md) and author.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type ArticleInputParsed, articleInputSchema } from '@common/schemas/articles';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { mediaRoot } from '../../media/serve';
import { DEMO_MEDIA_FOLDER, DEMO_PHOTO_DIR, DEMO_PHOTO_FILE, demoPhotoUrl } from '../demo/manifest';
import { countWords, readingMinutes } from './reading-time';

export const SHIPPED_ARTICLES_DIR = path.resolve(import.meta.dirname, '../../data/articles');
const SHIPPED_AUTHOR = 'WildLens';

const dateSchema = z.union([
  z.iso.date('publishedAt must be a date written YYYY-MM-DD'),
  // YAML 1.1 readers turn an unquoted date into a Date; `yaml` (1.2) keeps it text, both are taken.
  z.date().transform((d) => d.toISOString().slice(0, 10)),
]);

const frontMatterSchema = z.strictObject({
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()).default([]),
  species: z.array(z.string()).default([]),
  cover: z
    .string()
    .regex(DEMO_PHOTO_FILE, 'cover must be a file name of server/demo/wildlife')
    .nullable()
    .default(null),
  coverCredit: z.string().nullable().default(null),
  publishedAt: dateSchema,
  language: z.string().default('en'),
  slug: z.string().optional(),
  author: z.string().optional(),
});

export interface ShippedArticle {
  file: string;
  input: ArticleInputParsed;
  /** The demo photo file of the cover, copied into the media folder at sync. */
  coverFile: string | null;
  version: string;
}

export interface ShippedArticles {
  articles: ShippedArticle[];
  /** Files that could not be read, with why. */
  problems: { file: string; message: string }[];
}

/** Splits `---\n<yaml>\n---\n<markdown>`. */
function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { yaml: match[1] ?? '', body: match[2] ?? '' } : null;
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
}

/** One file, checked by the same rules as an administrator's article. */
export function parseShippedArticle(file: string, text: string): ShippedArticle {
  const parts = splitFrontMatter(text);
  if (!parts) throw new Error('no YAML front matter (--- ... ---) at the top');
  const front = frontMatterSchema.safeParse(parseYaml(parts.yaml) ?? {});
  if (!front.success) throw new Error(describe(front.error));
  const meta = front.data;
  const base = path.basename(file, '.md');
  const suffix = `.${meta.language}`;
  const slug = meta.slug ?? (base.endsWith(suffix) ? base.slice(0, -suffix.length) : base);
  const input = articleInputSchema.safeParse({
    slug,
    language: meta.language,
    title: meta.title,
    summary: meta.summary,
    body: parts.body.trim(),
    category: meta.category,
    tags: meta.tags,
    species: meta.species,
    coverImage: meta.cover ? demoPhotoUrl(meta.cover) : null,
    coverCredit: meta.coverCredit,
    authorName: meta.author ?? SHIPPED_AUTHOR,
    status: 'published',
    publishAt: `${meta.publishedAt}T00:00:00.000Z`,
  });
  if (!input.success) throw new Error(describe(input.error));
  return {
    file,
    input: input.data,
    coverFile: meta.cover,
    version: createHash('sha256').update(text).digest('hex').slice(0, 16),
  };
}

export function readShippedArticles(dir = SHIPPED_ARTICLES_DIR): ShippedArticles {
  const result: ShippedArticles = { articles: [], problems: [] };
  let files: string[];
  try {
    files = fs.readdirSync(dir).filter((f) => f.endsWith('.md') && !f.startsWith('.'));
  } catch {
    return result;
  }
  const seen = new Set<string>();
  for (const file of files.sort()) {
    try {
      const article = parseShippedArticle(file, fs.readFileSync(path.join(dir, file), 'utf8'));
      const key = `${article.input.slug}\n${article.input.language}`;
      if (seen.has(key))
        throw new Error(`another file already has slug ${article.input.slug} in ${article.input.language}`);
      if (article.coverFile && !fs.existsSync(path.join(DEMO_PHOTO_DIR, article.coverFile)))
        throw new Error(`cover ${article.coverFile} is not in server/demo/wildlife`);
      seen.add(key);
      result.articles.push(article);
    } catch (error) {
      result.problems.push({ file, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** Copies the demo photos the covers name into DATA_DIR/media/demo (/media/demo/<file>), when missing. */
async function copyCovers(dataDir: string, shipped: readonly ShippedArticle[]): Promise<void> {
  const target = path.join(mediaRoot(dataDir), DEMO_MEDIA_FOLDER);
  const files = [...new Set(shipped.flatMap((a) => (a.coverFile ? [a.coverFile] : [])))];
  if (files.length === 0) return;
  await fsp.mkdir(target, { recursive: true });
  await Promise.all(
    files.map(async (file) => {
      const destination = path.join(target, file);
      if (fs.existsSync(destination)) return;
      // A hidden temporary name, then rename: a crash mid-copy never leaves a truncated file (dotfiles are not served).
      const temporary = path.join(target, `.${file}.${process.pid}.article.tmp`);
      await fsp.copyFile(path.join(DEMO_PHOTO_DIR, file), temporary);
      await fsp.rename(temporary, destination);
    }),
  );
}

export interface SyncResult {
  written: number;
  unpublished: number;
  problems: ShippedArticles['problems'];
}

/** Writes the shipped articles whose version changed (see the top of this file). */
export async function syncShippedArticles(
  db: Db,
  options: {
    dataDir: string;
    now: Date;
    shipped?: ShippedArticles;
    log?: { error: (o: object, m: string) => void };
  },
): Promise<SyncResult> {
  const shipped = options.shipped ?? readShippedArticles();
  for (const problem of shipped.problems) options.log?.error(problem, 'shipped article skipped');
  await copyCovers(options.dataDir, shipped.articles);
  const now = options.now;
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wildlens_shipped_articles'))`);
    const slugs = [...new Set(shipped.articles.map((a) => a.input.slug))];
    const existing = await tx
      .select({
        id: articles.id,
        slug: articles.slug,
        language: articles.language,
        shippedVersion: articles.shippedVersion,
        editedByAdmin: articles.editedByAdmin,
        status: articles.status,
      })
      .from(articles)
      .where(
        slugs.length > 0
          ? or(inArray(articles.slug, slugs), isNotNull(articles.shippedVersion))
          : isNotNull(articles.shippedVersion),
      );
    const byKey = new Map(existing.map((row) => [`${row.slug}\n${row.language}`, row]));
    let written = 0;
    for (const article of shipped.articles) {
      const row = byKey.get(`${article.input.slug}\n${article.input.language}`);
      if (row && (row.editedByAdmin || row.shippedVersion === article.version)) continue;
      const input = article.input;
      const publishAt = new Date(input.publishAt ?? now);
      const values = {
        slug: input.slug,
        language: input.language,
        title: input.title,
        summary: input.summary,
        body: input.body,
        category: input.category,
        tags: input.tags,
        species: input.species,
        coverMediaAssetId: null,
        coverUrl: input.coverImage,
        coverCredit: input.coverCredit,
        authorName: input.authorName,
        authorAdminId: null,
        status: publishAt.getTime() > now.getTime() ? 'scheduled' : 'published',
        publishAt,
        readingMinutes: readingMinutes(countWords(input.body)),
        shippedVersion: article.version,
        updatedAt: now,
      };
      if (row) {
        // Only while no administrator has written it (checked again here, under the lock).
        await tx
          .update(articles)
          .set(values)
          .where(and(eq(articles.id, row.id), eq(articles.editedByAdmin, false)));
      } else {
        await tx
          .insert(articles)
          .values({ ...values, createdAt: publishAt })
          .onConflictDoNothing({ target: [articles.slug, articles.language] });
      }
      written += 1;
    }
    const kept = new Set(shipped.articles.map((a) => `${a.input.slug}\n${a.input.language}`));
    const dropped = existing
      .filter(
        (row) =>
          row.shippedVersion !== null &&
          !row.editedByAdmin &&
          row.status !== 'draft' &&
          !kept.has(`${row.slug}\n${row.language}`),
      )
      .map((row) => row.id);
    if (dropped.length > 0)
      await tx
        .update(articles)
        .set({ status: 'draft', updatedAt: now })
        .where(
          and(inArray(articles.id, dropped), eq(articles.editedByAdmin, false), isNull(articles.deletedAt)),
        );
    return { written, unpublished: dropped.length };
  });
  return { ...outcome, problems: shipped.problems };
}
