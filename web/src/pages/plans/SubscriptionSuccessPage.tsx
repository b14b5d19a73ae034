// /subscription-success?payment=<id>: where a checkout returns. The payment is asked again every 1.5 s until the
// provider's confirmation has arrived (at most a minute); then Premium's welcome and what it unlocks (the
// signed-in member is fetched again, so the new tier shows everywhere), or why it failed and a way to retry.

import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { authKeys } from '../../features/auth/keys';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { planKeys } from '../../features/plans/keys';
import { formatMoney } from '../../features/plans/money';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList';
import { PREMIUM_PLAN, regionalPlanPrices } from '../../features/plans/plans';
import { SignInPrompt } from '../../features/plans/SignInPrompt';
import { usePayment } from '../../features/plans/use-payments';
import { errorMessage } from '../../lib/api';

function paymentIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

function Confirming({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation();
  if (timedOut) {
    return (
      <div className="grid justify-items-center gap-3 text-center">
        <p role="status" className="text-stone-800">
          {t('billing.success.timedOut')}
        </p>
        <Link to="/subscription" className="font-medium text-brand-800 underline">
          {t('billing.success.links.subscription')}
        </Link>
      </div>
    );
  }
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <Loader2 className="size-10 animate-spin text-brand-700" aria-hidden />
      <p className="text-xl font-semibold text-stone-900">{t('billing.success.confirming')}</p>
      <p className="text-stone-700">{t('billing.success.confirmingHint')}</p>
    </div>
  );
}

export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('billing.success.pageTitle'));
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const paymentId = paymentIdFrom(params.get('payment'));
  const { isAuthenticated, isLoading } = useCurrentUser();
  const payment = usePayment(isAuthenticated ? paymentId : null);
  const queryClient = useQueryClient();
  const premiumPaid = payment.data?.status === 'succeeded' && payment.data.purpose === 'premium_subscription';

  // Once Premium is paid, the member's tier and subscription are asked again: the header, menus and limits
  // follow at once.
  useEffect(() => {
    if (!premiumPaid) return;
    void queryClient.invalidateQueries({ queryKey: authKeys.me });
    void queryClient.invalidateQueries({ queryKey: planKeys.subscription });
  }, [premiumPaid, queryClient]);

  let body: ReactNode;
  /** The outcome states bring their own heading; the waiting ones name the page for screen readers. */
  let headed = false;
  if (isLoading) body = <PageSpinner />;
  else if (!isAuthenticated) body = <SignInPrompt message={t('billing.success.signIn')} />;
  else if (paymentId === null) {
    body = (
      <div className="grid justify-items-center gap-3 text-center">
        <p role="alert" className="text-stone-700">
          {t('billing.success.missing')}
        </p>
        <Link to="/subscription" className="font-medium text-brand-800 underline">
          {t('billing.success.links.subscription')}
        </Link>
      </div>
    );
  } else if (payment.isPending) body = <Confirming timedOut={false} />;
  else if (payment.isError) {
    body = (
      <div className="grid justify-items-center gap-3 text-center">
        <p role="alert" className="text-stone-700">
          {errorMessage(payment.error, t('common.errorOccurred'))}
        </p>
        <Button variant="outline" onClick={() => payment.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  } else {
    const paid = payment.data;
    const amount = formatMoney({ amountMinor: paid.amountMinor, currency: paid.currency }, language);
    const contest = paid.purpose === 'contest_entry';
    const retryTo = contest ? '/contests' : '/subscribe';
    if (paid.status === 'pending') body = <Confirming timedOut={payment.timedOut} />;
    else if (paid.status === 'succeeded' && contest) {
      body = (
        <section aria-labelledby="success-title" className="grid justify-items-center gap-4 text-center">
          <CircleCheck className="size-12 text-brand-700" aria-hidden />
          <h1 id="success-title" className="text-3xl font-bold text-stone-900">
            {t('billing.success.contest.title')}
          </h1>
          <p className="text-stone-700">{t('billing.success.contest.body', { amount })}</p>
          <p className="text-sm text-stone-600">{t('billing.success.receipt')}</p>
          <Button asChild>
            <Link to="/contests">{t('billing.success.links.contests')}</Link>
          </Button>
        </section>
      );
    } else if (paid.status === 'succeeded') {
      headed = true;
      body = (
        <section aria-labelledby="success-title" className="grid gap-6">
          <div className="grid justify-items-center gap-3 text-center">
            <CircleCheck className="size-12 text-brand-700" aria-hidden />
            <h1 id="success-title" className="text-3xl font-bold text-stone-900">
              {t('billing.success.welcome')}
            </h1>
            <p className="text-stone-700">{t('billing.success.welcomeBody', { amount })}</p>
          </div>
          <div className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-6">
            <h2 className="font-semibold text-stone-900">{t('billing.success.unlocked')}</h2>
            <PlanFeatureList
              plan={PREMIUM_PLAN}
              prices={regionalPlanPrices(language)}
              className="sm:grid-cols-2"
            />
          </div>
          <p className="text-center text-sm text-stone-600">{t('billing.success.receipt')}</p>
          <nav aria-label={t('billing.success.links.label')} className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/upload">{t('billing.success.links.upload')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/location-alerts">{t('billing.success.links.alerts')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/subscription">{t('billing.success.links.subscription')}</Link>
            </Button>
          </nav>
        </section>
      );
    } else if (paid.status === 'failed' || paid.status === 'canceled') {
      headed = true;
      body = (
        <section aria-labelledby="failed-title" className="grid justify-items-center gap-4 text-center">
          <CircleAlert className="size-12 text-red-600" aria-hidden />
          <h1 id="failed-title" className="text-2xl font-bold text-stone-900">
            {t('billing.success.failed.title')}
          </h1>
          <p role="alert" className="text-stone-800">
            {paid.status === 'canceled'
              ? t('billing.success.failed.canceled')
              : (paid.failureMessage ?? t('billing.success.failed.fallback'))}
          </p>
          <Button asChild>
            <Link to={retryTo}>{t('billing.success.failed.retry')}</Link>
          </Button>
        </section>
      );
    } else {
      body = (
        <div className="grid justify-items-center gap-3 text-center">
          <p role="status" className="text-stone-800">
            {t('billing.success.refunded')}
          </p>
          <Link to="/subscription" className="font-medium text-brand-800 underline">
            {t('billing.success.links.subscription')}
          </Link>
        </div>
      );
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      {!headed && <h1 className="sr-only">{t('billing.success.pageTitle')}</h1>}
      {body}
    </div>
  );
}
