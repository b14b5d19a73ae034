// /payment-options: the ways to pay for Premium Explorer in the member's region (card, PayPal), each starting
// the checkout.
import { useTranslation } from 'react-i18next';
import { PaymentChoiceView } from './PaymentChoiceView';

export default function PaymentOptionsPage() {
  const { t } = useTranslation();
  return (
    <PaymentChoiceView
      title={t('billing.paymentOptions.heading')}
      intro={t('billing.paymentOptions.intro')}
    />
  );
}
