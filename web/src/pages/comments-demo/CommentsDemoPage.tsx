// /comments-demo: how discussion works on WildLens, shown on a real thread: the public sighting with the most
// comments (GET /api/comments/showcase). Visitors read it with the invitation to join; members take part.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Spinner } from '../../components/ui/Spinner';
import { SightingImage } from '../../features/sightings/SightingImage';
import { useSighting } from '../../features/sightings/use-sighting';
import { ApiError } from '../../lib/api';

const CommentsPanel = lazy(() =>
  import('../../features/comments/CommentsPanel').then((m) => ({ default: m.CommentsPanel })),
);

const RULES = ['comment', 'reply', 'like', 'respect', 'flag'] as const;

function ShowcaseThread({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const sighting = useSighting(sightingId);
  if (sighting.isPending) return <Spinner />;
  if (!sighting.data) return null;
  const s = sighting.data;
  return (
    <div className="grid gap-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-4">
        <SightingImage sighting={s} sizes="96px" square={96} className="size-24 rounded-lg object-cover" />
        <div className="min-w-0">
          <p className="text-sm text-stone-600">{t('commentsDemo.threadOn')}</p>
          <h2 className="text-xl font-semibold text-stone-900">
            <Link to={`/sighting/${s.id}`} className="hover:underline">
              {s.speciesName}
            </Link>
          </h2>
          <p className="text-sm text-stone-700">
            {t('commentsDemo.by')}{' '}
            <Link to={`/profile/${s.user.id}`} className="font-medium text-brand-800 hover:underline">
              {s.user.username}
            </Link>
          </p>
        </div>
      </div>
      <Suspense fallback={<Spinner />}>
        <CommentsPanel sightingId={s.id} headingLevel="h2" />
      </Suspense>
    </div>
  );
}

export default function CommentsDemoPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.commentsDemo.title'));
  const showcase = useQuery<{ sightingId: number }>({ queryKey: ['/api/comments/showcase'], retry: false });
  const none = showcase.error instanceof ApiError && showcase.error.status === 404;
  return (
    <section className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.commentsDemo.title')}</h1>
        <p className="mt-3 text-lg text-stone-700">{t('commentsDemo.intro')}</p>
      </div>
      <section aria-labelledby="how-discussion-works" className="rounded-xl bg-brand-50 p-5">
        <h2 id="how-discussion-works" className="text-lg font-semibold text-stone-900">
          {t('commentsDemo.howTitle')}
        </h2>
        <ul className="mt-3 grid list-disc gap-2 ps-5 text-stone-800">
          {RULES.map((rule) => (
            <li key={rule}>{t(`commentsDemo.rules.${rule}`)}</li>
          ))}
        </ul>
      </section>
      {showcase.isPending ? <Spinner /> : null}
      {showcase.data ? <ShowcaseThread sightingId={showcase.data.sightingId} /> : null}
      {none ? (
        <p className="rounded-lg bg-stone-50 p-4 text-stone-700">
          {t('commentsDemo.none')}{' '}
          <Link to="/explore" className="font-medium text-brand-800 hover:underline">
            {t('commentsDemo.explore')}
          </Link>
        </p>
      ) : null}
      {showcase.isError && !none ? (
        <p role="alert" className="text-red-700">
          {t('commentsDemo.loadError')}
        </p>
      ) : null}
    </section>
  );
}
