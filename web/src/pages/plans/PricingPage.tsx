// /pricing: 'Choose Your Adventure' with the server's prices for this member or visitor (GET
// /api/payments/options), the premium card only where subscriptions are enabled (the regional notice
// elsewhere), the plans side by side in a table, and what to know about cancelling and the period's end.
import { PAYMENT_GRACE_DAYS } from '@common/schemas/payments';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { PlanComparisonTable } from '../../features/plans/PlanComparisonTable';
import { PricingCards } from '../../features/plans/PricingCards';
import { serverPlanPrices } from '../../features/plans/plans';
import { TestModeNotice } from '../../features/plans/TestModeNotice';
import { usePaymentOptions } from '../../features/plans/use-payment-options';
import { errorMessage } from '../../lib/api';
import { formatLocale } from '../../lib/format';

const FAQ = ['cancel', 'periodEnd', 'failedPayment', 'currency', 'receipts'] as const;

/** "Japanese yen", "dollar des États-Unis": the currency's name in the reader's language. */
function currencyName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([formatLocale(language)], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export default function PricingPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.pricing.title'));
  const language = useCurrentLanguage();
  const options = usePaymentOptions();
  const { isPremium } = useCurrentUser();

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 md:py-14">
      <header className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('billing.pricing.heading')}</h1>
        <p className="mx-auto max-w-2xl text-stone-700">{t('billing.pricing.subtitle')}</p>
      </header>

      {options.isPending && (
        <div className="mx-auto grid w-full max-w-4xl gap-8 md:grid-cols-2" aria-busy="true">
          <Skeleton className="h-[28rem] rounded-2xl" />
          <Skeleton className="h-[28rem] rounded-2xl" />
        </div>
      )}
      {options.isError && (
        <div className="grid justify-items-center gap-2">
          <p role="alert" className="text-stone-700">
            {errorMessage(options.error, t('common.errorOccurred'))}
          </p>
          <Button variant="outline" onClick={() => options.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {options.data && (
        <>
          {options.data.testMode && <TestModeNotice className="mx-auto w-full max-w-4xl" />}
          <PricingCards options={options.data} />
          {(options.data.subscriptionsEnabled || isPremium) && (
            <>
              <PlanComparisonTable prices={serverPlanPrices(options.data, language)} />
              <section aria-labelledby="pricing-faq" className="grid gap-4">
                <h2 id="pricing-faq" className="text-2xl font-bold text-stone-900">
                  {t('billing.faq.title')}
                </h2>
                <dl className="grid gap-4 md:grid-cols-2">
                  {FAQ.map((item) => (
                    <div
                      key={item}
                      className="grid content-start gap-1 rounded-xl border border-stone-200 bg-white p-5"
                    >
                      <dt className="font-semibold text-stone-900">{t(`billing.faq.${item}.question`)}</dt>
                      <dd className="text-stone-700">
                        {t(`billing.faq.${item}.answer`, {
                          days: PAYMENT_GRACE_DAYS,
                          currency: currencyName(options.data.premiumMonthly.currency, language),
                        })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
