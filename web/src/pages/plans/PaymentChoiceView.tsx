// The body of /subscribe and /payment-options: what is being bought (Premium Explorer, monthly, at the server's
// price), then the region's ways to pay, each starting the checkout. Where no method is supported only the
// regional notice shows; a premium member is sent to their subscription page; test mode is said plainly.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { AlreadyPremium } from '../../features/plans/AlreadyPremium';
import { formatMoney } from '../../features/plans/money';
import { canSubscribe, PaymentMethodChooser } from '../../features/plans/PaymentMethodChooser';
import { TestModeNotice } from '../../features/plans/TestModeNotice';
import { usePaymentOptions } from '../../features/plans/use-payment-options';
import { OptionsError } from './OptionsError';

export function PaymentChoiceView({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const language = useCurrentLanguage();
  const { isPremium, isLoading } = useCurrentUser();
  const options = usePaymentOptions();

  if (isLoading || options.isPending) return <PageSpinner />;
  if (options.isError) return <OptionsError error={options.error} onRetry={() => options.refetch()} />;
  const canPay = canSubscribe(options.data);

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        {canPay && !isPremium && <p className="text-stone-700">{intro}</p>}
      </header>
      {isPremium ? (
        <AlreadyPremium />
      ) : (
        <>
          {canPay && (
            <section
              aria-labelledby="order-summary"
              className="grid gap-1 rounded-xl border border-stone-200 bg-white p-5"
            >
              <h2 id="order-summary" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
                {t('billing.summary.title')}
              </h2>
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-stone-900">{t('billing.summary.plan')}</span>
                <span className="text-xl font-bold text-stone-900">
                  {formatMoney(options.data.premiumMonthly, language)}
                  <span className="text-sm font-normal text-stone-600"> {t('plans.perMonth')}</span>
                </span>
              </p>
              <p className="text-sm text-stone-600">{t('billing.summary.renews')}</p>
            </section>
          )}
          {options.data.testMode && canPay && <TestModeNotice />}
          <PaymentMethodChooser options={options.data} />
        </>
      )}
    </div>
  );
}
