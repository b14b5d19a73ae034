// The map's filters: category chips and a species search that waits for a pause in typing, so the map is not
// asked again for every letter.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCategories } from '../../features/categories/use-categories';
import { SEARCH_MAX } from '../../features/map/map-params';
import { cn } from '../../lib/cn';

export const SPECIES_SEARCH_DEBOUNCE_MS = 300;

export function SpeciesSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // A change from outside (Reset, Back) refills the field; our own echo must not undo a space being typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = setTimeout(() => onSearchRef.current(wanted), SPECIES_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="relative w-full">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
        aria-hidden
      />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearchRef.current(text.trim());
        }}
        maxLength={SEARCH_MAX}
        aria-label={t('map.searchLabel')}
        placeholder={t('map.searchPlaceholder')}
        className="ps-9"
      />
    </div>
  );
}

export function CategoryChips({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  const chip = (active: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
    );
  return (
    <fieldset>
      <legend className="sr-only">{t('map.categoryLabel')}</legend>
      <ul className="flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            aria-pressed={selected === null}
            className={chip(selected === null)}
            onClick={() => onSelect(null)}
          >
            {t('map.allCategories')}
          </button>
        </li>
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-8 w-20 rounded-full" />
              </li>
            ))
          : (categories.data ?? []).map((category) => (
              <li key={category.value}>
                <button
                  type="button"
                  aria-pressed={selected === category.value}
                  className={chip(selected === category.value)}
                  onClick={() => onSelect(selected === category.value ? null : category.value)}
                >
                  {t(`categories.names.${category.value}`, { defaultValue: category.name })}
                </button>
              </li>
            ))}
      </ul>
    </fieldset>
  );
}
