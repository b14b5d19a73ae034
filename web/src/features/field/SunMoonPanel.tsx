// Sun and moon for here and today on /field/tools: computed in the browser (sun-moon.ts), so it works offline.
// Times are the device's local time, written the language's way.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLocale } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { type DayPeriod, sunMoonFor } from './sun-moon';

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };

export function SunMoonPanel({ lat, lng, now }: { lat: number; lng: number; now: Date }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // The day changes at midnight, not at every fix: keyed on the date and the place to ~1 km.
  const dayKey = `${now.getFullYear()}-${now.getMonth()}-${now.getDate()}`;
  const latKey = lat.toFixed(2);
  const lngKey = lng.toFixed(2);
  const day = useMemo(() => sunMoonFor(now, Number(latKey), Number(lngKey)), [dayKey, latKey, lngKey]);
  const time = (value: Date | null) => (value ? formatDate(value, language, TIME) : t('fieldTools.sun.none'));
  const period = (value: DayPeriod) =>
    value.start || value.end ? `${time(value.start)} – ${time(value.end)}` : t('fieldTools.sun.none');

  const sunRows: [string, string][] = [
    [t('fieldTools.sun.blueMorning'), period(day.blueHourMorning)],
    [t('fieldTools.sun.sunrise'), time(day.sunrise)],
    [t('fieldTools.sun.goldenMorning'), period(day.goldenHourMorning)],
    [t('fieldTools.sun.solarNoon'), time(day.solarNoon)],
    [t('fieldTools.sun.goldenEvening'), period(day.goldenHourEvening)],
    [t('fieldTools.sun.sunset'), time(day.sunset)],
    [t('fieldTools.sun.blueEvening'), period(day.blueHourEvening)],
  ];
  const moonTimes = day.moon.alwaysUp
    ? [[t('fieldTools.moon.riseSet'), t('fieldTools.moon.alwaysUp')] as [string, string]]
    : day.moon.alwaysDown
      ? [[t('fieldTools.moon.riseSet'), t('fieldTools.moon.alwaysDown')] as [string, string]]
      : ([
          [t('fieldTools.moon.rise'), time(day.moon.rise)],
          [t('fieldTools.moon.set'), time(day.moon.set)],
        ] as [string, string][]);

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">
        {t('fieldTools.sun.forDay', { date: formatDate(now, language, { dateStyle: 'full' }) })}
      </p>
      {day.sunAlwaysUp ? <p className="font-medium">{t('fieldTools.sun.alwaysUp')}</p> : null}
      {day.sunAlwaysDown ? <p className="font-medium">{t('fieldTools.sun.alwaysDown')}</p> : null}
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {sunRows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-lg font-semibold text-stone-900">{t('fieldTools.moon.title')}</h3>
      <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        <div className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
          <dt className="text-stone-700">{t('fieldTools.moon.phase')}</dt>
          <dd className="font-medium text-stone-900">{t(`fieldTools.moon.phases.${day.moon.phase}`)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
          <dt className="text-stone-700">{t('fieldTools.moon.illumination')}</dt>
          <dd className="font-medium tabular-nums text-stone-900">
            {new Intl.NumberFormat(formatLocale(language), { style: 'percent' }).format(
              day.moon.illuminationPercent / 100,
            )}
          </dd>
        </div>
        {moonTimes.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 px-3 py-2">
            <dt className="text-stone-700">{label}</dt>
            <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-stone-700">{t('fieldTools.sun.definitions')}</p>
    </div>
  );
}
