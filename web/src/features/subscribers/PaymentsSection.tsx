// The payments of every member (GET /api/admin/payments), newest first, ten a page, each paid one with a
// "Refund" action that opens the refund dialog.
import type { AdminPayment } from '@common/schemas/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { formatMoney } from '../plans/money';
import { RefundDialog } from './RefundDialog';
import { useAdminPayments } from './use-subscribers-admin';

const refundable = (p: AdminPayment) =>
  (p.status === 'succeeded' || p.status === 'partially_refunded') && p.amountMinor > p.refundedMinor;

export function PaymentsSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const list = useAdminPayments(page);
  const money = (p: AdminPayment, minor: number) =>
    formatMoney({ amountMinor: minor, currency: p.currency }, language);

  return (
    <section aria-labelledby="admin-payments" className="grid gap-3">
      <h2 id="admin-payments" className="text-xl font-semibold text-stone-900">
        {t('subscribersAdmin.payments.title')}
      </h2>
      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(list.error, t('subscribersAdmin.loadFailed'))}
        </p>
      ) : list.data.payments.length === 0 ? (
        <p className="text-sm text-stone-700">{t('subscribersAdmin.payments.empty')}</p>
      ) : (
        <>
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-stone-600">
                  {(['id', 'member', 'purpose', 'amount', 'refunded', 'status', 'date'] as const).map((c) => (
                    <th key={c} scope="col" className="p-2 text-start font-medium">
                      {t(`subscribersAdmin.payments.columns.${c}`)}
                    </th>
                  ))}
                  <th className="p-2">
                    <span className="sr-only">{t('subscribersAdmin.payments.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.payments.map((p) => (
                  <tr key={p.id} className="border-b border-stone-100">
                    <td className="p-2 tabular-nums">{p.id}</td>
                    <td className="p-2" dir="auto">
                      {p.username}
                    </td>
                    <td className="p-2">{t(`subscribersAdmin.purposes.${p.purpose}`)}</td>
                    <td className="p-2 tabular-nums">{money(p, p.amountMinor)}</td>
                    <td className="p-2 tabular-nums">{p.refundedMinor ? money(p, p.refundedMinor) : '—'}</td>
                    <td className="p-2">{t(`subscribersAdmin.payments.statuses.${p.status}`)}</td>
                    <td className="p-2">{formatDate(p.paidAt ?? p.createdAt, language)}</td>
                    <td className="p-2 text-end">
                      {refundable(p) && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setRefunding(p)}
                          aria-label={t('subscribersAdmin.payments.refundPayment', { id: p.id })}
                        >
                          {t('subscribersAdmin.payments.refund')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('subscribersAdmin.payments.pages')} className="flex justify-end gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('subscribersAdmin.previous')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page * list.data.pageSize >= list.data.total}
              onClick={() => setPage(page + 1)}
            >
              {t('subscribersAdmin.next')}
            </Button>
          </nav>
        </>
      )}
      {refunding && (
        <RefundDialog
          key={refunding.id}
          payment={refunding}
          language={language}
          onClose={() => setRefunding(null)}
        />
      )}
    </section>
  );
}
