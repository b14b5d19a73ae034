// The category filter of a list as a row of toggle chips: "All" and one chip per category, the chosen one
// pressed (aria-pressed). Wraps onto more lines on a phone.
import type { ArticleCategory } from '@common/schemas/articles';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const chip = 'min-h-9 rounded-full border px-3 py-1 text-sm font-medium transition';
const on = 'border-brand-700 bg-brand-700 text-white';
const off = 'border-stone-300 bg-white text-stone-800 hover:border-brand-600';

export function CategoryChips({
  categories,
  value,
  onChange,
  label,
}: {
  categories: readonly ArticleCategory[];
  value: ArticleCategory | null;
  onChange: (category: ArticleCategory | null) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      <button
        type="button"
        aria-pressed={value === null}
        className={cn(chip, value === null ? on : off)}
        onClick={() => onChange(null)}
      >
        {t('articles.allCategories')}
      </button>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          className={cn(chip, value === category ? on : off)}
          onClick={() => onChange(category)}
        >
          {t(`articles.category.${category}`)}
        </button>
      ))}
    </fieldset>
  );
}
