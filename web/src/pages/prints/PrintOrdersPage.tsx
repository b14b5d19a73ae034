// /user/print-orders: the buyer's print orders with each step's date and the tracking link once shipped.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { SignInPrompt } from '../../features/plans/SignInPrompt';
import { optionLabel, printPrice } from '../../features/prints/print-text';
import { StatusTimeline } from '../../features/prints/StatusTimeline';
import { useMyPrintOrders } from '../../features/prints/use-prints';

export default function PrintOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('prints.ordersTitle'));
  const language = useCurrentLanguage();
  const { isAuthenticated, isLoading } = useCurrentUser();
  const orders = useMyPrintOrders();
  let body: React.ReactNode;
  if (isLoading) body = <PageSpinner />;
  else if (!isAuthenticated) body = <SignInPrompt />;
  else if (orders.isPending) body = <PageSpinner />;
  else if (orders.isError) body = <p role="alert">{t('prints.loadFailed')}</p>;
  else if (orders.data.length === 0) body = <p className="text-stone-600">{t('prints.noOrders')}</p>;
  else
    body = (
      <ul className="grid gap-4">
        {orders.data.map((o) => (
          <li
            key={o.id}
            className="grid min-w-0 gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-[8rem_1fr]"
          >
            <img src={o.previewUrl} alt="" className="w-32 rounded object-cover" />
            <div className="grid min-w-0 gap-1">
              <p className="break-words font-semibold">
                #{o.id} · {o.productTitle}
              </p>
              <p className="text-sm text-stone-600">
                {optionLabel(t, o.option)} × {o.quantity} · {printPrice(o.totalPrice, o.currency, language)}
              </p>
              <StatusTimeline order={o} />
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="mx-auto grid max-w-4xl min-w-0 gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-stone-900">{t('prints.ordersTitle')}</h1>
      {body}
    </div>
  );
}
