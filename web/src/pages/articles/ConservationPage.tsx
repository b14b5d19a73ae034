// /conservation: the conservation articles, a handful of Critically Endangered and Endangered species of the
// catalogue (GET /api/conservation/threatened-species, linked to their species pages), and what members can do:
// report accurately, keep sensitive places private, and share research-grade records with GBIF (the Darwin Core
// Archive at /api/exports/dwca).
import { ARTICLE_PAGE_FILTERS } from '@common/constants/article-lists';
import { Database, HeartHandshake, Leaf, MapPinOff, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { ArticleGrid } from '../../features/articles/ArticleGrid';
import { ArticleListHeader } from '../../features/articles/ArticleListHeader';
import { useArticles, useThreatenedSpecies } from '../../features/articles/use-articles';
import { ConservationBadge } from '../../features/conservation/ConservationBadge';

function Action({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <span className="h-fit rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div className="text-sm text-stone-700">{children}</div>
      </div>
    </li>
  );
}

export default function ConservationPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.conservation.title'));
  const list = useArticles(ARTICLE_PAGE_FILTERS.conservation);
  const threatened = useThreatenedSpecies();
  const species = threatened.data?.species ?? [];

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8">
      <ArticleListHeader
        icon={Leaf}
        eyebrow={t('articles.conservation.eyebrow')}
        title={t('pages.conservation.title')}
        intro={t('articles.conservation.intro')}
      />

      <section aria-labelledby="conservation-articles" className="grid gap-4">
        <h2 id="conservation-articles" className="text-2xl font-semibold text-stone-900">
          {t('articles.conservation.articles')}
        </h2>
        <ArticleGrid list={list} headingLevel={3} />
      </section>

      <section aria-labelledby="threatened-species" className="grid gap-4">
        <div className="grid gap-1">
          <h2 id="threatened-species" className="text-2xl font-semibold text-stone-900">
            {t('articles.conservation.threatened')}
          </h2>
          <p className="text-stone-700">{t('articles.conservation.threatenedIntro')}</p>
        </div>
        {threatened.isPending ? (
          <Skeleton className="h-32 rounded-2xl" />
        ) : species.length === 0 ? (
          <p className="rounded-xl bg-stone-50 p-4 text-stone-700">
            {t('articles.conservation.noThreatened')}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {species.map((s) => (
              <li key={s.slug} className="grid gap-2 rounded-2xl border border-stone-200 bg-white p-4">
                <Link to={`/species/${s.slug}`} className="grid gap-0.5 hover:underline">
                  <span className="font-semibold text-stone-900">{s.commonName ?? s.scientificName}</span>
                  <span className="text-sm italic text-stone-600">{s.scientificName}</span>
                </Link>
                <ConservationBadge status={s.status} className="justify-self-start" />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">
          <Link to="/rare-tracker" className="underline">
            {t('articles.conservation.rareTracker')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="members-can-do" className="grid gap-4">
        <h2 id="members-can-do" className="text-2xl font-semibold text-stone-900">
          {t('articles.conservation.canDo')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          <Action
            icon={<Target className="size-5" aria-hidden />}
            title={t('articles.conservation.accurateTitle')}
          >
            <p>{t('articles.conservation.accurate')}</p>
            <Link to="/upload" className="mt-1 inline-block underline">
              {t('articles.conservation.accurateLink')}
            </Link>
          </Action>
          <Action
            icon={<MapPinOff className="size-5" aria-hidden />}
            title={t('articles.conservation.privacyTitle')}
          >
            <p>{t('articles.conservation.privacy')}</p>
          </Action>
          <Action
            icon={<Database className="size-5" aria-hidden />}
            title={t('articles.conservation.gbifTitle')}
          >
            <p>{t('articles.conservation.gbif')}</p>
            {/* A file download from the API, not a page of the app. */}
            <a href="/api/exports/dwca" download className="mt-1 inline-block underline">
              {t('articles.conservation.gbifLink')}
            </a>
          </Action>
          <Action
            icon={<HeartHandshake className="size-5" aria-hidden />}
            title={t('articles.conservation.supportTitle')}
          >
            <p>{t('articles.conservation.support')}</p>
            <Link to="/resources" className="mt-1 inline-block underline">
              {t('pages.resources.title')}
            </Link>
          </Action>
        </ul>
      </section>
    </div>
  );
}
