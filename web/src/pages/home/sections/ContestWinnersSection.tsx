// October's contest winners, the prizes, and the call to enter November's contests. Fixed content (spec
// section 2), so its pictures are bundled with the web app (made by scripts/make-contest-images.ts from the
// licensed demo photos) and show whether or not the demo content was seeded; their credits, which the licences
// require, stay on the cards. The video card links to the fixed VIDEO_WINNER_SIGHTING_ID whether or not the
// demo was seeded (spec section 2: "links to a fixed sighting id"): the demo seed puts the winning video there;
// on a site without it the sighting page answers "not found", like any missing sighting.
// Once a monthly contest has been decided (GET /api/contests/winners/latest, embedded in the page), its real
// winners take the fixed October cards' place and the call to enter names the current month.
import { VIDEO_WINNER_SIGHTING_ID } from '@common/constants/contest';
import {
  Award,
  Calendar,
  Camera,
  Crown,
  type LucideIcon,
  Megaphone,
  Newspaper,
  Play,
  Sparkles,
  Trophy,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { LatestWinnerCards, useLatestWinnerTexts } from '../../../features/contests/LatestWinners';
import { useLatestWinners } from '../../../features/contests/use-contests';
import dolphin480 from './contest/dolphin-480.webp';
import dolphin800 from './contest/dolphin-800.webp';
import dolphin1024 from './contest/dolphin-1024.webp';
import polarBear480 from './contest/polar-bear-480.webp';
import polarBear800 from './contest/polar-bear-800.webp';
import polarBear1024 from './contest/polar-bear-1024.webp';

/** 4:3 pictures in three widths; a card is the full column on phones and half of max-w-6xl from md up. */
const PICTURE = {
  width: 1024,
  height: 768,
  sizes: '(min-width: 1152px) 548px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 2rem)',
};
const POLAR_BEAR_SRCSET = `${polarBear480} 480w, ${polarBear800} 800w, ${polarBear1024} 1024w`;
const DOLPHIN_SRCSET = `${dolphin480} 480w, ${dolphin800} 800w, ${dolphin1024} 1024w`;

const PRIZES: { key: string; icon: LucideIcon }[] = [
  { key: 'cash', icon: Award },
  { key: 'newsletter', icon: Newspaper },
  { key: 'social', icon: Megaphone },
  { key: 'premium', icon: Sparkles },
  { key: 'calendar', icon: Calendar },
];

export function ContestWinnersSection() {
  const { t } = useTranslation();
  const latest = useLatestWinners();
  const winners = latest.data?.winners ?? [];
  const real = useLatestWinnerTexts(winners);
  return (
    <section aria-labelledby="contest-winners-heading" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="text-center">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Trophy className="size-4" aria-hidden />
          {t('home.contest.eyebrow')}
        </p>
        <h2 id="contest-winners-heading" className="mt-2 text-3xl font-bold">
          {real ? real.heading : t('home.contest.heading')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">
          {real ? real.subtitle : t('home.contest.subtitle')}
        </p>
      </div>

      {real ? (
        <LatestWinnerCards winners={winners} sizes={PICTURE.sizes} />
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
          <WinnerCard
            badge={t('home.contest.photoWinner')}
            badgeIcon={Camera}
            title={t('home.contest.photo.species')}
            place={t('home.contest.photo.place')}
            credit={t('home.contest.photo.credit')}
            image={
              <img
                src={polarBear800}
                srcSet={POLAR_BEAR_SRCSET}
                sizes={PICTURE.sizes}
                alt={t('home.contest.photo.alt')}
                width={PICTURE.width}
                height={PICTURE.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            }
          />
          <Link
            to={`/sighting/${VIDEO_WINNER_SIGHTING_ID}`}
            aria-label={t('home.contest.video.open', { species: t('home.contest.video.species') })}
            className="block rounded-2xl transition-shadow hover:shadow-lg"
          >
            <WinnerCard
              badge={t('home.contest.videoWinner')}
              badgeIcon={Crown}
              title={t('home.contest.video.species')}
              place={t('home.contest.video.place')}
              credit={t('home.contest.video.credit')}
              image={
                <div className="relative">
                  <img
                    src={dolphin800}
                    srcSet={DOLPHIN_SRCSET}
                    sizes={PICTURE.sizes}
                    alt={t('home.contest.video.alt')}
                    width={PICTURE.width}
                    height={PICTURE.height}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <span className="absolute inset-0 flex items-center justify-center" aria-hidden>
                    <span className="flex size-16 items-center justify-center rounded-full bg-black/60 text-white">
                      <Play className="size-8 fill-white" />
                    </span>
                  </span>
                </div>
              }
            />
          </Link>
        </div>
      )}

      <div className="mt-8 grid grid-cols-1 gap-6 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 md:grid-cols-2 md:p-8">
        <div>
          <h3 className="text-xl font-semibold">{t('home.contest.prizesHeading')}</h3>
          <ul className="mt-4 grid gap-3">
            {PRIZES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-center gap-3 text-stone-800">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
                  <Icon className="size-4" aria-hidden />
                </span>
                {t(`home.contest.prizes.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-white p-6 text-center ring-1 ring-brand-100">
          <h3 className="text-xl font-semibold">{real ? real.nextHeading : t('home.contest.nextHeading')}</h3>
          <p className="mt-2 text-stone-700">{t('home.contest.nextDescription')}</p>
          <Button asChild size="lg" className="mt-5 self-center">
            <Link to="/contests">
              <Trophy aria-hidden />
              {real ? real.enter : t('home.contest.enter')}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

interface WinnerCardProps {
  badge: string;
  badgeIcon: LucideIcon;
  title: string;
  place: string;
  credit: string;
  image: ReactNode;
}

function WinnerCard({ badge, badgeIcon: BadgeIcon, title, place, credit, image }: WinnerCardProps) {
  return (
    <article className="h-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {image}
      <div className="p-5">
        <Badge variant="accent">
          <BadgeIcon aria-hidden />
          {badge}
        </Badge>
        <h3 className="mt-3 text-xl font-semibold text-stone-900">{title}</h3>
        <p className="text-sm text-stone-700">{place}</p>
        <p className="mt-2 text-xs text-stone-600">{credit}</p>
      </div>
    </article>
  );
}
