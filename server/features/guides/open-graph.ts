// Link previews of guide pages: GET /location-guides/:id answers the web app's index.html with the guide's title,
// its server-made excerpt (from the description) and its preview image as Open Graph / Twitter tags. Only the
// preview's fields are used: the paid content is never read here. Drafts, hidden and unknown guides get the
// plain index.html.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pageTitleText } from '@common/page-title';
import type { AppContext } from '../../http/context';
import { absoluteUrl, injectTags, type PageTags, pageChunkPreloads } from '../sightings/open-graph';
import { GuideService } from './service';

const GUIDE_PAGE = /^\/location-guides\/(\d{1,10})\/?$/;
const GUIDE_PAGE_CHUNK = 'src/pages/guides/GuidePage.tsx';
const MAX_ID = 2_147_483_647;

export function guidePageRenderer(ctx: AppContext) {
  const service = new GuideService(ctx);
  let chunkPreloads: Promise<string[]> | undefined;
  return async (pathname: string, indexFile: string): Promise<string | null> => {
    const id = Number(GUIDE_PAGE.exec(pathname)?.[1] ?? 0);
    if (!id || id > MAX_ID) return null;
    const guide = await service.publicPreview(id).catch(() => null);
    if (!guide) return null;
    const tags: PageTags = {
      title: pageTitleText(guide.title),
      description: `${guide.location}: ${guide.excerpt}`,
      url: `${ctx.config.publicUrl}/location-guides/${guide.id}`,
      image: guide.previewImage ? absoluteUrl(ctx.config.publicUrl, guide.previewImage) : null,
    };
    chunkPreloads ??= pageChunkPreloads(path.dirname(indexFile), GUIDE_PAGE_CHUNK);
    tags.preloads = await chunkPreloads;
    return injectTags(await fs.readFile(indexFile, 'utf8'), tags);
  };
}
