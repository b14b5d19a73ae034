// One alert as a card: its name, place and radius, what it filters, an on/off switch, its statistics, and Edit
// and Delete (after a confirmation). The enhanced page adds the trip, the smart settings, every counter and the
// recent matches.
import type { LocationAlert } from '@common/schemas/location-alerts';
import type { TFunction } from 'i18next';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { isolate } from '../../components/ui/member-text';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { AlertStatistics, RecentMatches } from './AlertStatistics';
import { useDeleteLocationAlert, useUpdateLocationAlert } from './use-location-alerts';

/** "Birds, Mammals · Snowy owl · Rare": what the alert listens for, or that it listens for everything. */
function filtersSummary(t: TFunction, alert: LocationAlert): string {
  const parts = [
    alert.categories.map((c) => t(`categories.names.${c}`)).join(', '),
    alert.specificSpecies.map((s) => s.name).join(', '),
    alert.rarityLevels.map((r) => t(`upload.options.rarity.${r}`)).join(', '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('locationAlerts.card.everything');
}

export function AlertCard({
  alert,
  enhanced,
  onEdit,
}: {
  alert: LocationAlert;
  enhanced: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const update = useUpdateLocationAlert(alert.id);
  const remove = useDeleteLocationAlert(alert.id);
  const [confirming, setConfirming] = useState(false);
  const titleId = `location-alert-${alert.id}`;
  const switchId = `location-alert-${alert.id}-active`;
  const failed = (error: unknown) =>
    toast({ title: errorMessage(error, t('locationAlerts.form.saveFailed')), variant: 'destructive' });
  const day = (date: string) =>
    formatDate(`${date}T12:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const channels = [
    alert.emailEnabled && t('locationAlerts.delivery.email'),
    alert.pushEnabled && t('locationAlerts.delivery.push'),
    alert.inAppEnabled && t('locationAlerts.delivery.inApp'),
  ].filter(Boolean);

  return (
    <article
      aria-labelledby={titleId}
      className={`grid content-start gap-3 rounded-xl border bg-white p-4 ${alert.isActive ? 'border-stone-200' : 'border-dashed border-stone-300 opacity-90'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={titleId} className="text-lg font-semibold text-stone-900" dir="auto">
            {alert.alertName}
          </h3>
          <div className="flex flex-wrap gap-1">
            {!alert.isActive && <Badge variant="outline">{t('locationAlerts.card.paused')}</Badge>}
            {enhanced && alert.alertType === 'trip' && <Badge>{t('locationAlerts.trip.types.trip')}</Badge>}
            {enhanced && (
              <Badge variant="outline">
                {t('locationAlerts.card.priority', {
                  level: t(`locationAlerts.priorities.${alert.priorityLevel}`),
                })}
              </Badge>
            )}
            {enhanced && alert.smartFiltering && (
              <Badge variant="outline">{t('locationAlerts.card.smart')}</Badge>
            )}
          </div>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={switchId} className="text-sm text-stone-800">
            {t('locationAlerts.card.active')}
          </label>
          <Switch
            id={switchId}
            checked={alert.isActive}
            disabled={update.isPending}
            onCheckedChange={(isActive) => update.mutate({ isActive }, { onError: failed })}
          />
        </div>
      </div>

      <p className="flex items-start gap-1 text-sm text-stone-800">
        <MapPin className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden />
        <span>
          {alert.location ? <bdi>{alert.location}</bdi> : t('locationAlerts.card.pinnedPlace')}
          {' · '}
          {t('locationAlerts.card.within', {
            radius: t('locationAlerts.kilometres', { value: alert.radiusKm }),
          })}
        </span>
      </p>
      <p className="text-sm text-stone-700">
        <span className="text-stone-600">{t('locationAlerts.card.filters')} </span>
        <bdi>{filtersSummary(t, alert)}</bdi>
      </p>
      {enhanced && alert.alertType === 'trip' && (
        <p className="text-sm text-stone-700">
          {alert.startDate && alert.endDate
            ? t('locationAlerts.card.tripDates', { start: day(alert.startDate), end: day(alert.endDate) })
            : t('locationAlerts.card.tripUndated')}
          {alert.tripType && ` · ${t(`locationAlerts.tripTypes.${alert.tripType}`)}`}
          {alert.accommodationLocation && (
            <>
              {' · '}
              {t('locationAlerts.card.staying')} <bdi>{alert.accommodationLocation}</bdi>
            </>
          )}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {channels.length ? channels.join(', ') : t('locationAlerts.card.noChannels')}
        {alert.quietHours &&
          ` · ${t('locationAlerts.card.quiet', { start: alert.quietHours.start, end: alert.quietHours.end })}`}
      </p>

      <AlertStatistics statistics={alert.statistics} enhanced={enhanced} />
      {enhanced && <RecentMatches alertId={alert.id} />}

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={t('locationAlerts.card.editNamed', { name: isolate(alert.alertName) })}
        >
          <Pencil aria-hidden />
          {t('locationAlerts.card.edit')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-red-700"
          onClick={() => setConfirming(true)}
          aria-label={t('locationAlerts.card.deleteNamed', { name: isolate(alert.alertName) })}
        >
          <Trash2 aria-hidden />
          {t('locationAlerts.card.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('locationAlerts.card.deleteTitle')}
        description={t('locationAlerts.card.deleteConfirm', { name: isolate(alert.alertName) })}
        confirmLabel={t('locationAlerts.card.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({
                title: t('locationAlerts.card.deleted', { name: isolate(alert.alertName) }),
                variant: 'success',
              });
            },
            onError: failed,
          })
        }
      />
    </article>
  );
}
