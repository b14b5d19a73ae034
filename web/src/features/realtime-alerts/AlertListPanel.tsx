// The list of live alerts (spec section 4): newest first, unread marked; each opens its sighting and can be
// marked read or dismissed; clear all, the sound toggle, and the one place that asks for browser
// notification permission (from the click, as browsers require). Instant popups are a Premium Explorer benefit:
// a free member sees a short note with the way to Premium instead of the connection's state.
import { benefitsOf } from '@common/plans/benefits';
import { Check, Sparkles, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/use-current-user';
import type { LiveAlert } from './alert';
import { alertAgeText, rarityText, sightingPath, spottedText } from './alert-text';
import {
  type NotificationState,
  notificationState,
  requestNotificationPermission,
} from './browser-notification';
import { REALTIME_ALERTS } from './constants';
import { type RealtimeAlerts, useRealtimeAlerts } from './context';
import { useNow } from './use-now';

export function AlertListPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const alerts = useRealtimeAlerts();
  const { user } = useCurrentUser();
  const realtime = benefitsOf(user?.subscriptionTier).realtimeNotifications;
  const soundId = useId();
  const now = useNow(REALTIME_ALERTS.ageRefreshMs);

  return (
    <div className="flex min-h-0 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 className="text-sm font-semibold">{t('realtimeAlerts.list.title')}</h2>
        {realtime && (
          <span
            data-testid="connection-state"
            className={cn(
              'inline-flex items-center gap-1.5 text-xs',
              alerts.connected ? 'text-brand-800' : 'text-stone-600',
            )}
          >
            <span
              aria-hidden
              className={cn('size-2 rounded-full', alerts.connected ? 'bg-brand-600' : 'bg-stone-400')}
            />
            {alerts.connected ? t('realtimeAlerts.list.connected') : t('realtimeAlerts.list.disconnected')}
          </span>
        )}
      </div>

      {!realtime && <PremiumPopupsNote onNavigate={onNavigate} />}

      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-2">
        <label htmlFor={soundId} className="flex items-center gap-2 text-sm">
          <Switch id={soundId} checked={alerts.soundEnabled} onCheckedChange={alerts.setSoundEnabled} />
          {t('realtimeAlerts.list.sound')}
        </label>
        <Button variant="ghost" size="sm" onClick={alerts.clearAll} disabled={alerts.alerts.length === 0}>
          <Trash2 aria-hidden />
          {t('realtimeAlerts.list.clearAll')}
        </Button>
      </div>

      {realtime && <BrowserNotificationsControl />}

      {alerts.alerts.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-stone-600">{t('realtimeAlerts.list.empty')}</p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-stone-100 overflow-y-auto">
          {alerts.alerts.map((alert) => (
            <AlertListItem
              key={String(alert.id)}
              alert={alert}
              now={now}
              actions={alerts}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AlertListItem({
  alert,
  now,
  actions,
  onNavigate,
}: {
  alert: LiveAlert;
  now: number;
  actions: Pick<RealtimeAlerts, 'markRead' | 'dismiss'>;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="live-alert"
      data-read={alert.read}
      className={cn('flex gap-2 px-4 py-3', !alert.read && 'bg-red-50/60')}
    >
      <Link
        to={sightingPath(alert)}
        onClick={() => {
          actions.markRead(alert.id);
          onNavigate?.();
        }}
        className="min-w-0 flex-1 rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="flex items-center gap-1.5">
          {!alert.read && <span aria-hidden className="size-2 shrink-0 rounded-full bg-red-600" />}
          <span dir="auto" className="truncate text-sm font-semibold">
            {alert.species}
          </span>
          {!alert.read && <span className="sr-only">{t('realtimeAlerts.list.unread')}</span>}
        </span>
        <span className="block truncate text-xs text-stone-700">{spottedText(t, alert)}</span>
        <span className="block text-xs text-stone-600">
          {rarityText(t, alert.rarity)} · {alertAgeText(t, alert.timestamp, now)}
        </span>
      </Link>
      <div className="flex shrink-0 items-start gap-0.5">
        {!alert.read && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => actions.markRead(alert.id)}
            aria-label={t('realtimeAlerts.list.markRead')}
            title={t('realtimeAlerts.list.markRead')}
          >
            <Check aria-hidden />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          onClick={() => actions.dismiss(alert.id)}
          aria-label={t('realtimeAlerts.dismiss')}
          title={t('realtimeAlerts.dismiss')}
        >
          <X aria-hidden />
        </Button>
      </div>
    </li>
  );
}

function BrowserNotificationsControl() {
  const { t } = useTranslation();
  const [state, setState] = useState<NotificationState>(notificationState);
  const text: Record<Exclude<NotificationState, 'default'>, string> = {
    granted: t('realtimeAlerts.list.notificationsOn'),
    denied: t('realtimeAlerts.list.notificationsBlocked'),
    unsupported: t('realtimeAlerts.list.notificationsUnsupported'),
  };
  return (
    <div className="border-b border-stone-200 px-4 py-2 text-xs text-stone-600">
      {state === 'default' ? (
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => {
            void requestNotificationPermission().then(setState);
          }}
        >
          {t('realtimeAlerts.list.enableNotifications')}
        </Button>
      ) : (
        <p role="status">{text[state]}</p>
      )}
    </div>
  );
}

/** For free members: popups are a Premium Explorer benefit; their alerts still come in the app and by e-mail. */
function PremiumPopupsNote({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="premium-popups-note"
      className="grid gap-1 border-b border-stone-200 bg-amber-50 px-4 py-3 text-sm text-stone-800"
    >
      <p className="flex items-start gap-2 font-medium">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        {t('realtimeAlerts.premium.note')}
      </p>
      <p className="ps-6 text-xs text-stone-700">{t('realtimeAlerts.premium.elsewhere')}</p>
      <Link
        to="/upgrade"
        onClick={onNavigate}
        className="ps-6 text-sm font-medium text-brand-800 underline underline-offset-4"
      >
        {t('realtimeAlerts.premium.upgrade')}
      </Link>
    </div>
  );
}
