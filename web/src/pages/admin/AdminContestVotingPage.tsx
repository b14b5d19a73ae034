// /admin/contest-voting: judging. Administrators (bearer token) see every contest being judged, score its
// finalists and finalize it; members listed as a contest's judges see the contests they judge and score them
// with their own session. Anyone else is asked to sign in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Spinner } from '../../components/ui/Spinner';
import { getAdminToken } from '../../features/auth/admin-token';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { JudgingPanel } from '../../features/contests/JudgingPanel';
import { useAdminContest, useAdminContests } from '../../features/contests/use-contest-admin';
import { useJudging } from '../../features/contests/use-contests';
import { errorMessage } from '../../lib/api';
import { AdminPageHeader } from './AdminPageHeader';

export default function AdminContestVotingPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.judging.title'));
  const admin = Boolean(getAdminToken());
  const { isAuthenticated, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('contests.judging.title')} subtitle={t('contests.judging.subtitle')} />
      {admin ? (
        <AdminJudging />
      ) : isLoading ? (
        <Spinner />
      ) : isAuthenticated ? (
        <MemberJudging />
      ) : (
        <p className="text-stone-700">
          {t('contests.judging.signIn')}{' '}
          <Link
            to={`/login?returnUrl=${encodeURIComponent('/admin/contest-voting')}`}
            className="text-brand-800 underline"
          >
            {t('contests.judging.signInLink')}
          </Link>
        </p>
      )}
    </div>
  );
}

function AdminJudging() {
  const { t } = useTranslation();
  const list = useAdminContests();
  if (list.isPending || list.unauthorized) return <Spinner />;
  if (list.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(list.error, t('contests.loadFailed'))}
      </p>
    );
  const judging = list.data.filter((c) => c.status === 'judging');
  if (judging.length === 0) return <p className="text-stone-700">{t('contests.judging.none')}</p>;
  return (
    <div className="grid gap-6">
      {judging.map((c) => (
        <AdminContestJudging key={c.id} id={c.id} />
      ))}
    </div>
  );
}

function AdminContestJudging({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useAdminContest(id);
  if (detail.isPending || detail.unauthorized) return <Spinner />;
  if (detail.isError || !detail.data.judging)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(detail.error, t('contests.loadFailed'))}
      </p>
    );
  return <JudgingPanel view={detail.data.judging} canFinalize />;
}

function MemberJudging() {
  const { t } = useTranslation();
  const judging = useJudging(true);
  if (judging.isPending) return <Spinner />;
  if (judging.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(judging.error, t('contests.loadFailed'))}
      </p>
    );
  if (judging.data.length === 0) return <p className="text-stone-700">{t('contests.judging.notJudge')}</p>;
  return (
    <div className="grid gap-6">
      {judging.data.map((view) => (
        <JudgingPanel key={view.contest.id} view={view} canFinalize={false} />
      ))}
    </div>
  );
}
