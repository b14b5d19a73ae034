// A category tile linking to /explore?category={value}; a missing or failed image shows the emoji and gradient.
import { CATEGORY_FALLBACK, type CategoryValue } from '@common/constants/categories';
import type { Category } from '@common/schemas/sightings';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { mediaPath } from '../sightings/media-path';

const GENERIC_FALLBACK = { emoji: '🐾', gradient: 'from-stone-400 to-stone-700' };

function fallbackFor(value: string) {
  return CATEGORY_FALLBACK[value as CategoryValue] ?? GENERIC_FALLBACK;
}

interface CategoryTileProps {
  category: Category;
  imageUrl: string | undefined;
  /** While the image list loads the tile stays neutral, instead of flashing the emoji first. */
  imagePending?: boolean;
}

export function CategoryTile({ category, imageUrl, imagePending = false }: CategoryTileProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  const fallback = fallbackFor(category.value);

  return (
    <Link
      to={`/explore?category=${encodeURIComponent(category.value)}`}
      className="group relative flex aspect-[4/3] overflow-hidden rounded-xl shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
    >
      {showImage && imageUrl ? (
        <img
          src={mediaPath(imageUrl)}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(imageUrl)}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      ) : imagePending ? (
        <span aria-hidden className="absolute inset-0 animate-pulse bg-stone-300" />
      ) : (
        <span
          data-testid="category-fallback"
          aria-hidden
          className={cn(
            'absolute inset-0 flex items-center justify-center bg-gradient-to-br text-5xl',
            fallback.gradient,
          )}
        >
          {fallback.emoji}
        </span>
      )}
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pb-2 pt-6 text-start text-base font-semibold text-white">
        {category.name}
      </span>
    </Link>
  );
}
