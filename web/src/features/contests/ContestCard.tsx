// One current or upcoming contest on /contests: its title, stage, calendar (UTC), fee, prizes and entry count,
// and what the reader can do now: enter (the entry form), vote (the voting page), or wait for the result; with
// the member's own entries and their payment.
import type { ContestStatus, ContestSummary, ContestViewer } from '@common/schemas/contests';
import { Camera, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { useCurrentLanguage } from '../language/current-language';
import { formatMoney } from '../plans/money';
import { contestDay, contestTitle, lastEntryDay, lastJudgingDay, lastVotingDay } from './contest-text';
import { EntryForm } from './EntryForm';
import { MyEntries } from './MyEntries';
import { PrizeList } from './PrizeList';
import { useContest } from './use-contests';

const STATUS_VARIANT: Record<ContestStatus, 'default' | 'accent' | 'outline'> = {
  upcoming: 'outline',
  open: 'accent',
  voting: 'accent',
  judging: 'default',
  completed: 'default',
  cancelled: 'outline',
};

export function ContestStatusBadge({ status }: { status: ContestStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`contests.status.${status}`)}</Badge>;
}

export function ContestCalendar({ contest }: { contest: ContestSummary }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const day = (value: string | Date) => contestDay(value, language);
  return (
    <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-3">
      <dt className="font-medium text-stone-900">{t('contests.calendar.entries')}</dt>
      <dd>
        {t('contests.calendar.range', { from: day(contest.startDate), to: day(lastEntryDay(contest)) })}
      </dd>
      <dt className="font-medium text-stone-900">{t('contests.calendar.voting')}</dt>
      <dd>
        {t('contests.calendar.range', {
          from: day(contest.votingStartDate),
          to: day(lastVotingDay(contest)),
        })}
      </dd>
      <dt className="font-medium text-stone-900">{t('contests.calendar.judging')}</dt>
      <dd>{t('contests.calendar.until', { date: day(lastJudgingDay(contest)) })}</dd>
    </dl>
  );
}

export function ContestCard({ contest, viewer }: { contest: ContestSummary; viewer: ContestViewer }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const live = contest.status === 'open' || contest.status === 'voting' || contest.status === 'judging';
  const detail = useContest(live && viewer.signedIn ? contest.id : null);
  const [entering, setEntering] = useState(false);
  const Icon = contest.mediaType === 'video' ? Video : Camera;
  const title = contestTitle(t, contest, language);
  const noPayment = !viewer.premium && !viewer.cardSupported && !viewer.paypalSupported;
  const refusal = detail.data?.viewer.entryRefusal ?? null;

  return (
    <article
      aria-labelledby={`contest-${contest.id}`}
      className="grid content-start gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={`contest-${contest.id}`}
          className="flex items-center gap-2 text-xl font-semibold text-stone-900"
        >
          <Icon className="size-5 text-brand-700" aria-hidden />
          <span dir={contest.titleIsDefault ? undefined : 'auto'}>{title}</span>
        </h3>
        <ContestStatusBadge status={contest.status} />
      </header>
      <p dir={contest.description ? 'auto' : undefined} className="text-stone-700">
        {contest.description ??
          (contest.mediaType === 'video' ? t('contests.description.video') : t('contests.description.photo'))}
      </p>
      <ContestCalendar contest={contest} />
      <div className="grid gap-1 text-sm">
        <p className="font-medium text-stone-900">
          {viewer.premium
            ? t('contests.fee.premium')
            : t('contests.fee.amount', { fee: formatMoney(viewer.fee, language) })}
        </p>
        {noPayment && <p className="text-stone-700">{t('contests.fee.unavailable')}</p>}
        <p className="text-stone-700">
          {contest.maxParticipants === null
            ? t('contests.entryCount', { count: contest.totalEntries })
            : t('contests.entryCountLimited', { count: contest.totalEntries, max: contest.maxParticipants })}
        </p>
      </div>
      <PrizeList prizes={contest.prizes} />
      {contest.rules && (
        <div className="grid gap-1">
          <h4 className="text-sm font-medium text-stone-900">{t('contests.rules.extra')}</h4>
          <p dir="auto" className="whitespace-pre-line text-sm text-stone-700">
            {contest.rules}
          </p>
        </div>
      )}

      {contest.status === 'open' && !viewer.signedIn && (
        <Button asChild className="justify-self-start">
          <Link to={`/login?returnUrl=${encodeURIComponent('/contests')}`}>{t('contests.enter.signIn')}</Link>
        </Button>
      )}
      {contest.status === 'open' &&
        detail.data &&
        !entering &&
        (detail.data.viewer.canEnter ? (
          <Button className="justify-self-start" onClick={() => setEntering(true)}>
            {t('contests.enter.open')}
          </Button>
        ) : (
          refusal &&
          refusal !== 'signed_out' &&
          refusal !== 'closed' && (
            <p className="text-sm text-stone-700">{t(`contests.enter.refusals.${refusal}`)}</p>
          )
        ))}
      {entering && detail.data && <EntryForm detail={detail.data} onDone={() => setEntering(false)} />}
      {contest.status === 'voting' && (
        <Button asChild className="justify-self-start">
          <Link to={`/contest-voting?contest=${contest.id}`}>{t('contests.voteNow')}</Link>
        </Button>
      )}
      {contest.status === 'judging' && (
        <p className="text-sm text-stone-700">
          {t('contests.judgingNote', { date: contestDay(lastJudgingDay(contest), language) })}
        </p>
      )}
      {detail.data && <MyEntries detail={detail.data} />}
    </article>
  );
}
