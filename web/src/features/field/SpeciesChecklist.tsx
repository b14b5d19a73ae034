// The species of a checklist, most often seen first, each with its count and last sighting, a link to its page
// when the catalogue has it, and a big "seen today" tick that stays for the day (seen-today.ts).
import type { FieldChecklist } from '@common/schemas/field';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Input } from '../../components/ui/Input';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { setSeenToday, speciesKey, useSeenToday } from './seen-today';

export function SpeciesChecklist({ checklist }: { checklist: FieldChecklist }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const seen = useSeenToday();
  const [filter, setFilter] = useState('');
  const id = useId();
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    if (!needle) return checklist.species;
    return checklist.species.filter(
      (s) =>
        s.commonName.toLocaleLowerCase().includes(needle) ||
        (s.scientificName?.toLocaleLowerCase().includes(needle) ?? false),
    );
  }, [checklist.species, filter]);
  const seenCount = checklist.species.filter((s) => seen.has(speciesKey(s))).length;

  if (checklist.species.length === 0) {
    return <p className="text-stone-700">{t('fieldCommon.checklist.empty')}</p>;
  }
  return (
    <div>
      <p className="font-medium text-stone-900" aria-live="polite">
        {t('fieldCommon.checklist.seenSummary', { seen: seenCount, total: checklist.species.length })}
      </p>
      <label htmlFor={`${id}-filter`} className="mt-3 block text-sm font-medium text-stone-800">
        {t('fieldCommon.checklist.filter')}
      </label>
      <Input
        id={`${id}-filter`}
        type="search"
        className="mt-1 h-12"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {shown.map((species) => {
          const key = speciesKey(species);
          const checked = seen.has(key);
          const boxId = `${id}-${key}`;
          return (
            <li key={key} className="flex items-start gap-3 p-3">
              <input
                id={boxId}
                type="checkbox"
                className="mt-1 size-7 shrink-0 accent-brand-700"
                checked={checked}
                onChange={(e) => setSeenToday(key, e.target.checked)}
                aria-describedby={`${boxId}-meta`}
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={boxId} className="block text-base font-medium text-stone-900">
                  {species.commonName}
                  {species.scientificName ? (
                    <span className="ms-1 font-normal italic text-stone-700">{species.scientificName}</span>
                  ) : null}
                </label>
                <p id={`${boxId}-meta`} className="text-sm text-stone-700">
                  {t(`categories.names.${species.category}`)} ·{' '}
                  {t('fieldCommon.checklist.sightings', { n: species.count })}
                  {species.lastSeen
                    ? ` · ${t('fieldCommon.checklist.lastSeen', { date: formatDate(`${species.lastSeen}T12:00:00`, language) })}`
                    : ''}
                </p>
                {species.slug ? (
                  <Link
                    to={`/species/${species.slug}`}
                    className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
                  >
                    {t('fieldCommon.checklist.speciesPage')}
                    <span className="sr-only">: {species.commonName}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {shown.length === 0 ? <p className="mt-3 text-stone-700">{t('common.noResults')}</p> : null}
    </div>
  );
}
