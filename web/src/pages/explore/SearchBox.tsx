// The explore search field: typing updates the URL 300 ms after the last key, so the list is not refetched
// for every letter; a new ?search= from elsewhere (the header's site search, Reset) refills the field.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/Input';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Adopt an outside change, but not our own echo: a trailing space being typed must survive.
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
    const timer = setTimeout(() => onSearchRef.current(wanted), SEARCH_DEBOUNCE_MS);
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
          // Enter searches at once instead of waiting for the pause.
          if (e.key === 'Enter') onSearchRef.current(text.trim());
        }}
        maxLength={200}
        aria-label={t('explore.searchLabel')}
        placeholder={t('explore.searchPlaceholder')}
        className="ps-9"
      />
    </div>
  );
}
