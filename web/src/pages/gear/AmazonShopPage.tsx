// /amazon-shop: the affiliate product list of GET /api/amazon-products with a category filter and the
// disclosure. Premium members are ad-free: the server answers them nothing and the page says so.
import { Binoculars } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { AffiliateDisclosure } from '../../features/gear/AffiliateDisclosure';
import { AffiliateList } from '../../features/gear/AffiliateList';
import { useAffiliateProducts, useGearCategories } from '../../features/gear/use-gear';
import { errorMessage } from '../../lib/api';

export default function AmazonShopPage() {
  const { t } = useTranslation();
  usePageTitle(t('gear.amazonTitle'));
  const { isPremium } = useCurrentUser();
  const categoryId = useId();
  const [search, setSearch] = useSearchParams();
  const category = search.get('category') || null;
  const categories = useGearCategories();
  const list = useAffiliateProducts(category, !isPremium);

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Binoculars className="size-4" aria-hidden />
          {t('gear.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('gear.amazonTitle')}</h1>
        <p className="max-w-3xl text-stone-700">{t('gear.amazonIntro')}</p>
        <Link to="/shop" className="text-sm font-semibold text-brand-800 underline">
          {t('gear.backToShop')}
        </Link>
      </header>
      {isPremium ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-stone-800">{t('gear.adFree')}</p>
      ) : (
        <>
          <AffiliateDisclosure />
          <label htmlFor={categoryId} className="grid max-w-xs gap-1 text-sm">
            {t('gear.category')}
            <NativeSelect
              id={categoryId}
              value={category ?? ''}
              onChange={(e) => setSearch(e.target.value ? { category: e.target.value } : {})}
            >
              <option value="">{t('gear.allCategories')}</option>
              {categories.data?.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {t(`gear.categories.${c.slug}`, { defaultValue: c.name })}
                </option>
              ))}
            </NativeSelect>
          </label>
          {list.isPending && <Skeleton className="h-64 rounded-2xl" />}
          {list.isError && (
            <p role="alert" className="text-stone-700">
              {errorMessage(list.error, t('gear.loadFailed'))}
            </p>
          )}
          {list.data && list.data.length === 0 && <p className="text-stone-700">{t('gear.noProducts')}</p>}
          {list.data && list.data.length > 0 && <AffiliateList items={list.data} />}
        </>
      )}
    </div>
  );
}
