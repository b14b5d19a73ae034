// 'Choose Your Adventure': the plan cards (built by the plans feature) under the home page's heading.
import { useTranslation } from 'react-i18next';
import { PricingCards } from '../../../features/plans/PricingCards';

export function PricingSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-heading" className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold">
          {t('home.pricing.heading')}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-stone-700">{t('home.pricing.subtitle')}</p>
      </div>
      <div className="mt-8">
        <PricingCards />
      </div>
    </section>
  );
}
