// /subscription (members only): the member's plan, its status and price, the next renewal or the day Premium
// ends after a cancellation, complimentary Premium, the grace period after a failed renewal, the actions
// (cancel with a confirmation, resume, the provider's card page) and every payment with its refund.

import { isPremiumTier } from '@common/constants/plans';
import type { SubscriptionSummary } from '@common/schemas/payments';
import { CircleAlert, Gift } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { useCurrentLanguage } from '../../features/language/current-language';
import { CancelSubscriptionDialog } from '../../features/plans/CancelSubscriptionDialog';
import { formatMoney } from '../../features/plans/money';
import { PaymentHistoryTable } from '../../features/plans/PaymentHistoryTable';
import { usePaymentHistory } from '../../features/plans/use-payments';
import { usePremiumOffered } from '../../features/plans/use-premium-offered';
import {
  useCancelSubscription,
  useOpenCardPortal,
  useResumeSubscription,
  useSubscription,
} from '../../features/plans/use-subscription';
import { InviteFriendsCard } from '../../features/referrals/InviteFriendsCard';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** A fact about the plan: a term and its value, in the plan's description list. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="font-semibold text-stone-900">{children}</dd>
    </div>
  );
}

function PlanSummary({ subscription }: { subscription: SubscriptionSummary }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const premiumOffered = usePremiumOffered();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenCardPortal();
  const date = (value: string | null) => (value ? formatDate(value, language, LONG_DATE) : null);

  const premium = isPremiumTier(subscription.tier);
  const periodEnd = date(subscription.currentPeriodEnd);
  const complimentaryUntil = date(subscription.complimentaryUntil);
  const paying = subscription.status === 'active' || subscription.status === 'past_due';
  const graceEnds = date(subscription.graceEndsAt) ?? periodEnd;
  const actionError = [cancel, resume, portal].find((m) => m.isError)?.error;

  return (
    <section
      aria-labelledby="plan-title"
      className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-6"
    >
      <h2 id="plan-title" className="text-xl font-semibold text-stone-900">
        {t('billing.subscription.planTitle')}
      </h2>

      {subscription.status === 'past_due' && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {graceEnds
            ? t('billing.subscription.grace', { date: graceEnds })
            : t('billing.subscription.graceNoDate')}
        </p>
      )}

      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact term={t('billing.subscription.plan')}>
          {premium ? t('plans.premium.name') : t('plans.free.name')}
        </Fact>
        <Fact term={t('billing.subscription.status')}>
          {t(`billing.subscription.statuses.${subscription.status}`)}
        </Fact>
        {(paying || premium) && (
          <Fact term={t('billing.subscription.price')}>
            {formatMoney(subscription.price, language)} {t('plans.perMonth')}
          </Fact>
        )}
        {subscription.method && (
          <Fact term={t('billing.subscription.method')}>
            {t(`billing.methods.${subscription.method}.name`)}
          </Fact>
        )}
      </dl>

      {paying && periodEnd && (
        <p className="text-stone-800" data-testid="subscription-period">
          {subscription.cancelAtPeriodEnd
            ? t('billing.subscription.endsOn', { date: periodEnd })
            : t('billing.subscription.renewsOn', { date: periodEnd })}
        </p>
      )}
      {subscription.status === 'canceled' && premium && periodEnd && (
        <p className="text-stone-800">{t('billing.subscription.endsOn', { date: periodEnd })}</p>
      )}
      {complimentaryUntil && (
        <p className="flex items-start gap-2 text-stone-800">
          <Gift className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {t('billing.subscription.complimentary', { date: complimentaryUntil })}
        </p>
      )}
      {subscription.freeMonthsEarned > 0 && (
        <p className="text-sm text-stone-600">
          {t('billing.subscription.freeMonths', {
            earned: subscription.freeMonthsEarned,
            used: subscription.freeMonthsUsed,
          })}
        </p>
      )}

      {!premium && (
        <div className="grid justify-items-start gap-2 border-t border-stone-100 pt-4">
          <p className="text-stone-700">{t('billing.subscription.freeBody')}</p>
          {premiumOffered && (
            <Button asChild>
              <Link to="/upgrade">{t('billing.subscription.upgrade')}</Link>
            </Button>
          )}
        </div>
      )}

      {paying && (
        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          {subscription.cancelAtPeriodEnd ? (
            <Button
              type="button"
              disabled={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => toast({ title: t('billing.subscription.resumed'), variant: 'success' }),
                })
              }
            >
              {t('billing.subscription.resume')}
            </Button>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t('billing.subscription.cancel')}
            </Button>
          )}
          {subscription.portalAvailable && (
            <Button
              type="button"
              variant="outline"
              disabled={portal.isPending}
              onClick={() => portal.mutate()}
            >
              {t('billing.subscription.manageCard')}
            </Button>
          )}
        </div>
      )}
      {actionError !== undefined && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(actionError, t('billing.subscription.actionFailed'))}
        </p>
      )}

      <CancelSubscriptionDialog
        open={confirming}
        onOpenChange={setConfirming}
        endsOn={periodEnd}
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: t('billing.subscription.cancelled'), variant: 'success' });
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}

export default function SubscriptionPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.subscription.title'));
  const language = useCurrentLanguage();
  const subscription = useSubscription();
  const history = usePaymentHistory();

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('pages.subscription.title')}</h1>

      {subscription.isPending && <Skeleton className="h-56 rounded-2xl" />}
      {subscription.isError && (
        <div className="grid justify-items-start gap-2">
          <p role="alert" className="text-stone-700">
            {errorMessage(subscription.error, t('common.errorOccurred'))}
          </p>
          <Button variant="outline" onClick={() => subscription.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {subscription.data && <PlanSummary subscription={subscription.data} />}
      <InviteFriendsCard />

      <section aria-labelledby="history-title" className="grid gap-3">
        <h2 id="history-title" className="text-xl font-semibold text-stone-900">
          {t('billing.history.title')}
        </h2>
        <p className="text-sm text-stone-600">{t('billing.history.receipts')}</p>
        {history.isPending && <Skeleton className="h-32 rounded-xl" />}
        {history.isError && (
          <p role="alert" className="text-stone-700">
            {errorMessage(history.error, t('common.errorOccurred'))}
          </p>
        )}
        {history.data && history.data.length === 0 && (
          <p className="text-stone-700">{t('billing.history.empty')}</p>
        )}
        {history.data && history.data.length > 0 && (
          <PaymentHistoryTable payments={history.data} language={language} />
        )}
      </section>
    </div>
  );
}
