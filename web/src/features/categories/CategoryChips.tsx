// The row of category chips that filters /explore and /map: 'All' plus one toggle per category (a second
// press on the chosen one clears it). Each page passes its own label words, so their translations stay apart.
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/Skeleton';
import { cn } from '../../lib/cn';
import { useCategories } from './use-categories';

const chip = (active: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    active
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  );

export function CategoryChips({
  selected,
  onSelect,
  label,
  allLabel,
}: {
  selected: string | null;
  onSelect: (category: string | null) => void;
  /** The group's name for screen readers. */
  label: string;
  /** The words on the chip that clears the filter. */
  allLabel: string;
}) {
  const { t } = useTranslation();
  const categories = useCategories();
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <ul className="flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            aria-pressed={selected === null}
            className={chip(selected === null)}
            onClick={() => onSelect(null)}
          >
            {allLabel}
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
