// The confirmation before cancelling Premium: what happens (Premium stays until the paid period's end, then
// Free Explorer; nothing more is charged), 'Keep Premium' or 'Cancel subscription'.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';

export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  endsOn,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The formatted end of the paid period, when known. */
  endsOn: string | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.subscription.cancelDialog.title')}
      description={
        endsOn
          ? t('billing.subscription.cancelDialog.body', { date: endsOn })
          : t('billing.subscription.cancelDialog.bodyNoDate')
      }
      cancelLabel={t('billing.subscription.cancelDialog.keep')}
      confirmLabel={t('billing.subscription.cancelDialog.confirm')}
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
