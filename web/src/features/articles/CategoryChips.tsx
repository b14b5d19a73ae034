// The category filter of a list as a row of toggle chips: "All" and one chip per category, the chosen one
// pressed (aria-pressed). Wraps onto more lines on a phone.
import { CHIP_CLASSES } from '@common/first-paint-articles';
import type { ArticleCategory } from '@common/schemas/articles';
import { useTranslation } from 'react-i18next';

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
        className={value === null ? CHIP_CLASSES.on : CHIP_CLASSES.off}
        onClick={() => onChange(null)}
      >
        {t('articles.allCategories')}
      </button>
      {categories.map((category) => (
        <button
          key={category}
          type="button"
          aria-pressed={value === category}
          className={value === category ? CHIP_CLASSES.on : CHIP_CLASSES.off}
          onClick={() => onChange(category)}
        >
          {t(`articles.category.${category}`)}
        </button>
      ))}
    </fieldset>
  );
}
