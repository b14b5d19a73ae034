// /shop: the gear shop. Categories, brand, text search and sort; product cards with the list price (the makers'
// US list price as of the month it was checked, never a live price) and average rating; the affiliate
// disclosure; links to the member's wishlist and the affiliate list.
import { GEAR_SORTS } from '@common/schemas/gear';
import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { AffiliateDisclosure } from '../../features/gear/AffiliateDisclosure';
import { CategoryIcon } from '../../features/gear/CategoryIcon';
import { monthText } from '../../features/gear/money';
import { ProductCard } from '../../features/gear/ProductCard';
import { useGearBrands, useGearCategories, useGearProducts } from '../../features/gear/use-gear';
import { errorMessage } from '../../lib/api';

type Sort = (typeof GEAR_SORTS)[number];

export default function ShopPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('gear.shopTitle'));
  const { isAuthenticated } = useCurrentUser();
  const formId = useId();
  const searchId = `${formId}-searchId`;
  const brandId = `${formId}-brandId`;
  const sortId = `${formId}-sortId`;
  const [search, setSearch] = useSearchParams();
  const category = search.get('category') ?? '';
  const brand = search.get('brand') ?? '';
  const q = search.get('q') ?? '';
  const sortParam = search.get('sort');
  const sort: Sort = (GEAR_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as Sort)
    : 'name';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const categories = useGearCategories();
  const brands = useGearBrands();
  const params: Record<string, string | number> = { sort, page };
  if (category) params.category = category;
  if (brand) params.brand = brand;
  if (q) params.q = q;
  const products = useGearProducts(params);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next);
  };
  const checkedOn = monthText(products.data?.items[0]?.priceCheckedOn ?? null, i18n.language);
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / products.data.pageSize)) : 1;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <ShoppingBag className="size-4" aria-hidden />
          {t('gear.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('gear.shopTitle')}</h1>
        <p className="max-w-3xl text-stone-700">{t('gear.shopIntro')}</p>
        <div className="flex flex-wrap gap-3 text-sm">
          <Link to="/amazon-shop" className="font-semibold text-brand-800 underline">
            {t('gear.affiliateListLink')}
          </Link>
          {isAuthenticated && (
            <Link to="/shop/wishlist" className="font-semibold text-brand-800 underline">
              {t('gear.myWishlist')}
            </Link>
          )}
        </div>
      </header>
      <AffiliateDisclosure />

      <nav aria-label={t('gear.categoriesLabel')} className="flex flex-wrap gap-2">
        <Button size="sm" variant={category ? 'outline' : 'default'} onClick={() => set('category', '')}>
          {t('gear.allCategories')}
        </Button>
        {categories.data?.map((c) => (
          <Button
            key={c.slug}
            size="sm"
            variant={category === c.slug ? 'default' : 'outline'}
            aria-pressed={category === c.slug}
            onClick={() => set('category', c.slug)}
          >
            <CategoryIcon name={c.icon} className="size-4" />
            {t(`gear.categories.${c.slug}`, { defaultValue: c.name })}
          </Button>
        ))}
      </nav>

      <form
        className="grid min-w-0 gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', String(new FormData(e.currentTarget).get('q') ?? '').trim());
        }}
      >
        <label htmlFor={searchId} className="grid gap-1 text-sm">
          {t('gear.search')}
          <Input id={searchId} name="q" type="search" defaultValue={q} maxLength={100} />
        </label>
        <label htmlFor={brandId} className="grid gap-1 text-sm">
          {t('gear.brand')}
          <NativeSelect id={brandId} value={brand} onChange={(e) => set('brand', e.target.value)}>
            <option value="">{t('gear.allBrands')}</option>
            {brands.data?.map((b) => (
              <option key={b.slug} value={b.slug}>
                {b.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={sortId} className="grid gap-1 text-sm">
          {t('gear.sort')}
          <NativeSelect id={sortId} value={sort} onChange={(e) => set('sort', e.target.value)}>
            {GEAR_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`gear.sorts.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      </form>

      {checkedOn && <p className="text-sm text-stone-600">{t('gear.priceNote', { month: checkedOn })}</p>}
      {products.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
          <Skeleton className="h-72 rounded-2xl" />
        </div>
      )}
      {products.isError && (
        <p role="alert" className="text-stone-700">
          {errorMessage(products.error, t('gear.loadFailed'))}
        </p>
      )}
      {products.data && products.data.items.length === 0 && (
        <p className="text-stone-700">{t('gear.noProducts')}</p>
      )}
      {products.data && products.data.items.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {products.data.items.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('gear.pagination')} className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => set('page', String(page - 1))}
          >
            {t('gear.previous')}
          </Button>
          <span className="text-sm">{t('gear.pageOf', { page, pages })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => set('page', String(page + 1))}
          >
            {t('gear.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
