// /contests: this month's photo and video contests (enter, or go and vote), the rules they run by, next month's
// contests, and the past winners.
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { ContestCard } from '../../features/contests/ContestCard';
import { ContestRules } from '../../features/contests/ContestRules';
import { PastWinners } from '../../features/contests/PastWinners';
import { useContests } from '../../features/contests/use-contests';
import { errorMessage } from '../../lib/api';

export default function ContestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.pageTitle'));
  const list = useContests();

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Trophy className="size-4" aria-hidden />
          {t('contests.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('contests.pageTitle')}</h1>
        <p className="max-w-3xl text-stone-700">{t('contests.intro')}</p>
      </header>

      {list.isPending && (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-96 rounded-2xl" />
          <Skeleton className="h-96 rounded-2xl" />
        </div>
      )}
      {list.isError && (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-stone-700">
            {errorMessage(list.error, t('contests.loadFailed'))}
          </p>
          <Button variant="outline" onClick={() => list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {list.data && (
        <>
          <section aria-labelledby="contests-current" className="grid gap-4">
            <h2 id="contests-current" className="text-2xl font-semibold text-stone-900">
              {t('contests.current')}
            </h2>
            {list.data.current.length === 0 ? (
              <p className="text-stone-700">{t('contests.noCurrent')}</p>
            ) : (
              <div className="grid gap-6 md:grid-cols-2">
                {list.data.current.map((contest) => (
                  <ContestCard key={contest.id} contest={contest} viewer={list.data.viewer} />
                ))}
              </div>
            )}
          </section>

          <ContestRules fee={list.data.viewer.fee} />

          {list.data.upcoming.length > 0 && (
            <section aria-labelledby="contests-upcoming" className="grid gap-4">
              <h2 id="contests-upcoming" className="text-2xl font-semibold text-stone-900">
                {t('contests.upcoming')}
              </h2>
              <div className="grid gap-6 md:grid-cols-2">
                {list.data.upcoming.map((contest) => (
                  <ContestCard key={contest.id} contest={contest} viewer={list.data.viewer} />
                ))}
              </div>
            </section>
          )}

          <section aria-labelledby="contests-past" className="grid gap-4">
            <h2 id="contests-past" className="text-2xl font-semibold text-stone-900">
              {t('contests.past.heading')}
            </h2>
            <PastWinners contests={list.data.past} />
          </section>
        </>
      )}
    </div>
  );
}
