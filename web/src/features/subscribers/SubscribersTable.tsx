// The subscribers list of /admin/subscribers: filters (kept in the address by the page), the table, pages.
import {
  SUBSCRIBER_PROVIDERS,
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUSES,
  type Subscriber,
} from '@common/schemas/subscribers';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { formatDate, formatNumber } from '../../lib/format';
import { formatMoney } from '../plans/money';

export interface SubscriberFilterValues {
  status?: string;
  provider?: string;
  currency?: string;
  search?: string;
  sort?: string;
  order?: string;
}

export function SubscriberFilters({
  values,
  currencies,
  onChange,
}: {
  values: SubscriberFilterValues;
  currencies: string[];
  onChange: (change: Partial<Record<keyof SubscriberFilterValues | 'offset', string | undefined>>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      aria-label={t('subscribersAdmin.filters')}
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        const search = new FormData(e.currentTarget).get('search');
        onChange({ search: typeof search === 'string' ? search.trim() : undefined, offset: undefined });
      }}
    >
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor={field('search')}>{t('subscribersAdmin.search')}</Label>
        <div className="flex gap-2">
          <Input
            id={field('search')}
            name="search"
            type="search"
            maxLength={100}
            defaultValue={values.search ?? ''}
            key={values.search ?? ''}
            placeholder={t('subscribersAdmin.searchPlaceholder')}
          />
          <Button type="submit" variant="outline">
            {t('subscribersAdmin.searchButton')}
          </Button>
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('status')}>{t('subscribersAdmin.status')}</Label>
        <NativeSelect
          id={field('status')}
          value={values.status ?? ''}
          onChange={(e) => onChange({ status: e.target.value, offset: undefined })}
        >
          <option value="">{t('subscribersAdmin.any')}</option>
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscribersAdmin.statuses.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('provider')}>{t('subscribersAdmin.provider')}</Label>
        <NativeSelect
          id={field('provider')}
          value={values.provider ?? ''}
          onChange={(e) => onChange({ provider: e.target.value, offset: undefined })}
        >
          <option value="">{t('subscribersAdmin.any')}</option>
          {SUBSCRIBER_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t(`subscribersAdmin.providers.${p}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('currency')}>{t('subscribersAdmin.currency')}</Label>
        <NativeSelect
          id={field('currency')}
          value={values.currency ?? ''}
          onChange={(e) => onChange({ currency: e.target.value, offset: undefined })}
        >
          <option value="">{t('subscribersAdmin.any')}</option>
          {[...new Set([...currencies, ...(values.currency ? [values.currency] : [])])].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={field('sort')}>{t('subscribersAdmin.sort')}</Label>
        <NativeSelect
          id={field('sort')}
          value={`${values.sort ?? 'started'}:${values.order ?? 'desc'}`}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':');
            onChange({ sort, order, offset: undefined });
          }}
        >
          {SUBSCRIBER_SORTS.flatMap((s) =>
            (['desc', 'asc'] as const).map((o) => (
              <option key={`${s}:${o}`} value={`${s}:${o}`}>
                {t(`subscribersAdmin.sorts.${s}_${o}`)}
              </option>
            )),
          )}
        </NativeSelect>
      </div>
    </form>
  );
}

const STATUS_VARIANT: Record<Subscriber['status'], 'default' | 'accent' | 'outline'> = {
  active: 'default',
  past_due: 'accent',
  cancel_at_period_end: 'outline',
  canceled: 'outline',
  incomplete: 'outline',
  complimentary: 'default',
};

export function SubscribersTable({
  subscribers,
  total,
  limit,
  offset,
  language,
  onOffset,
}: {
  subscribers: Subscriber[];
  total: number;
  limit: number;
  offset: number;
  language: string;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  if (subscribers.length === 0)
    return <p className="text-sm text-stone-700">{t('subscribersAdmin.empty')}</p>;
  return (
    <div className="grid gap-3">
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('subscribersAdmin.listCaption')}</caption>
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              {(
                ['member', 'status', 'provider', 'monthly', 'started', 'periodEnd', 'freeMonths'] as const
              ).map((c) => (
                <th key={c} scope="col" className="p-2 text-start font-medium">
                  {t(`subscribersAdmin.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.userId} className="border-b border-stone-100 align-top">
                <td className="p-2">
                  <div className="font-medium text-stone-900" dir="auto">
                    {s.username}
                  </div>
                  <div className="text-stone-600" dir="auto">
                    {s.email ?? '—'}
                  </div>
                </td>
                <td className="p-2">
                  <Badge variant={STATUS_VARIANT[s.status]}>
                    {t(`subscribersAdmin.statuses.${s.status}`)}
                  </Badge>
                </td>
                <td className="p-2">{s.provider ? t(`subscribersAdmin.providers.${s.provider}`) : '—'}</td>
                <td className="p-2 tabular-nums">
                  {s.monthlyAmountMinor !== null && s.currency
                    ? formatMoney({ amountMinor: s.monthlyAmountMinor, currency: s.currency }, language)
                    : '—'}
                </td>
                <td className="p-2">{date(s.startedAt)}</td>
                <td className="p-2">{date(s.currentPeriodEnd ?? s.complimentaryUntil)}</td>
                <td className="p-2">
                  {t('subscribersAdmin.freeMonthsValue', {
                    earned: formatNumber(s.freeMonthsEarned, language),
                    used: formatNumber(s.freeMonthsUsed, language),
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav
        aria-label={t('subscribersAdmin.pages')}
        className="flex flex-wrap items-center justify-between gap-2"
      >
        <p className="text-sm text-stone-600">
          {t('subscribersAdmin.range', {
            from: formatNumber(offset + 1, language),
            to: formatNumber(offset + subscribers.length, language),
            total: formatNumber(total, language),
          })}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffset(Math.max(0, offset - limit))}
          >
            {t('subscribersAdmin.previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + subscribers.length >= total}
            onClick={() => onOffset(offset + limit)}
          >
            {t('subscribersAdmin.next')}
          </Button>
        </div>
      </nav>
    </div>
  );
}
