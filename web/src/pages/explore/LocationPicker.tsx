// The explore page's location filter: type part of a park's or hot spot's name and pick it from the location pages
// that match (GET /api/locations?q=, a few at a time). The chosen one is named in the filter chips above.

import { countryName } from '@common/place-label';
import type { LocationList } from '@common/schemas/locations';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { useCurrentLanguage } from '../../features/language/current-language';
import { SEARCH_DEBOUNCE_MS } from '../../features/sightings/SearchBox';

/** Matches shown under the field. */
const SHOWN = 6;
/** Fewer letters than this match too many places to be useful. */
const MIN_LETTERS = 2;

export function LocationPicker({ onPick }: { onPick: (slug: string) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const asking = q.length >= MIN_LETTERS;
  const matches = useQuery<LocationList>({
    queryKey: ['/api/locations', { q, limit: SHOWN }],
    enabled: asking,
  });
  const items = asking ? (matches.data?.items ?? []) : [];

  return (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-q`}>{t('explore.filters.location')}</Label>
      <Input
        id={`${id}-q`}
        type="search"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('explore.filters.locationPlaceholder')}
      />
      <p role="status" className="text-sm text-stone-600 empty:hidden">
        {asking && matches.isSuccess && items.length === 0 ? t('explore.filters.locationNone') : ''}
      </p>
      {items.length > 0 && (
        <ul className="grid gap-1 rounded-md border border-stone-200 bg-white p-1">
          {items.map((area) => (
            <li key={area.slug}>
              <button
                type="button"
                className="w-full rounded px-2 py-1.5 text-start text-sm hover:bg-stone-100 focus-visible:bg-stone-100"
                onClick={() => {
                  onPick(area.slug);
                  setText('');
                  setQ('');
                }}
              >
                <span dir="auto" className="font-medium">
                  {area.name}
                </span>
                <span className="ms-2 text-stone-600">{countryName(area.country, language)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
