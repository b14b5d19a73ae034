// The administrators' side of articles: every article (drafts and scheduled ones too), writing, deleting and the
// editor's preview figures. Every write marks the row edited_by_admin, so the start-up sync of the shipped
// articles (shipped-articles.ts) never overwrites it; deleting a shipped article keeps a hidden row for the same
// reason (it would come back at the next start otherwise).
import {
  type AdminArticle,
  type AdminArticleList,
  ARTICLE_COVER_MESSAGE,
  ARTICLE_NOT_FOUND_MESSAGE,
  ARTICLE_SLUG_TAKEN_MESSAGE,
  type ArticleInputParsed,
  type ArticlePreview,
  type adminArticleQuerySchema,
  type articlePreviewInputSchema,
} from '@common/schemas/articles';
import { and, count, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type AdminAccountRow, articles, mediaAssets } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUniqueViolation } from '../sightings/db-errors';
import { containsPattern } from '../sightings/service';
import {
  type CardRow,
  cardColumns,
  type FullRow,
  fullColumns,
  presentAdminArticle,
  presentAdminItem,
} from './presenters';
import { countWords, readingMinutes } from './reading-time';

type AdminQuery = z.output<typeof adminArticleQuerySchema>;
type PreviewInput = z.output<typeof articlePreviewInputSchema>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ADMIN_PAGE_SIZE = 50;
/** Media kinds a cover may be: a picture, never a video. */
const PICTURE_KINDS = ['photo', 'illustration'];

export class ArticleAdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private async row(id: number, db: Db | Tx = this.db): Promise<FullRow | null> {
    const [row] = await db
      .select(fullColumns)
      .from(articles)
      .leftJoin(mediaAssets, eq(mediaAssets.id, articles.coverMediaAssetId))
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)));
    return (row as FullRow | undefined) ?? null;
  }

  async list(query: AdminQuery): Promise<AdminArticleList> {
    const now = this.clock();
    const at = sql`${now.toISOString()}::timestamptz`;
    const where: SQL[] = [isNull(articles.deletedAt)];
    if (query.status === 'draft') where.push(eq(articles.status, 'draft'));
    if (query.status === 'scheduled')
      where.push(sql`${articles.status} <> 'draft' and ${articles.publishAt} > ${at}`);
    if (query.status === 'published')
      where.push(sql`${articles.status} <> 'draft' and ${articles.publishAt} <= ${at}`);
    if (query.q) {
      const like = containsPattern(query.q);
      where.push(sql`(${articles.title} ilike ${like} or ${articles.slug} ilike ${like})`);
    }
    const condition = and(...where);
    const [rows, totals] = await Promise.all([
      this.db
        .select(cardColumns)
        .from(articles)
        .leftJoin(mediaAssets, eq(mediaAssets.id, articles.coverMediaAssetId))
        .where(condition)
        .orderBy(desc(articles.updatedAt), desc(articles.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      this.db.select({ n: count() }).from(articles).where(condition),
    ]);
    return {
      articles: rows.map((row) => presentAdminItem(row as CardRow, now)),
      total: totals[0]?.n ?? 0,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
    };
  }

  async get(id: number): Promise<AdminArticle> {
    const row = await this.row(id);
    if (!row) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
    return presentAdminArticle(row, this.clock());
  }

  /** The cover's columns: an uploaded picture (its large rendition), or a picture path already on the site. */
  private async cover(tx: Tx, input: ArticleInputParsed) {
    if (input.coverMediaAssetId === null)
      return { coverMediaAssetId: null, coverUrl: input.coverImage, coverCredit: input.coverCredit };
    const [asset] = await tx
      .select({ kind: mediaAssets.kind, variants: mediaAssets.variants })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, input.coverMediaAssetId));
    const url = asset?.variants.large?.url ?? asset?.variants.medium?.url;
    if (!asset || !PICTURE_KINDS.includes(asset.kind) || !url)
      throw badRequest(ARTICLE_COVER_MESSAGE, [
        { path: 'coverMediaAssetId', message: ARTICLE_COVER_MESSAGE },
      ]);
    return { coverMediaAssetId: input.coverMediaAssetId, coverUrl: url, coverCredit: input.coverCredit };
  }

  /** The stored status and date: published without a date is published now; a future date is scheduled. */
  private schedule(input: ArticleInputParsed, now: Date): { status: string; publishAt: Date | null } {
    const at = input.publishAt ? new Date(input.publishAt) : null;
    if (input.status === 'draft') return { status: 'draft', publishAt: at };
    const publishAt = at ?? now;
    return { status: publishAt.getTime() > now.getTime() ? 'scheduled' : 'published', publishAt };
  }

  private async values(tx: Tx, admin: AdminArticleAuthor, input: ArticleInputParsed) {
    const now = this.clock();
    return {
      slug: input.slug,
      language: input.language,
      title: input.title,
      summary: input.summary,
      body: input.body,
      category: input.category,
      tags: input.tags,
      species: input.species,
      ...(await this.cover(tx, input)),
      authorName: input.authorName,
      authorAdminId: admin.id,
      ...this.schedule(input, now),
      readingMinutes: readingMinutes(countWords(input.body)),
      editedByAdmin: true,
      updatedAt: now,
    };
  }

  /** A hidden row of a deleted shipped article gives its address back to a new article. */
  private async freeAddress(tx: Tx, slug: string, language: string, exceptId: number | null): Promise<void> {
    await tx
      .delete(articles)
      .where(
        and(
          eq(articles.slug, slug),
          eq(articles.language, language),
          isNotNull(articles.deletedAt),
          ...(exceptId === null ? [] : [ne(articles.id, exceptId)]),
        ),
      );
  }

  async create(admin: AdminArticleAuthor, input: ArticleInputParsed): Promise<AdminArticle> {
    try {
      const id = await this.db.transaction(async (tx) => {
        await this.freeAddress(tx, input.slug, input.language, null);
        const [created] = await tx
          .insert(articles)
          .values({ ...(await this.values(tx, admin, input)), createdAt: this.clock() })
          .returning({ id: articles.id });
        if (!created) throw new Error('article insert returned no row');
        return created.id;
      });
      return this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ARTICLE_SLUG_TAKEN_MESSAGE, 'slug');
      throw error;
    }
  }

  async update(admin: AdminArticleAuthor, id: number, input: ArticleInputParsed): Promise<AdminArticle> {
    try {
      await this.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
          .for('update');
        if (!existing) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
        await this.freeAddress(tx, input.slug, input.language, id);
        await tx
          .update(articles)
          .set(await this.values(tx, admin, input))
          .where(eq(articles.id, id));
      });
      return this.get(id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ARTICLE_SLUG_TAKEN_MESSAGE, 'slug');
      throw error;
    }
  }

  /** Deletes an article; a shipped one stays as a hidden row so the next start does not bring it back. */
  async remove(id: number): Promise<void> {
    const now = this.clock();
    const [shipped] = await this.db
      .update(articles)
      .set({ deletedAt: now, editedByAdmin: true, status: 'draft', updatedAt: now })
      .where(and(eq(articles.id, id), isNull(articles.deletedAt), isNotNull(articles.shippedVersion)))
      .returning({ id: articles.id });
    if (shipped) return;
    const [deleted] = await this.db
      .delete(articles)
      .where(and(eq(articles.id, id), isNull(articles.deletedAt)))
      .returning({ id: articles.id });
    if (!deleted) throw notFound(ARTICLE_NOT_FOUND_MESSAGE);
  }

  /** The editor's figures for unsaved text: length, reading time, and whether the address is free. */
  async preview(input: PreviewInput): Promise<ArticlePreview> {
    const words = countWords(input.body);
    const [taken] = await this.db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.slug, input.slug),
          eq(articles.language, input.language),
          isNull(articles.deletedAt),
          ...(input.articleId === null ? [] : [ne(articles.id, input.articleId)]),
        ),
      )
      .limit(1);
    return {
      words,
      readingMinutes: readingMinutes(words),
      path: `/articles/${input.slug}`,
      slugTaken: Boolean(taken),
    };
  }
}

export type AdminArticleAuthor = Pick<AdminAccountRow, 'id'>;
