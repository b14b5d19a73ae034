// The administrators' article form: its values, and their conversion to and from the API's article
// (unit-tested in editor-form.test.ts). The publication time is edited in the administrator's own time zone
// (datetime-local) and sent as an ISO instant; tags are typed separated by commas.
import {
  type AdminArticle,
  ARTICLE_LIMITS,
  type ArticleCategory,
  type ArticleInput,
  type ArticleStatus,
} from '@common/schemas/articles';

export interface ArticleFormValues {
  title: string;
  slug: string;
  /** Whether the administrator typed the address (else it follows the title). */
  slugEdited: boolean;
  language: string;
  summary: string;
  body: string;
  category: ArticleCategory;
  tags: string;
  species: string[];
  coverMediaAssetId: number | null;
  /** A picture already on the site (a shipped cover). */
  coverImage: string | null;
  /** What the form shows of the cover. */
  coverPreview: string | null;
  coverCredit: string;
  authorName: string;
  status: ArticleStatus;
  /** datetime-local, in the administrator's time zone; empty: none. */
  publishAt: string;
}

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  slugEdited: false,
  language: 'en',
  summary: '',
  body: '',
  category: 'news',
  tags: '',
  species: [],
  coverMediaAssetId: null,
  coverImage: null,
  coverPreview: null,
  coverCredit: '',
  authorName: 'WildLens',
  status: 'draft',
  publishAt: '',
};

/** An address from a title: Latin letters without their accents, digits, single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ARTICLE_LIMITS.slug)
    .replace(/-+$/g, '');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (this browser's time zone) as an ISO instant; null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    slugEdited: true,
    language: article.language,
    summary: article.summary,
    body: article.body,
    category: article.category,
    tags: article.tags.join(', '),
    species: article.species,
    coverMediaAssetId: article.coverMediaAssetId,
    coverImage: article.coverImage,
    coverPreview: article.cover?.cardUrl ?? null,
    coverCredit: article.cover?.credit ?? '',
    authorName: article.authorName,
    status: article.status,
    publishAt: toLocalInput(article.publishAt),
  };
}

export function inputOf(values: ArticleFormValues): ArticleInput {
  return {
    slug: values.slug.trim(),
    language: values.language as ArticleInput['language'],
    title: values.title,
    summary: values.summary,
    body: values.body,
    category: values.category,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    species: values.species,
    coverMediaAssetId: values.coverMediaAssetId,
    coverImage: values.coverMediaAssetId === null ? values.coverImage : null,
    coverCredit: values.coverCredit.trim() || null,
    authorName: values.authorName.trim() || 'WildLens',
    status: values.status,
    publishAt: fromLocalInput(values.publishAt),
  };
}
