// /admin/contests: every contest (the monthly ones the site creates, newest first) with its stage and counts;
// one opened for editing: texts, limit, dates (UTC) and judges; moving it a step forward now; cancelling it
// (every paid entry refunded); and its entries with their payments.
import type { AdminContest } from '@common/schemas/contests';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { type ContestFormValues, contestUpdateOf, formValuesOf } from '../../features/contests/admin-form';
import { ContestStatusBadge } from '../../features/contests/ContestCard';
import { contestDay, contestTitle } from '../../features/contests/contest-text';
import { contestRefusalText } from '../../features/contests/refusal-text';
import {
  useAdminContest,
  useAdminContests,
  useCancelContest,
  useMoveContest,
  useUpdateContest,
} from '../../features/contests/use-contest-admin';
import { useCurrentLanguage } from '../../features/language/current-language';
import { formatMoney } from '../../features/plans/money';
import { errorMessage } from '../../lib/api';
import { AdminPageHeader } from './AdminPageHeader';

export default function AdminContestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.admin.title'));
  const language = useCurrentLanguage();
  const list = useAdminContests();
  const [selected, setSelected] = useState<number | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('contests.admin.title')} subtitle={t('contests.admin.subtitle')} />
      <Link
        to="/admin/contest-voting"
        className="justify-self-start text-sm font-medium text-brand-800 underline"
      >
        {t('contests.admin.toJudging')}
      </Link>
      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, t('contests.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th className="p-2 text-start font-medium">{t('contests.admin.columns.contest')}</th>
                <th className="p-2 text-start font-medium">{t('contests.admin.columns.status')}</th>
                <th className="p-2 text-start font-medium">{t('contests.admin.columns.opens')}</th>
                <th className="p-2 text-start font-medium">{t('contests.admin.columns.entries')}</th>
                <th className="p-2 text-start font-medium">{t('contests.admin.columns.winner')}</th>
                <th className="p-2" />
              </tr>
            </thead>
            <tbody>
              {list.data.map((c) => (
                <tr key={c.id} className="border-b border-stone-100">
                  <td className="p-2 font-medium text-stone-900">{contestTitle(t, c, language)}</td>
                  <td className="p-2">
                    <ContestStatusBadge status={c.status} />
                  </td>
                  <td className="p-2">{contestDay(c.startDate, language)}</td>
                  <td className="p-2">
                    {t('contests.admin.entryCounts', { count: c.totalEntries, pending: c.pendingEntries })}
                  </td>
                  <td className="p-2" dir="auto">
                    {c.winner ? `${c.winner.speciesName} · ${c.winner.photographer.username}` : '—'}
                  </td>
                  <td className="p-2 text-end">
                    <Button
                      size="sm"
                      variant={selected === c.id ? 'default' : 'outline'}
                      onClick={() => setSelected(c.id)}
                    >
                      {t('contests.admin.open')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {selected !== null && <ContestEditor key={selected} id={selected} />}
    </div>
  );
}

function ContestEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const detail = useAdminContest(id);
  if (detail.isPending || detail.unauthorized) return <Spinner />;
  if (detail.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(detail.error, t('contests.loadFailed'))}
      </p>
    );
  const { contest, entries } = detail.data;
  const ended = contest.status === 'completed' || contest.status === 'cancelled';
  return (
    <section
      aria-labelledby="contest-editor"
      className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="contest-editor" className="text-2xl font-semibold text-stone-900">
          {contestTitle(t, contest, language)}
        </h2>
        <ContestStatusBadge status={contest.status} />
      </div>
      {contest.cancelReason && (
        <p className="text-sm text-stone-700">
          {t('contests.admin.cancelledBecause', { reason: contest.cancelReason })}
        </p>
      )}
      {!ended && <EditForm contest={contest} />}
      {!ended && <StatusActions contest={contest} />}
      <section aria-labelledby="contest-entries" className="grid gap-2">
        <h3 id="contest-entries" className="text-lg font-semibold text-stone-900">
          {t('contests.admin.entriesHeading', { count: entries.length })}
        </h3>
        {entries.length === 0 ? (
          <p className="text-sm text-stone-700">{t('contests.admin.noEntries')}</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  <th className="p-2 text-start font-medium">{t('contests.admin.columns.sighting')}</th>
                  <th className="p-2 text-start font-medium">{t('contests.admin.columns.member')}</th>
                  <th className="p-2 text-start font-medium">{t('contests.admin.columns.payment')}</th>
                  <th className="p-2 text-start font-medium">{t('contests.admin.columns.votes')}</th>
                  <th className="p-2 text-start font-medium">{t('contests.admin.columns.rank')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-b border-stone-100">
                    <td className="p-2" dir="auto">
                      <Link to={`/sighting/${e.sightingId}`} className="text-brand-800 hover:underline">
                        {e.speciesName}
                      </Link>
                    </td>
                    <td className="p-2" dir="auto">
                      {e.photographer.username}
                    </td>
                    <td className="p-2">
                      {t(`contests.mine.status.${e.paymentStatus}`)}
                      {e.fee ? ` · ${formatMoney(e.fee, language)}` : ''}
                    </td>
                    <td className="p-2">{e.votes}</td>
                    <td className="p-2">{e.rank ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

function EditForm({ contest }: { contest: AdminContest }) {
  const { t } = useTranslation();
  const prefix = useId();
  const update = useUpdateContest(contest.id);
  const [values, setValues] = useState<ContestFormValues>(() => formValuesOf(contest));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: keyof ContestFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const field = (name: keyof ContestFormValues, type: 'text' | 'datetime-local' | 'number' = 'text') => (
    <div className="grid gap-1">
      <Label htmlFor={`${prefix}-${name}`}>{t(`contests.admin.fields.${name}`)}</Label>
      <Input
        id={`${prefix}-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
      />
    </div>
  );
  const area = (name: 'description' | 'rules') => (
    <div className="grid gap-1">
      <Label htmlFor={`${prefix}-${name}`}>{t(`contests.admin.fields.${name}`)}</Label>
      <textarea
        id={`${prefix}-${name}`}
        rows={3}
        dir="auto"
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
      />
      <p className="text-xs text-stone-600">{t('contests.admin.emptyMeansStandard')}</p>
    </div>
  );
  return (
    <form
      className="grid gap-4"
      aria-label={t('contests.admin.editLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        const body = contestUpdateOf(values);
        if ('problem' in body) {
          setProblem(t(`contests.admin.problems.${body.problem}`));
          return;
        }
        setProblem(null);
        update.mutate(body, {
          onSuccess: () => toast({ variant: 'success', title: t('contests.admin.saved') }),
          onError: (error) => setProblem(contestRefusalText(t, error, t('contests.admin.saveFailed'))),
        });
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {field('title')}
        {field('prizeDescription')}
        {area('description')}
        {area('rules')}
        {field('maxParticipants', 'number')}
        {field('judgeIds')}
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-medium text-stone-900">{t('contests.admin.datesLegend')}</legend>
        <div className="grid gap-4 md:grid-cols-4">
          {field('startDate', 'datetime-local')}
          {field('votingStartDate', 'datetime-local')}
          {field('votingEndDate', 'datetime-local')}
          {field('endDate', 'datetime-local')}
        </div>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {t('contests.admin.save')}
      </Button>
    </form>
  );
}

const NEXT_STEP = { upcoming: 'open', open: 'voting', voting: 'judging' } as const;

function StatusActions({ contest }: { contest: AdminContest }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const move = useMoveContest(contest.id);
  const cancel = useCancelContest(contest.id);
  const [reason, setReason] = useState('');
  const next = contest.status in NEXT_STEP ? NEXT_STEP[contest.status as keyof typeof NEXT_STEP] : null;
  const failed = (title: string) => (error: unknown) =>
    toast({ variant: 'destructive', title, description: contestRefusalText(t, error, t('common.tryAgain')) });
  return (
    <div className="grid gap-4 rounded-xl bg-stone-50 p-4">
      {next && (
        <div className="flex flex-wrap items-center gap-3">
          <ConfirmButton
            variant="outline"
            disabled={move.isPending}
            question={t(`contests.admin.confirmMove.${next}`)}
            onConfirm={() => move.mutate(next, { onError: failed(t('contests.admin.moveFailed')) })}
          >
            {t(`contests.admin.move.${next}`)}
          </ConfirmButton>
          <span className="text-sm text-stone-700">{t('contests.admin.moveHint')}</span>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{t('contests.admin.cancelReason')}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="max-w-md"
          />
          <ConfirmButton
            variant="destructive"
            confirmVariant="destructive"
            disabled={reason.trim() === '' || cancel.isPending}
            question={t('contests.admin.confirmCancel')}
            onConfirm={() =>
              cancel.mutate(reason.trim(), {
                onSuccess: (answer) =>
                  toast({
                    variant: 'success',
                    title: t('contests.admin.cancelled', { count: answer.refunded }),
                  }),
                onError: failed(t('contests.admin.cancelFailed')),
              })
            }
          >
            {t('contests.admin.cancel')}
          </ConfirmButton>
        </div>
        <p className="text-xs text-stone-600">{t('contests.admin.cancelHint')}</p>
      </div>
    </div>
  );
}
