// The shapes of an article (common/schemas/articles.ts) made from rows. Cards never carry the body: lists select
// cardColumns only. The cover is the upload's renditions when there is one, else the stored picture path.

import type {
  AdminArticle,
  AdminArticleItem,
  Article,
  ArticleCard,
  ArticleCategory,
  ArticleCover,
  ArticleStatus,
} from '@common/schemas/articles';
import { articles, mediaAssets } from '../../db/schema';
import type { MediaVariants } from '../../db/schema/media';
import { shippedCoverRendition } from './shipped-covers';

/** The columns of a card (no body). */
export const cardColumns = {
  id: articles.id,
  slug: articles.slug,
  language: articles.language,
  title: articles.title,
  summary: articles.summary,
  category: articles.category,
  tags: articles.tags,
  species: articles.species,
  coverUrl: articles.coverUrl,
  coverCredit: articles.coverCredit,
  coverVariants: mediaAssets.variants,
  authorName: articles.authorName,
  status: articles.status,
  publishAt: articles.publishAt,
  readingMinutes: articles.readingMinutes,
  shippedVersion: articles.shippedVersion,
  editedByAdmin: articles.editedByAdmin,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
};

export type CardRow = {
  id: number;
  slug: string;
  language: string;
  title: string;
  summary: string;
  category: string;
  tags: string[];
  species: string[];
  coverUrl: string | null;
  coverCredit: string | null;
  coverVariants: MediaVariants | null;
  authorName: string;
  status: string;
  publishAt: Date | null;
  readingMinutes: number;
  shippedVersion: string | null;
  editedByAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export const fullColumns = {
  ...cardColumns,
  body: articles.body,
  coverMediaAssetId: articles.coverMediaAssetId,
};

export type FullRow = CardRow & { body: string; coverMediaAssetId: number | null };

function coverOf(row: CardRow): ArticleCover | null {
  const v = row.coverVariants;
  const large = v?.large ?? v?.medium ?? null;
  const url = large?.url ?? shippedCoverRendition(row.coverUrl, 'article-page') ?? row.coverUrl;
  if (!url) return null;
  return {
    url,
    cardUrl: v?.small?.url ?? v?.medium?.url ?? shippedCoverRendition(row.coverUrl, 'article-card') ?? url,
    width: large?.width ?? null,
    height: large?.height ?? null,
    credit: row.coverCredit,
  };
}

/** What the administrators see as the status: a scheduled article whose time has come is published. */
export function effectiveStatus(row: Pick<CardRow, 'status' | 'publishAt'>, now: Date): ArticleStatus {
  if (row.status === 'draft') return 'draft';
  return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export function presentCard(row: CardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    language: row.language,
    title: row.title,
    summary: row.summary,
    category: row.category as ArticleCategory,
    tags: row.tags,
    species: row.species,
    cover: coverOf(row),
    authorName: row.authorName,
    publishedAt: row.publishAt?.toISOString() ?? null,
    readingMinutes: row.readingMinutes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentArticle(row: FullRow): Article {
  return { ...presentCard(row), body: row.body, createdAt: row.createdAt.toISOString() };
}

export function presentAdminItem(row: CardRow, now: Date): AdminArticleItem {
  return {
    ...presentCard(row),
    status: effectiveStatus(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    shipped: row.shippedVersion !== null,
    editedByAdmin: row.editedByAdmin,
  };
}

export function presentAdminArticle(row: FullRow, now: Date): AdminArticle {
  return {
    ...presentArticle(row),
    status: effectiveStatus(row, now),
    publishAt: row.publishAt?.toISOString() ?? null,
    coverMediaAssetId: row.coverMediaAssetId,
    coverImage: row.coverMediaAssetId === null ? row.coverUrl : null,
    shipped: row.shippedVersion !== null,
    editedByAdmin: row.editedByAdmin,
  };
}
