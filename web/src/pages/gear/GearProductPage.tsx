// /shop/:slug: one product. Its picture (or category icon), list price as of the month checked, average rating,
// the affiliate link and disclosure, the wishlist button, the specifications table, the sightings members made
// with it (from their photos' camera data), the reviews with helpful votes, and the member's review form.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { AffiliateDisclosure } from '../../features/gear/AffiliateDisclosure';
import { ProductVisual } from '../../features/gear/CategoryIcon';
import { monthText, priceText } from '../../features/gear/money';
import { ReviewForm } from '../../features/gear/ReviewForm';
import { ReviewList } from '../../features/gear/ReviewList';
import { Stars } from '../../features/gear/Stars';
import { useGearProduct } from '../../features/gear/use-gear';
import { WishlistButton } from '../../features/gear/WishlistButton';
import { errorMessage } from '../../lib/api';

/** "weightG" -> "weight G"; values: booleans as yes/no. */
function specLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export default function GearProductPage() {
  const { t, i18n } = useTranslation();
  const { slug = '' } = useParams();
  const product = useGearProduct(slug);
  const { isAuthenticated } = useCurrentUser();
  usePageTitle(product.data?.name ?? t('gear.shopTitle'));

  if (product.isPending)
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-8">
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  if (product.isError || !product.data)
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-8">
        <h1 role="alert" className="text-2xl font-bold text-stone-900">
          {errorMessage(product.error, t('gear.loadFailed'))}
        </h1>
        <Link to="/shop" className="text-brand-800 underline">
          {t('gear.backToShop')}
        </Link>
      </div>
    );
  const p = product.data;
  const price = priceText(p.currentPrice, i18n.language);
  const msrp = priceText(p.msrp, i18n.language);
  const checked = monthText(p.priceCheckedOn, i18n.language);
  const specs = Object.entries(p.specifications);

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <Link to="/shop" className="text-sm font-semibold text-brand-800 underline">
        {t('gear.backToShop')}
      </Link>
      <div className="grid min-w-0 gap-6 md:grid-cols-[2fr_3fr]">
        <ProductVisual imageUrl={p.imageUrl} icon={p.category.icon} alt={p.name} size="lg" />
        <div className="grid min-w-0 content-start gap-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">
            {p.brand.name} · {t(`gear.categories.${p.category.slug}`, { defaultValue: p.category.name })}
          </p>
          <h1 className="break-words text-3xl font-bold text-stone-900">{p.name}</h1>
          <p className="text-sm text-stone-600">{t('gear.model', { model: p.model })}</p>
          <Stars rating={p.averageRating} count={p.reviewCount} />
          <p className="text-lg font-semibold text-stone-900">
            {price ? t('gear.listPrice', { price }) : t('gear.priceUnknown')}
          </p>
          {checked && (
            <p className="text-sm text-stone-600">
              {t('gear.priceNote', { month: checked })}
              {msrp && msrp !== price ? ` ${t('gear.msrp', { price: msrp })}` : ''}
            </p>
          )}
          <p className="whitespace-pre-line text-stone-800">{p.description}</p>
          <div className="flex flex-wrap items-center gap-3">
            <a
              href={p.goUrl}
              rel="sponsored noopener"
              target="_blank"
              className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t('gear.viewOnAmazon')}
            </a>
            <WishlistButton productId={p.id} onList={p.onMyWishlist} />
          </div>
          <AffiliateDisclosure />
        </div>
      </div>

      {specs.length > 0 && (
        <section aria-labelledby="gear-specs" className="grid gap-3">
          <h2 id="gear-specs" className="text-2xl font-semibold text-stone-900">
            {t('gear.specifications')}
          </h2>
          <div className="relative overflow-x-auto rounded-2xl border border-stone-200">
            <table className="w-full text-sm">
              <tbody>
                {specs.map(([key, value]) => (
                  <tr key={key} className="border-b border-stone-100 last:border-0">
                    <th scope="row" className="bg-stone-50 px-3 py-2 text-start font-medium text-stone-700">
                      {specLabel(key)}
                    </th>
                    <td className="px-3 py-2 text-stone-900">
                      {typeof value === 'boolean' ? (value ? t('gear.yes') : t('gear.no')) : String(value)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <section aria-labelledby="gear-sightings" className="grid gap-3">
        <h2 id="gear-sightings" className="text-2xl font-semibold text-stone-900">
          {t('gear.sightingsWith')}
        </h2>
        {p.sightings.length === 0 ? (
          <p className="text-stone-700">{t('gear.noSightingsWith')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {p.sightings.map((s) => (
              <li key={s.id} className="min-w-0">
                <Link to={`/sighting/${s.id}`} className="grid gap-1">
                  {s.photoUrl ? (
                    <img
                      src={s.photoUrl}
                      alt={s.speciesName}
                      loading="lazy"
                      className="aspect-square w-full rounded-xl object-cover"
                    />
                  ) : (
                    <div className="grid aspect-square w-full place-items-center rounded-xl bg-stone-100 text-sm">
                      {t('gear.noImage')}
                    </div>
                  )}
                  <span className="break-words text-sm font-semibold">{s.speciesName}</span>
                  <span className="break-words text-xs text-stone-600">
                    {s.username} · {s.camera}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="gear-reviews" className="grid gap-3">
        <h2 id="gear-reviews" className="text-2xl font-semibold text-stone-900">
          {t('gear.reviews')}
        </h2>
        <ReviewList reviews={p.reviews} />
        {isAuthenticated ? (
          <ReviewForm key={p.myReview?.id ?? 'new'} productId={p.id} existing={p.myReview} />
        ) : (
          <Link to="/login" className="text-sm font-semibold text-brand-800 underline">
            {t('gear.signInToReview')}
          </Link>
        )}
      </section>
    </div>
  );
}
