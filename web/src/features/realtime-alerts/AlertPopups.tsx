// Rare-species alert popups (spec sections 2, 4 and 9): stacked at the screen's end edge (right, or left in
// Arabic), at most 3, 120 px apart. Each shows the species, place, photographer, photo, rarity, age
// (refreshed every 60 s) and, above 80, its relevance. Dismissing hides it at once and tells the parent 300 ms
// later; View Sighting opens the sighting and dismisses it. Popups never take the focus.

import { mediaPath } from '@common/media-renditions';
import { BellRing, Volume2, VolumeX, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import type { AlertId, LiveAlert } from './alert';
import { alertAgeText, rarityText, relevanceBadgeText, sightingPath, spottedText } from './alert-text';
import { REALTIME_ALERTS } from './constants';
import { useNow } from './use-now';

interface PopupHandlers {
  /** Told `popupDismissDelayMs` after the popup was dismissed (or its sighting viewed). */
  onDismiss(id: AlertId): void;
  /** The member opened the alert's sighting from the popup. */
  onView?(alert: LiveAlert): void;
  /** The alert sound's toggle, on every popup: the moment a sound plays is when one wants to turn it off. */
  sound?: { enabled: boolean; onChange(enabled: boolean): void };
}

export function AlertPopupStack({ alerts, ...handlers }: { alerts: LiveAlert[] } & PopupHandlers) {
  // The clock below only ticks while there is an age to show.
  return alerts.length === 0 ? null : <PopupList alerts={alerts} {...handlers} />;
}

function PopupList({ alerts, ...handlers }: { alerts: LiveAlert[] } & PopupHandlers) {
  const { t } = useTranslation();
  const now = useNow(REALTIME_ALERTS.ageRefreshMs);
  return (
    <section aria-label={t('realtimeAlerts.popup.region')}>
      {alerts.slice(0, REALTIME_ALERTS.maxPopups).map((alert, index) => (
        <AlertPopup key={String(alert.id)} alert={alert} index={index} now={now} {...handlers} />
      ))}
    </section>
  );
}

export function AlertPopup({
  alert,
  index,
  now,
  onDismiss,
  onView,
  sound,
}: { alert: LiveAlert; index: number; now: number } & PopupHandlers) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const dismiss = () => {
    if (!visible) return;
    setVisible(false);
    timer.current = setTimeout(() => onDismiss(alert.id), REALTIME_ALERTS.popupDismissDelayMs);
  };
  const view = () => {
    onView?.(alert);
    navigate(sightingPath(alert));
    dismiss();
  };

  if (!visible) return null;
  const badge = relevanceBadgeText(t, alert.relevanceScore);
  return (
    <div
      role="alert"
      data-testid="alert-popup"
      style={{ top: `${REALTIME_ALERTS.popupTopPx + index * REALTIME_ALERTS.popupSpacingPx}px` }}
      className="fixed end-4 z-overlay h-28 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-red-200 bg-white shadow-lg"
    >
      <div className="flex h-full gap-3 p-3 pe-10">
        {alert.imageUrl && (
          <img
            src={mediaPath(alert.imageUrl)}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-md bg-stone-100 object-cover"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex min-w-0 items-center gap-1.5">
            <BellRing className="size-4 shrink-0 text-red-600" aria-hidden />
            <span className="sr-only">{t('realtimeAlerts.popup.label')}</span>
            <p dir="auto" className="truncate text-sm font-semibold text-stone-900">
              {alert.species}
            </p>
            {badge && (
              <Badge data-testid="relevance-badge" variant="accent" className="shrink-0">
                {badge}
              </Badge>
            )}
          </div>
          <p className="truncate text-xs text-stone-700">{spottedText(t, alert)}</p>
          <p className="truncate text-xs text-stone-600">
            {rarityText(t, alert.rarity)} ·{' '}
            <span data-testid="alert-age">{alertAgeText(t, alert.timestamp, now)}</span>
          </p>
          <div className="mt-auto">
            <Button size="sm" className="min-h-7 px-2.5 py-1 text-xs" onClick={view}>
              {t('realtimeAlerts.viewSighting')}
            </Button>
          </div>
        </div>
      </div>
      {sound && (
        <button
          type="button"
          aria-pressed={sound.enabled}
          onClick={() => sound.onChange(!sound.enabled)}
          aria-label={t('realtimeAlerts.list.sound')}
          title={t('realtimeAlerts.list.sound')}
          className="absolute end-1 bottom-1 inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {sound.enabled ? (
            <Volume2 className="size-4" aria-hidden />
          ) : (
            <VolumeX className="size-4" aria-hidden />
          )}
        </button>
      )}
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('realtimeAlerts.dismiss')}
        title={t('realtimeAlerts.dismiss')}
        className="absolute end-1 top-1 inline-flex size-8 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
