// What a species page paints before the app's code has run (see common/first-paint.ts for the idea): its header
// (category and Red List badges, the name in the reader's language, the scientific and other names) and its cover
// photo, where SpeciesPage draws them. On a phone the cover is the page's largest paint; painted from the HTML it
// shows as soon as it has loaded, not after the app's code (seconds on a slow line).
// web/src/pages/species/first-paint.test.tsx renders the page and holds this template to it.
import { CATEGORY_FALLBACK, CATEGORY_VALUES } from './constants/categories';
import { CONSERVATION_STATUS_STYLE, CONSERVATION_STATUSES } from './constants/conservation';
import { escapeHtml } from './html';
import { HERO_IMAGE_SIZES, mediaPath } from './media-renditions';
import type { SpeciesPage } from './schemas/species-pages';

/** The texts this first paint shows, from the locale files. */
export const SPECIES_PAGE_KEYS = [
  'speciesPage.communitySpecies',
  'speciesPage.alsoCalled',
  'speciesPage.englishName',
  ...CATEGORY_VALUES.map((c) => `categories.names.${c}` as const),
  ...CONSERVATION_STATUSES.map((s) => `conservation.status.${s}` as const),
] as const;
export type SpeciesPageKey = (typeof SPECIES_PAGE_KEYS)[number];

/** The page's outer boxes (SpeciesView). */
export const SPECIES_PAGE_CLASS =
  'mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]';
export const SPECIES_MAIN_COLUMN_CLASS = 'grid content-start gap-8';
export const SPECIES_COVER_CLASS = 'max-h-[28rem] w-full rounded-xl object-cover';

/**
 * The cover's sources: the cover is a sighting photo's large rendition (2048 px); the media pipeline wrote its
 * 720 and 1000 px ones beside it, so a phone loads the small one (the page's largest paint: 3.9 s on
 * Lighthouse's mobile network with the large one). Widths are the long sides, as wildlife photos are mostly
 * landscape. Undefined for a cover that is not such a rendition.
 */
export function speciesCoverSrcSet(url: string): string | undefined {
  const match = /^(.*\/)large\.webp$/.exec(url);
  if (!match) return undefined;
  const base = mediaPath(match[1] ?? '');
  return `${base}small.webp 720w, ${base}medium.webp 1000w, ${base}large.webp 2048w`;
}

/** What the first paint needs of the page's answer (GET /api/species/:slug). */
export type FirstPaintSpecies = Pick<
  SpeciesPage,
  | 'scientificName'
  | 'name'
  | 'nameLang'
  | 'lang'
  | 'otherNames'
  | 'englishName'
  | 'category'
  | 'conservation'
  | 'source'
  | 'coverImageUrl'
>;

/** "Also called: {{names}}" with the value put in, as i18next does. */
function interpolate(text: string, name: string, value: string): string {
  return text.replace(new RegExp(`{{\\s*${name}\\s*}}`, 'g'), () => value);
}

/** The header and the cover (or the category's picture without one), inside the page's boxes. */
export function speciesFirstPaint(species: FirstPaintSpecies, t: Record<SpeciesPageKey, string>): string {
  const html = escapeHtml;
  const title = species.name ?? species.scientificName;
  const status = species.conservation?.status;
  const badges =
    `<span class="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold [&amp;_svg]:size-3 bg-brand-100 text-brand-900">${html(t[`categories.names.${species.category}`])}</span>` +
    (status
      ? `<span class="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${CONSERVATION_STATUS_STYLE[status]}">` +
        `<abbr title="${html(t[`conservation.status.${status}`])}" class="no-underline">${status}</abbr>` +
        `<span>${html(t[`conservation.status.${status}`])}</span></span>`
      : '') +
    (species.source === 'community'
      ? `<span class="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold [&amp;_svg]:size-3 border border-stone-300 text-stone-700">${html(t['speciesPage.communitySpecies'])}</span>`
      : '');
  const names =
    (species.name ? `<p class="text-lg italic text-stone-700">${html(species.scientificName)}</p>` : '') +
    (species.otherNames.length > 0
      ? `<p class="text-sm text-stone-600">${html(interpolate(t['speciesPage.alsoCalled'], 'names', species.otherNames.join(', ')))}</p>`
      : '') +
    (species.englishName && species.nameLang !== 'en' && species.lang !== 'en'
      ? `<p class="text-sm text-stone-600" lang="en">${html(interpolate(t['speciesPage.englishName'], 'name', species.englishName))}</p>`
      : '');
  const lang = species.nameLang === 'la' ? '' : ` lang="${html(species.nameLang)}"`;
  const header =
    `<header class="grid gap-3"><div class="flex flex-wrap items-center gap-2">${badges}</div>` +
    `<h1 class="text-3xl font-bold text-stone-900"${lang}>${html(title)}</h1>${names}</header>`;
  const cover = species.coverImageUrl;
  const srcset = cover ? speciesCoverSrcSet(cover) : undefined;
  const picture = cover
    ? `<img src="${html(mediaPath(cover))}"${srcset ? ` srcset="${html(srcset)}"` : ''} sizes="${HERO_IMAGE_SIZES}"` +
      ` alt="${html(title)}" class="${SPECIES_COVER_CLASS}" fetchpriority="high"/>`
    : `<div class="flex h-48 items-center justify-center rounded-xl bg-gradient-to-br text-6xl ${CATEGORY_FALLBACK[species.category].gradient}" aria-hidden="true">${CATEGORY_FALLBACK[species.category].emoji}</div>`;
  return `<article class="${SPECIES_PAGE_CLASS}"><div class="${SPECIES_MAIN_COLUMN_CLASS}">${header}${picture}</div></article>`;
}
