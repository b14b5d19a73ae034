// "Today's Featured Photo" on the home page (spec section 2, the home text set): the photo the administrators
// chose for today (else the latest before), large, with its credit and a link to the sighting. It sits below the
// fold and is loaded with its code only as the visitor scrolls near it, so the first paint is unchanged; with
// nothing featured it shows nothing.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '../../components/ui/member-text';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { PhotoCredit } from '../sightings/PhotoCredit';
import { SightingImage } from '../sightings/SightingImage';
import { publicCuratedApi } from './api';
import { curatedKeys } from './keys';

export function FeaturedPhotoSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const featured = useQuery({
    queryKey: curatedKeys.featuredPhoto,
    queryFn: publicCuratedApi.featuredPhoto,
    // Chosen once a day: no need to ask again while the page is open.
    staleTime: 10 * 60 * 1000,
  });
  const photo = featured.data?.photo;
  if (!photo) return null;
  const s = photo.sighting;

  return (
    <section aria-labelledby="featured-photo-heading" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h2 id="featured-photo-heading" className="text-3xl font-bold">
        {t('featuredPhoto.heading')}
      </h2>
      <figure className="mt-6 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <Link to={`/sighting/${s.id}`} className="block bg-stone-900">
          <SightingImage
            sighting={s}
            sizes="(min-width: 1152px) 1120px, 100vw"
            className="mx-auto max-h-[70vh] w-full object-contain"
            fallbackClassName="aspect-[3/2] w-full"
          />
        </Link>
        <figcaption className="grid gap-1 p-4">
          <p className="text-lg font-semibold">
            <Link
              to={`/sighting/${s.id}`}
              dir="auto"
              className="text-stone-900 hover:text-brand-800 hover:underline"
            >
              {s.speciesName}
            </Link>
          </p>
          {photo.caption && (
            <p dir="auto" className="text-stone-700">
              {photo.caption}
            </p>
          )}
          {s.isCurated ? (
            <PhotoCredit sighting={s} className="text-sm" />
          ) : (
            <p className="text-sm">
              <Link to={`/profile/${s.userId}`} className="font-medium text-brand-800 hover:underline">
                {t('featuredPhoto.byName', { name: isolate(s.photographer) })}
              </Link>
            </p>
          )}
          <p className="text-xs text-stone-500">
            {t('featuredPhoto.featuredOn')}{' '}
            <time dateTime={photo.featureDate}>{formatDate(`${photo.featureDate}T12:00:00Z`, language)}</time>
          </p>
        </figcaption>
      </figure>
    </section>
  );
}
