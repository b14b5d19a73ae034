// The position section of /field/tools: the live fix in decimal degrees with its accuracy (and altitude when
// the device gives one), a Copy button for a note or a message, and start / stop to spare the battery.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useFieldSettings } from './settings';
import { formatCoordinate, shortLength } from './units';
import type { DevicePosition } from './use-position';

const COPIED_MS = 2000;

export function PositionPanel({ position }: { position: DevicePosition }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { status, fix, lastKnown } = position;
  const shownFix = fix ?? lastKnown;
  const coordinates = shownFix
    ? `${formatCoordinate(shownFix.lat)}, ${formatCoordinate(shownFix.lng)}`
    : null;
  const active = status === 'watching' || status === 'waiting' || status === 'unavailable';

  async function copyCoordinates() {
    if (!coordinates) return;
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(coordinates);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    timer.current = setTimeout(() => setCopy('idle'), COPIED_MS);
  }

  const statusText = {
    idle: t('fieldTools.position.idle'),
    waiting: t('fieldTools.position.waiting'),
    watching: t('fieldTools.position.watching'),
    denied: t('fieldTools.position.denied'),
    unavailable: t('fieldTools.position.unavailable'),
    unsupported: t('fieldTools.position.unsupported'),
  }[status];

  return (
    <div className="space-y-4">
      <p className="text-stone-700" role="status">
        {statusText}
      </p>
      {shownFix && coordinates ? (
        <div className="rounded-lg border border-stone-200 bg-white p-4">
          <p className="break-all font-mono text-xl font-semibold text-stone-900 sm:text-2xl" dir="ltr">
            {coordinates}
          </p>
          <dl className="mt-2 space-y-1 text-stone-800">
            <div className="flex flex-wrap gap-x-2">
              <dt>{t('fieldTools.position.accuracy')}</dt>
              <dd className="font-medium">± {shortLength(shownFix.accuracy, units, language)}</dd>
            </div>
            {shownFix.altitude !== null ? (
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('fieldTools.position.altitude')}</dt>
                <dd className="font-medium">
                  {shortLength(shownFix.altitude, units, language)}
                  {shownFix.altitudeAccuracy !== null
                    ? ` (± ${shortLength(shownFix.altitudeAccuracy, units, language)})`
                    : ''}
                </dd>
              </div>
            ) : null}
            {!fix ? (
              <div className="flex flex-wrap gap-x-2">
                <dt>{t('fieldTools.position.keptFrom')}</dt>
                <dd className="font-medium">
                  {formatDate(new Date(shownFix.at), language, { dateStyle: 'medium', timeStyle: 'short' })}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {active ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="min-h-12 flex-1"
            onClick={position.stop}
          >
            {t('fieldTools.position.stop')}
          </Button>
        ) : (
          <Button
            type="button"
            size="lg"
            className="min-h-12 flex-1"
            disabled={status === 'unsupported'}
            onClick={position.start}
          >
            {t('fieldTools.position.start')}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          size="lg"
          className="min-h-12 flex-1"
          disabled={!coordinates}
          onClick={copyCoordinates}
        >
          {copy === 'copied' ? t('fieldTools.position.copied') : t('fieldTools.position.copy')}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copy === 'copied'
          ? t('fieldTools.position.copied')
          : copy === 'failed'
            ? t('fieldTools.position.copyFailed')
            : ''}
      </p>
      {copy === 'failed' ? <p className="text-red-700">{t('fieldTools.position.copyFailed')}</p> : null}
    </div>
  );
}
