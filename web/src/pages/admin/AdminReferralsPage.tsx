// /admin/referrals: the referral programme at a glance (referred members, conversions to Premium, rewards and the
// free months they gave), the top referrers by invitations, conversions or months, searched and paged, and the
// newest rewards. The server asks for the manageUsers or viewRevenue flag; a refusal shows its message.
import type { AdminReferralsQuery, Reward } from '@common/schemas/referrals';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useAdminReferrals } from '../../features/referrals/use-referrals';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

type Sort = NonNullable<AdminReferralsQuery['sort']>;
const PAGE_SIZE = 25;

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid gap-0.5 rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

export default function AdminReferralsPage() {
  const { t } = useTranslation();
  usePageTitle(t('referrals.admin.title'));
  const language = useCurrentLanguage();
  const searchId = useId();
  const sortId = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('referrals');
  const [page, setPage] = useState(1);
  const list = useAdminReferrals({ ...(q ? { q } : {}), sort, page, pageSize: PAGE_SIZE });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  };
  const rewardText = (r: Reward) =>
    r.kind === 'referral'
      ? t('referrals.rewards.referral', { name: r.detail ?? '—' })
      : r.kind === 'activity_month'
        ? t('referrals.rewards.activity_month', { month: r.detail ?? '' })
        : t('referrals.rewards.gift_card');

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('referrals.admin.title')} subtitle={t('referrals.admin.subtitle')} />
      <form onSubmit={onSearch} className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>{t('referrals.admin.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            maxLength={100}
            placeholder={t('referrals.admin.searchPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('referrals.admin.searchButton')}
        </Button>
        <div className="grid gap-1.5">
          <Label htmlFor={sortId}>{t('referrals.admin.sort')}</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as Sort);
              setPage(1);
            }}
          >
            <option value="referrals">{t('referrals.admin.sortReferrals')}</option>
            <option value="conversions">{t('referrals.admin.sortConversions')}</option>
            <option value="months">{t('referrals.admin.sortMonths')}</option>
          </NativeSelect>
        </div>
      </form>

      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError || !data ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, t('referrals.admin.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            <Total label={t('referrals.admin.totals.referred')} value={data.totals.referredMembers} />
            <Total label={t('referrals.admin.totals.referrers')} value={data.totals.referrers} />
            <Total label={t('referrals.admin.totals.conversions')} value={data.totals.conversions} />
            <Total label={t('referrals.admin.totals.activity')} value={data.totals.rewards.activity_month} />
            <Total label={t('referrals.admin.totals.giftCards')} value={data.totals.rewards.gift_card} />
            <Total label={t('referrals.admin.totals.months')} value={data.totals.monthsGranted} />
          </dl>

          {data.referrers.length === 0 ? (
            <p className="text-stone-700">{t('referrals.admin.empty')}</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-start text-sm" aria-label={t('referrals.admin.tableLabel')}>
                <thead>
                  <tr className="border-b border-stone-200 text-stone-600">
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.member')}</th>
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.email')}</th>
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.invited')}</th>
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.conversions')}</th>
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.months')}</th>
                    <th className="p-2 text-start font-medium">{t('referrals.admin.columns.plan')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.referrers.map((r) => (
                    <tr key={r.userId} className="border-b border-stone-100">
                      <td className="p-2 font-medium text-stone-900" dir="auto">
                        {r.username}
                      </td>
                      <td className="p-2" dir="ltr">
                        {r.email ?? t('referrals.admin.noEmail')}
                      </td>
                      <td className="p-2">{r.referralCount}</td>
                      <td className="p-2">{r.conversions}</td>
                      <td className="p-2">{r.monthsEarned}</td>
                      <td className="p-2">
                        {r.premium ? t('referrals.admin.plan.premium') : t('referrals.admin.plan.free')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="flex items-center gap-3" aria-label={t('referrals.admin.pagination')}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {t('referrals.admin.previous')}
            </Button>
            <span className="text-sm text-stone-700">{t('referrals.admin.page', { page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('referrals.admin.next')}
            </Button>
          </nav>

          <section aria-labelledby="recent-rewards" className="grid gap-2">
            <h2 id="recent-rewards" className="text-xl font-semibold text-stone-900">
              {t('referrals.admin.recent')}
            </h2>
            {data.recentRewards.length === 0 ? (
              <p className="text-stone-700">{t('referrals.admin.noRewards')}</p>
            ) : (
              <ul className="grid gap-1 text-sm text-stone-700">
                {data.recentRewards.map((r) => (
                  <li
                    key={r.id}
                    className="flex flex-wrap justify-between gap-2 border-b border-stone-100 py-1"
                  >
                    <span dir="auto">
                      <span className="font-medium text-stone-900">{r.username}</span> · {rewardText(r)}
                    </span>
                    <span className="text-stone-500">
                      {formatDate(r.createdAt, language, { dateStyle: 'medium' })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
