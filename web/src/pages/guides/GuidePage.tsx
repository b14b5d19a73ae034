// /location-guides/:id: a guide. Everyone sees the preview (place, price, category, difficulty, season, key
// species linked to their species pages, the preview image and a short excerpt) and a small map (loaded lazily).
// Buyers, the author and everyone for a free guide read the whole guide (Markdown, equipment, tips); others get
// the buy button. Ratings and reviews below, and the rate form for those allowed.

import { MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { GuideMap } from '../../features/guides/GuideMap';
import { GuideRatings } from '../../features/guides/GuideRatings';
import { guidePrice, speciesLabel } from '../../features/guides/guide-text';
import { useBuyGuide, useGuide, useSetGuidePublished } from '../../features/guides/use-guides';
import { useCurrentLanguage } from '../../features/language/current-language';
import { errorMessage } from '../../lib/api';

const GuideMarkdown = lazy(() => import('../../features/guides/GuideMarkdown'));

export default function GuidePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useGuide(valid ? id : null);
  const { user } = useCurrentUser();
  const buy = useBuyGuide(id);
  const publish = useSetGuidePublished(id);
  usePageTitle(detail.data?.guide.title ?? t('pages.locationGuides.title'));

  if (!valid || detail.isError)
    return (
      <div className="mx-auto grid max-w-3xl gap-3 px-4 py-8">
        <h1 role="alert" className="text-2xl font-bold text-stone-900">
          {errorMessage(detail.error, t('guides.notFound'))}
        </h1>
        <Link to="/location-guides" className="underline">
          {t('guides.back')}
        </Link>
      </div>
    );
  if (!detail.data)
    return (
      <div className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-32 rounded-2xl" />
      </div>
    );
  const { guide, full, viewer } = detail.data;
  // Named by the server in the reader's language; an older answer without names links the page names.
  const species =
    detail.data.species ?? guide.keySpecies.map((slug) => ({ slug, name: null, scientificName: null }));
  const returnedFromPayment = search.has('payment') && !viewer.hasPurchased && !viewer.isAuthor;

  return (
    <article className="mx-auto grid max-w-3xl min-w-0 gap-6 px-4 py-8">
      <Link to="/location-guides" className="text-sm underline">
        {t('guides.back')}
      </Link>
      {guide.previewImage && (
        <img src={guide.previewImage} alt="" className="aspect-[16/9] w-full rounded-2xl object-cover" />
      )}
      <header className="grid min-w-0 gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{t(`guides.category.${guide.category}`)}</Badge>
          <Badge variant="outline">{t(`guides.difficulty.${guide.difficulty}`)}</Badge>
          <Badge variant="outline">{t(`guides.season.${guide.bestSeason}`)}</Badge>
          {guide.status !== 'published' && (
            <Badge variant="outline">{t(`guides.status.${guide.status}`)}</Badge>
          )}
        </div>
        <h1 className="break-words text-3xl font-bold text-stone-900">{guide.title}</h1>
        <p className="inline-flex min-w-0 items-center gap-1 text-stone-700">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="break-words">{guide.location}</span>
        </p>
        <p className="text-sm text-stone-600">
          {t('guides.by')} <bdi>{guide.author.username}</bdi> ·{' '}
          {guide.totalRatings > 0
            ? t('guides.ratingSummary', { rating: guide.rating.toFixed(1), total: guide.totalRatings })
            : t('guides.noRatings')}
        </p>
        <p className="text-xl font-semibold text-stone-900">{guidePrice(guide, language, t)}</p>
      </header>

      <p className="whitespace-pre-line break-words text-stone-800">{guide.description}</p>

      {species.length > 0 && (
        <section aria-labelledby="guide-species" className="grid gap-2">
          <h2 id="guide-species" className="text-lg font-semibold">
            {t('guides.fields.keySpecies')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {species.map((s) => (
              <li key={s.slug} className="min-w-0 max-w-full">
                <Link
                  to={`/species/${s.slug}`}
                  className="inline-block max-w-full break-words rounded-full bg-stone-100 px-3 py-1 text-sm underline"
                >
                  <bdi>{speciesLabel(s)}</bdi>
                  {s.name && s.scientificName && (
                    <span className="ms-1 text-stone-600 italic">
                      <bdi>{s.scientificName}</bdi>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <GuideMap latitude={guide.latitude} longitude={guide.longitude} />

      {viewer.isAuthor && (
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/create-guide?edit=${guide.id}`}>{t('guides.edit')}</Link>
          </Button>
          {guide.status !== 'hidden' && (
            <Button
              variant="outline"
              disabled={publish.isPending}
              onClick={() => publish.mutate(guide.status !== 'published')}
            >
              {guide.status === 'published' ? t('guides.unpublish') : t('guides.publish')}
            </Button>
          )}
        </div>
      )}

      {full ? (
        <section aria-labelledby="guide-content" className="grid min-w-0 gap-4">
          <h2 id="guide-content" className="sr-only">
            {t('guides.fields.content')}
          </h2>
          <Suspense fallback={<Skeleton className="h-40" />}>
            <GuideMarkdown text={full.content} />
          </Suspense>
          {full.equipment.length > 0 && (
            <div>
              <h2 className="text-lg font-semibold">{t('guides.fields.equipment')}</h2>
              <ul className="mt-2 list-disc ps-6">
                {full.equipment.map((item, i) => (
                  <li key={`${i}-${item}`} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {full.tips.length > 0 && (
            <div>
              <h2 className="text-lg font-semibold">{t('guides.fields.tips')}</h2>
              <ul className="mt-2 list-disc ps-6">
                {full.tips.map((item, i) => (
                  <li key={`${i}-${item}`} className="break-words">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      ) : (
        <section className="grid gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4">
          <p className="text-stone-800">{t('guides.previewOnly')}</p>
          {returnedFromPayment && <p className="text-sm text-stone-700">{t('guides.paymentPending')}</p>}
          {viewer.canBuy &&
            (user ? (
              <Button
                className="justify-self-start"
                disabled={buy.isPending}
                onClick={() => buy.mutate('card')}
              >
                {t('guides.buy', { price: guidePrice(guide, language, t) })}
              </Button>
            ) : (
              <Button asChild className="justify-self-start">
                <Link to={`/login?next=${encodeURIComponent(`/location-guides/${guide.id}`)}`}>
                  {t('guides.signInToBuy')}
                </Link>
              </Button>
            ))}
          {buy.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(buy.error, t('guides.buyFailed'))}
            </p>
          )}
        </section>
      )}

      <GuideRatings detail={detail.data} />
    </article>
  );
}
