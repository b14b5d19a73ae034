// A grid of sighting photos, each opening its sighting, paged with "Load more": the galleries of species and
// location pages. The caller passes its paged query and the words for its empty state.
import type { Sighting } from '@common/schemas/sightings';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import type { Page } from '../../lib/api';
import { mediaPath } from './media-path';

export function SightingGallery({
  gallery,
  empty,
  subject,
}: {
  gallery: UseInfiniteQueryResult<InfiniteData<Page<Sighting>>>;
  /** Shown when there is nothing to show. */
  empty: string;
  /** What every photo shows (a species page's species); else each sighting's own species. */
  subject?: string;
}) {
  const { t } = useTranslation();
  if (gallery.isPending) return <Skeleton className="h-40 w-full rounded-xl" />;
  if (gallery.isError) return <p className="text-stone-600">{t('speciesPage.galleryFailed')}</p>;
  const items = gallery.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="text-stone-600">{empty}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((s) => (
          <li key={s.id}>
            <GalleryItem
              sighting={s}
              title={subject ?? s.species?.commonName ?? s.speciesName}
              caption={subject ? s.photographer : s.speciesName}
            />
          </li>
        ))}
      </ul>
      {gallery.hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={gallery.isFetchingNextPage}
          onClick={() => void gallery.fetchNextPage()}
        >
          {gallery.isFetchingNextPage ? t('speciesPage.loadingMore') : t('speciesPage.loadMore')}
        </Button>
      )}
    </div>
  );
}

function GalleryItem({ sighting, title, caption }: { sighting: Sighting; title: string; caption: string }) {
  const { t } = useTranslation();
  const src =
    sighting.media?.smallUrl ?? sighting.media?.mediumUrl ?? sighting.media?.posterUrl ?? sighting.photoUrl;
  return (
    <Link
      to={`/sighting/${sighting.id}`}
      className="group block overflow-hidden rounded-lg border border-stone-200 bg-white"
    >
      {src ? (
        <img
          src={mediaPath(src)}
          alt={t('speciesPage.photoAlt', { species: title, photographer: sighting.photographer })}
          loading="lazy"
          className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
        />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-stone-100 text-sm text-stone-500">
          {t('speciesPage.noPhoto')}
        </div>
      )}
      <span dir="auto" className="block truncate px-2 py-1 text-xs text-stone-700">
        {caption}
      </span>
    </Link>
  );
}
