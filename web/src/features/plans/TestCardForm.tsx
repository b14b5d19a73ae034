// The sandbox checkout's card form: number (grouped in fours as typed), expiry MM/YY, CVC and name, with the
// browser's card autofill names, the form's own checks, and 'Pay {amount}'. The sandbox answers as Stripe's
// test mode would; the page shows its verdict.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import {
  type CardField,
  type CardProblem,
  cardProblems,
  digitsOf,
  formatCardNumber,
  formatCvc,
  formatExpiry,
} from './card-input';
import type { SandboxPayment } from './use-sandbox-checkout';

const PROBLEM_KEYS: Record<CardField, Partial<Record<CardProblem, string>>> = {
  cardNumber: {
    required: 'billing.checkout.errors.cardNumberRequired',
    invalid: 'billing.checkout.errors.cardNumberInvalid',
  },
  expiry: {
    required: 'billing.checkout.errors.expiryRequired',
    invalid: 'billing.checkout.errors.expiryInvalid',
    expired: 'billing.checkout.errors.expiryExpired',
  },
  cvc: {
    required: 'billing.checkout.errors.cvcRequired',
    invalid: 'billing.checkout.errors.cvcInvalid',
  },
};

export function TestCardForm({
  amount,
  pending,
  onPay,
}: {
  /** The formatted total, for the button. */
  amount: string;
  pending: boolean;
  onPay: (payment: SandboxPayment) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [problems, setProblems] = useState<Partial<Record<CardField, CardProblem>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardProblems(card, new Date());
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = (['cardNumber', 'expiry', 'cvc'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onPay({
      method: 'card',
      cardNumber: digitsOf(card.cardNumber),
      expiry: card.expiry.trim(),
      cvc: digitsOf(card.cvc),
      ...(card.name.trim() ? { name: card.name.trim() } : {}),
    });
  };

  const field = (name: CardField) => {
    const problem = problems[name];
    const key = problem ? PROBLEM_KEYS[name][problem] : undefined;
    return {
      id: `${id}-${name}`,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-${name}-error` : undefined,
      error: <FieldError id={`${id}-${name}-error`} messages={key ? [t(key)] : undefined} />,
    };
  };
  const number = field('cardNumber');
  const expiry = field('expiry');
  const cvc = field('cvc');

  return (
    <form noValidate onSubmit={submit} aria-label={t('billing.checkout.form.title')} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={number.id}>{t('billing.checkout.form.cardNumber')}</Label>
        <Input
          id={number.id}
          name="cardnumber"
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.cardNumber}
          aria-invalid={number['aria-invalid']}
          aria-describedby={number['aria-describedby']}
          onChange={(e) => setCard((c) => ({ ...c, cardNumber: formatCardNumber(e.target.value) }))}
        />
        {number.error}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={expiry.id}>{t('billing.checkout.form.expiry')}</Label>
          <Input
            id={expiry.id}
            name="exp-date"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('billing.checkout.form.expiryPlaceholder')}
            value={card.expiry}
            aria-invalid={expiry['aria-invalid']}
            aria-describedby={expiry['aria-describedby']}
            onChange={(e) => setCard((c) => ({ ...c, expiry: formatExpiry(e.target.value) }))}
          />
          {expiry.error}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor={cvc.id}>{t('billing.checkout.form.cvc')}</Label>
          <Input
            id={cvc.id}
            name="cvc"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            aria-invalid={cvc['aria-invalid']}
            aria-describedby={cvc['aria-describedby']}
            onChange={(e) => setCard((c) => ({ ...c, cvc: formatCvc(e.target.value) }))}
          />
          {cvc.error}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-name`}>{t('billing.checkout.form.name')}</Label>
        <Input
          id={`${id}-name`}
          name="ccname"
          dir="auto"
          autoComplete="cc-name"
          maxLength={100}
          value={card.name}
          onChange={(e) => setCard((c) => ({ ...c, name: e.target.value }))}
        />
      </div>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('billing.checkout.form.paying') : t('billing.checkout.form.pay', { amount })}
      </Button>
    </form>
  );
}
