// The home page's affiliate gear list (spec section 2: up to 8 items), hidden for Premium members (ad-free; the
// server also answers them an empty list).
import { GEAR_LIMITS } from '@common/schemas/gear';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/use-current-user';
import { AffiliateDisclosure } from './AffiliateDisclosure';
import { AffiliateList } from './AffiliateList';
import { useAffiliateProducts } from './use-gear';

export function HomeAffiliateSection() {
  const { t } = useTranslation();
  const { isPremium } = useCurrentUser();
  const list = useAffiliateProducts(null, !isPremium);
  const items = (list.data ?? []).slice(0, GEAR_LIMITS.homeAffiliateItems);
  if (isPremium || items.length === 0) return null;
  return (
    <section aria-labelledby="home-gear" className="mx-auto grid max-w-6xl gap-4 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="home-gear" className="text-2xl font-semibold text-stone-900">
          {t('gear.homeTitle')}
        </h2>
        <Link to="/amazon-shop" className="text-sm font-semibold text-brand-800 underline">
          {t('gear.seeAll')}
        </Link>
      </div>
      <AffiliateDisclosure />
      <AffiliateList items={items} />
    </section>
  );
}
