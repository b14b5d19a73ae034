// An order's steps as a list: each step done shows its date; a shipped order shows its tracking link.
import type { PrintOrder } from '@common/schemas/prints';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';

const STEPS = [
  ['pending', 'createdAt'],
  ['paid', 'paidAt'],
  ['in_production', 'inProductionAt'],
  ['shipped', 'shippedAt'],
  ['delivered', 'deliveredAt'],
] as const;

export function StatusTimeline({ order }: { order: PrintOrder }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const ended = order.orderStatus === 'cancelled' || order.orderStatus === 'refunded';
  return (
    <div className="grid gap-2">
      <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {STEPS.map(([status, field]) => {
          const at = order.steps[field];
          return (
            <li key={status} className={at ? 'font-medium text-brand-800' : 'text-stone-400'}>
              <span aria-hidden>{at ? '●' : '○'} </span>
              {t(`prints.status.${status}`)}
              {at ? <span className="ms-1 text-stone-500">{formatDate(at, language)}</span> : null}
            </li>
          );
        })}
        {ended ? (
          <li className="font-medium text-red-700">{t(`prints.status.${order.orderStatus}`)}</li>
        ) : null}
      </ol>
      {order.trackingNumber && order.trackingUrl ? (
        <p className="min-w-0 break-words text-sm">
          {t('prints.tracking')}: {order.trackingNumber}{' '}
          <a
            className="text-brand-700 underline"
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('prints.trackParcel')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
