// The search field of /explore and /map: the search starts 300 ms after the last key (Enter: at once), so the
// list or map is not asked again for every letter; a new value from outside (the header's site search, Reset,
// Back) refills the field.
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Input } from '../../components/ui/Input';

export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  maxLength,
}: {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  /** The longest search the page reads back from its URL. */
  maxLength: number;
}) {
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
        maxLength={maxLength}
        aria-label={label}
        placeholder={placeholder}
        className="ps-9"
      />
    </div>
  );
}
