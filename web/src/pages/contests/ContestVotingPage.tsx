// /contest-voting (?contest=<id>): the entries of a contest in its voting stage, in an order of the voter's own
// with the counts hidden until voting ends, each with its vote toggle (disabled with the reason when the member
// may not vote for it). Without ?contest, the contests voting now.
import type { ContestSummary } from '@common/schemas/contests';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { ContestCalendar, ContestStatusBadge } from '../../features/contests/ContestCard';
import { contestTitle } from '../../features/contests/contest-text';
import { EntryMedia } from '../../features/contests/EntryMedia';
import { useContest, useContests } from '../../features/contests/use-contests';
import { VoteButton } from '../../features/contests/VoteButton';
import { useCurrentLanguage } from '../../features/language/current-language';
import { errorMessage } from '../../lib/api';

function idFrom(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export default function ContestVotingPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.voting.pageTitle'));
  const [params, setParams] = useSearchParams();
  const chosen = idFrom(params.get('contest'));
  const list = useContests();
  const voting = (list.data?.current ?? []).filter((c) => c.status === 'voting');
  const contestId = chosen ?? voting[0]?.id ?? null;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('contests.voting.pageTitle')}</h1>
        <p className="max-w-3xl text-stone-700">{t('contests.voting.intro')}</p>
      </header>
      {voting.length > 1 && (
        <div role="tablist" aria-label={t('contests.voting.choose')} className="flex flex-wrap gap-2">
          {voting.map((c) => (
            <VotingTab
              key={c.id}
              contest={c}
              selected={c.id === contestId}
              onSelect={() => setParams({ contest: String(c.id) })}
            />
          ))}
        </div>
      )}
      {contestId === null ? (
        list.isPending ? (
          <Skeleton className="h-64 rounded-2xl" />
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-stone-700">{t('contests.voting.none')}</p>
            <Button asChild variant="outline">
              <Link to="/contests">{t('contests.voting.toContests')}</Link>
            </Button>
          </div>
        )
      ) : (
        <Ballot contestId={contestId} />
      )}
    </div>
  );
}

function VotingTab({
  contest,
  selected,
  onSelect,
}: {
  contest: ContestSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Button
      role="tab"
      aria-selected={selected}
      variant={selected ? 'default' : 'outline'}
      size="sm"
      onClick={onSelect}
    >
      {contestTitle(t, contest, language)}
    </Button>
  );
}

function Ballot({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const detail = useContest(contestId);
  if (detail.isPending) return <Skeleton className="h-64 rounded-2xl" />;
  if (detail.isError)
    return (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-stone-700">
          {errorMessage(detail.error, t('contests.loadFailed'))}
        </p>
        <Button variant="outline" onClick={() => detail.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  const { contest, viewer, entries } = detail.data;
  const refusal = viewer.voteRefusal;
  return (
    <section aria-labelledby="ballot-title" className="grid gap-5">
      <div className="grid gap-3 rounded-xl bg-stone-50 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="ballot-title" className="text-2xl font-semibold text-stone-900">
            {contestTitle(t, contest, language)}
          </h2>
          <ContestStatusBadge status={contest.status} />
        </div>
        <ContestCalendar contest={contest} />
        {contest.status === 'voting' ? (
          <p className="flex items-start gap-2 text-sm text-stone-800">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('contests.voting.hidden')}
          </p>
        ) : (
          <p className="text-sm text-stone-800">
            {contest.status === 'open' || contest.status === 'upcoming'
              ? t('contests.voting.notYet')
              : t('contests.voting.ended')}
          </p>
        )}
        {contest.status === 'voting' && refusal && refusal !== 'closed' && (
          <p role="status" className="text-sm font-medium text-stone-900">
            {t(`contests.vote.reasons.${refusal}`)}{' '}
            {refusal === 'signed_out' && (
              <Link
                to={`/login?returnUrl=${encodeURIComponent(`/contest-voting?contest=${contest.id}`)}`}
                className="text-brand-800 underline"
              >
                {t('contests.voting.signIn')}
              </Link>
            )}
          </p>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="text-stone-700">{t('contests.voting.noEntries')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid content-start overflow-hidden rounded-xl border border-stone-200 bg-white"
            >
              <EntryMedia entry={entry} />
              <div className="grid gap-2 p-3">
                <Link
                  to={`/sighting/${entry.sightingId}`}
                  dir="auto"
                  className="font-semibold text-stone-900 hover:underline"
                >
                  {entry.speciesName}
                </Link>
                <Link
                  to={`/profile/${entry.photographer.id}`}
                  dir="auto"
                  className="text-sm text-stone-700 hover:underline"
                >
                  {entry.photographer.username}
                </Link>
                {entry.entryDescription && (
                  <p dir="auto" className="text-sm text-stone-700">
                    {entry.entryDescription}
                  </p>
                )}
                <div className="flex flex-wrap items-end justify-between gap-2">
                  <VoteButton
                    contestId={contest.id}
                    entry={entry}
                    status={contest.status}
                    voteRefusal={refusal}
                  />
                  {entry.votes !== null && (
                    <span className="text-sm text-stone-700">
                      {t('contests.voting.votes', { count: entry.votes })}
                    </span>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
