// /upgrade (Get Premium): why Premium Explorer, its price for this member, and the ways to pay straight into the
// checkout. A visitor is asked to sign in (and comes back here); a premium member is sent to their subscription.
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { AlreadyPremium } from '../../features/plans/AlreadyPremium';
import { canSubscribe, PaymentMethodChooser } from '../../features/plans/PaymentMethodChooser';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList';
import { PremiumUnavailableNotice } from '../../features/plans/PremiumUnavailableNotice';
import { PREMIUM_PLAN, serverPlanPrices } from '../../features/plans/plans';
import { SignInPrompt } from '../../features/plans/SignInPrompt';
import { TestModeNotice } from '../../features/plans/TestModeNotice';
import { usePaymentOptions } from '../../features/plans/use-payment-options';
import { OptionsError } from './OptionsError';

export default function UpgradePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.upgrade.title'));
  const language = useCurrentLanguage();
  const { isAuthenticated, isPremium, isLoading } = useCurrentUser();
  const options = usePaymentOptions();

  if (isLoading || options.isPending) return <PageSpinner />;
  if (options.isError) return <OptionsError error={options.error} onRetry={() => options.refetch()} />;

  const prices = serverPlanPrices(options.data, language);
  const canPay = canSubscribe(options.data);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10">
      <header className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Sparkles className="size-4" aria-hidden />
          {t('plans.premium.name')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('billing.upgrade.heading')}</h1>
        <p className="text-lg text-stone-700">{t('billing.upgrade.intro')}</p>
      </header>

      {isPremium ? (
        <AlreadyPremium />
      ) : (
        <>
          <section
            aria-labelledby="upgrade-benefits"
            className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-6"
          >
            <h2 id="upgrade-benefits" className="text-xl font-semibold text-stone-900">
              {t('billing.upgrade.benefits')}
            </h2>
            <PlanFeatureList plan={PREMIUM_PLAN} prices={prices} className="sm:grid-cols-2" />
            {canPay && (
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 border-t border-stone-100 pt-4">
                <span className="text-3xl font-extrabold text-stone-900">{prices.premiumMonthly}</span>
                <span className="text-stone-600">{t('plans.perMonth')}</span>
                <span className="text-sm text-stone-600">{t('billing.upgrade.billing')}</span>
              </p>
            )}
          </section>

          {options.data.testMode && canPay && <TestModeNotice />}
          {!canPay ? (
            <PremiumUnavailableNotice />
          ) : isAuthenticated ? (
            <section aria-labelledby="upgrade-pay" className="grid gap-3">
              <h2 id="upgrade-pay" className="text-xl font-semibold text-stone-900">
                {t('billing.methods.title')}
              </h2>
              <PaymentMethodChooser options={options.data} compact />
              <Link
                to="/payment-options"
                className="justify-self-start text-sm font-medium text-brand-800 hover:underline"
              >
                {t('billing.upgrade.moreOptions')}
              </Link>
            </section>
          ) : (
            <SignInPrompt message={t('billing.upgrade.signIn')} />
          )}
        </>
      )}
    </div>
  );
}
