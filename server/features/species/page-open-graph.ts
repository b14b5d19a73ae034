// Link previews of species pages: GET /species/:slug answers the web app's index.html with the species' title,
// a description of what the community recorded and its conservation status, and its newest public photo, as
// Open Graph / Twitter tags (every value escaped by injectTags). Unknown species get the plain index.html.
import fs from 'node:fs/promises';
import path from 'node:path';
import { CONSERVATION_STATUS_LABELS } from '@common/constants/conservation';
import { pageTitleText } from '@common/page-title';
import { SPECIES_SLUG_MAX_LENGTH } from '@common/schemas/species-pages';
import type { AppContext } from '../../http/context';
import { absoluteUrl, injectTags, type PageTags, pageChunkPreloads } from '../sightings/open-graph';
import { SITE_NAME } from '../sightings/presenters';
import { SpeciesPageService } from './page-service';

const SPECIES_PAGE = /^\/species\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const SPECIES_PAGE_CHUNK = 'src/pages/species/SpeciesPage.tsx';

export function speciesPageRenderer(ctx: AppContext) {
  const service = new SpeciesPageService(ctx.db, {
    adminUsername: ctx.config.ADMIN_USERNAME,
    shownAs: SITE_NAME,
  });
  let chunkPreloads: Promise<string[]> | undefined;
  return async (pathname: string, indexFile: string): Promise<string | null> => {
    const slug = SPECIES_PAGE.exec(pathname)?.[1];
    if (!slug || slug.length > SPECIES_SLUG_MAX_LENGTH) return null;
    // Previews are for people who see no page yet (crawlers send no language): English names.
    const page = await service.page(slug, 'en').catch(() => null);
    if (!page) return null;
    const name = page.name ?? page.scientificName;
    const lead = page.name ? `${page.name} (${page.scientificName})` : page.scientificName;
    const status = page.conservation
      ? ` IUCN Red List: ${CONSERVATION_STATUS_LABELS[page.conservation.status]}${page.conservation.year ? ` (${page.conservation.year})` : ''}.`
      : '';
    const family = page.taxonomy.family ? `, family ${page.taxonomy.family}` : '';
    const tags: PageTags = {
      title: pageTitleText(name),
      description: `${lead}${family}: ${page.sightings} sighting${page.sightings === 1 ? '' : 's'} shared by the ${SITE_NAME} community.${status}`,
      url: `${ctx.config.publicUrl}/species/${page.slug}`,
      image: page.coverImageUrl ? absoluteUrl(ctx.config.publicUrl, page.coverImageUrl) : null,
    };
    chunkPreloads ??= pageChunkPreloads(path.dirname(indexFile), SPECIES_PAGE_CHUNK);
    tags.preloads = await chunkPreloads;
    return injectTags(await fs.readFile(indexFile, 'utf8'), tags);
  };
}
