// Free Explorer and Premium Explorer cards in the current language's currency. The premium card shows only
// where subscriptions are enabled for the language; elsewhere a notice explains why (spec sections 2 and 8).
// The home page draws them from the regional table; /pricing passes the server's payment options, whose
// prices and availability then win. A signed-in member's own plan is marked. The section heading belongs to
// the page that renders these cards.

import { regionalPricingFor } from '@common/constants/regional-pricing';
import type { PaymentOptions } from '@common/schemas/payments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { PlanFeatureList } from './PlanFeatureList';
import { PremiumUnavailableNotice } from './PremiumUnavailableNotice';
import {
  FREE_PLAN,
  type Plan,
  type PlanPrices,
  PREMIUM_PLAN,
  planPrice,
  regionalPlanPrices,
  serverPlanPrices,
} from './plans';

interface CardAction {
  label: string;
  /** No link: the action is shown disabled (e.g. the member's current plan). */
  to?: string;
}

function PlanCard({
  plan,
  prices,
  popular,
  current,
  action,
}: {
  plan: Plan;
  prices: PlanPrices;
  popular: boolean;
  /** The signed-in member's own plan. */
  current: boolean;
  action: CardAction;
}) {
  const { t } = useTranslation();
  const headingId = `plan-${plan.id}-name`;
  let button: ReactNode;
  if (action.to) {
    button = (
      <Button asChild size="lg" variant={popular ? 'default' : 'outline'} className="w-full">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    );
  } else {
    button = (
      <Button size="lg" variant="outline" className="w-full" disabled>
        {action.label}
      </Button>
    );
  }
  return (
    <article
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      data-testid={`plan-card-${plan.id}`}
      data-current={current}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-white p-6 shadow-sm',
        popular || current ? 'border-brand-600 ring-2 ring-brand-600' : 'border-stone-200',
      )}
    >
      {(current || popular) && (
        <span className="absolute -top-3 start-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white ltr:-translate-x-1/2 rtl:translate-x-1/2">
          {current ? t('plans.yourPlan') : t('plans.popular')}
        </span>
      )}
      <div className="grid gap-2">
        <h3 id={headingId} className="text-xl font-bold text-stone-900">
          {t(`plans.${plan.id}.name`)}
        </h3>
        <p className="text-sm text-stone-600">{t(`plans.${plan.id}.description`)}</p>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold text-stone-900">{planPrice(plan, prices)}</span>
          <span className="text-stone-600">{t('plans.perMonth')}</span>
        </p>
      </div>
      <PlanFeatureList plan={plan} prices={prices} className="flex-1" />
      {button}
    </article>
  );
}

export function PricingCards({
  className,
  options,
}: {
  className?: string;
  /** The server's prices and availability (GET /api/payments/options); without them, the regional table's. */
  options?: PaymentOptions;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const premiumOffered = options
    ? options.subscriptionsEnabled
    : regionalPricingFor(language).subscriptionsEnabled;
  const prices = options ? serverPlanPrices(options, language) : regionalPlanPrices(language);
  const { isAuthenticated, isPremium } = useCurrentUser();
  // A premium member keeps seeing their plan even where it can no longer be bought (a contest prize, say).
  const showPremium = premiumOffered || isPremium;

  let freeAction: CardAction = { label: t('plans.free.button'), to: `/register?tier=${FREE_PLAN.tier}` };
  let premiumAction: CardAction = {
    label: t('plans.premium.button'),
    to: `/register?tier=${PREMIUM_PLAN.tier}`,
  };
  if (isAuthenticated) {
    freeAction = { label: isPremium ? t('plans.free.included') : t('plans.currentPlan') };
    premiumAction = isPremium
      ? { label: t('plans.manage'), to: '/subscription' }
      : { label: t('plans.premium.upgrade'), to: '/upgrade' };
  }

  return (
    <div className={cn('mx-auto grid max-w-4xl gap-8', className)}>
      <div className={cn('grid gap-8', showPremium ? 'md:grid-cols-2' : 'mx-auto w-full max-w-md')}>
        <PlanCard
          plan={FREE_PLAN}
          prices={prices}
          popular={false}
          current={isAuthenticated && !isPremium}
          action={freeAction}
        />
        {showPremium && (
          <PlanCard
            plan={PREMIUM_PLAN}
            prices={prices}
            popular={!isAuthenticated || !isPremium}
            current={isAuthenticated && isPremium}
            action={premiumAction}
          />
        )}
      </div>
      {!premiumOffered && <PremiumUnavailableNotice />}
    </div>
  );
}
