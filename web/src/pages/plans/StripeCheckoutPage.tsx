// /stripe-checkout?checkout=<id>: WildLens's own test-mode checkout, where the sandbox provider sends the member
// instead of Stripe's or PayPal's page. A banner says no real money moves and lists Stripe's test cards; then
// the order, and the card form (or the PayPal (test) button for a PayPal checkout). A decline shows the
// sandbox's words and the form stays for another try; a payment that went through goes where the server says.
import { CircleAlert, FlaskConical } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentLanguage } from '../../features/language/current-language';
import { TEST_CARDS } from '../../features/plans/card-input';
import { sameOriginPath, useFollowRedirect } from '../../features/plans/follow-redirect';
import { formatMoney } from '../../features/plans/money';
import { TestCardForm } from '../../features/plans/TestCardForm';
import {
  type SandboxPayment,
  usePaySandboxCheckout,
  useSandboxCheckout,
} from '../../features/plans/use-sandbox-checkout';
import { errorMessage } from '../../lib/api';

/** A link to one of this site's addresses inside the app, or a plain link elsewhere. */
function AddressLink({ url, className, children }: { url: string; className?: string; children: string }) {
  const path = sameOriginPath(url);
  return path !== null ? (
    <Link to={path} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  );
}

function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="test-mode-banner"
      className="grid gap-3 rounded-2xl border-2 border-violet-400 bg-violet-50 p-5 text-violet-950"
    >
      <h2 id="test-mode-banner" className="flex items-center gap-2 text-2xl font-extrabold tracking-wide">
        <FlaskConical className="size-6" aria-hidden />
        {t('billing.checkout.testBanner.title')}
      </h2>
      <p>{t('billing.checkout.testBanner.body')}</p>
      <ul className="grid gap-1 text-sm" aria-label={t('billing.checkout.testBanner.cards')}>
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap gap-x-3">
            <span dir="ltr" className="font-mono font-semibold">
              {card.number}
            </span>
            <span>{t(`billing.checkout.testCards.${card.outcome}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's states without a form (no checkout, loading failed, paid, expired), under the page's heading. */
function Centered({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('billing.checkout.heading')}</h1>
      {children}
    </div>
  );
}

export default function StripeCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.stripeCheckout.title'));
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const checkout = useSandboxCheckout(checkoutId);
  const pay = usePaySandboxCheckout(checkoutId ?? '');
  const follow = useFollowRedirect();
  /** The sandbox's verdict on the last attempt, when it was a decline. */
  const [declined, setDeclined] = useState<string | null>(null);

  if (!checkoutId) {
    return (
      <Centered>
        <p role="alert" className="text-stone-700">
          {t('billing.checkout.missing')}
        </p>
        <Link to="/subscribe" className="font-medium text-brand-800 underline">
          {t('billing.checkout.startAgain')}
        </Link>
      </Centered>
    );
  }
  if (checkout.isPending) return <PageSpinner />;
  if (checkout.isError) {
    return (
      <Centered>
        <p role="alert" className="text-stone-700">
          {errorMessage(checkout.error, t('billing.checkout.loadFailed'))}
        </p>
        <Link to="/subscribe" className="font-medium text-brand-800 underline">
          {t('billing.checkout.startAgain')}
        </Link>
      </Centered>
    );
  }

  const session = checkout.data;
  const amount = formatMoney({ amountMinor: session.amountMinor, currency: session.currency }, language);

  if (session.status === 'complete') {
    return (
      <Centered>
        <p role="status" className="text-stone-800">
          {t('billing.checkout.complete')}
        </p>
        <Link
          to={`/subscription-success?payment=${session.paymentId}`}
          className="font-medium text-brand-800 underline"
        >
          {t('billing.checkout.seeConfirmation')}
        </Link>
      </Centered>
    );
  }
  if (session.status === 'expired') {
    return (
      <Centered>
        <p role="alert" className="text-stone-700">
          {t('billing.checkout.expired')}
        </p>
        <AddressLink url={session.cancelUrl} className="font-medium text-brand-800 underline">
          {t('billing.checkout.startAgain')}
        </AddressLink>
      </Centered>
    );
  }

  const submit = (payment: SandboxPayment) => {
    setDeclined(null);
    pay.mutate(payment, {
      onSuccess: (result) => {
        if (result.status === 'succeeded') follow(result.redirectUrl ?? session.successUrl);
        else setDeclined(result.message ?? t('billing.checkout.declinedFallback'));
      },
    });
  };
  const failure =
    declined ?? (pay.isError ? errorMessage(pay.error, t('billing.checkout.declinedFallback')) : null);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('billing.checkout.heading')}</h1>
      <TestModeBanner />

      <section
        aria-labelledby="checkout-summary"
        className="grid gap-2 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="checkout-summary" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t('billing.summary.title')}
        </h2>
        <p dir="auto" className="font-medium text-stone-900">
          {session.description}
        </p>
        <p className="flex flex-wrap items-baseline justify-between gap-2 border-t border-stone-100 pt-2">
          <span className="text-stone-700">{t('billing.checkout.total')}</span>
          <span className="text-2xl font-bold text-stone-900" data-testid="checkout-amount">
            {amount}
          </span>
        </p>
        {session.mode === 'subscription' && (
          <p className="text-sm text-stone-600">{t('billing.summary.renews')}</p>
        )}
      </section>

      {failure && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-0.5">
            <p className="font-semibold">{failure}</p>
            <p>{t('billing.checkout.tryAgainHint')}</p>
          </div>
        </div>
      )}

      <section
        aria-labelledby="checkout-pay"
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5"
      >
        <h2 id="checkout-pay" className="text-lg font-semibold text-stone-900">
          {session.method === 'card' ? t('billing.checkout.form.title') : t('billing.methods.paypal.name')}
        </h2>
        {session.method === 'card' ? (
          <TestCardForm amount={amount} pending={pay.isPending} onPay={submit} />
        ) : (
          <>
            <p className="text-sm text-stone-700">{t('billing.checkout.paypalIntro')}</p>
            <Button
              type="button"
              size="lg"
              variant="accent"
              disabled={pay.isPending}
              onClick={() => submit({ method: 'paypal' })}
            >
              {pay.isPending ? t('billing.checkout.form.paying') : t('billing.checkout.paypalButton')}
            </Button>
          </>
        )}
      </section>

      <AddressLink
        url={session.cancelUrl}
        className="justify-self-start text-sm font-medium text-stone-700 underline"
      >
        {t('billing.checkout.cancel')}
      </AddressLink>
    </div>
  );
}
