// The registration page's plan comparison: both plans side by side, the one chosen by ?tier= highlighted.

import { regionalPricingFor } from '@common/constants/regional-pricing';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { PlanFeatureList } from './PlanFeatureList';
import { PLANS, type PlanTier, planPrice, regionalPlanPrices } from './plans';

export function PlanComparison({ language, selected }: { language: string; selected: PlanTier | null }) {
  const { t } = useTranslation();
  const premiumOffered = regionalPricingFor(language).subscriptionsEnabled;
  const prices = regionalPlanPrices(language);
  return (
    <section aria-labelledby="plan-comparison-title" className="grid gap-4">
      <h2 id="plan-comparison-title" className="text-lg font-semibold text-stone-900">
        {t('plans.compare.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {PLANS.map((plan) => {
          const isSelected = selected === plan.tier;
          return (
            <div
              key={plan.id}
              data-testid={`compare-${plan.id}`}
              data-selected={isSelected}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'grid content-start gap-3 rounded-xl border bg-white p-4',
                isSelected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-stone-900">{t(`plans.${plan.id}.name`)}</h3>
                {isSelected && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('plans.compare.selected')}
                  </span>
                )}
              </div>
              <p className="flex items-baseline gap-1">
                <span className="text-2xl font-bold">{planPrice(plan, prices)}</span>
                <span className="text-sm text-stone-600">{t('plans.perMonth')}</span>
              </p>
              {plan.id === 'premium' && !premiumOffered && (
                <p className="text-xs text-amber-800">{t('plans.compare.unavailableShort')}</p>
              )}
              <PlanFeatureList plan={plan} prices={prices} />
            </div>
          );
        })}
      </div>
    </section>
  );
}
