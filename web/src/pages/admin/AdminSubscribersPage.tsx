// /admin/subscribers (issue 14 items 2 and 6): what Premium Explorer brings in (MRR per currency, subscribers per
// status and provider, twelve months of revenue as a chart), the subscribers with their filters kept in the
// address, the CSV export, and the payments with refunds through the provider. The server checks the
// administrator's flags: without viewRevenue the figures answer 403 and the page says so.
import {
  SUBSCRIBER_PROVIDERS,
  SUBSCRIBER_SORTS,
  SUBSCRIBER_STATUSES,
  type SubscribersQueryInput,
} from '@common/schemas/subscribers';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useCurrentLanguage } from '../../features/language/current-language';
import { PaymentsSection } from '../../features/subscribers/PaymentsSection';
import { RevenueSummary } from '../../features/subscribers/RevenueSummary';
import { currenciesOf } from '../../features/subscribers/revenue';
import { SubscriberFilters, SubscribersTable } from '../../features/subscribers/SubscribersTable';
import {
  downloadSubscribersCsv,
  useSubscribers,
  useSubscribersSummary,
} from '../../features/subscribers/use-subscribers-admin';
import { ApiError, errorMessage } from '../../lib/api';
import { pickParams, useAddressParams } from '../../lib/use-address-params';
import { AdminPageHeader } from './AdminPageHeader';

const PAGE_SIZE = 25;
const KEYS = ['status', 'provider', 'currency', 'search', 'sort', 'order', 'offset', 'chart'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((v) => v === value);

export default function AdminSubscribersPage() {
  const { t } = useTranslation();
  usePageTitle(t('subscribersAdmin.title'));
  const language = useCurrentLanguage();
  const [params, change] = useAddressParams();
  const address = pickParams(params, KEYS);
  // Only values the server accepts reach the query: a hand-edited address cannot make the list fail.
  const offset = Number(address.offset);
  const query: SubscribersQueryInput = {
    status: oneOf(SUBSCRIBER_STATUSES, address.status),
    provider: oneOf(SUBSCRIBER_PROVIDERS, address.provider),
    currency: address.currency && /^[A-Z]{3}$/.test(address.currency) ? address.currency : undefined,
    search: address.search?.slice(0, 100) || undefined,
    sort: oneOf(SUBSCRIBER_SORTS, address.sort),
    order: oneOf(['asc', 'desc'] as const, address.order),
    limit: PAGE_SIZE,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
  const list = useSubscribers(query);
  const summary = useSubscribersSummary();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { limit: _limit, offset: _offset, ...filters } = query;
      await downloadSubscribersCsv(filters);
    } catch (error) {
      toast({ title: errorMessage(error, t('subscribersAdmin.exportFailed')), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const noRevenueFlag = summary.error instanceof ApiError && summary.error.status === 403;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10">
      <AdminPageHeader title={t('subscribersAdmin.title')} subtitle={t('subscribersAdmin.subtitle')} />

      {summary.isPending || summary.unauthorized ? (
        <Spinner />
      ) : summary.isError ? (
        <p role={noRevenueFlag ? 'status' : 'alert'} className="rounded-xl bg-stone-100 p-4 text-stone-800">
          {noRevenueFlag
            ? t('subscribersAdmin.noRevenuePermission')
            : errorMessage(summary.error, t('subscribersAdmin.loadFailed'))}
        </p>
      ) : (
        <RevenueSummary
          summary={summary.data}
          language={language}
          chartCurrency={address.chart}
          onChartCurrency={(chart) => change({ chart })}
        />
      )}

      <section aria-labelledby="subscribers-list" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscribers-list" className="text-xl font-semibold text-stone-900">
            {t('subscribersAdmin.listTitle')}
          </h2>
          <Button variant="outline" onClick={() => void exportCsv()} disabled={exporting}>
            <Download className="size-4" aria-hidden />
            {t('subscribersAdmin.export')}
          </Button>
        </div>
        <SubscriberFilters
          values={address}
          currencies={summary.data ? currenciesOf(summary.data) : []}
          onChange={change}
        />
        {list.isPending || list.unauthorized ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert" className="text-red-700">
            {errorMessage(list.error, t('subscribersAdmin.loadFailed'))}
          </p>
        ) : (
          <SubscribersTable
            subscribers={list.data.subscribers}
            total={list.data.total}
            limit={list.data.limit}
            offset={list.data.offset}
            language={language}
            onOffset={(next) => change({ offset: next ? String(next) : undefined })}
          />
        )}
      </section>

      <PaymentsSection language={language} />
    </div>
  );
}
