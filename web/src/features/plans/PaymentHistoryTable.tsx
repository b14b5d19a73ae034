// The member's payments, newest first as the server lists them: date, what it was for, amount, status and
// any refund. Receipts themselves go out by e-mail.
import type { PaymentSummary } from '@common/schemas/payments';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { formatDate } from '../../lib/format';
import { formatMoney } from './money';

const STATUS_VARIANT = {
  pending: 'outline',
  succeeded: 'default',
  failed: 'outline',
  refunded: 'outline',
  partially_refunded: 'outline',
  canceled: 'outline',
} as const;

export function PaymentHistoryTable({
  payments,
  language,
}: {
  payments: PaymentSummary[];
  language: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('billing.history.title')}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-2 text-start font-semibold">
              {t('billing.history.date')}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-semibold">
              {t('billing.history.description')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-semibold">
              {t('billing.history.amount')}
            </th>
            <th scope="col" className="px-4 py-2 text-start font-semibold">
              {t('billing.history.status')}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-semibold">
              {t('billing.history.refunded')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className="whitespace-nowrap px-4 py-2 text-stone-700">
                {formatDate(payment.paidAt ?? payment.createdAt, language)}
              </td>
              <td dir="auto" className="px-4 py-2 text-stone-900">
                {payment.description}
              </td>
              <td className="whitespace-nowrap px-4 py-2 text-end font-medium text-stone-900">
                {formatMoney({ amountMinor: payment.amountMinor, currency: payment.currency }, language)}
              </td>
              <td className="px-4 py-2">
                <Badge variant={STATUS_VARIANT[payment.status]}>
                  {t(`billing.history.statuses.${payment.status}`)}
                </Badge>
                {payment.status === 'failed' && payment.failureMessage && (
                  <span className="mt-1 block text-xs text-stone-600">{payment.failureMessage}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-2 text-end text-stone-700">
                {payment.refundedMinor > 0 ? (
                  formatMoney({ amountMinor: payment.refundedMinor, currency: payment.currency }, language)
                ) : (
                  <>
                    <span aria-hidden>—</span>
                    <span className="sr-only">{t('billing.history.noRefund')}</span>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
