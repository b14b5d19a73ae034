// A plan's features as a checked list, in the current language and currency.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type Plan, type PlanPrices, planFeatureText } from './plans';

export function PlanFeatureList({
  plan,
  prices,
  className,
}: {
  plan: Plan;
  prices: PlanPrices;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={cn('grid gap-2 text-sm text-stone-700', className)}>
      {plan.features.map((feature) => (
        <li key={feature.key} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
          <span>{planFeatureText(t, plan, feature, prices)}</span>
        </li>
      ))}
    </ul>
  );
}
