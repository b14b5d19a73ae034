// A product in the shop's grid: its picture (or category icon), name, brand, list price, rating, and the
// affiliate link through the site's redirect (sponsored).
import type { GearProductCard } from '@common/schemas/gear';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductVisual } from './CategoryIcon';
import { priceText } from './money';
import { Stars } from './Stars';

export function ProductCard({ product, showBuy = true }: { product: GearProductCard; showBuy?: boolean }) {
  const { t, i18n } = useTranslation();
  const price = priceText(product.currentPrice, i18n.language);
  return (
    <article className="grid min-w-0 content-start gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <ProductVisual imageUrl={product.imageUrl} icon={product.category.icon} alt={product.name} />
      <div className="grid min-w-0 gap-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{product.brand.name}</p>
        <h3 className="break-words text-base font-semibold text-stone-900">
          <Link to={`/shop/${product.slug}`} className="hover:underline">
            {product.name}
          </Link>
        </h3>
        <Stars rating={product.averageRating} count={product.reviewCount} />
        <p className="text-sm text-stone-800">
          {price ? t('gear.listPrice', { price }) : t('gear.priceUnknown')}
        </p>
      </div>
      {showBuy && (
        <a
          href={product.goUrl}
          rel="sponsored noopener"
          target="_blank"
          className="inline-flex justify-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('gear.viewOnAmazon')}
        </a>
      )}
    </article>
  );
}
