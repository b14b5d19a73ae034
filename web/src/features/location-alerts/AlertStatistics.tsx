// What an alert has done: matches in all and today and the last one (both pages); the enhanced page adds how
// each match was delivered (sent, held in quiet hours, over the daily cap, throttled), how many were viewed and
// e-mailed, and the recent matches themselves (GET /api/location-alerts/:id/triggers), asked for when opened.
import {
  type AlertTrigger,
  type LocationAlertStatistics,
  TRIGGER_DELIVERIES,
  type TriggerDelivery,
} from '@common/schemas/location-alerts';
import { RARITY_LEVELS } from '@common/schemas/sightings';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { isolate } from '../../components/ui/member-text';
import { Skeleton } from '../../components/ui/Skeleton';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useAlertTriggers } from './use-location-alerts';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function AlertStatistics({
  statistics,
  enhanced,
}: {
  statistics: LocationAlertStatistics;
  enhanced: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const counters: [string, number][] = [
    [t('locationAlerts.stats.total'), statistics.totalTriggers],
    [t('locationAlerts.stats.today'), statistics.triggersToday],
    ...(enhanced
      ? TRIGGER_DELIVERIES.map((d): [string, number] => [t(`locationAlerts.stats.${d}`), statistics[d]])
      : []),
    ...(enhanced
      ? ([
          [t('locationAlerts.stats.viewed'), statistics.viewed],
          [t('locationAlerts.stats.emailsSent'), statistics.emailsSent],
        ] as [string, number][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      {counters.map(([label, value]) => (
        <div key={label} className="grid">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold text-stone-900">{formatNumber(value, language)}</dd>
        </div>
      ))}
      <div className="col-span-2 grid">
        <dt className="text-stone-600">
          {enhanced ? t('locationAlerts.stats.lastTriggered') : t('locationAlerts.stats.lastMatch')}
        </dt>
        <dd className="font-semibold text-stone-900">
          {statistics.lastTriggeredAt
            ? formatDate(statistics.lastTriggeredAt, language, WHEN)
            : t('locationAlerts.stats.never')}
        </dd>
      </div>
    </dl>
  );
}

const DELIVERY_BADGE: Record<TriggerDelivery, 'default' | 'accent' | 'outline'> = {
  sent: 'default',
  held: 'accent',
  capped: 'outline',
  throttled: 'outline',
};

export function RecentMatches({ alertId }: { alertId: number }) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const triggers = useAlertTriggers(alertId, open);
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? t('locationAlerts.matches.hide') : t('locationAlerts.matches.show')}
      </Button>
      <div id={listId} hidden={!open}>
        {open && triggers.isPending && <Skeleton className="h-24 w-full" />}
        {open && triggers.isError && (
          <p className="text-sm text-red-700">{errorMessage(triggers.error, t('common.errorOccurred'))}</p>
        )}
        {triggers.data && triggers.data.triggers.length === 0 && (
          <p className="text-sm text-stone-700">{t('locationAlerts.matches.none')}</p>
        )}
        {triggers.data && triggers.data.triggers.length > 0 && (
          <ul aria-label={t('locationAlerts.matches.title')} className="grid gap-2">
            {triggers.data.triggers.map((trigger) => (
              <MatchRow key={trigger.id} trigger={trigger} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MatchRow({ trigger }: { trigger: AlertTrigger }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <li className="flex items-start gap-3 rounded-lg border border-stone-200 p-2">
      {trigger.imageUrl ? (
        <img
          src={trigger.imageUrl}
          alt={trigger.species}
          loading="lazy"
          className="size-16 shrink-0 rounded object-cover"
        />
      ) : (
        <div aria-hidden className="size-16 shrink-0 rounded bg-stone-100" />
      )}
      <div className="grid min-w-0 gap-1 text-sm">
        <Link to={`/sighting/${trigger.sightingId}`} className="font-medium text-stone-900 hover:underline">
          <bdi>{trigger.species}</bdi>
        </Link>
        <p className="text-stone-700">
          {trigger.location && (
            <>
              <bdi>{trigger.location}</bdi>
              {' · '}
            </>
          )}
          {t('locationAlerts.matches.by', { name: isolate(trigger.photographer) })}
        </p>
        <div className="flex flex-wrap items-center gap-1">
          <Badge variant={DELIVERY_BADGE[trigger.delivery]}>
            {t(`locationAlerts.delivery.kinds.${trigger.delivery}`)}
          </Badge>
          <Badge variant="outline">
            {t('locationAlerts.matches.relevance', { value: trigger.relevanceScore })}
          </Badge>
          {trigger.rarity && <Badge variant="outline">{rarityLabel(t, trigger.rarity)}</Badge>}
          {trigger.viewed && <Badge variant="outline">{t('locationAlerts.matches.viewed')}</Badge>}
          <span className="text-xs text-stone-600">{formatDate(trigger.createdAt, language, WHEN)}</span>
        </div>
      </div>
    </li>
  );
}

/** The sighting's rarity in the member's language; a level this page does not know is shown as it came. */
function rarityLabel(t: TFunction, rarity: string): string {
  return (RARITY_LEVELS as readonly string[]).includes(rarity)
    ? t(`upload.options.rarity.${rarity}`)
    : rarity;
}
