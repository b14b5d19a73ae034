// A tile per sighting category, each leading to /explore?category={value}.
import { CATEGORY_VALUES } from '@common/constants/categories';
import type { Category } from '@common/schemas/sightings';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CategoryTile } from '../../../features/categories/CategoryTile';
import { useCategories } from '../../../features/categories/use-categories';
import { useCategoryImages } from '../../../features/categories/use-category-images';

export function CategoryBrowserSection() {
  const { t } = useTranslation();
  const categories = useCategories();
  const images = useCategoryImages();

  // The six known categories stand in when the list cannot be loaded, so the browser is never empty.
  const list: Category[] =
    categories.data && categories.data.length > 0
      ? categories.data
      : CATEGORY_VALUES.map((value) => ({ value, name: value }));

  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <h2 id="categories-heading" className="text-3xl font-bold">
        {t('categories.heading')}
      </h2>
      <p className="mt-2 text-stone-700">{t('categories.subtitle')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {categories.isPending
          ? CATEGORY_VALUES.map((value) => (
              <li key={value}>
                <Skeleton className="aspect-[4/3] rounded-xl" />
              </li>
            ))
          : list.map((category) => (
              <li key={category.value}>
                <CategoryTile
                  category={{
                    value: category.value,
                    // Known categories are named in the interface language; others as the server names them.
                    name: t(`categories.names.${category.value}`, { defaultValue: category.name }),
                  }}
                  imageUrl={images.data?.get(category.value)}
                  imagePending={images.isPending}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
