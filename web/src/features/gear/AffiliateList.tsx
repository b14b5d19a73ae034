// The affiliate product list of GET /api/amazon-products (spec section 7): each item's picture (its category's
// icon when it has none; 'Image unavailable' when its image fails), name, and the sponsored link through the
// site's redirect, which records the click.
import type { AffiliateProduct } from '@common/schemas/gear';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackEngagement } from '../../lib/analytics';
import { CategoryIcon } from './CategoryIcon';
import { useGearCategories } from './use-gear';

function AffiliateImage({ item, icon }: { item: AffiliateProduct; icon: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (item.imageUrl && !failed)
    return (
      <img
        src={item.imageUrl}
        alt={item.name}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-28 w-full rounded-xl object-contain"
      />
    );
  if (item.imageUrl && failed)
    return (
      <div className="grid h-28 w-full place-items-center rounded-xl bg-stone-100 text-sm text-stone-600">
        {t('gear.imageUnavailable')}
      </div>
    );
  return (
    <div className="grid h-28 w-full place-items-center rounded-xl bg-brand-50 text-brand-700">
      <CategoryIcon name={icon} className="size-10" />
    </div>
  );
}

export function AffiliateList({ items }: { items: AffiliateProduct[] }) {
  const { t } = useTranslation();
  const categories = useGearCategories();
  const iconOf = (slug: string) => categories.data?.find((c) => c.slug === slug)?.icon ?? 'Package';
  const nameOf = (slug: string) => categories.data?.find((c) => c.slug === slug)?.name ?? slug;
  return (
    <ul className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 md:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          className="grid min-w-0 content-start gap-2 rounded-2xl border border-stone-200 bg-white p-3"
        >
          <AffiliateImage item={item} icon={iconOf(item.category)} />
          <p className="text-xs uppercase tracking-wide text-stone-600">
            {t(`gear.categories.${item.category}`, { defaultValue: nameOf(item.category) })}
          </p>
          <p className="break-words text-sm font-semibold text-stone-900">{item.name}</p>
          <a
            href={item.amazonUrl}
            rel="sponsored noopener"
            target="_blank"
            onClick={() =>
              trackEngagement({ action: 'affiliate_click', category: 'shop', label: String(item.id) })
            }
            className="text-sm font-semibold text-brand-800 underline"
          >
            {t('gear.viewOnAmazon')}
          </a>
        </li>
      ))}
    </ul>
  );
}
