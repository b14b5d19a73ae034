// /social-media-promo: the member spotlight. How WildLens features members' photos (the home page's photo of the
// day and the site's social accounts), always credited, and only for members who opted in (users.spotlightOptIn,
// the switch on the edit-profile page); examples from the latest featured photos; making one's own Instagram post.
import type { FeaturedPhoto } from '@common/schemas/curated';
import { useQuery } from '@tanstack/react-query';
import { Camera, Check, Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { InstagramIcon } from '../../components/ui/InstagramIcon';
import { isolate } from '../../components/ui/member-text';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { publicCuratedApi } from '../../features/curated/api';
import { curatedKeys } from '../../features/curated/keys';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useOwnProfile } from '../../features/profiles/use-profile';
import { SightingImage } from '../../features/sightings/SightingImage';
import { formatDate } from '../../lib/format';

const EXAMPLES = 6;
const STEPS = ['optIn', 'share', 'pick', 'credit'] as const;

function creditOf(photo: FeaturedPhoto): string {
  const s = photo.sighting;
  return s.isCurated && s.originalPhotographerCredit ? s.originalPhotographerCredit : s.photographer;
}

function Examples() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const examples = useQuery({
    queryKey: curatedKeys.recentFeatured(EXAMPLES),
    queryFn: () => publicCuratedApi.recentFeatured(EXAMPLES),
    staleTime: 10 * 60 * 1000,
  });
  const items = examples.data ?? [];
  if (items.length === 0) return <p className="text-stone-600">{t('spotlight.examples.none')}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((photo) => (
        <li key={photo.id} className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
          <Link to={`/sighting/${photo.sighting.id}`} className="block aspect-square bg-stone-200">
            <SightingImage
              sighting={photo.sighting}
              square={400}
              sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
              className="size-full object-cover"
              fallbackClassName="size-full"
            />
          </Link>
          <div className="grid gap-0.5 p-3">
            <p dir="auto" className="font-semibold text-stone-900">
              {photo.sighting.speciesName}
            </p>
            <p className="text-sm text-stone-700">
              {t('spotlight.examples.credit', { name: isolate(creditOf(photo)) })}
            </p>
            <p className="text-xs text-stone-500">
              <time dateTime={photo.featureDate}>
                {formatDate(`${photo.featureDate}T12:00:00Z`, language)}
              </time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in member's own choice, with the way to change it. */
function YourChoice() {
  const { t } = useTranslation();
  const profile = useOwnProfile();
  if (!profile.data) return null;
  return (
    <p className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-stone-800" role="status">
      {profile.data.spotlightOptIn ? t('spotlight.you.in') : t('spotlight.you.out')}{' '}
      <Link to="/profile" className="font-medium text-brand-800 hover:underline">
        {t('spotlight.you.change')}
      </Link>
    </p>
  );
}

export default function SocialMediaPromoPage() {
  const { t } = useTranslation();
  usePageTitle(t('spotlight.title'));
  const { isAuthenticated } = useCurrentUser();

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10">
      <header className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <InstagramIcon className="size-4" aria-hidden />
          {t('spotlight.kicker')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900 sm:text-4xl">{t('spotlight.title')}</h1>
        <p className="max-w-3xl text-lg text-stone-700">{t('spotlight.intro')}</p>
        {isAuthenticated ? (
          <YourChoice />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/register">{t('spotlight.join')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={`/login?returnUrl=${encodeURIComponent('/social-media-promo')}`}>
                {t('spotlight.signIn')}
              </Link>
            </Button>
          </div>
        )}
      </header>

      <section aria-labelledby="spotlight-how" className="grid gap-4">
        <h2 id="spotlight-how" className="text-2xl font-bold text-stone-900">
          {t('spotlight.how.title')}
        </h2>
        <ol className="grid gap-3 sm:grid-cols-2">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div className="grid gap-1">
                <h3 className="font-semibold text-stone-900">{t(`spotlight.how.${step}.title`)}</h3>
                <p className="text-sm text-stone-700">{t(`spotlight.how.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="spotlight-consent"
        className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-5"
      >
        <h2 id="spotlight-consent" className="text-2xl font-bold text-stone-900">
          {t('spotlight.consent.title')}
        </h2>
        <ul className="grid gap-2">
          {(['optIn', 'credit', 'place', 'withdraw'] as const).map((point) => (
            <li key={point} className="flex gap-2 text-stone-800">
              <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden />
              <span>{t(`spotlight.consent.${point}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="spotlight-examples" className="grid gap-4">
        <h2 id="spotlight-examples" className="flex items-center gap-2 text-2xl font-bold text-stone-900">
          <Heart className="size-5 text-brand-700" aria-hidden />
          {t('spotlight.examples.title')}
        </h2>
        <Examples />
      </section>

      <section
        aria-labelledby="spotlight-share"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="spotlight-share" className="flex items-center gap-2 text-2xl font-bold text-stone-900">
          <Camera className="size-5 text-brand-700" aria-hidden />
          {t('spotlight.share.title')}
        </h2>
        <p className="text-stone-700">{t('spotlight.share.text')}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <Link to="/instagram-post">{t('spotlight.share.button')}</Link>
        </Button>
      </section>
    </div>
  );
}
