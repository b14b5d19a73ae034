// /subscribe: start the Premium Explorer subscription by choosing how to pay.
import { useTranslation } from 'react-i18next';
import { PaymentChoiceView } from './PaymentChoiceView';

export default function SubscribePage() {
  const { t } = useTranslation();
  return <PaymentChoiceView title={t('billing.subscribe.heading')} intro={t('billing.subscribe.intro')} />;
}
