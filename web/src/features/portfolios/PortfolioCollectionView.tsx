// One collection of a public portfolio, laid out as the member chose: a grid, a masonry of CSS columns, or a
// horizontal carousel with scroll snapping. Every caption and title is plain text (React escapes it).
import type { PortfolioCollection, PortfolioItem } from '@common/schemas/portfolios';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { SightingImage } from '../sightings/SightingImage';
import type { PortfolioLayout, ThemePalette } from './themes';

const LAYOUT_LIST: Record<PortfolioLayout, string> = {
  grid: 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
  masonry: 'columns-1 gap-4 sm:columns-2 lg:columns-3',
  carousel: 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 overscroll-x-contain',
};

const LAYOUT_ITEM: Record<PortfolioLayout, string> = {
  grid: '',
  masonry: 'mb-4 break-inside-avoid',
  carousel: 'w-[85%] shrink-0 snap-start sm:w-[45%] lg:w-[32%]',
};

const IMAGE_SIZES: Record<PortfolioLayout, string> = {
  grid: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  masonry: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  carousel: '(min-width: 1024px) 32vw, (min-width: 640px) 45vw, 85vw',
};

export function PortfolioCollectionView({
  collection,
  layout,
  palette,
}: {
  collection: PortfolioCollection;
  layout: PortfolioLayout;
  palette: ThemePalette;
}) {
  const { t } = useTranslation();
  const headingId = `portfolio-collection-${collection.id}`;
  const items = [...collection.items].sort((a, b) => a.orderIndex - b.orderIndex);

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
          <span dir="auto">{collection.title}</span>
          {collection.isFeatured && (
            <>
              <Star className="size-5 fill-current text-amber-500" aria-hidden />
              <span className="sr-only">{t('portfolio.public.featured')}</span>
            </>
          )}
        </h2>
        {collection.description && (
          <p dir="auto" className={cn('mt-1 whitespace-pre-line', palette.muted)}>
            {collection.description}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <p className={palette.muted}>{t('portfolio.public.emptyCollection')}</p>
      ) : (
        <ul
          data-layout={layout}
          className={LAYOUT_LIST[layout]}
          // A carousel scrolls sideways: focusable and named, so keyboard users can scroll it with the arrows.
          {...(layout === 'carousel'
            ? { tabIndex: 0, 'aria-label': t('portfolio.public.carouselLabel', { title: collection.title }) }
            : {})}
        >
          {items.map((item) => (
            <li key={item.id} className={LAYOUT_ITEM[layout]}>
              <PortfolioItemCard item={item} layout={layout} palette={palette} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PortfolioItemCard({
  item,
  layout,
  palette,
}: {
  item: PortfolioItem;
  layout: PortfolioLayout;
  palette: ThemePalette;
}) {
  const { t } = useTranslation();
  const { sighting } = item;
  // Grid and carousel tiles share one shape; masonry keeps each photo's own proportions.
  const imageBox = layout === 'masonry' ? 'w-full h-auto' : 'aspect-[4/3] w-full object-cover';
  return (
    <figure className={cn('overflow-hidden rounded-xl shadow-sm', palette.card)}>
      <Link
        to={`/sighting/${sighting.id}`}
        className="block"
        aria-label={t('portfolio.public.open', { species: sighting.speciesName })}
      >
        <SightingImage
          sighting={sighting}
          sizes={IMAGE_SIZES[layout]}
          className={cn('block bg-stone-200', imageBox)}
          fallbackClassName={cn('aspect-[4/3] w-full')}
        />
      </Link>
      <figcaption className="grid gap-1 p-3">
        <p className="flex items-center gap-1.5 font-semibold">
          <Link to={`/sighting/${sighting.id}`} dir="auto" className={palette.link}>
            {sighting.speciesName}
          </Link>
          {item.isFeatured && (
            <>
              <Star className="size-4 fill-current text-amber-500" aria-hidden />
              <span className="sr-only">{t('portfolio.public.featured')}</span>
            </>
          )}
        </p>
        {item.caption && (
          <p dir="auto" className={cn('text-sm', palette.muted)}>
            {item.caption}
          </p>
        )}
      </figcaption>
    </figure>
  );
}
