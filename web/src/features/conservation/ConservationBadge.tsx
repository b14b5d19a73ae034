// A species' IUCN Red List category as a coloured badge (the Red List's own colours), with its full name in the
// reader's language; optionally followed by the credit of where the status comes from.
import {
  CONSERVATION_STATUS_STYLE,
  type ConservationStatus,
  IUCN_SOURCE,
  IUCN_URL,
} from '@common/constants/conservation';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function ConservationBadge({ status, className }: { status: ConservationStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        CONSERVATION_STATUS_STYLE[status],
        className,
      )}
    >
      <abbr title={t(`conservation.status.${status}`)} className="no-underline">
        {status}
      </abbr>
      <span>{t(`conservation.status.${status}`)}</span>
    </span>
  );
}

/** "Source: IUCN Red List of Threatened Species (2022)", the IUCN's name linking to the Red List. */
export function ConservationCredit({ source, year }: { source: string | null; year: number | null }) {
  const { t } = useTranslation();
  if (!source) return null;
  const name =
    source === IUCN_SOURCE ? (
      <a href={IUCN_URL} target="_blank" rel="noopener noreferrer" className="underline hover:text-brand-800">
        {source}
      </a>
    ) : (
      <span dir="auto">{source}</span>
    );
  return (
    <p className="text-xs text-stone-600">
      {t('conservation.source')} {name}
      {year ? ` (${year})` : ''}
    </p>
  );
}
