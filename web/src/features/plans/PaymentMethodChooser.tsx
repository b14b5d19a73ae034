// The ways to pay in the member's region (card where cardSupported, PayPal where paypalSupported), each
// starting the Premium Explorer checkout. Where subscriptions are off for the language the regional notice
// (spec section 8) replaces every button: the server refuses those checkouts (403). A method the region still
// has there (Filipino: PayPal only, no card) is listed for what it can pay, the contest entry fees. Visitors
// see the ways and are asked to sign in before paying.
import type { PaymentMethodValue, PaymentOptions } from '@common/schemas/payments';
import { CreditCard, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';
import { PremiumUnavailableNotice } from './PremiumUnavailableNotice';
import { SignInPrompt } from './SignInPrompt';
import { useStartSubscriptionCheckout } from './use-subscription';

/** The methods the server says this region can pay with, card first. */
export function supportedMethods(options: PaymentOptions): PaymentMethodValue[] {
  return [
    ...(options.cardSupported ? (['card'] as const) : []),
    ...(options.paypalSupported ? (['paypal'] as const) : []),
  ];
}

/** Whether Premium Explorer can be bought here: subscriptions on, and at least one method to pay with. */
export function canSubscribe(options: PaymentOptions): boolean {
  return options.subscriptionsEnabled && supportedMethods(options).length > 0;
}

const METHOD_ICONS = { card: CreditCard, paypal: Wallet } as const;

export function PaymentMethodChooser({
  options,
  compact = false,
}: {
  options: PaymentOptions;
  /** Buttons only (the upgrade page); otherwise each method with what it is. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const checkout = useStartSubscriptionCheckout();
  const methods = supportedMethods(options);
  const subscribable = canSubscribe(options);

  if (!subscribable) {
    return (
      <div className="grid gap-4">
        <PremiumUnavailableNotice />
        {!compact && methods.length > 0 && (
          <section aria-labelledby="other-payments" className="grid gap-3">
            <h2 id="other-payments" className="font-semibold text-stone-900">
              {t('billing.methods.contestsOnly')}
            </h2>
            <MethodList methods={methods} />
          </section>
        )}
      </div>
    );
  }

  const buttonFor = (method: PaymentMethodValue) => (
    <Button
      type="button"
      size="lg"
      variant={method === 'card' ? 'default' : 'outline'}
      disabled={checkout.isPending}
      onClick={() => checkout.mutate(method)}
    >
      {t(`billing.methods.${method}.button`)}
    </Button>
  );

  return (
    <div className="grid gap-4">
      {compact ? (
        isAuthenticated && (
          <div className="flex flex-wrap gap-3">
            {methods.map((method) => (
              <span key={method}>{buttonFor(method)}</span>
            ))}
          </div>
        )
      ) : (
        <MethodList methods={methods} action={isAuthenticated ? buttonFor : undefined} />
      )}
      {!isAuthenticated && <SignInPrompt />}
      {checkout.isPending && (
        <p role="status" className="text-sm text-stone-700">
          {t('billing.methods.starting')}
        </p>
      )}
      {checkout.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(checkout.error, t('billing.methods.startFailed'))}
        </p>
      )}
      {isAuthenticated && <p className="text-sm text-stone-600">{t('billing.methods.nextStep')}</p>}
    </div>
  );
}

function MethodList({
  methods,
  action,
}: {
  methods: PaymentMethodValue[];
  /** The button that pays with the method; none: the list only informs. */
  action?: (method: PaymentMethodValue) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('billing.methods.title')} className="grid gap-3 sm:grid-cols-2">
      {methods.map((method) => {
        const Icon = METHOD_ICONS[method];
        return (
          <li
            key={method}
            data-testid={`payment-method-${method}`}
            className="grid content-start gap-3 rounded-xl border border-stone-200 bg-white p-5"
          >
            <div className="flex items-center gap-2">
              <Icon className="size-5 text-brand-700" aria-hidden />
              <h3 className="font-semibold text-stone-900">{t(`billing.methods.${method}.name`)}</h3>
            </div>
            <p className="text-sm text-stone-700">{t(`billing.methods.${method}.description`)}</p>
            {action?.(method)}
          </li>
        );
      })}
    </ul>
  );
}
