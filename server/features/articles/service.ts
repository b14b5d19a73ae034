// Reading articles: the public lists (cards, never bodies), one article with its translations and related
// articles, and what the page's link-preview tags need. An article is public when it is not a draft, not deleted
// and its publish_at has passed on the app's clock: a scheduled article appears on time without any job. Of an
// article's translations (rows sharing a slug) a reader gets their language, else English, else the first written.
import {
  ARTICLE_LIMITS,
  ARTICLE_NOT_FOUND_MESSAGE,
  type ArticleDetail,
  type ArticleList,
  type articleListQuerySchema,
} from '@common/schemas/articles';
import { and, arrayContains, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { articles, mediaAssets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { containsPattern } from '../sightings/service';
import {
  type CardRow,
  cardColumns,
  type FullRow,
  fullColumns,
  presentArticle,
  presentCard,
} from './presenters';

type ListQuery = z.output<typeof articleListQuerySchema>;

/** Public now: not a draft, not deleted, publish_at passed. */
export function publicNow(now: Date): SQL {
  return sql`(${articles.status} <> 'draft' and ${articles.deletedAt} is null and ${articles.publishAt} <= ${now.toISOString()}::timestamptz)`;
}

/**
 * The row is the translation this reader gets: no other public row of the same slug ranks before it (the reader's
 * language, then English, then any other; the first written breaks ties).
 */
export function bestTranslation(lang: string, now: Date): SQL {
  const at = now.toISOString();
  return sql`not exists (
    select 1 from articles b
    where b.slug = ${articles.slug} and b.id <> ${articles.id}
      and b.status <> 'draft' and b.deleted_at is null and b.publish_at <= ${at}::timestamptz
      and (case when b.language = ${lang} then 0 when b.language = 'en' then 1 else 2 end, b.id)
        < (case when ${articles.language} = ${lang} then 0 when ${articles.language} = 'en' then 1 else 2 end, ${articles.id})
  )`;
}

/** Scripts written without spaces between words: the word index cannot find a word inside them. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/**
 * The search condition of `q`: every word as a prefix of a word of the title, summary or body, through the GIN
 * index on articles.search. Words are letters and digits only, so the tsquery text is always well formed. Text in
 * scripts without spaces is matched as a substring (the table is small: a few hundred rows).
 */
export function searchCondition(q: string): { where: SQL; rank: SQL | null } | null {
  if (UNSPACED.test(q)) {
    const like = containsPattern(q.slice(0, ARTICLE_LIMITS.query));
    return {
      where: sql`(${articles.title} ilike ${like} or ${articles.summary} ilike ${like} or ${articles.body} ilike ${like})`,
      rank: null,
    };
  }
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  const tsquery = sql`to_tsquery('simple', ${words.map((w) => `'${w}':*`).join(' & ')})`;
  return { where: sql`${articles.search} @@ ${tsquery}`, rank: sql`ts_rank(${articles.search}, ${tsquery})` };
}

/** A text[] literal of the values (empty included), as one parameter per value. */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export class ArticleService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private cards() {
    return this.db
      .select(cardColumns)
      .from(articles)
      .leftJoin(mediaAssets, eq(mediaAssets.id, articles.coverMediaAssetId));
  }

  async list(query: ListQuery): Promise<ArticleList> {
    const now = this.clock();
    const where: SQL[] = [publicNow(now), bestTranslation(query.lang, now)];
    if (query.category) where.push(inArray(articles.category, query.category));
    if (query.tag) where.push(arrayContains(articles.tags, [query.tag]));
    const search = query.q ? searchCondition(query.q) : null;
    if (search) where.push(search.where);
    const condition = and(...where);
    const order: SQL[] = [];
    if (search?.rank) order.push(desc(search.rank));
    order.push(
      query.sort === 'oldest' ? asc(articles.publishAt) : desc(articles.publishAt),
      query.sort === 'oldest' ? asc(articles.id) : desc(articles.id),
    );
    const [rows, totals] = await Promise.all([
      this.cards()
        .where(condition)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(articles).where(condition),
    ]);
    return {
      articles: rows.map((row) => presentCard(row as CardRow)),
      total: totals[0]?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Every public translation of the slug, the one this reader gets first; empty when none is public. */
  private async translations(slug: string, lang: string): Promise<FullRow[]> {
    const rows = await this.db
      .select(fullColumns)
      .from(articles)
      .leftJoin(mediaAssets, eq(mediaAssets.id, articles.coverMediaAssetId))
      .where(and(eq(articles.slug, slug), publicNow(this.clock())))
      .orderBy(
        sql`case when ${articles.language} = ${lang} then 0 when ${articles.language} = 'en' then 1 else 2 end`,
        asc(articles.id),
      );
    return rows as FullRow[];
  }

  async detail(slug: string, lang: string): Promise<ArticleDetail> {
    const rows = await this.translations(slug, lang);
    const shown = rows[0];
    if (!shown) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
    return {
      article: presentArticle(shown),
      translations: rows
        .map((r) => ({ language: r.language, title: r.title }))
        .sort((a, b) => a.language.localeCompare(b.language)),
      fallback: shown.language !== lang,
      related: await this.related(shown, lang),
    };
  }

  /** The public version of the page's article for its link-preview tags (English first), or null. */
  async forPreview(slug: string): Promise<FullRow | null> {
    return (await this.translations(slug, 'en'))[0] ?? null;
  }

  /**
   * Up to three other public articles, closest first: the same species (twice as telling), shared tags and the
   * same category, then the newest.
   */
  private async related(article: FullRow, lang: string) {
    const now = this.clock();
    const score = sql`(
      (case when ${articles.category} = ${article.category} then 2 else 0 end)
      + cardinality(array(select unnest(${articles.tags}) intersect select unnest(${textArray(article.tags)})))
      + 2 * cardinality(array(select unnest(${articles.species}) intersect select unnest(${textArray(article.species)})))
    )`;
    const rows = await this.cards()
      .where(and(publicNow(now), bestTranslation(lang, now), ne(articles.slug, article.slug)))
      .orderBy(desc(score), desc(articles.publishAt), desc(articles.id))
      .limit(ARTICLE_LIMITS.related);
    return rows.map((row) => presentCard(row as CardRow));
  }
}
