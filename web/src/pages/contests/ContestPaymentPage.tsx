// /contest-payment?payment=<id>: where a contest entry's checkout returns (paid or not). The payment is asked
// again every 1.5 s until the provider's answer has arrived; then the confirmed entry, or why the payment failed
// with a way to try again (a new checkout for the same entry) or to go back to the contests.
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { contestTitle } from '../../features/contests/contest-text';
import { contestKeys } from '../../features/contests/keys';
import { contestRefusalText } from '../../features/contests/refusal-text';
import { useEntryOfPayment, usePayEntryAgain } from '../../features/contests/use-contests';
import { useCurrentLanguage } from '../../features/language/current-language';
import { useFollowRedirect } from '../../features/plans/follow-redirect';
import { formatMoney } from '../../features/plans/money';
import { SignInPrompt } from '../../features/plans/SignInPrompt';
import { usePayment } from '../../features/plans/use-payments';
import { errorMessage } from '../../lib/api';

function paymentIdFrom(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export default function ContestPaymentPage() {
  const { t } = useTranslation();
  usePageTitle(t('contests.payment.pageTitle'));
  const [params] = useSearchParams();
  const paymentId = paymentIdFrom(params.get('payment'));
  const { isAuthenticated, isLoading } = useCurrentUser();
  const payment = usePayment(isAuthenticated ? paymentId : null);
  const entry = useEntryOfPayment(isAuthenticated ? paymentId : null);
  const queryClient = useQueryClient();
  const status = payment.data?.status;

  // Once the payment is settled, the contest pages show the entry where it now stands.
  useEffect(() => {
    if (status && status !== 'pending') void queryClient.invalidateQueries({ queryKey: contestKeys.all });
  }, [status, queryClient]);

  let body: ReactNode;
  if (isLoading) body = <PageSpinner />;
  else if (!isAuthenticated) body = <SignInPrompt message={t('contests.payment.signIn')} />;
  else if (paymentId === null) body = <Missing />;
  else if (payment.isPending) body = <Waiting />;
  else if (payment.isError)
    body = (
      <p role="alert" className="text-center text-stone-700">
        {errorMessage(payment.error, t('contests.payment.loadFailed'))}
      </p>
    );
  else if (status === 'succeeded') body = <Confirmed paymentId={paymentId} />;
  else if (status === 'pending' && !payment.timedOut) body = <Waiting />;
  else {
    const message =
      status === 'pending'
        ? t('contests.payment.notPaid')
        : status === 'refunded' || status === 'partially_refunded'
          ? t('contests.payment.refunded')
          : (payment.data?.failureMessage ?? t('contests.payment.failed'));
    body = (
      <Failed
        message={message}
        retry={status !== 'refunded' && status !== 'partially_refunded'}
        method={payment.data?.method ?? 'card'}
        entryOf={entry.data ?? null}
      />
    );
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12">
      <h1 className="text-center text-3xl font-bold text-stone-900">{t('contests.payment.pageTitle')}</h1>
      {body}
    </div>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <p role="alert" className="text-stone-700">
        {t('contests.payment.missing')}
      </p>
      <Link to="/contests" className="font-medium text-brand-800 underline">
        {t('contests.payment.toContests')}
      </Link>
    </div>
  );
}

function Waiting() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid justify-items-center gap-3 text-center">
      <Loader2 className="size-10 animate-spin text-brand-700" aria-hidden />
      <p className="text-xl font-semibold text-stone-900">{t('contests.payment.confirming')}</p>
      <p className="text-stone-700">{t('contests.payment.confirmingHint')}</p>
    </div>
  );
}

function Confirmed({ paymentId }: { paymentId: number }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const entry = useEntryOfPayment(paymentId);
  const contest = entry.data ? contestTitle(t, entry.data.contest, language) : null;
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <CircleCheck className="size-12 text-brand-700" aria-hidden />
      <h2 className="text-xl font-semibold text-stone-900">{t('contests.payment.confirmed')}</h2>
      {entry.data && contest && (
        <p className="text-stone-700">
          {t('contests.payment.confirmedDetail', { contest })}{' '}
          {entry.data.entry.fee &&
            t('contests.payment.paidAmount', { fee: formatMoney(entry.data.entry.fee, language) })}
        </p>
      )}
      <p className="text-stone-700">{t('contests.payment.next')}</p>
      <Button asChild>
        <Link to="/contests">{t('contests.payment.toContests')}</Link>
      </Button>
    </div>
  );
}

function Failed({
  message,
  retry,
  method,
  entryOf,
}: {
  message: string;
  retry: boolean;
  method: 'card' | 'paypal';
  entryOf: {
    contest: { id: number; status: string };
    entry: { id: number; paymentStatus: string | null };
  } | null;
}) {
  const { t } = useTranslation();
  const follow = useFollowRedirect();
  const payAgain = usePayEntryAgain(entryOf?.contest.id ?? 0);
  const canRetry =
    retry &&
    entryOf !== null &&
    entryOf.entry.paymentStatus === 'pending' &&
    entryOf.contest.status === 'open';
  return (
    <div className="grid justify-items-center gap-3 text-center">
      <CircleAlert className="size-12 text-red-700" aria-hidden />
      <h2 className="text-xl font-semibold text-stone-900">{t('contests.payment.notConfirmed')}</h2>
      <p role="alert" className="text-stone-700">
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {canRetry && entryOf && (
          <Button
            disabled={payAgain.isPending}
            onClick={() =>
              payAgain.mutate(
                { entryId: entryOf.entry.id, method },
                { onSuccess: (answer) => answer.checkout && follow(answer.checkout.redirectUrl) },
              )
            }
          >
            {t('contests.payment.retry')}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/contests">{t('contests.payment.toContests')}</Link>
        </Button>
      </div>
      {payAgain.isError && (
        <p role="alert" className="text-sm text-red-700">
          {contestRefusalText(t, payAgain.error, t('common.tryAgain'))}
        </p>
      )}
    </div>
  );
}
