// Link previews of article pages: GET /articles/:slug answers the web app's index.html with the article's title,
// summary and cover as Open Graph / Twitter tags (every value HTML-escaped by injectTags), its publication times,
// section and tags, and a JSON-LD Article (script-safe JSON: no "<" can close the element). Previews are for
// people and crawlers who see no page yet: the English version where there is one. Drafts, articles scheduled for
// later and unknown slugs get the plain index.html.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ARTICLE_PAGE_PATH, escapeHtml, scriptSafeJson } from '@common/html';
import { pageTitleText } from '@common/page-title';
import { ARTICLE_LIMITS } from '@common/schemas/articles';
import type { AppContext } from '../../http/context';
import { absoluteUrl, injectTags, type PageTags, pageChunkPreloads } from '../sightings/open-graph';
import { SITE_NAME } from '../sightings/presenters';
import { ArticleService } from './service';

const ARTICLE_PAGE_CHUNK = 'src/pages/articles/ArticlePage.tsx';

export function articlePageRenderer(ctx: AppContext) {
  const service = new ArticleService(ctx.db, ctx.clock);
  let chunkPreloads: Promise<string[]> | undefined;
  return async (pathname: string, indexFile: string): Promise<string | null> => {
    const slug = ARTICLE_PAGE_PATH.exec(pathname)?.[1];
    if (!slug || slug.length > ARTICLE_LIMITS.slug) return null;
    const article = await service.forPreview(slug).catch((err: unknown) => {
      ctx.log.warn({ err, slug }, 'article link preview skipped');
      return null;
    });
    if (!article) return null;
    const url = `${ctx.config.publicUrl}/articles/${article.slug}`;
    const coverUrl =
      article.coverVariants?.large?.url ?? article.coverVariants?.medium?.url ?? article.coverUrl;
    const image = coverUrl ? absoluteUrl(ctx.config.publicUrl, coverUrl) : null;
    const published = article.publishAt?.toISOString() ?? null;
    const meta = (key: string, value: string) => `<meta property="${key}" content="${escapeHtml(value)}" />`;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.summary,
      inLanguage: article.language,
      url,
      mainEntityOfPage: url,
      ...(image ? { image: [image] } : {}),
      ...(published ? { datePublished: published } : {}),
      dateModified: article.updatedAt.toISOString(),
      articleSection: article.category,
      keywords: article.tags.join(', '),
      author: { '@type': 'Organization', name: article.authorName },
      publisher: { '@type': 'Organization', name: SITE_NAME, url: ctx.config.publicUrl },
    };
    const tags: PageTags = {
      title: pageTitleText(article.title),
      description: article.summary,
      url,
      image,
    };
    chunkPreloads ??= pageChunkPreloads(path.dirname(indexFile), ARTICLE_PAGE_CHUNK);
    tags.preloads = [
      ...(published ? [meta('article:published_time', published)] : []),
      meta('article:modified_time', article.updatedAt.toISOString()),
      meta('article:section', article.category),
      ...article.tags.map((tag) => meta('article:tag', tag)),
      `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
      ...(await chunkPreloads),
    ];
    return injectTags(await fs.readFile(indexFile, 'utf8'), tags);
  };
}
