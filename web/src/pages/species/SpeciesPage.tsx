// /species/:slug: a species' page: its name in the reader's language (species_names), scientific name and
// taxonomy, IUCN status with its source, description and identification tips where the catalogue has them, the
// members' photo gallery, a map of sightings (coarse for rare and threatened species), sightings by month,
// similar species and the members who photographed it most. Unknown species offer a member to propose it.
import { CATEGORY_FALLBACK } from '@common/constants/categories';
import {
  SPECIES_COVER_CLASS,
  SPECIES_MAIN_COLUMN_CLASS,
  SPECIES_PAGE_CLASS,
  speciesCoverSrcSet,
} from '@common/first-paint-species';
import { HERO_IMAGE_SIZES } from '@common/media-renditions';
import type { SpeciesPage as SpeciesPageData, SpeciesTaxonomy } from '@common/schemas/species-pages';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { SidePanel } from '../../components/SidePanel';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { ConservationBadge, ConservationCredit } from '../../features/conservation/ConservationBadge';
import { ProposeSpeciesDialog } from '../../features/custom-species/ProposeSpeciesDialog';
import { useCurrentLanguage } from '../../features/language/current-language';
import { TopPhotographers } from '../../features/profiles/TopPhotographers';
import { mediaPath } from '../../features/sightings/media-path';
import { SightingGallery } from '../../features/sightings/SightingGallery';
import { ApiError } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { MonthChart } from './MonthChart';
import { SpeciesMapWhenVisible } from './SpeciesMapWhenVisible';
import { useSpeciesGallery, useSpeciesPage } from './use-species-page';

/** The slug from the URL, or null when it cannot name a species (so no request is made). */
export function parseSpeciesSlug(raw: string | undefined): string | null {
  if (!raw || raw.length > 200 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw)) return null;
  return raw;
}

export default function SpeciesPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const slug = parseSpeciesSlug(useParams().slug);
  const query = useSpeciesPage(slug, language);
  usePageTitle(query.data ? (query.data.name ?? query.data.scientificName) : null);

  if (slug === null || (query.error instanceof ApiError && query.error.status === 404))
    return <SpeciesNotFound />;
  if (query.isPending) return <SpeciesSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p className="text-lg font-medium">{t('common.errorOccurred')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  return <SpeciesView species={query.data} language={language} />;
}

function SpeciesView({ species, language }: { species: SpeciesPageData; language: string }) {
  const { t } = useTranslation();
  const title = species.name ?? species.scientificName;
  return (
    <article className={SPECIES_PAGE_CLASS}>
      <div className={SPECIES_MAIN_COLUMN_CLASS}>
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{t(`categories.names.${species.category}`)}</Badge>
            {species.conservation && <ConservationBadge status={species.conservation.status} />}
            {species.source === 'community' && (
              <Badge variant="outline">{t('speciesPage.communitySpecies')}</Badge>
            )}
          </div>
          <h1
            className="text-3xl font-bold text-stone-900"
            lang={species.nameLang === 'la' ? undefined : species.nameLang}
          >
            {title}
          </h1>
          {species.name && <p className="text-lg italic text-stone-700">{species.scientificName}</p>}
          {species.otherNames.length > 0 && (
            <p className="text-sm text-stone-600">
              {t('speciesPage.alsoCalled', { names: species.otherNames.join(', ') })}
            </p>
          )}
          {species.englishName && species.nameLang !== 'en' && language !== 'en' && (
            <p className="text-sm text-stone-600" lang="en">
              {t('speciesPage.englishName', { name: species.englishName })}
            </p>
          )}
        </header>

        {species.coverImageUrl ? (
          <img
            src={mediaPath(species.coverImageUrl)}
            srcSet={speciesCoverSrcSet(species.coverImageUrl)}
            sizes={HERO_IMAGE_SIZES}
            alt={title}
            className={SPECIES_COVER_CLASS}
            fetchPriority="high"
          />
        ) : (
          <div
            className={`flex h-48 items-center justify-center rounded-xl bg-gradient-to-br text-6xl ${CATEGORY_FALLBACK[species.category].gradient}`}
            aria-hidden
          >
            {CATEGORY_FALLBACK[species.category].emoji}
          </div>
        )}

        <section className="grid gap-3" aria-labelledby="species-about">
          <h2 id="species-about" className="text-xl font-semibold text-stone-900">
            {t('speciesPage.about')}
          </h2>
          {species.description && (
            <p dir="auto" className="whitespace-pre-line leading-relaxed text-stone-800">
              {species.description}
            </p>
          )}
          <h3 className="font-semibold text-stone-900">{t('speciesPage.identification')}</h3>
          <p className="leading-relaxed text-stone-800">
            {species.identificationTips ?? taxonomySentence(t, species.taxonomy)}
          </p>
        </section>

        <section className="grid gap-3" aria-labelledby="species-gallery">
          <h2 id="species-gallery" className="text-xl font-semibold text-stone-900">
            {t('speciesPage.gallery')}
          </h2>
          <Gallery slug={species.slug} title={title} total={species.sightings} />
        </section>

        <section className="grid gap-3" aria-labelledby="species-map">
          <h2 id="species-map" className="text-xl font-semibold text-stone-900">
            {t('speciesPage.mapTitle')}
          </h2>
          <SpeciesMapWhenVisible slug={species.slug} />
        </section>
      </div>

      <aside className="grid content-start gap-6">
        {species.conservation && (
          <SidePanel id="species-status" title={t('speciesPage.conservationTitle')}>
            <ConservationBadge status={species.conservation.status} className="justify-self-start" />
            <ConservationCredit source={species.conservation.source} year={species.conservation.year} />
          </SidePanel>
        )}

        <SidePanel id="species-taxonomy" title={t('speciesPage.taxonomy')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {TAXONOMY_RANKS.map(([rank, key]) =>
              species.taxonomy[rank] ? (
                <div key={rank} className="contents">
                  <dt className="text-stone-600">{t(key)}</dt>
                  <dd className="text-stone-900">{species.taxonomy[rank]}</dd>
                </div>
              ) : null,
            )}
            <dt className="text-stone-600">{t('speciesPage.rank.species')}</dt>
            <dd className="italic text-stone-900">{species.scientificName}</dd>
          </dl>
          {species.gbifId !== null && (
            <a
              href={`https://www.gbif.org/species/${species.gbifId}`}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm text-brand-800 underline"
            >
              {t('speciesPage.gbifLink')}
            </a>
          )}
        </SidePanel>

        <SidePanel id="species-months" title={t('speciesPage.byMonthTitle')}>
          <p className="text-sm text-stone-700">
            {t('speciesPage.sightingsCount', {
              formatted: formatNumber(species.sightings, language),
            })}
          </p>
          {species.sightings > 0 && <MonthChart counts={species.byMonth} language={language} />}
        </SidePanel>

        {species.topPhotographers.length > 0 && (
          <SidePanel id="species-photographers" title={t('speciesPage.topPhotographers')}>
            <TopPhotographers people={species.topPhotographers} language={language} />
          </SidePanel>
        )}

        {species.similar.length > 0 && (
          <SidePanel id="species-similar" title={t('speciesPage.similar')}>
            <ul className="grid gap-2">
              {species.similar.map((s) => (
                <li key={s.slug} className="flex items-baseline justify-between gap-3">
                  <Link to={`/species/${s.slug}`} className="min-w-0 hover:underline">
                    <span className="block truncate font-medium text-stone-900">
                      {s.name ?? s.scientificName}
                    </span>
                    {s.name && (
                      <span className="block truncate text-xs italic text-stone-600">{s.scientificName}</span>
                    )}
                  </Link>
                  <span className="shrink-0 text-xs text-stone-600">
                    {s.relation === 'genus' ? t('speciesPage.sameGenus') : t('speciesPage.sameFamily')} ·{' '}
                    {t('speciesPage.sightingsCount', {
                      formatted: formatNumber(s.sightings, language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </SidePanel>
        )}
      </aside>
    </article>
  );
}

const TAXONOMY_RANKS = [
  ['kingdom', 'speciesPage.rank.kingdom'],
  ['phylum', 'speciesPage.rank.phylum'],
  ['taxonClass', 'speciesPage.rank.class'],
  ['taxonOrder', 'speciesPage.rank.order'],
  ['family', 'speciesPage.rank.family'],
  ['genus', 'speciesPage.rank.genus'],
] as const satisfies readonly (readonly [keyof SpeciesTaxonomy, string])[];

/** What the catalogue knows for certain, when it has no tips: where the species sits in the tree of life. */
function taxonomySentence(
  t: (key: string, options?: Record<string, unknown>) => string,
  taxonomy: SpeciesTaxonomy,
): string {
  if (taxonomy.family && taxonomy.taxonOrder)
    return t('speciesPage.taxonomyTip', { family: taxonomy.family, order: taxonomy.taxonOrder });
  if (taxonomy.family) return t('speciesPage.taxonomyTipFamily', { family: taxonomy.family });
  return t('speciesPage.noTips');
}

function Gallery({ slug, title, total }: { slug: string; title: string; total: number }) {
  const { t } = useTranslation();
  const gallery = useSpeciesGallery(slug);
  if (total === 0) return <p className="text-stone-600">{t('speciesPage.noSightings')}</p>;
  return <SightingGallery gallery={gallery} subject={title} empty={t('speciesPage.noSightings')} />;
}

function SpeciesNotFound() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  usePageTitle(t('speciesPage.notFoundTitle'));
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <SearchX className="size-12 text-stone-500" aria-hidden />
      <h1 className="text-2xl font-bold">{t('speciesPage.notFoundTitle')}</h1>
      <p className="text-stone-700">{t('speciesPage.notFoundDescription')}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">
        {user ? (
          <ProposeSpeciesDialog trigger={<Button>{t('customSpecies.propose')}</Button>} />
        ) : (
          <Button asChild>
            <Link to="/login">{t('customSpecies.signInToPropose')}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/explore">{t('speciesPage.backToExplore')}</Link>
        </Button>
      </div>
    </div>
  );
}

function SpeciesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8" aria-busy="true">
      <span className="sr-only">{t('speciesPage.loading')}</span>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-72 w-full rounded-xl" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
